import {CartForm} from '@shopify/hydrogen';
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {seeds} from '../../emulator/seed';
import {action as cartApiAction} from '~/endpoints/api.cart.server';
import {loader as upsellLoader} from '~/endpoints/api.cart-upsell.server';
import {action as cartAction} from '~/routes/($locale).cart';
import {FORGET_CART_ACTION} from '~/lib/cart/form-protocol';
import type {UpsellProduct} from '~/lib/cart/upsell';
import {
  addStorefrontJitter,
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

/** An in-stock variant of the brand's first product with stock to spare. */
async function inStockVariant(brand: 'groom' | 'gum') {
  const product = seeds[brand].products.find((entry) =>
    entry.variants.some((variant) => variant.quantityAvailable > 5),
  )!;
  const found = await executor.execute({
    brand,
    query: `query ($handle: String!) { product(handle: $handle) { variants(first: 20) { nodes { id availableForSale } } } }`,
    variables: {handle: product.handle},
  });
  const {nodes} = (found.data as {product: {variants: {nodes: Array<{id: string; availableForSale: boolean}>}}}).product
    .variants;
  return nodes.find((node) => node.availableForSale)!.id;
}

/** A cart of the brand holding `quantity` of one in-stock variant, made through the cart action, and its cookie. */
async function cartWith(brand: 'groom' | 'gum', quantity = 1) {
  const variantId = await inStockVariant(brand);
  const added = await postCartForm(`http://${brand}.localhost/cart`, CartForm.ACTIONS.LinesAdd, {
    lines: [{merchandiseId: variantId, quantity}],
  });
  return {cookie: cartCookieOf(added), cartId: added.data.cart!.id, variantId};
}

/** A gum cart holding one in-stock pack, and its cookie. */
const gumCart = () => cartWith('gum');

type StoredCart = {
  attributes: Array<{key: string; value: string | null}>;
  discountCodes: Array<{code: string; applicable: boolean}>;
  totalQuantity: number;
};

/** The cart as the stand-in holds it. */
async function cartOf(cartId: string, brand: 'groom' | 'gum' = 'gum') {
  const result = await executor.execute({
    brand,
    query: `query ($id: ID!) { cart(id: $id) { attributes { key value } discountCodes { code applicable } totalQuantity } }`,
    variables: {id: cartId},
  });
  return (result.data as {cart: StoredCart}).cart;
}

/** Writes attributes straight to the stand-in, as another app (a checkout widget) would. */
async function writeAttributesAsAnotherApp(cartId: string, attributes: Array<{key: string; value: string}>) {
  await executor.execute({
    brand: 'gum',
    query: `mutation ($id: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $id, attributes: $attributes) { cart { id } } }`,
    variables: {id: cartId, attributes},
  });
}

describe('cart action: attributes and discount codes', () => {
  it('stores the age answer, writing back the attributes another app put on the cart as they are', async () => {
    const {cookie, cartId} = await gumCart();
    await writeAttributesAsAnotherApp(cartId, [{key: '_checkout_ref', value: 'kp-123'}]);
    for (const answer of ['yes', 'no']) {
      const attributes = [
        {key: '_checkout_ref', value: 'kp-123'},
        {key: 'age_confirmed_18_plus', value: answer},
      ];
      const result = await postCartForm(
        'http://gum.localhost/cart',
        CartForm.ACTIONS.AttributesUpdateInput,
        {attributes},
        cookie,
      );
      expect(result.init?.status ?? 200).toBe(200);
      expect((await cartOf(cartId)).attributes).toEqual(attributes);
    }
  });

  it("refuses attributes the store does not write, other values and changes to another app's, in the page language", async () => {
    const {cookie, cartId} = await gumCart();
    const held = [
      {key: '_checkout_ref', value: 'kp-123'},
      {key: 'age_confirmed_18_plus', value: 'yes'},
    ];
    await writeAttributesAsAnotherApp(cartId, held);
    for (const [url, message] of [
      ['http://gum.localhost/cart', 'This detail cannot be saved with your cart.'],
      ['http://gum.localhost/hi/cart', 'यह जानकारी आपके कार्ट के साथ सहेजी नहीं जा सकती।'],
    ]) {
      for (const attributes of [
        [{key: 'Gift note', value: '<img src=x onerror=alert(1)>'}],
        [...held, {key: 'utm_source', value: 'spam'}],
        [{key: 'age_confirmed_18_plus', value: '<b>yes</b>'}],
        [{key: 'age_confirmed_18_plus', value: 'maybe'}],
        [
          {key: '_checkout_ref', value: '<script>alert(1)</script>'},
          {key: 'age_confirmed_18_plus', value: 'no'},
        ],
      ]) {
        const result = await postCartForm(url, CartForm.ACTIONS.AttributesUpdateInput, {attributes}, cookie);
        expect(result.init?.status, JSON.stringify(attributes)).toBe(400);
        expect(result.data.errors[0].message).toBe(message);
      }
    }
    expect((await cartOf(cartId)).attributes).toEqual(held);
  });

  it('refuses every new attribute on groom, which writes none of its own', async () => {
    const {cookie, cartId} = await cartWith('groom');
    const result = await postCartForm(
      'http://groom.localhost/cart',
      CartForm.ACTIONS.AttributesUpdateInput,
      {attributes: [{key: 'age_confirmed_18_plus', value: 'yes'}]},
      cookie,
    );
    expect(result.init?.status).toBe(400);
    expect((await cartOf(cartId, 'groom')).attributes).toEqual([]);
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

  it('keeps the applied code when refused codes arrive in parallel through the cart action', async () => {
    addStorefrontJitter(10);
    const usable = seeds.gum.discountRules.find((rule) => !rule.minSubtotal)!.code;
    const tooSmall = seeds.gum.discountRules.find((rule) => rule.minSubtotal)!.code;
    for (let trial = 0; trial < 3; trial++) {
      const {cookie, cartId} = await gumCart();
      await postCartForm(
        'http://gum.localhost/cart',
        CartForm.ACTIONS.DiscountCodesUpdate,
        {discountCodes: [usable]},
        cookie,
      );
      const refused = Array.from({length: 8}, (_, i) => (i % 2 === 0 ? tooSmall : `NOPE${trial}${i}`));
      const results = await Promise.all(
        refused.map((code, i) =>
          postCartForm(
            i % 2 === 0 ? 'http://gum.localhost/cart' : 'http://gum.localhost/hi/cart',
            CartForm.ACTIONS.DiscountCodesUpdate,
            {discountCodes: [code]},
            cookie,
          ),
        ),
      );
      expect(results.map((result) => result.init?.status)).toEqual(refused.map(() => 400));
      expect((await cartOf(cartId)).discountCodes, `trial ${trial}`).toEqual([{code: usable, applicable: true}]);
    }
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

describe('cart action: a cart Shopify no longer knows', () => {
  it('starts a new cart on the next add, sets its cookie and adds the line, on English and Hindi pages', async () => {
    for (const url of ['http://gum.localhost/cart', 'http://gum.localhost/hi/cart']) {
      const {cookie, variantId} = await gumCart();
      executor.reset(); // the stand-in restarted: the cart in the cookie is gone
      const added = await postCartForm(
        url,
        CartForm.ACTIONS.LinesAdd,
        {lines: [{merchandiseId: variantId, quantity: 2}]},
        cookie,
      );
      expect(added.init?.status ?? 200, url).toBe(200);
      expect(added.data.errors).toEqual([]);
      const newCookie = cartCookieOf(added);
      expect(newCookie).toMatch(/^cart_gum=/);
      expect(newCookie).not.toBe(cookie);
      expect((await cartOf(added.data.cart!.id)).totalQuantity).toBe(2);

      // The new cookie holds: the next add goes to the new cart.
      const again = await postCartForm(
        url,
        CartForm.ACTIONS.LinesAdd,
        {lines: [{merchandiseId: variantId, quantity: 1}]},
        newCookie,
      );
      expect(again.data.cart!.id).toBe(added.data.cart!.id);
      expect((await cartOf(added.data.cart!.id)).totalQuantity).toBe(3);
    }
  });

  it('does the same for a cart token Shopify never issued', async () => {
    const variantId = await inStockVariant('groom');
    const added = await postCartForm(
      'http://groom.localhost/cart',
      CartForm.ACTIONS.LinesAdd,
      {lines: [{merchandiseId: variantId, quantity: 1}]},
      'cart_groom=c1-neverissued',
    );
    expect(added.init?.status ?? 200).toBe(200);
    expect(cartCookieOf(added)).not.toBe('cart_groom=c1-neverissued');
    expect((await cartOf(added.data.cart!.id, 'groom')).totalQuantity).toBe(1);
  });
});

describe('cart action: at most 999 of a variant on one cart line', () => {
  it('refuses an add that would take a line past 999, in the page language, leaving the cart as it was', async () => {
    const {cookie, cartId, variantId} = await cartWith('gum', 600);
    for (const [url, message] of [
      ['http://gum.localhost/cart', 'You can have at most 999 of one item in your cart.'],
      ['http://gum.localhost/hi/cart', 'कार्ट में एक सामान की अधिकतम 999 इकाइयाँ ही रखी जा सकती हैं।'],
    ]) {
      for (const lines of [
        [{merchandiseId: variantId, quantity: 600}],
        [
          {merchandiseId: variantId, quantity: 200},
          {merchandiseId: variantId, quantity: 200},
        ],
      ]) {
        const refused = await postCartForm(url, CartForm.ACTIONS.LinesAdd, {lines}, cookie);
        expect(refused.init?.status).toBe(400);
        expect(refused.data.errors[0].message).toBe(message);
      }
    }
    expect((await cartOf(cartId)).totalQuantity).toBe(600);
    // Up to 999 is fine.
    const filled = await postCartForm(
      'http://gum.localhost/cart',
      CartForm.ACTIONS.LinesAdd,
      {lines: [{merchandiseId: variantId, quantity: 399}]},
      cookie,
    );
    expect(filled.init?.status ?? 200).toBe(200);
    expect((await cartOf(cartId)).totalQuantity).toBe(999);
  });

  it('refuses 600 + 600 of one variant in one add, making no cart', async () => {
    const variantId = await inStockVariant('gum');
    storefrontRequests.length = 0;
    for (const lines of [
      [
        {merchandiseId: variantId, quantity: 600},
        {merchandiseId: variantId, quantity: 600},
      ],
      [{merchandiseId: variantId, quantity: 1000}],
    ]) {
      const refused = await postCartForm('http://gum.localhost/cart', CartForm.ACTIONS.LinesAdd, {lines});
      expect(refused.init?.status).toBe(400);
      expect(refused.data.errors[0].message).toBe('You can have at most 999 of one item in your cart.');
      expect(new Headers(refused.init?.headers).get('Set-Cookie')).toBeNull();
    }
    expect(storefrontRequests).toEqual([]);
  });

  it('refuses lines carrying attributes, which the store never sends, or a malformed selling plan id', async () => {
    const {cookie, cartId, variantId} = await gumCart();
    storefrontRequests.length = 0;
    for (const line of [
      {merchandiseId: variantId, quantity: 1, attributes: [{key: 'engraving', value: '<script>'}]},
      {merchandiseId: variantId, quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/<script>'},
      {merchandiseId: variantId, quantity: 1, sellingPlanId: 1},
    ]) {
      const refused = await postCartForm(
        'http://gum.localhost/cart',
        CartForm.ACTIONS.LinesAdd,
        {lines: [line]},
        cookie,
      );
      expect(refused.init?.status).toBe(400);
    }
    expect(storefrontRequests).toEqual([]);
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
    expect(response.headers.get('Set-Cookie')).toBe('cart_groom=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure');
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
    const params = new URL(url).pathname.startsWith('/hi/') ? {locale: 'hi'} : {};
    return (await upsellLoader({request: new Request(url), context, params} as Parameters<
      typeof upsellLoader
    >[0])) as Response;
  }

  async function productId(brand: 'groom' | 'gum', handle: string) {
    const found = await executor.execute({brand, query: `{ product(handle: "${handle}") { id } }`});
    return (found.data as {product: {id: string}}).product.id;
  }

  const seedProduct = (brand: 'groom' | 'gum', handle: string) =>
    seeds[brand].products.find((product) => product.handle === handle)!;
  const isAvailable = (brand: 'groom' | 'gum', handle: string) =>
    seedProduct(brand, handle).variants.some((variant) => variant.quantityAvailable > 0);

  it('lists the cart-upsell collection, with the variant one click adds, for an empty cart', async () => {
    const response = await upsell('http://groom.localhost/api/cart-upsell');
    expect(response.status).toBe(200);
    const {products} = (await response.json()) as {products: UpsellProduct[]};
    const collection = seeds.groom.collections.find((entry) => entry.handle === 'cart-upsell')!;
    expect(products.map((product) => product.handle)).toEqual(
      collection.productHandles.filter((handle) => isAvailable('groom', handle)),
    );
    for (const product of products) expect(product.variantId).toMatch(/^gid:\/\/shopify\/ProductVariant\//);
  });

  it("offers what the cart's products pair with first, available and not in the cart, then the collection", async () => {
    const razor = await productId('groom', 'kestrel-6-blade-razor');
    const blades = await productId('groom', 'six-blade-refill-cartridges');
    const response = await upsell(`http://groom.localhost/api/cart-upsell?product=${razor}&product=${blades}`);
    expect(response.status).toBe(200);
    const handles = ((await response.json()) as {products: UpsellProduct[]}).products.map((entry) => entry.handle);
    // Razor: blades (in the cart), foam, balm, travel cap (sold out), alum; blades: razor (in the cart), foam, cap.
    expect(handles.slice(0, 3)).toEqual(['shaving-foam-sensitive', 'after-shave-balm', 'alum-block']);
    expect(handles).not.toContain('kestrel-6-blade-razor');
    expect(handles).not.toContain('six-blade-refill-cartridges');
    expect(handles).not.toContain('razor-travel-cap-and-stand');
    expect(new Set(handles).size).toBe(handles.length);
    // Then the cart-upsell collection fills the strip.
    expect(handles).toContain('pocket-perfume');
    expect(storefrontRequests.map((request) => request.variables)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({productId: razor}),
        expect.objectContaining({productId: blades}),
        expect.objectContaining({handle: 'cart-upsell'}),
      ]),
    );
  });

  it('answers in Hindi on /hi', async () => {
    const gum = await productId('gum', 'nicotine-gum-frosty-mint-2mg-4mg');
    const response = await upsell(`http://gum.localhost/hi/api/cart-upsell?product=${gum}`);
    const [first] = ((await response.json()) as {products: UpsellProduct[]}).products;
    expect(first.handle).toBe('nicotine-gum-mixed-flavour-trial-pack');
    expect(first.title).toBe(seedProduct('gum', first.handle).hi?.title);
  });

  it("refuses what is not a cart's products with a 400 in the shopper's language, before asking Shopify", async () => {
    const english = await upsell('http://groom.localhost/api/cart-upsell?product=razor');
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({error: expect.stringContaining('Shopify product id')});
    const hindi = await upsell('http://gum.localhost/hi/api/cart-upsell?product=%3Cscript%3E');
    expect(hindi.status).toBe(400);
    expect(((await hindi.json()) as {error: string}).error).toMatch(/प्रोडक्ट/);
    expect(storefrontRequests).toEqual([]);
  });

  it('answers 502 when the store fails', async () => {
    server.use(
      http.post(`${STORE_URL}/api/:version/graphql.json`, () => HttpResponse.json({errors: 'down'}, {status: 500})),
    );
    expect((await upsell('http://gum.localhost/api/cart-upsell')).status).toBe(502);
  });
});
