import vm from 'node:vm';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {EMULATOR_TOKENS} from '../../../emulator/server';
import type {PlacedOrder} from '../../../emulator/types';
import {inStockVariants, seeds, variantGid, useRunningEmulator} from './helpers';

const emulator = useRunningEmulator();
beforeEach(async () => {
  await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
});

type Brand = keyof typeof EMULATOR_TOKENS;
type Attribute = {key: string; value: string};

const STOREFRONT_ORIGIN = 'http://localhost:3000';

/** What `POST /quick-checkout/<brand>/orders` answers when the order is placed. */
type OrderAnswer = Pick<
  PlacedOrder,
  'merchant_order_id' | 'order_id' | 'total_amount' | 'currency' | 'item_count' | 'attributes'
>;
type ErrorAnswer = {errors: Array<{message: string}>};

/** The body as JSON, of the shape the test expects from that endpoint. */
const json = <T>(response: Response): Promise<T> => response.json() as Promise<T>;

async function graphql<T>(brand: Brand, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${emulator.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': EMULATOR_TOKENS[brand]},
    body: JSON.stringify({query, variables}),
  });
  const body = await json<{data: T; errors?: unknown}>(response);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

async function createCart(
  brand: Brand,
  input: {
    lines?: Array<{sku: string; quantity: number; sellingPlanId?: string}>;
    attributes?: Attribute[];
    discountCodes?: string[];
  } = {},
): Promise<{id: string; token: string; checkoutUrl: string}> {
  const data = await graphql<{
    cartCreate: {cart: {id: string; checkoutUrl: string}; userErrors: Array<{message: string}>};
  }>(
    brand,
    'mutation ($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { message } } }',
    {
      input: {
        lines: (input.lines ?? []).map(({sku, quantity, sellingPlanId}) => ({
          merchandiseId: variantGid(brand, sku),
          quantity,
          sellingPlanId,
        })),
        attributes: input.attributes ?? [],
        discountCodes: input.discountCodes ?? [],
      },
    },
  );
  expect(data.cartCreate.userErrors).toEqual([]);
  const {id, checkoutUrl} = data.cartCreate.cart;
  return {id, checkoutUrl, token: /^gid:\/\/shopify\/Cart\/([^?]+)/.exec(id)![1]};
}

const cartById = async (brand: Brand, id: string) =>
  (await graphql<{cart: {id: string} | null}>(brand, 'query ($id: ID!) { cart(id: $id) { id } }', {id})).cart;

const postOrder = (brand: string, body: unknown) =>
  fetch(`${emulator.url}/quick-checkout/${brand}/orders`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const checkoutPage = (brand: string, cart: string, parent: string | null = STOREFRONT_ORIGIN) =>
  fetch(
    `${emulator.url}/quick-checkout/${brand}/checkout?cart=${encodeURIComponent(cart)}` +
      (parent === null ? '' : `&parent=${encodeURIComponent(parent)}`),
  );

const orders = async (brand: Brand) =>
  json<PlacedOrder[]>(await fetch(`${emulator.url}/__emulator/orders?brand=${brand}`));

const pageScriptOf = (html: string) => /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1];

/** Runs a checkout page's own script with fake elements, the real emulator behind fetch, and spies for the parent and history. */
function loadPage(html: string) {
  const handlers: Record<string, () => Promise<void> | void> = {};
  const element = (id: string) => ({
    disabled: false,
    hidden: false,
    textContent: '',
    className: '',
    addEventListener: (_type: string, handler: () => Promise<void> | void) => {
      handlers[id] = handler;
    },
  });
  const elements: Record<string, ReturnType<typeof element>> = {};
  for (const id of ['place-order', 'cancel', 'status']) if (html.includes(`id="${id}"`)) elements[id] = element(id);
  const postMessage = vi.fn();
  const back = vi.fn();
  vm.runInNewContext(pageScriptOf(html), {
    document: {getElementById: (id: string) => elements[id] ?? null},
    window: {parent: {postMessage}},
    history: {back},
    fetch: (path: string, init: RequestInit) => fetch(`${emulator.url}${path}`, init),
  });
  return {click: (id: string) => handlers[id](), elements, postMessage, back};
}

const variantTitle = (sku: string) => {
  const {product, variant} = inStockVariants('groom').find((entry) => entry.variant.sku === sku)!;
  return {product: product.title, variant: Object.values(variant.options).join(' / ')};
};

describe('widget.js', () => {
  it('is JavaScript that embeds the emulator origin and the brand checkout', async () => {
    for (const brand of ['groom', 'gum']) {
      const response = await fetch(`${emulator.url}/quick-checkout/${brand}/widget.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const script = await response.text();
      expect(script).toContain('window.openQuickCheckout = function (cartId)');
      expect(script).toContain(`var ORIGIN = ${JSON.stringify(emulator.url)};`);
      expect(script).toContain(`${emulator.url}/quick-checkout/${brand}/checkout`);
    }
  });

  it('answers 404 for an unknown brand', async () => {
    expect((await fetch(`${emulator.url}/quick-checkout/nope/widget.js`)).status).toBe(404);
  });

  /** Runs the script against just enough of a DOM to see what it appends and how it treats messages. */
  async function loadWidget() {
    class FakeElement {
      readonly attributes = new Map<string, string>();
      readonly style = {cssText: ''};
      readonly children: FakeElement[] = [];
      parent: FakeElement | null = null;
      title = '';
      src = '';
      readonly contentWindow = {};
      constructor(readonly tagName: string) {}
      setAttribute(name: string, value: string) {
        this.attributes.set(name, value);
      }
      appendChild(child: FakeElement) {
        child.parent = this;
        this.children.push(child);
      }
      remove() {
        this.parent?.children.splice(this.parent.children.indexOf(this), 1);
        this.parent = null;
      }
    }
    const body = new FakeElement('body');
    const listeners: Array<(event: unknown) => void> = [];
    const window = {
      openQuickCheckout: undefined as undefined | ((cartId: string) => void),
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'message') listeners.push(listener);
      },
    };
    const script = await (await fetch(`${emulator.url}/quick-checkout/groom/widget.js`)).text();
    vm.runInNewContext(script, {
      window,
      document: {body, createElement: (tagName: string) => new FakeElement(tagName)},
      location: {origin: STOREFRONT_ORIGIN},
    });
    const stopPropagation = vi.fn();
    const dispatch = (event: {origin: string; source: unknown; data: unknown}) => {
      for (const listener of listeners)
        listener({...event, stopPropagation, stopImmediatePropagation: stopPropagation});
    };
    return {open: window.openQuickCheckout!, body, dispatch, stopPropagation};
  }

  it('opens one full-screen overlay with the checkout iframe for the cart token', async () => {
    const {open, body} = await loadWidget();
    open('gid://shopify/Cart/abc123?key=secret');
    open('gid://shopify/Cart/abc123?key=secret');
    expect(body.children).toHaveLength(1);
    const [overlay] = body.children;
    expect(overlay.style.cssText).toMatch(/position:fixed;inset:0;z-index:2147483647;/);
    expect(overlay.style.cssText).toMatch(/background:rgba\(17,17,17,0\.6\)/);
    const [frame] = overlay.children;
    expect(frame.tagName).toBe('iframe');
    expect(frame.title).toBe('Quick checkout');
    expect(frame.src).toBe(
      `${emulator.url}/quick-checkout/groom/checkout?cart=abc123&parent=${encodeURIComponent(STOREFRONT_ORIGIN)}`,
    );
  });

  it('takes a bare token too', async () => {
    const {open, body} = await loadWidget();
    open('abc 123');
    expect(body.children[0].children[0].src).toContain('?cart=abc%20123&');
  });

  it('closes only on orderSuccess or checkoutClosed from its own iframe, letting the message through', async () => {
    const {open, body, dispatch, stopPropagation} = await loadWidget();
    open('abc123');
    const frameWindow = body.children[0].children[0].contentWindow;
    dispatch({origin: 'http://evil.test', source: frameWindow, data: {type: 'orderSuccess'}});
    dispatch({origin: emulator.url, source: {}, data: {type: 'orderSuccess'}});
    dispatch({origin: emulator.url, source: frameWindow, data: {type: 'somethingElse'}});
    dispatch({origin: emulator.url, source: frameWindow, data: null});
    expect(body.children).toHaveLength(1);

    dispatch({origin: emulator.url, source: frameWindow, data: {type: 'checkoutClosed'}});
    expect(body.children).toHaveLength(0);

    open('abc123');
    expect(body.children).toHaveLength(1);
    dispatch({origin: emulator.url, source: body.children[0].children[0].contentWindow, data: {type: 'orderSuccess'}});
    expect(body.children).toHaveLength(0);
    expect(stopPropagation).not.toHaveBeenCalled();
  });
});

describe('checkout page', () => {
  const [razor, cartridges] = ['KM-RZ6-GM', 'KM-RZ2-D4'];

  it("lists the cart's lines, the discount and the total in rupees", async () => {
    const cart = await createCart('groom', {
      lines: [
        {sku: razor, quantity: 200},
        {sku: cartridges, quantity: 1},
      ],
      discountCodes: ['WELCOME10'],
    });
    const response = await checkoutPage('groom', cart.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Quick checkout</title>');
    expect(html).toContain('<h1>Quick checkout</h1>');
    expect(html).not.toMatch(/<(?:link|img)\b|\ssrc=/);
    const first = variantTitle(razor);
    expect(html).toContain(
      `<tr><th scope="row">${first.product}<span class="variant">${first.variant}</span></th><td>200</td><td>₹1,19,800</td></tr>`,
    );
    const second = variantTitle(cartridges);
    expect(html).toContain(
      `<tr><th scope="row">${second.product}<span class="variant">${second.variant}</span></th><td>1</td><td>₹149</td></tr>`,
    );
    // 10% of ₹1,19,949
    expect(html).toContain('<dt>Discount (WELCOME10)</dt><dd>−₹11,994.90</dd>');
    expect(html).toContain('<dt class="total">Total</dt><dd class="total">₹1,07,954.10</dd>');
    expect(html).toContain('<button type="button" id="place-order">Place order</button>');
    expect(html).toContain('<button type="button" id="cancel">Cancel</button>');
    expect(html).not.toContain('cannot be checked out');
    expect(() => new vm.Script(pageScriptOf(html))).not.toThrow();
  });

  it('escapes product titles', async () => {
    const {product, variant} = inStockVariants('groom').find((entry) => entry.product.title.includes('&'))!;
    const cart = await createCart('groom', {lines: [{sku: variant.sku, quantity: 1}]});
    const html = await (await checkoutPage('groom', cart.id)).text();
    expect(html).toContain(product.title.replace(/&/g, '&#38;'));
    expect(html).not.toContain(product.title);
  });

  it('leaves out the placeholder title of a product without options', async () => {
    const cart = await createCart('gum', {lines: [{sku: 'QB-NG-TRIAL-14', quantity: 1}]});
    const html = await (await checkoutPage('gum', cart.token)).text();
    expect(html).toMatch(/<tr><th scope="row">[^<]+<\/th><td>1<\/td><td>₹149<\/td><\/tr>/);
    expect(html).not.toContain('Default Title');
  });

  it('refuses an unknown or empty cart with only Cancel', async () => {
    const empty = await createCart('groom');
    for (const [cart, status] of [
      ['no-such-cart', 404],
      [empty.token, 200],
    ] as const) {
      const response = await checkoutPage('groom', cart);
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html).toContain('<p>This cart cannot be checked out.</p>');
      expect(html).toContain('id="cancel"');
      expect(html).not.toContain('Place order');
    }
    // Carts belong to one brand.
    const groomCart = await createCart('groom', {lines: [{sku: razor, quantity: 1}]});
    expect((await checkoutPage('gum', groomCart.token)).status).toBe(404);
  });

  it('answers 400 unless parent is an http(s) origin', async () => {
    const cart = await createCart('groom', {lines: [{sku: razor, quantity: 1}]});
    for (const parent of [null, '', 'localhost:3000', 'javascript:alert(1)', 'ftp://shop.test', 'http://shop.test/']) {
      expect((await checkoutPage('groom', cart.token, parent)).status, String(parent)).toBe(400);
    }
    expect((await checkoutPage('groom', cart.token, 'https://shop.example.in:8443')).status).toBe(200);
    expect((await checkoutPage('nope', cart.token)).status).toBe(404);
  });

  it('places the order from the page and tells the parent', async () => {
    const cart = await createCart('groom', {lines: [{sku: razor, quantity: 2}]});
    const page = loadPage(await (await checkoutPage('groom', cart.id)).text());
    await page.click('place-order');
    const [order] = await orders('groom');
    expect(page.elements.status.textContent).toBe(`Order placed: ${order.merchant_order_id}`);
    expect(page.elements['place-order'].hidden).toBe(true);
    expect(page.postMessage).toHaveBeenCalledWith(
      {
        type: 'orderSuccess',
        merchant_order_id: order.merchant_order_id,
        order_id: order.order_id,
        total_amount: 1198,
        currency: 'INR',
        item_count: 2,
      },
      STOREFRONT_ORIGIN,
    );
  });

  it('shows a failure and lets the buyer try again', async () => {
    const cart = await createCart('groom', {lines: [{sku: razor, quantity: 1}]});
    const page = loadPage(await (await checkoutPage('groom', cart.token)).text());
    await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
    await page.click('place-order');
    expect(page.elements.status).toMatchObject({textContent: `No cart ${cart.token}`, className: 'error'});
    expect(page.elements['place-order'].disabled).toBe(false);
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('tells the parent when the buyer cancels', async () => {
    const page = loadPage(await (await checkoutPage('groom', 'no-such-cart')).text());
    await page.click('cancel');
    expect(page.postMessage).toHaveBeenCalledWith({type: 'checkoutClosed'}, STOREFRONT_ORIGIN);
  });
});

describe('orders', () => {
  it('answers 201 with the order, numbered per brand, and the cart is gone', async () => {
    const groomCart = await createCart('groom', {lines: [{sku: 'KM-RZ6-GM', quantity: 3}]});
    const response = await postOrder('groom', {cartId: groomCart.id});
    expect(response.status).toBe(201);
    const placed = await json<OrderAnswer>(response);
    expect(placed).toEqual({
      merchant_order_id: expect.stringMatching(/^GROOM-\d{4,}$/),
      order_id: expect.stringMatching(/^qco_[0-9a-f]{20}$/),
      total_amount: 1797,
      currency: 'INR',
      item_count: 3,
      attributes: [],
    });
    expect(await cartById('groom', groomCart.id)).toBeNull();
    expect((await postOrder('groom', {cartId: groomCart.id})).status).toBe(404);

    const second = await createCart('groom', {lines: [{sku: 'KM-RZ6-GM', quantity: 1}]});
    const next = await json<OrderAnswer>(await postOrder('groom', {cartId: second.token}));
    expect(Number(next.merchant_order_id.slice(6))).toBe(Number(placed.merchant_order_id.slice(6)) + 1);

    const gumSku = inStockVariants('gum')[0].variant.sku;
    const gumCart = await createCart('gum', {lines: [{sku: gumSku, quantity: 1}]});
    const gumOrder = await json<OrderAnswer>(await postOrder('gum', {cartId: gumCart.id}));
    expect(gumOrder.merchant_order_id).toMatch(/^GUM-\d{4,}$/);
  });

  it('answers 404 for an unknown cart or brand', async () => {
    expect((await postOrder('groom', {cartId: 'gid://shopify/Cart/no-such-cart'})).status).toBe(404);
    expect((await postOrder('groom', {cartId: 'no-such-cart'})).status).toBe(404);
    const gumCart = await createCart('gum', {lines: [{sku: inStockVariants('gum')[0].variant.sku, quantity: 1}]});
    expect((await postOrder('groom', {cartId: gumCart.id})).status).toBe(404);
    expect((await postOrder('nope', {cartId: gumCart.id})).status).toBe(404);
  });

  it('answers 400 for bad JSON, a missing cartId or an empty cart', async () => {
    const empty = await createCart('groom');
    for (const body of ['{', '[]', {}, {cartId: ''}, {cartId: 42}, {cartId: empty.id}]) {
      const response = await postOrder('groom', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<ErrorAnswer>(response)).errors[0].message).toBeTruthy();
    }
    expect(await cartById('groom', empty.id)).not.toBeNull();
  });

  it("carries the cart's attributes to the order that /__emulator/orders lists", async () => {
    const attributes = [{key: 'age_confirmed_18_plus', value: 'yes'}];
    const gumSku = inStockVariants('gum')[0].variant.sku;
    const cart = await createCart('gum', {lines: [{sku: gumSku, quantity: 2}], attributes});
    const placed = await json<OrderAnswer>(await postOrder('gum', {cartId: cart.id}));
    expect(placed.attributes).toEqual(attributes);

    const response = await fetch(`${emulator.url}/__emulator/orders?brand=gum`);
    expect(response.status).toBe(200);
    const listed = await json<PlacedOrder[]>(response);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      merchant_order_id: placed.merchant_order_id,
      cart_token: cart.token,
      attributes,
      item_count: 2,
      lines: [{sku: gumSku, quantity: 2}],
    });
    expect(await orders('groom')).toEqual([]);
    expect((await fetch(`${emulator.url}/__emulator/orders`)).status).toBe(400);
    expect((await fetch(`${emulator.url}/__emulator/orders?brand=nope`)).status).toBe(400);
  });

  it('are cleared by reset', async () => {
    const cart = await createCart('groom', {lines: [{sku: 'KM-RZ6-GM', quantity: 1}]});
    expect((await postOrder('groom', {cartId: cart.id})).status).toBe(201);
    expect(await orders('groom')).toHaveLength(1);
    expect((await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'})).status).toBe(204);
    expect(await orders('groom')).toEqual([]);
  });
});

describe("the cart's checkoutUrl", () => {
  it('serves the checkout page without a parent to tell', async () => {
    const gumSku = inStockVariants('gum')[0].variant.sku;
    const cart = await createCart('gum', {lines: [{sku: gumSku, quantity: 1}]});
    expect(cart.checkoutUrl).toBe(`${emulator.url}/checkouts/cn/${cart.token}`);
    const response = await fetch(cart.checkoutUrl);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Quick checkout</h1>');
    expect(html).toContain(seeds.gum.shop.name);
    expect(html).toContain('Place order');
    expect(pageScriptOf(html)).toContain(
      `var config = ${JSON.stringify({
        ordersUrl: '/quick-checkout/gum/orders',
        cartId: cart.token,
        parentOrigin: null,
      })};`,
    );
  });

  it('places the order without posting a message; Cancel goes back', async () => {
    const cart = await createCart('groom', {lines: [{sku: 'KM-RZ6-GM', quantity: 1}]});
    const page = loadPage(await (await fetch(cart.checkoutUrl)).text());
    await page.click('place-order');
    expect(page.elements.status.textContent).toMatch(/^Order placed: GROOM-\d+$/);
    expect(page.postMessage).not.toHaveBeenCalled();
    await page.click('cancel');
    expect(page.back).toHaveBeenCalled();
    expect(await cartById('groom', cart.id)).toBeNull();
  });

  it("names a subscription line's plan and charges its price", async () => {
    const {product} = await graphql<{
      product: {sellingPlanGroups: {nodes: Array<{sellingPlans: {nodes: Array<{id: string}>}}>}};
    }>(
      'gum',
      'query { product(handle: "nicotine-gum-frosty-mint-2mg-4mg") { sellingPlanGroups(first: 1) { nodes { sellingPlans(first: 1) { nodes { id } } } } } }',
    );
    const monthly = product.sellingPlanGroups.nodes[0].sellingPlans.nodes[0].id;
    const cart = await createCart('gum', {lines: [{sku: 'QB-NG-FM-2-30', quantity: 2, sellingPlanId: monthly}]});
    const html = await (await fetch(cart.checkoutUrl)).text();
    expect(html).toContain('<span class="plan">Delivered every month</span>');
    // 2 × ₹297 (₹330 less 10%)
    expect(html).toContain('₹594');
  });

  it('answers 404 with the refusal for an unknown token', async () => {
    const response = await fetch(`${emulator.url}/checkouts/cn/no-such-cart`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This cart cannot be checked out.');
  });
});
