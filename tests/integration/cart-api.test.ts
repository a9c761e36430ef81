import {describe, expect, it} from 'vitest';
import {seeds} from '../../emulator/seed';
import {action as cartApiAction, loader as cartApiLoader} from '~/endpoints/api.cart.server';
import {action as discountAction} from '~/endpoints/api.discount.server';
import {cartToken, type CartPayload} from '~/lib/cart/payload';
import type {OfferResult} from '~/lib/cart/offers-engine';
import {
  addStorefrontJitter,
  appContextFor,
  executor,
  storefrontRequests,
  useStorefrontStandIn,
} from './support/storefront';

useStorefrontStandIn();

type ErrorBody = {error: string};
type OffersBody = {data: {discounts: OfferResult[]; unavailableDiscounts: OfferResult[]}};
type VariantsData = {product: {variants: {nodes: Array<{id: string; sku: string; price: {amount: string}}>}}};

/** A groom cart with `quantity` of the first in-stock product, made through the stand-in. */
async function makeCart(quantity: number) {
  const product = seeds.groom.products.find((entry) =>
    entry.variants.some((variant) => variant.quantityAvailable > 5),
  )!;
  const sku = product.variants.find((variant) => variant.quantityAvailable > 5)!.sku;
  const found = await executor.execute({
    brand: 'groom',
    query: `query ($handle: String!) { product(handle: $handle) { variants(first: 20) { nodes { id sku price { amount } } } } }`,
    variables: {handle: product.handle},
  });
  const variant = (found.data as VariantsData).product.variants.nodes.find((node) => node.sku === sku)!;
  const {context} = await appContextFor('http://groom.localhost/');
  const result = await context.cart.addLines([{merchandiseId: variant.id, quantity}]);
  storefrontRequests.length = 0;
  return {cart: result.cart!, price: Number(variant.price.amount)};
}

async function getCart(headers: Record<string, string>) {
  const {context} = await appContextFor('http://groom.localhost/api/cart', headers);
  const request = new Request('http://groom.localhost/api/cart', {headers});
  return (await cartApiLoader({request, context, params: {}} as Parameters<typeof cartApiLoader>[0])) as Response;
}

async function post(
  routeAction: typeof cartApiAction | typeof discountAction,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) {
  const {context} = await appContextFor(`http://groom.localhost${path}`, headers);
  const request = new Request(`http://groom.localhost${path}`, {
    method: 'POST',
    body,
    headers: {'Content-Type': 'application/json', ...headers},
  });
  return (await routeAction({request, context, params: {}} as Parameters<typeof cartApiAction>[0])) as Response;
}

describe('GET /api/cart', () => {
  it('answers the cart named by x-shopify-cookie (or the cart cookie) as a camelCase payload', async () => {
    const {cart} = await makeCart(2);
    const token = cartToken(cart.id);
    for (const headers of [{'x-shopify-cookie': token}, {Cookie: `cart_groom=${encodeURIComponent(token)}`}] as Array<
      Record<string, string>
    >) {
      const response = await getCart(headers);
      expect(response.status).toBe(200);
      const payload = (await response.json()) as CartPayload;
      expect(payload.id).toBe(token);
      expect(payload.totalQuantity).toBe(2);
      expect(payload.lines[0]).toMatchObject({quantity: 2, merchandise: {price: {currencyCode: 'INR'}}});
      expect(payload.lines[0].merchandise.product.handle).toEqual(expect.any(String));
    }
  });

  it('answers 204 without a cart, 404 for an unknown one, and 400 for a malformed header', async () => {
    expect((await getCart({})).status).toBe(204);
    expect((await getCart({'x-shopify-cookie': 'c1-unknown'})).status).toBe(404);
    const bad = await getCart({'x-shopify-cookie': 'gid://shopify/Cart/<script>'});
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error).toMatch(/cart token/);
  });
});

describe('POST /api/cart', () => {
  const payload = (lines: unknown) => JSON.stringify({id: 'c1-x', lines});

  it('answers the available and unavailable offers for the cart, from the offer metaobjects', async () => {
    const response = await post(
      cartApiAction,
      '/api/cart',
      payload([{quantity: 3, merchandise: {price: {amount: '400.0'}}}]),
    );
    expect(response.status).toBe(200);
    const {data} = (await response.json()) as OffersBody;
    const available = data.discounts.map((offer) => offer.discountCode);
    // ₹1,200 in 3 items: the ₹999 flat offer and the buy-3 offer apply, the ₹1,999 one does not.
    expect(available).toEqual(expect.arrayContaining(['FLAT100', 'BUY3GET15']));
    const kestrel20 = data.unavailableDiscounts.find((offer) => offer.discountCode === 'KESTREL20')!;
    expect(kestrel20.amountMissing).toBe(799);
    const payment = [...data.discounts, ...data.unavailableDiscounts].filter(
      (offer) => offer.offerType === 'payment_offer',
    );
    expect(payment.length).toBe(3);
    expect(payment.every((offer) => offer.offerCategory === 'cashback_offer' && offer.tnc.length > 0)).toBe(true);
  });

  it('counts a subscription line at the price the shopper pays for it, not the one-time price', async () => {
    const line = {quantity: 3, merchandise: {price: {amount: '400.0'}}};
    const onPlan = {...line, cost: {amountPerQuantity: {amount: '360.0'}}};
    const offers = async (lines: unknown) =>
      ((await (await post(cartApiAction, '/api/cart', payload(lines))).json()) as OffersBody).data;
    // ₹1,200 reaches the ₹999 flat offer; ₹1,080 at the plan price is ₹919 short of the ₹1,999 one, not ₹799.
    expect((await offers([line])).unavailableDiscounts.find((o) => o.discountCode === 'KESTREL20')!.amountMissing).toBe(
      799,
    );
    expect(
      (await offers([onPlan])).unavailableDiscounts.find((o) => o.discountCode === 'KESTREL20')!.amountMissing,
    ).toBe(919);
  });

  it('answers 400 saying what is wrong with a bad payload, 413 for a huge one', async () => {
    for (const [body, message] of [
      ['{not json', /not valid JSON/],
      ['{}', /"lines"/],
      [payload([{quantity: -1, merchandise: {price: {amount: '1'}}}]), /quantity/],
      [payload([{quantity: 1, merchandise: {price: {amount: 'free'}}}]), /price/],
      [payload(Array.from({length: 300}, () => ({quantity: 1, merchandise: {price: {amount: '1'}}}))), /at most/],
    ] as const) {
      const response = await post(cartApiAction, '/api/cart', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toMatch(message);
    }
    const huge = await post(cartApiAction, '/api/cart', JSON.stringify({lines: [], pad: 'x'.repeat(300_000)}));
    expect(huge.status).toBe(413);
    expect(storefrontRequests).toEqual([]);
  });
});

describe('POST /api/cart with a cart Shopify no longer knows', () => {
  it('answers the offers: it reads no cart, so a dead cart cookie cannot block it', async () => {
    const response = await post(
      cartApiAction,
      '/api/cart',
      JSON.stringify({id: 'c1-gone', lines: [{quantity: 3, merchandise: {price: {amount: '400.0'}}}]}),
      {Cookie: 'cart_groom=c1-gone'},
    );
    expect(response.status).toBe(200);
    const {data} = (await response.json()) as OffersBody;
    expect(data.discounts.map((offer) => offer.discountCode)).toContain('FLAT100');
  });
});

describe('POST /api/discount', () => {
  const discount = (body: unknown) =>
    post(discountAction, '/api/discount', typeof body === 'string' ? body : JSON.stringify(body));

  it('applies a valid code and reports the saving and the new total', async () => {
    const {cart, price} = await makeCart(2);
    const response = await discount({cart: {id: cartToken(cart.id)}, couponCode: ' welcome10 '});
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const subtotal = price * 2;
    expect(body).toEqual({
      statusCode: 200,
      message: 'Coupon Applied!',
      data: {
        discountData: {
          title: 'WELCOME10',
          totalDiscount: Math.round(subtotal * 10) / 100,
          totalPrice: subtotal - Math.round(subtotal * 10) / 100,
        },
      },
    });
  });

  it('refuses a code the cart cannot use and leaves the cart as it was', async () => {
    const {cart} = await makeCart(1);
    const token = cartToken(cart.id);
    await discount({cart: {id: token}, couponCode: 'WELCOME10'});
    for (const code of ['NOPE2026', 'FLAT150']) {
      const response = await discount({cart: {id: token}, couponCode: code});
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({statusCode: 400, message: 'Invalid coupon code'});
    }
    const after = (await (await getCart({'x-shopify-cookie': token})).json()) as CartPayload;
    expect(after.discountCodes).toEqual([{code: 'WELCOME10', applicable: true}]);
  });

  it('keeps the applied code and leaves no refused one behind when refused codes arrive in parallel', async () => {
    addStorefrontJitter(10);
    for (let trial = 0; trial < 5; trial++) {
      const {cart} = await makeCart(1);
      const token = cartToken(cart.id);
      expect((await discount({cart: {id: token}, couponCode: 'WELCOME10'})).status).toBe(200);
      // Unknown codes, and one the cart is too small for (FLAT150 needs ₹1,499) sent four times.
      const refused = Array.from({length: 10}, (_, i) => (i % 3 === 0 ? 'FLAT150' : `NOPE${trial}${i}`));
      const answers = await Promise.all(refused.map((code) => discount({cart: {id: token}, couponCode: code})));
      expect(answers.map((answer) => answer.status)).toEqual(refused.map(() => 400));
      const after = (await (await getCart({'x-shopify-cookie': token})).json()) as CartPayload;
      expect(after.discountCodes, `trial ${trial}`).toEqual([{code: 'WELCOME10', applicable: true}]);
    }
  });

  it('answers 4xx with a message for bad input, and 404 for an unknown cart', async () => {
    expect((await discount('nope')).status).toBe(400);
    expect(((await (await discount({cart: {id: 'c1-x'}})).json()) as {message: string}).message).toBe(
      'Enter a coupon code',
    );
    expect((await discount({cart: {id: 'c1-x'}, couponCode: 'DROP TABLE;'})).status).toBe(400);
    expect((await discount({cart: {id: '../etc'}, couponCode: 'WELCOME10'})).status).toBe(400);
    expect((await discount({couponCode: 'WELCOME10'})).status).toBe(400);
    expect((await discount({cart: {id: 'c1-unknown'}, couponCode: 'WELCOME10'})).status).toBe(404);
  });
});

describe('validation messages in the page language', () => {
  /** Calls an API route as a Hindi gum page would, at `/hi/api/...`. */
  async function hindi(route: (args: never) => unknown, path: string, init: RequestInit = {}) {
    const url = `http://gum.localhost/hi${path}`;
    const {context} = await appContextFor(url);
    return (await route({request: new Request(url, init), context, params: {locale: 'hi'}} as never)) as Response;
  }
  const postJson = (body: string): RequestInit => ({
    method: 'POST',
    body,
    headers: {'Content-Type': 'application/json'},
  });
  const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

  it('answers /hi/api/cart in Hindi', async () => {
    for (const [body, message] of [
      ['{not json', 'अनुरोध का डेटा मान्य JSON नहीं है।'],
      ['{}', 'कार्ट का पेलोड भेजें: "lines" सूची वाला एक ऑब्जेक्ट।'],
      [
        JSON.stringify({lines: [{quantity: 1000, merchandise: {price: {amount: '1'}}}]}),
        'lines[0].quantity 0 से 999 तक की कोई पूर्ण संख्या होनी चाहिए।',
      ],
      [JSON.stringify({lines: [{quantity: 1, merchandise: {price: {amount: 'free'}}}]}), /कीमत/],
    ] as const) {
      const response = await hindi(cartApiAction, '/api/cart', postJson(body));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatch(message);
    }
    const huge = await hindi(cartApiAction, '/api/cart', postJson(JSON.stringify({pad: 'x'.repeat(300_000)})));
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toBe('अनुरोध का डेटा बहुत बड़ा है।');

    const badHeader = await hindi(cartApiLoader, '/api/cart', {headers: {'x-shopify-cookie': '<script>'}});
    expect(badHeader.status).toBe(400);
    expect(await errorOf(badHeader)).toBe('x-shopify-cookie में एक कार्ट टोकन होना चाहिए।');
    const unknown = await hindi(cartApiLoader, '/api/cart', {headers: {'x-shopify-cookie': 'c1-unknown'}});
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('कार्ट c1-unknown नहीं मिला।');
  });

  it('answers /hi/api/discount in Hindi, and /api/discount in English', async () => {
    const response = await hindi(discountAction, '/api/discount', postJson('{not json'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({statusCode: 400, message: 'अनुरोध का डेटा मान्य JSON नहीं है।', data: null});
    const english = await post(discountAction, '/api/discount', '{not json');
    expect(((await english.json()) as {message: string}).message).toBe('The request body is not valid JSON.');
  });
});
