import {CartForm} from '@shopify/hydrogen';
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {seeds} from '../../emulator/seed';
import {action as cartApiAction} from '~/routes/($locale).api.cart';
import {loader as upsellLoader} from '~/routes/($locale).api.cart-upsell';
import {action as cartAction} from '~/routes/($locale).cart';
import {FORGET_CART_ACTION} from '~/lib/cart/form-protocol';
import type {UpsellProduct} from '~/lib/cart/upsell';
import {
  appContextFor,
  executor,
  server,
  STORE_URL,
  storefrontRequests,
  useStorefrontStandIn,
} from './support/storefront';

useStorefrontStandIn();

type CartActionResult = {
  data: {cart: {id: string} | null; errors: Array<{message: string}>};
  init: ResponseInit | null;
};

const cartCookieOf = (result: CartActionResult) => new Headers(result.init?.headers).get('Set-Cookie')!.split(';')[0];

async function postCartForm(url: string, action: string, inputs: unknown, cookie = ''): Promise<CartActionResult> {
  const {context} = await appContextFor(url, cookie ? {Cookie: cookie} : {});
  const form = new FormData();
  form.set(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
  const request = new Request(url, {method: 'POST', body: form});
  const params = new URL(url).pathname.startsWith('/hi/') ? {locale: 'hi'} : {};
  return (await cartAction({request, context, params} as Parameters<
    typeof cartAction
  >[0])) as unknown as CartActionResult;
}

/** A gum cart holding one in-stock pack, and its cookie. */
async function gumCart() {
  const product = seeds.gum.products.find((entry) => entry.variants.some((variant) => variant.quantityAvailable > 5))!;
  const found = await executor.execute({
    brand: 'gum',
    query: `query ($handle: String!) { product(handle: $handle) { variants(first: 20) { nodes { id availableForSale } } } }`,
    variables: {handle: product.handle},
  });
  const {nodes} = (found.data as {product: {variants: {nodes: Array<{id: string; availableForSale: boolean}>}}}).product
    .variants;
  const variant = nodes.find((node) => node.availableForSale)!;
  const added = await postCartForm('http://gum.localhost/cart', CartForm.ACTIONS.LinesAdd, {
    lines: [{merchandiseId: variant.id, quantity: 1}],
  });
  return {cookie: cartCookieOf(added), cartId: added.data.cart!.id};
}

type GumCart = {
  attributes: Array<{key: string; value: string | null}>;
  discountCodes: Array<{code: string; applicable: boolean}>;
  totalQuantity: number;
};

async function cartOf(cartId: string) {
  const result = await executor.execute({
    brand: 'gum',
    query: `query ($id: ID!) { cart(id: $id) { attributes { key value } discountCodes { code applicable } totalQuantity } }`,
    variables: {id: cartId},
  });
  return (result.data as {cart: GumCart}).cart;
}

describe('cart action: attributes and discount codes', () => {
  it('stores the age confirmation as a cart attribute, beside attributes other apps wrote', async () => {
    const {cookie, cartId} = await gumCart();
    const attributes = [
      {key: 'Gift note', value: 'Happy birthday, Papa!'},
      {key: 'age_confirmed_18_plus', value: 'yes'},
    ];
    const result = await postCartForm(
      'http://gum.localhost/cart',
      CartForm.ACTIONS.AttributesUpdateInput,
      {attributes},
      cookie,
    );
    expect(result.init?.status ?? 200).toBe(200);
    expect((await cartOf(cartId)).attributes).toEqual(attributes);
  });

  it('takes every discount code off with an empty list', async () => {
    const {cookie, cartId} = await gumCart();
    const offer = seeds.gum.discountRules.find((rule) => !rule.minSubtotal)!.code;
    await postCartForm(
      'http://gum.localhost/cart',
      CartForm.ACTIONS.DiscountCodesUpdate,
      {discountCodes: [offer]},
      cookie,
    );
    expect((await cartOf(cartId)).discountCodes.map((entry) => entry.code)).toEqual([offer]);
    await postCartForm('http://gum.localhost/cart', CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes: []}, cookie);
    expect((await cartOf(cartId)).discountCodes).toEqual([]);
  });

  it('answers the cart with its saving when a code applies, and refuses one the cart cannot use in the page language', async () => {
    const {cookie, cartId} = await gumCart();
    const usable = seeds.gum.discountRules.find((rule) => !rule.minSubtotal)!.code;
    const applied = await postCartForm(
      'http://gum.localhost/cart',
      CartForm.ACTIONS.DiscountCodesUpdate,
      {discountCodes: [` ${usable.toLowerCase()} `]},
      cookie,
    );
    expect(applied.init?.status ?? 200).toBe(200);
    expect(applied.data.cart).toMatchObject({discountCodes: [{code: usable, applicable: true}]});

    // FREEPERFUME needs ₹999 in the cart: the code the cart had stays on.
    const tooSmall = seeds.gum.discountRules.find((rule) => rule.minSubtotal)!.code;
    for (const [url, message] of [
      ['http://gum.localhost/cart', 'Invalid coupon code'],
      ['http://gum.localhost/hi/cart', 'अमान्य कूपन कोड'],
    ]) {
      const refused = await postCartForm(
        url,
        CartForm.ACTIONS.DiscountCodesUpdate,
        {discountCodes: [tooSmall]},
        cookie,
      );
      expect(refused.init?.status).toBe(400);
      expect(refused.data.errors[0].message).toBe(message);
    }
    expect((await cartOf(cartId)).discountCodes).toEqual([{code: usable, applicable: true}]);
  });

  it('forgets the cart cookie on CustomForgetCart (after the order is placed)', async () => {
    const {cookie} = await gumCart();
    const forgotten = await postCartForm('http://gum.localhost/cart', FORGET_CART_ACTION, {}, cookie);
    expect(forgotten.init?.status ?? 200).toBe(200);
    expect(new Headers(forgotten.init?.headers).get('Set-Cookie')).toMatch(/^cart_gum=; .*Max-Age=0/);
  });

  it('refuses malformed attributes and codes with 400, sending nothing', async () => {
    const {cookie, cartId} = await gumCart();
    storefrontRequests.length = 0;
    for (const [action, inputs] of [
      [CartForm.ACTIONS.AttributesUpdateInput, {attributes: []}],
      [CartForm.ACTIONS.AttributesUpdateInput, {attributes: [{key: '', value: 'yes'}]}],
      [CartForm.ACTIONS.AttributesUpdateInput, {attributes: [{key: 'line\nbreak', value: 'yes'}]}],
      [CartForm.ACTIONS.AttributesUpdateInput, {attributes: [{key: 'note', value: 'x'.repeat(1001)}]}],
      [CartForm.ACTIONS.AttributesUpdateInput, {attributes: 'yes'}],
      [CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes: 'WELCOME10'}],
      [CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes: ['<script>']}],
      [CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes: ['A', 'B', 'C', 'D', 'E', 'F']}],
    ] as const) {
      const result = await postCartForm('http://gum.localhost/cart', action, inputs, cookie);
      expect(result.init?.status, JSON.stringify(inputs)).toBe(400);
      expect(result.data.errors[0].message).toMatch(/\w/);
    }
    expect(storefrontRequests).toEqual([]);
    expect((await cartOf(cartId)).totalQuantity).toBe(1);
  });

  it('answers 502 with a message in the page language when the store fails, leaving the cart as it was', async () => {
    const {cookie, cartId} = await gumCart();
    server.use(
      http.post(`${STORE_URL}/api/:version/graphql.json`, () => HttpResponse.json({errors: 'down'}, {status: 500})),
    );
    const result = await postCartForm(
      'http://gum.localhost/hi/cart',
      CartForm.ACTIONS.LinesUpdate,
      {
        lines: [{id: 'gid://shopify/CartLine/1', quantity: 3}],
      },
      cookie,
    );
    expect(result.init?.status).toBe(502);
    expect(result.data.errors[0].message).toBe('आपका कार्ट अपडेट नहीं हो सका। कृपया फिर से कोशिश करें।');
    server.resetHandlers();
    expect((await cartOf(cartId)).totalQuantity).toBe(1);
  });
});

describe('DELETE /api/cart', () => {
  it('forgets the cart cookie', async () => {
    const {context} = await appContextFor('https://groom.localhost/api/cart', {Cookie: 'cart_groom=c1-abc'});
    const request = new Request('https://groom.localhost/api/cart', {method: 'DELETE'});
    const response = (await cartApiAction({request, context, params: {}} as Parameters<
      typeof cartApiAction
    >[0])) as Response;
    expect(response.status).toBe(204);
    expect(response.headers.get('Set-Cookie')).toBe('cart_groom=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('answers 405 to other methods', async () => {
    const {context} = await appContextFor('http://groom.localhost/api/cart');
    const request = new Request('http://groom.localhost/api/cart', {method: 'PUT', body: '{}'});
    const response = (await cartApiAction({request, context, params: {}} as Parameters<
      typeof cartApiAction
    >[0])) as Response;
    expect(response.status).toBe(405);
  });
});

describe('GET /api/cart-upsell', () => {
  async function upsell(url: string) {
    const {context} = await appContextFor(url);
    return (await upsellLoader({request: new Request(url), context, params: {}} as Parameters<
      typeof upsellLoader
    >[0])) as Response;
  }

  it('lists the cart-upsell collection with the variant one click adds', async () => {
    const response = await upsell('http://groom.localhost/api/cart-upsell');
    expect(response.status).toBe(200);
    const {products} = (await response.json()) as {products: UpsellProduct[]};
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.title).toMatch(/\w/);
      if (product.availableForSale) expect(product.variantId).toMatch(/^gid:\/\/shopify\/ProductVariant\//);
    }
    expect(storefrontRequests[0].variables).toMatchObject({handle: 'cart-upsell'});
  });

  it('answers 502 when the store fails', async () => {
    server.use(
      http.post(`${STORE_URL}/api/:version/graphql.json`, () => HttpResponse.json({errors: 'down'}, {status: 500})),
    );
    expect((await upsell('http://gum.localhost/api/cart-upsell')).status).toBe(502);
  });
});
