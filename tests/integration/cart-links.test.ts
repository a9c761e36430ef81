import {http, HttpResponse} from 'msw';
import type {PersonalData} from '~/lib/root-data';
import {describe, expect, it} from 'vitest';
import {loader as personalLoader} from '~/endpoints/api.personal.server';
import {loader as discountLoader} from '~/routes/($locale).discount.$code';
import {loader as permalinkLoader} from '~/routes/($locale).cart_.$lines';
import {MAX_LINE_QUANTITY} from '~/lib/cart/payload';
import {
  appContextFor,
  executor,
  server,
  STORE_URL,
  storefrontRequests,
  useStorefrontStandIn,
} from './support/storefront';

useStorefrontStandIn();

type Brand = 'groom' | 'gum';
type RouteFunction = (args: never) => unknown;
type Problem = {data: {problem: string; reason: string; values: Record<string, number>}; init: ResponseInit};

/** What a browser's page load sends (Chromium's headers for a link followed from an email). */
const PAGE_LOAD = {'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'none'};

const host = (brand: Brand) => `http://${brand}.localhost`;

/** Follows a link as server.ts would run its loader: the shopper's cookies in, the response and the session cookie out. */
async function follow(
  loader: RouteFunction,
  brand: Brand,
  path: string,
  {
    params,
    cookies = [],
    headers = PAGE_LOAD,
    method = 'GET',
  }: {params: Record<string, string>; cookies?: string[]; headers?: Record<string, string>; method?: string},
) {
  const cookie = cookies.join('; ');
  const all = {...headers, ...(cookie ? {Cookie: cookie} : {})};
  const {context} = await appContextFor(`${host(brand)}${path}`, all);
  const request = new Request(`${host(brand)}${path}`, {method, headers: all});
  let result: unknown;
  try {
    result = await loader({request, context, params} as never);
  } catch (thrown) {
    result = thrown;
  }
  const session = context.session.isPending ? (await context.session.commit()).split(';')[0] : null;
  return {result, session};
}

/** The redirect a link answered, with the cart cookie it set (if any). */
function redirected(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(303);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return {location: response.headers.get('Location'), cartCookie: response.headers.get('Set-Cookie')?.split(';')[0]};
}

/** The page the shopper lands on: what its personal data (asked in the page's language) says of the cart link. */
async function landOn(brand: Brand, path: string, cookies: Array<string | null | undefined>) {
  const cookie = cookies.filter(Boolean).join('; ');
  const hindi = path === '/hi' || path.startsWith('/hi/');
  const personalPath = hindi ? '/hi/api/personal' : '/api/personal';
  const {context, request} = await appContextFor(`${host(brand)}${personalPath}`, {Cookie: cookie});
  const answer = await personalLoader({request, context, params: hindi ? {locale: 'hi'} : {}} as never);
  const data = (await answer.json()) as PersonalData;
  const session = context.session.isPending ? (await context.session.commit()).split(';')[0] : null;
  return {cartLink: data.cartLink, session};
}

const cartToken = (cartCookie: string) => decodeURIComponent(cartCookie.split('=')[1]);

/** The cart as the stand-in holds it. */
async function cartOf(brand: Brand, cartCookie: string) {
  const {data} = await executor.execute({
    brand,
    query: `query ($id: ID!) { cart(id: $id) {
      lines(first: 50) { nodes { quantity merchandise { ... on ProductVariant { id } } } }
      discountCodes { code applicable }
    } }`,
    variables: {id: `gid://shopify/Cart/${cartToken(cartCookie)}`},
  });
  const cart = (
    data as {
      cart: {
        lines: {nodes: Array<{quantity: number; merchandise: {id: string}}>};
        discountCodes: Array<{code: string; applicable: boolean}>;
      } | null;
    }
  ).cart!;
  return {
    lines: cart.lines.nodes.map((line) => ({variant: line.merchandise.id.split('/').pop(), quantity: line.quantity})),
    codes: cart.discountCodes,
  };
}

/** Variant numbers from the stand-in's catalogue: in stock, or sold out. */
async function variants(brand: Brand, available: boolean, count: number): Promise<string[]> {
  const {data} = await executor.execute({
    brand,
    query: `{ products(first: 100) { nodes { variants(first: 10) { nodes { id availableForSale } } } } }`,
  });
  const found = (
    data as {products: {nodes: Array<{variants: {nodes: Array<{id: string; availableForSale: boolean}>}}>}}
  ).products.nodes
    .flatMap((product) => product.variants.nodes)
    .filter((variant) => variant.availableForSale === available)
    .map((variant) => variant.id.split('/').pop()!);
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/** A shopper's existing cart (made through a permalink, as the stand-in's executor would make any). */
async function existingCart(brand: Brand, lines: string) {
  const {result} = await follow(permalinkLoader, brand, `/cart/${lines}`, {params: {lines}});
  const {cartCookie} = redirected(result);
  storefrontRequests.length = 0;
  return cartCookie!;
}

const mutations = () => storefrontRequests.filter((request) => /^\s*mutation\b/.test(request.query));

describe('discount link /discount/<code>', () => {
  it('with no cart: makes one holding the code, and lands on the page with a one-time notice', async () => {
    const {result, session} = await follow(discountLoader, 'groom', '/discount/welcome10?redirect=/collections/all', {
      params: {code: 'welcome10'},
    });
    const {location, cartCookie} = redirected(result);
    expect(location).toBe('/collections/all');
    expect(cartCookie).toMatch(/^cart_groom=/);
    // An empty cart cannot tell whether the code applies: it stays for the items to come.
    expect(await cartOf('groom', cartCookie!)).toEqual({lines: [], codes: [{code: 'WELCOME10', applicable: false}]});

    const landed = await landOn('groom', '/collections/all', [cartCookie, session]);
    expect(landed.cartLink).toEqual({openCart: false, discount: {outcome: 'saved'}});
    // Without a new session cookie the browser sends the one it has.
    const again = await landOn('groom', '/collections/all', [cartCookie, landed.session ?? session]);
    expect(again.cartLink).toBeNull();
  });

  it('with a cart that has no items yet: keeps the codes it holds and adds this one', async () => {
    const first = await follow(discountLoader, 'gum', '/discount/PREPAID5', {params: {code: 'PREPAID5'}});
    const {cartCookie} = redirected(first.result);
    const {result, session} = await follow(discountLoader, 'gum', '/discount/welcome10', {
      params: {code: 'welcome10'},
      cookies: [cartCookie!, first.session!],
    });
    expect(redirected(result).cartCookie).toBe(cartCookie);
    expect(await cartOf('gum', cartCookie!)).toEqual({
      lines: [],
      codes: [
        {code: 'PREPAID5', applicable: false},
        {code: 'WELCOME10', applicable: false},
      ],
    });
    expect((await landOn('gum', '/', [cartCookie, session])).cartLink).toEqual({
      openCart: false,
      discount: {outcome: 'saved'},
    });
  });

  it('with a cart: applies the code to it, keeping its lines, and says it applied', async () => {
    const [variant] = await variants('groom', true, 1);
    const cartCookie = await existingCart('groom', `${variant}:2`);
    const before = await cartOf('groom', cartCookie);

    const {result, session} = await follow(discountLoader, 'groom', '/discount/WELCOME10?redirect=/products/x', {
      params: {code: 'WELCOME10'},
      cookies: [cartCookie],
    });
    const after = redirected(result);
    expect(after.location).toBe('/products/x');
    expect(after.cartCookie).toBe(cartCookie);
    expect(await cartOf('groom', cartCookie)).toEqual({
      lines: before.lines,
      codes: [{code: 'WELCOME10', applicable: true}],
    });
    expect((await landOn('groom', '/products/x', [cartCookie, session])).cartLink).toEqual({
      openCart: false,
      discount: {outcome: 'applied', code: 'WELCOME10'},
    });
  });

  it('a code Shopify refuses still lands the shopper, with the not-applied notice, and the codes that applied stay', async () => {
    const [variant] = await variants('groom', true, 1);
    const cartCookie = await existingCart('groom', `${variant}:1`);
    await follow(discountLoader, 'groom', '/discount/WELCOME10', {params: {code: 'WELCOME10'}, cookies: [cartCookie]});

    const {result, session} = await follow(discountLoader, 'groom', '/discount/NOPE-123?redirect=/pages/about', {
      params: {code: 'NOPE-123'},
      cookies: [cartCookie],
    });
    expect(redirected(result).location).toBe('/pages/about');
    expect(await cartOf('groom', cartCookie)).toEqual({
      lines: [{variant, quantity: 1}],
      codes: [{code: 'WELCOME10', applicable: true}],
    });
    expect((await landOn('groom', '/pages/about', [cartCookie, session])).cartLink).toEqual({
      openCart: false,
      discount: {outcome: 'notApplied'},
    });
  });

  it.each([
    ['too long', 'A'.repeat(51)],
    ['with a control character', 'WELCOME\n10'],
    ['with markup', '<img src=x>'],
  ])(
    'a code %s lands the shopper with the not-applied notice, and nothing is sent to the store',
    async (_name, code) => {
      const {result, session} = await follow(
        discountLoader,
        'groom',
        `/discount/${encodeURIComponent(code)}?redirect=/`,
        {
          params: {code},
        },
      );
      const {location, cartCookie} = redirected(result);
      expect(location).toBe('/');
      expect(cartCookie).toBeUndefined();
      expect(storefrontRequests).toEqual([]);
      expect((await landOn('groom', '/', [session])).cartLink).toEqual({
        openCart: false,
        discount: {outcome: 'notApplied'},
      });
    },
  );

  it('goes back to the home page of its language for any target off the site', async () => {
    for (const target of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example', '']) {
      const english = await follow(discountLoader, 'gum', `/discount/X?redirect=${encodeURIComponent(target)}`, {
        params: {code: 'X'},
      });
      expect(redirected(english.result).location).toBe('/');
      const hindi = await follow(discountLoader, 'gum', `/hi/discount/X?redirect=${encodeURIComponent(target)}`, {
        params: {locale: 'hi', code: 'X'},
      });
      expect(redirected(hindi.result).location).toBe('/hi');
    }
    const kept = await follow(discountLoader, 'gum', '/hi/discount/X?redirect=%2Fhi%2Fproducts%2Fmint%3Fv%3D1', {
      params: {locale: 'hi', code: 'X'},
    });
    expect(redirected(kept.result).location).toBe('/hi/products/mint?v=1');
  });

  it('answers 404 for a language the brand does not offer', async () => {
    const {result} = await follow(discountLoader, 'groom', '/hi/discount/X', {params: {locale: 'hi', code: 'X'}});
    expect((result as Response).status).toBe(404);
    expect(storefrontRequests).toEqual([]);
  });

  it.each([
    ['an image', {'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Site': 'cross-site'}],
    ['a script', {'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script', 'Sec-Fetch-Site': 'cross-site'}],
    ['a fetch', {'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Site': 'same-origin'}],
  ])('loaded as %s: 403, and the cart is not touched', async (_name, headers) => {
    const [variant] = await variants('groom', true, 1);
    const cartCookie = await existingCart('groom', `${variant}:1`);
    const {result, session} = await follow(discountLoader, 'groom', '/discount/WELCOME10', {
      params: {code: 'WELCOME10'},
      cookies: [cartCookie],
      headers,
    });
    expect((result as Response).status).toBe(403);
    expect(session).toBeNull();
    expect(storefrontRequests).toEqual([]);
    expect((await cartOf('groom', cartCookie)).codes).toEqual([]);
  });

  it('a HEAD (a link checker) learns where it leads and changes nothing', async () => {
    const {result, session} = await follow(discountLoader, 'groom', '/discount/WELCOME10?redirect=/cart', {
      params: {code: 'WELCOME10'},
      method: 'HEAD',
      headers: {},
    });
    expect(redirected(result)).toEqual({location: '/cart', cartCookie: undefined});
    expect(session).toBeNull();
    expect(storefrontRequests).toEqual([]);
  });

  it('when the store does not answer: still lands the shopper, with the could-not-apply notice', async () => {
    server.use(http.post(`${STORE_URL}/api/:version/graphql.json`, () => HttpResponse.error()));
    const {result, session} = await follow(discountLoader, 'gum', '/hi/discount/WELCOME10?redirect=/hi/pages/faq', {
      params: {locale: 'hi', code: 'WELCOME10'},
    });
    expect(redirected(result).location).toBe('/hi/pages/faq');
    server.resetHandlers();
    expect((await landOn('gum', '/hi/pages/faq', [session])).cartLink).toEqual({
      openCart: false,
      discount: {outcome: 'failed'},
    });
  });
});

describe('cart permalink /cart/<variant>:<quantity>,...', () => {
  it('makes a new cart of exactly those lines (a variant twice is one line), and opens it on the home page', async () => {
    const [first, second] = await variants('gum', true, 2);
    const lines = `${first}:2,${second}:1,${first}:1`;
    const {result, session} = await follow(permalinkLoader, 'gum', `/hi/cart/${lines}?discount=welcome10`, {
      params: {locale: 'hi', lines},
    });
    const {location, cartCookie} = redirected(result);
    expect(location).toBe('/hi');
    expect(cartCookie).toMatch(/^cart_gum=/);
    expect(await cartOf('gum', cartCookie!)).toEqual({
      lines: [
        {variant: first, quantity: 3},
        {variant: second, quantity: 1},
      ],
      codes: [{code: 'WELCOME10', applicable: true}],
    });
    const landed = await landOn('gum', '/hi', [cartCookie, session]);
    expect(landed.cartLink).toEqual({openCart: true, discount: {outcome: 'applied', code: 'WELCOME10'}});
    expect((await landOn('gum', '/hi', [cartCookie, landed.session ?? session])).cartLink).toBeNull();
  });

  it("replaces the shopper's cart, as Shopify's permalinks do; a code that does not apply is told so", async () => {
    const [first, second] = await variants('groom', true, 2);
    const old = await existingCart('groom', `${first}:1`);
    const {result, session} = await follow(permalinkLoader, 'groom', `/cart/${second}:4?discount=NOPE`, {
      params: {lines: `${second}:4`},
      cookies: [old],
    });
    const {cartCookie} = redirected(result);
    expect(cartCookie).not.toBe(old);
    expect(await cartOf('groom', cartCookie!)).toEqual({
      lines: [{variant: second, quantity: 4}],
      codes: [{code: 'NOPE', applicable: false}],
    });
    expect((await landOn('groom', '/', [cartCookie, session])).cartLink).toEqual({
      openCart: true,
      discount: {outcome: 'notApplied'},
    });
  });

  it.each([
    ['abc', 'format', {position: 1}],
    ['1:0', 'quantity', {position: 1, max: MAX_LINE_QUANTITY}],
    ['1:-3', 'quantity', {position: 1, max: MAX_LINE_QUANTITY}],
    ['1:1,2', 'format', {position: 2}],
    [Array.from({length: 51}, (_, index) => `${index + 1}:1`).join(','), 'tooMany', {max: 50}],
  ])('%j: 400 with the reason, and the cart the shopper has stays theirs', async (lines, reason, values) => {
    const [variant] = await variants('groom', true, 1);
    const old = await existingCart('groom', `${variant}:1`);
    const {result, session} = await follow(permalinkLoader, 'groom', `/cart/${lines}`, {
      params: {lines},
      cookies: [old],
    });
    const problem = result as Problem;
    expect(problem.init.status).toBe(400);
    expect(problem.data).toEqual({problem: 'invalid', reason, values});
    expect(new Headers(problem.init.headers).get('Set-Cookie')).toBeNull();
    expect(session).toBeNull();
    expect(storefrontRequests).toEqual([]);
    expect((await cartOf('groom', old)).lines).toEqual([{variant, quantity: 1}]);
  });

  it('an unknown or sold-out variant: 404, no cart cookie, and the existing cart is as it was', async () => {
    const [inStock] = await variants('groom', true, 1);
    const [soldOut] = await variants('groom', false, 1);
    const old = await existingCart('groom', `${inStock}:1`);
    for (const lines of [`${inStock}:1,99999999:1`, `${inStock}:1,${soldOut}:1`]) {
      const {result, session} = await follow(permalinkLoader, 'groom', `/cart/${lines}`, {
        params: {lines},
        cookies: [old],
      });
      const problem = result as Problem;
      expect(problem.init.status).toBe(404);
      expect(problem.data.problem).toBe('unavailable');
      expect(new Headers(problem.init.headers).get('Set-Cookie')).toBeNull();
      expect(session).toBeNull();
    }
    expect((await cartOf('groom', old)).lines).toEqual([{variant: inStock, quantity: 1}]);
    expect((await landOn('groom', '/', [old])).cartLink).toBeNull();
  });

  it('when the store does not answer: 502 with a page, not a 500', async () => {
    const [variant] = await variants('groom', true, 1);
    server.use(http.post(`${STORE_URL}/api/:version/graphql.json`, () => HttpResponse.error()));
    const {result} = await follow(permalinkLoader, 'groom', `/cart/${variant}:1`, {params: {lines: `${variant}:1`}});
    expect((result as Problem).init.status).toBe(502);
    expect((result as Problem).data.problem).toBe('failed');
  });

  it('loaded as an image or a fetch: 403, and no cart is made', async () => {
    const [variant] = await variants('groom', true, 1);
    const lines = `${variant}:1`;
    for (const [path, headers] of [
      [`/cart/${lines}`, {'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image'}],
      [`/cart/${lines}`, {'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty'}],
    ] as const) {
      const {result, session} = await follow(permalinkLoader, 'groom', path, {params: {lines}, headers});
      expect((result as Response).status).toBe(403);
      expect(session).toBeNull();
    }
    expect(mutations()).toEqual([]);
  });

  it('a HEAD checks the link and makes no cart', async () => {
    const [variant] = await variants('groom', true, 1);
    const ok = await follow(permalinkLoader, 'groom', `/cart/${variant}:1`, {
      params: {lines: `${variant}:1`},
      method: 'HEAD',
      headers: {},
    });
    expect(redirected(ok.result)).toEqual({location: '/', cartCookie: undefined});
    const bad = await follow(permalinkLoader, 'groom', '/cart/abc', {
      params: {lines: 'abc'},
      method: 'HEAD',
      headers: {},
    });
    expect((bad.result as Problem).init.status).toBe(400);
    expect(mutations()).toEqual([]);
  });
});
