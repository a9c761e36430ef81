import type {ProductCardFragment} from 'storefrontapi.generated';
import {CartForm} from '@shopify/hydrogen';
import {http, HttpResponse} from 'msw';
import type {PersonalData} from '~/lib/root-data';
import {answeredCart} from '~/lib/cart/answer';
import {describe, expect, it, vi} from 'vitest';
import {seeds} from '../../emulator/seed';
import {brands} from '~/brands';
import {loader as rootLoader} from '~/root';
import {loader as personalLoader} from '~/endpoints/api.personal.server';
import {loader as homeLoader} from '~/routes/($locale)._index';
import {loader as productLoader} from '~/routes/($locale).products.$handle';
import {loader as collectionLoader} from '~/routes/($locale).collections.$handle';
import {loader as searchLoader} from '~/routes/($locale).search';
import {action as cartAction} from '~/routes/($locale).cart';
import {loader as faviconLoader} from '~/routes/favicon[.]ico';
import {loader as translationFileLoader} from '~/routes/translations.$lang.$file';
import {loader as slideInMenuLoader} from '~/endpoints/api.slide-in-menu.server';
import {loader as headerMenuLoader} from '~/endpoints/api.header-menu.server';
import {loadRoute, statusOf, thrownResponse} from './support/route-calls';
import {
  appContextFor,
  executor,
  holdStorefrontQuery,
  server,
  STORE_URL,
  startWithEmptyCaches,
  storefrontRequests,
  useStorefrontStandIn,
} from './support/storefront';
import {readTranslations, translationFileOf, type TranslationsPayload} from '~/lib/i18n/i18n';

useStorefrontStandIn();

type LoaderArgs = Parameters<typeof homeLoader>[0];

function seededTitles(brand: 'groom' | 'gum', collection: string, count: number): string[] {
  const handles = seeds[brand].collections.find((entry) => entry.handle === collection)!.productHandles;
  return handles
    .slice(0, count)
    .map((handle) => seeds[brand].products.find((product) => product.handle === handle)!.title);
}

describe('home loader', () => {
  it('lists the brand collection in its own order, from the brand resolved by host', async () => {
    const groom = await loadRoute(homeLoader, 'http://groom.localhost:3000/');
    expect((groom.data.products as ProductCardFragment[]).map((product) => product.title)).toEqual(
      seededTitles('groom', 'best-seller', 8),
    );

    const gum = await loadRoute(homeLoader, 'http://gum.localhost:3000/');
    expect((gum.data.products as ProductCardFragment[]).map((product) => product.title)).toEqual(
      seededTitles('gum', 'nicotine-gums', 8),
    );
    expect([...new Set(storefrontRequests.map((request) => request.brand))]).toEqual(['groom', 'gum']);
  });

  it('asks the Storefront API in Hindi on /hi', async () => {
    const gum = await loadRoute(homeLoader, 'http://gum.localhost:3000/hi', {locale: 'hi'});
    const firstHandle = seeds.gum.collections.find((entry) => entry.handle === 'nicotine-gums')!.productHandles[0];
    const hindiTitle = seeds.gum.products.find((product) => product.handle === firstHandle)!.hi!.title;
    expect((gum.data.products as ProductCardFragment[])[0].title).toBe(hindiTitle);
    expect(storefrontRequests[0].variables).toMatchObject({language: 'HI', country: 'IN'});
  });

  it('answers 404 for a language the brand does not offer', async () => {
    expect(await statusOf(loadRoute(homeLoader, 'http://groom.localhost:3000/hi', {locale: 'hi'}))).toBe(404);
    expect(await statusOf(loadRoute(homeLoader, 'http://gum.localhost:3000/fr', {locale: 'fr'}))).toBe(404);
    expect(storefrontRequests).toEqual([]);
  });
});

describe('product loader', () => {
  it('returns the product with its price and images', async () => {
    const seeded = seeds.groom.products[0];
    const {product} = await loadRoute(productLoader, `http://groom.localhost/products/${seeded.handle}`, {
      handle: seeded.handle,
    });
    expect(product.title).toBe(seeded.title);
    expect(product.images.nodes.length).toBe(Math.min(seeded.images.length, 10));
    expect(product.selectedOrFirstAvailableVariant?.price.currencyCode).toBe('INR');
  });

  it('carries what the page draws: the choices worked out, not the options and variants they come from', async () => {
    const seeded = seeds.groom.products.find((candidate) => candidate.variants.length > 1)!;
    const data = await loadRoute(productLoader, `http://groom.localhost/products/${seeded.handle}`, {
      handle: seeded.handle,
    });
    expect(data.choices.length).toBeGreaterThan(0);
    for (const key of ['options', 'adjacentVariants', 'sellingPlanGroups', 'description', 'seo']) {
      expect(data.product, key).not.toHaveProperty(key);
    }
    expect(data.product.selectedOrFirstAvailableVariant).not.toHaveProperty('sellingPlanAllocations');
    expect(data.product.descriptionHtml).toBeTruthy();
  });

  it("writes the page's head tags in the page's language, asking for the shop once with the root and beside the product", async () => {
    const seeded = seeds.gum.products[0];
    const url = `http://gum.localhost/hi/products/${seeded.handle}`;
    const {request, context} = await appContextFor(url);
    const release = holdStorefrontQuery('query Header');
    const args = {request, context, params: {locale: 'hi', handle: seeded.handle}} as unknown as LoaderArgs;
    const loading = Promise.all([rootLoader(args), productLoader(args)]);
    await vi.waitFor(() =>
      expect(storefrontRequests.some((asked) => asked.query.includes('query Product'))).toBe(true),
    );
    release();
    const [root, {product, seo}] = await loading;

    expect(storefrontRequests.filter((asked) => asked.query.includes('query Header'))).toHaveLength(1);
    const shopName = root.header.shop?.name ?? '';
    expect(seo).toContainEqual({title: `${product.title} | ${shopName}`});
    expect(seo).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `http://gum.localhost/hi/products/${seeded.handle}`,
    });
    expect(seo).toContainEqual({property: 'og:locale', content: 'hi_IN'});
    const jsonLd = seo.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']].flat() : []));
    expect(jsonLd).toContainEqual(expect.objectContaining({'@type': 'Product', name: product.title}));
    const breadcrumb = jsonLd.find((block) => (block as {'@type'?: string})['@type'] === 'BreadcrumbList');
    expect(breadcrumb).toMatchObject({itemListElement: [{name: 'होम'}, {name: product.title}]});
  });

  it('answers 404 for an unknown handle, or a product of the other brand', async () => {
    expect(await statusOf(loadRoute(productLoader, 'http://groom.localhost/products/nope', {handle: 'nope'}))).toBe(
      404,
    );
    const gumHandle = seeds.gum.products[0].handle;
    expect(
      await statusOf(loadRoute(productLoader, `http://groom.localhost/products/${gumHandle}`, {handle: gumHandle})),
    ).toBe(404);
  });
});

describe('a cursor from an old or hand-edited link', () => {
  it('shows the first page of a collection and of search results', async () => {
    const collection = 'http://groom.localhost/collections/best-seller';
    const firstPage = await loadRoute(collectionLoader, collection, {handle: 'best-seller'});
    const stale = await loadRoute(collectionLoader, `${collection}?cursor=not-a-cursor&direction=next`, {
      handle: 'best-seller',
    });
    expect(stale.collection.products.nodes).toEqual(firstPage.collection.products.nodes);

    const search = 'http://groom.localhost/search?q=razor';
    const firstResults = await loadRoute(searchLoader, search);
    const staleResults = await loadRoute(searchLoader, `${search}&cursor=not-a-cursor&direction=next`);
    expect(firstResults.search?.totalCount).toBeGreaterThan(0);
    expect(staleResults.search?.nodes).toEqual(firstResults.search?.nodes);
  });
});

describe('redirects set in the Shopify admin', () => {
  it('send an old product URL to its new page, for page loads and in-app navigations alike', async () => {
    const [redirect] = seeds.groom.urlRedirects!;
    const handle = redirect.path.split('/').pop()!;
    for (const url of [`http://groom.localhost${redirect.path}`, `http://groom.localhost${redirect.path}.data`]) {
      const response = await thrownResponse(loadRoute(productLoader, url, {handle}));
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe(redirect.target);
    }
  });
});

describe('/favicon.ico', () => {
  it("points each brand's browsers and crawlers at that brand's icon", async () => {
    for (const brand of ['groom', 'gum'] as const) {
      const response = await loadRoute(faviconLoader, `http://${brand}.localhost/favicon.ico`);
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe(`/brands/${brand}/favicon.svg`);
    }
  });
});

describe('root loader', () => {
  it("renders the header menu and never reads the cart (the page is every shopper's)", async () => {
    const data = await loadRoute(rootLoader, 'http://groom.localhost/', {}, {Cookie: 'cart_groom=c1-doesnotexist'});
    expect(data.header.shop?.name).toBe('Kestrel Men');
    // A document names the files of its strings; an in-app data request carries the strings.
    const files = data.translations as readonly string[];
    expect(files.map((href) => translationFileOf(href)?.namespace)).toEqual(['common', 'groom']);
    const dataRequest = await loadRoute(rootLoader, 'http://groom.localhost/_root.data');
    expect(Object.keys(readTranslations(dataRequest.translations as TranslationsPayload))).toEqual(['common', 'groom']);
    const seededMenu = seeds.groom.menus.find((menu) => menu.handle === 'main-menu')!;
    expect(data.header.menu?.items.map((item) => item.title)).toEqual(seededMenu.items.map((item) => item.title));
    // The top row only: the dropdowns' links come from /api/header-menu.
    expect(data.header.menu?.items.every((item) => !('items' in item))).toBe(true);
    expect(data.header.menu?.items.find((item) => item.title === 'Razors')?.dropdown).toBe(true);
    expect(data).not.toHaveProperty('cart');
    expect(storefrontRequests.some((request) => request.query.includes('cart('))).toBe(false);
  });

  it("gives the shop's description in the page's language, for pages that describe themselves with it", async () => {
    const hindi = await loadRoute(rootLoader, 'http://gum.localhost/hi', {locale: 'hi'});
    expect(hindi.header.shop?.description).toBe(seeds.gum.shop.hi?.description);
  });

  it('starts the footer query before the header has answered: one round trip; the slide-in menu is not in the page', async () => {
    const release = holdStorefrontQuery('query Header');
    const loading = loadRoute(rootLoader, 'http://groom.localhost/');
    const asked = (operation: string) => storefrontRequests.some((request) => request.query.includes(operation));
    await vi.waitFor(() => expect(asked('query Footer')).toBe(true));
    release();
    const data = await loading;
    expect(data.header.menu).not.toBeNull();
    // Asked for from /api/slide-in-menu when the shopper reaches for the menu.
    expect(asked('query SlideInMenu')).toBe(false);
    expect(data).not.toHaveProperty('slideInMenu');
  });

  it("sends the footer's links with the first byte (nothing below streams in later to shift it); without them the page still loads", async () => {
    const data = await loadRoute(rootLoader, 'http://gum.localhost/hi', {locale: 'hi'});
    const footerMenu = seeds.gum.menus.find((menu) => menu.handle === brands.gum.menus.footer)!;
    expect(data.footer?.menu?.items.map((item) => item.title)).toEqual(
      footerMenu.items.map((item) => item.hi?.title ?? item.title),
    );

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${STORE_URL}/api/:version/graphql.json`, async ({request}) => {
        const {query} = (await request.clone().json()) as {query: string};
        return query.includes('query Footer') ? new HttpResponse('bad gateway', {status: 502}) : undefined;
      }),
    );
    // A worker that never had the footer (this one would keep serving the one it has).
    startWithEmptyCaches();
    const withoutFooter = await loadRoute(rootLoader, 'http://gum.localhost/hi', {locale: 'hi'});
    expect(withoutFooter.footer).toBeNull();
    expect(withoutFooter.header.menu).not.toBeNull();
    expect(log).toHaveBeenCalledWith('Streamed data "footer" left out:', expect.anything());
    log.mockRestore();
  });

  it('answers the next page from the worker’s memory: no second Storefront request for the menus', async () => {
    await loadRoute(rootLoader, 'http://gum.localhost/hi', {locale: 'hi'});
    expect(storefrontRequests.length).toBeGreaterThan(0);
    storefrontRequests.length = 0;

    const again = await loadRoute(rootLoader, 'http://gum.localhost/hi', {locale: 'hi'});
    expect(again.header.menu?.items.length).toBeGreaterThan(0);
    expect(again.footer?.menu?.items.length).toBeGreaterThan(0);
    expect(storefrontRequests).toEqual([]);
  });
});

describe('personal route', () => {
  const personalAnswer = async (
    url: string,
    headers: Record<string, string> = {},
    params: Record<string, string> = {},
  ) => {
    const answer = await loadRoute(personalLoader, url, params, headers);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    return {data: (await answer.json()) as PersonalData, setCookie: answer.headers.get('Set-Cookie')};
  };
  const personal = async (...args: Parameters<typeof personalAnswer>) => (await personalAnswer(...args)).data;

  it('gives an unknown cart id, or a malformed cart cookie, no cart rather than an error', async () => {
    expect((await personal('http://gum.localhost/api/personal', {Cookie: 'cart_gum=c1-doesnotexist'})).cart).toBeNull();
    expect(
      (await personal('http://groom.localhost/api/personal', {Cookie: 'cart_groom=%%%garbage<>'})).cart,
    ).toBeNull();
  });

  it("reads the shopper's consent cookie, or their browser's privacy signal, and whether they are logged in", async () => {
    const fresh = await personal('http://gum.localhost/hi/api/personal', {}, {locale: 'hi'});
    expect(fresh).toMatchObject({consent: null, loggedIn: false, loggedInWith: null, cartLink: null});
    const chosen = await personal('http://gum.localhost/api/personal', {Cookie: 'analytics_consent=a1.m0'});
    expect(chosen.consent).toEqual({consent: {analytics: true, marketing: false}, source: 'choice'});
    const signalled = await personal('http://gum.localhost/api/personal', {'Sec-GPC': '1'});
    expect(signalled.consent?.consent).toEqual({analytics: false, marketing: false});
  });

  it('clears the personal marker when it finds nothing to tell, so the next pages ask nothing', async () => {
    const {data, setCookie} = await personalAnswer('http://gum.localhost/api/personal', {
      Cookie: 'has_personal=1; cart_gum=c1-doesnotexist',
    });
    expect(data).toMatchObject({cart: null, loggedIn: false});
    expect(setCookie).toBe('has_personal=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('refuses a language the brand does not have', async () => {
    expect(await statusOf(loadRoute(personalLoader, 'http://groom.localhost/hi/api/personal', {locale: 'hi'}))).toBe(
      404,
    );
  });
});

describe('cart action', () => {
  async function postCart(body: FormData | string, cookie = '') {
    const {context} = await appContextFor('http://groom.localhost/cart', cookie ? {Cookie: cookie} : {});
    const headers = typeof body === 'string' ? {'Content-Type': 'application/json'} : undefined;
    const request = new Request('http://groom.localhost/cart', {method: 'POST', body, headers});
    const result = await cartAction({request, context, params: {}} as Parameters<typeof cartAction>[0]);
    return result as unknown as {
      data: {cart: {id: string; totalQuantity: number} | null; errors: Array<{message: string}>};
      init: ResponseInit | null;
    };
  }

  function cartForm(action: string, inputs: unknown): FormData {
    const form = new FormData();
    form.set(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
    return form;
  }

  /** The variant id the product page would add, for a product chosen by `pick`. */
  async function variantIdOf(pick: (product: (typeof seeds.groom.products)[number]) => boolean) {
    const product = seeds.groom.products.find(pick)!;
    const {context} = await appContextFor('http://groom.localhost/');
    const {product: loaded} = await productLoader({
      request: new Request(`http://groom.localhost/products/${product.handle}`),
      context,
      params: {handle: product.handle},
    } as LoaderArgs);
    return loaded.selectedOrFirstAvailableVariant!.id;
  }

  it('adds a line to a new cart, answers the whole cart as the personal route reads it, and sets a lasting cart cookie', async () => {
    const variantId = await variantIdOf((product) => product.variants.some((variant) => variant.quantityAvailable > 0));

    const result = await postCart(
      cartForm(CartForm.ACTIONS.LinesAdd, {lines: [{merchandiseId: variantId, quantity: 2}]}),
    );
    expect(result.data.cart?.totalQuantity).toBe(2);
    const setCookie = new Headers(result.init?.headers).get('Set-Cookie');
    expect(setCookie).toMatch(/^cart_groom=[^;]+; Path=\/; Max-Age=\d+/);

    const cartCookie = setCookie!.split(';')[0]!;
    const personal = await loadRoute(personalLoader, 'http://groom.localhost/api/personal', {}, {Cookie: cartCookie});
    const personalCart = ((await personal.json()) as PersonalData).cart;
    expect(personalCart?.totalQuantity).toBe(2);
    expect(personalCart?.lines.nodes).toHaveLength(1);
    expect(answeredCart(JSON.parse(JSON.stringify(result.data)))).toEqual(personalCart);
    expect(personal.headers.get('Set-Cookie')).toMatch(/^has_personal=1; Max-Age=\d+; Path=\/; SameSite=Lax$/);
  });

  it('answers 400 with a message for unreadable or out-of-range input, and sends nothing', async () => {
    const garbage = new FormData();
    garbage.set(CartForm.INPUT_NAME, '{not json');
    for (const body of [
      garbage,
      '{"action":"LinesAdd"}',
      cartForm(CartForm.ACTIONS.LinesAdd, {lines: [null]}),
      cartForm(CartForm.ACTIONS.LinesAdd, {lines: [{merchandiseId: 'x', quantity: 1}]}),
      cartForm(CartForm.ACTIONS.LinesUpdate, {lines: [{id: 'gid://shopify/ProductVariant/1', quantity: 1}]}),
      cartForm(CartForm.ACTIONS.LinesAdd, {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: -3}]}),
      cartForm(CartForm.ACTIONS.LinesAdd, {lines: []}),
      cartForm(CartForm.ACTIONS.LinesRemove, {lineIds: [42]}),
      cartForm('SomethingElse', {}),
    ]) {
      const result = await postCart(body);
      expect(result.init?.status).toBe(400);
      expect(result.data.errors[0].message).toMatch(/\w/);
    }
    expect(storefrontRequests).toEqual([]);
  });
});

describe('cart action, refusals from the cart API', () => {
  it('answers 400 with the reason when a sold-out product is added, and makes no cart', async () => {
    const soldOut = seeds.groom.products.find((product) =>
      product.variants.every((variant) => variant.quantityAvailable === 0),
    )!;
    const {context} = await appContextFor('http://groom.localhost/');
    const {product} = await productLoader({
      request: new Request(`http://groom.localhost/products/${soldOut.handle}`),
      context,
      params: {handle: soldOut.handle},
    } as LoaderArgs);
    const variantId = product.selectedOrFirstAvailableVariant!.id;

    const form = new FormData();
    form.set(
      CartForm.INPUT_NAME,
      JSON.stringify({action: CartForm.ACTIONS.LinesAdd, inputs: {lines: [{merchandiseId: variantId, quantity: 1}]}}),
    );
    const request = new Request('http://groom.localhost/cart', {method: 'POST', body: form});
    const result = (await cartAction({request, context, params: {}} as Parameters<
      typeof cartAction
    >[0])) as unknown as {
      data: {cart: unknown; errors: Array<{message: string}>};
      init: ResponseInit | null;
    };
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual([
      {message: 'Sorry, this has sold out since the page was shown. Your cart is as it was.'},
    ]);
    expect(result.data.cart).toBeFalsy();
  });

  it('says a product sold out since its (shared) page was shown in the page’s language, and keeps the cart as it was', async () => {
    const soldOut = seeds.gum.products.find((product) =>
      product.variants.every((variant) => variant.quantityAvailable === 0),
    )!;
    const inStock = seeds.gum.products.find((product) =>
      product.variants.every((variant) => variant.quantityAvailable > 0),
    )!;
    const variantOf = async (handle: string) => {
      const {context} = await appContextFor(`http://gum.localhost/hi/products/${handle}`);
      const {product} = await productLoader({
        request: new Request(`http://gum.localhost/hi/products/${handle}`),
        context,
        params: {locale: 'hi', handle},
      } as LoaderArgs);
      return product.selectedOrFirstAvailableVariant!.id;
    };
    const add = async (merchandiseId: string, cookie = '') => {
      const {context} = await appContextFor('http://gum.localhost/hi/cart', cookie ? {Cookie: cookie} : {});
      const form = new FormData();
      form.set(
        CartForm.INPUT_NAME,
        JSON.stringify({action: CartForm.ACTIONS.LinesAdd, inputs: {lines: [{merchandiseId, quantity: 1}]}}),
      );
      const request = new Request('http://gum.localhost/hi/cart', {method: 'POST', body: form});
      return (await cartAction({request, context, params: {locale: 'hi'}} as Parameters<
        typeof cartAction
      >[0])) as unknown as {
        data: {cart: {id: string; totalQuantity: number} | null; errors: Array<{message: string}>};
        init: (ResponseInit & {headers?: Headers}) | null;
      };
    };
    const first = await add(await variantOf(inStock.handle));
    expect(first.data.errors).toEqual([]);
    const cookie = new Headers(first.init?.headers).get('Set-Cookie')!.split(';')[0];

    const refused = await add(await variantOf(soldOut.handle), cookie);
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual([{message: 'माफ़ करें, पेज दिखने के बाद यह बिक गया। आपका कार्ट पहले जैसा है।'}]);
    const {data} = await executor.execute({
      brand: 'gum',
      query: `query ($id: ID!) { cart(id: $id) { totalQuantity } }`,
      variables: {id: first.data.cart!.id},
    });
    expect(data).toEqual({cart: {totalQuantity: 1}});
  });
});

/** A menu route's loader, called as a GET of `url` (with the route's params) answers it. */
function menuRoute(loader: typeof slideInMenuLoader | typeof headerMenuLoader) {
  return async (url: string, params: Record<string, string> = {}) => {
    const {context} = await appContextFor(url);
    return loader({request: new Request(url), context, params} as Parameters<typeof loader>[0]) as Promise<Response>;
  };
}

describe('GET /api/slide-in-menu', () => {
  const slideInMenu = menuRoute(slideInMenuLoader);
  type Menus = {menu: {items: Array<{title: string}>} | null; secondaryMenu?: {items: Array<{title: string}>} | null};

  it("gives the brand's menu and topics in the page's language, cacheable by browsers and the CDN", async () => {
    const hindi = await slideInMenu('http://gum.localhost/hi/api/slide-in-menu', {locale: 'hi'});
    expect(hindi.status).toBe(200);
    expect(hindi.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    const menus = (await hindi.json()) as Menus;
    const seeded = (handle: string) => seeds.gum.menus.find((menu) => menu.handle === handle)!;
    const slideIn = brands.gum.slideInMenu!;
    expect(menus.menu?.items.map((item) => item.title)).toEqual(
      seeded(slideIn.menu).items.map((item) => item.hi?.title ?? item.title),
    );
    expect(menus.secondaryMenu?.items.map((item) => item.title)).toEqual(
      seeded(slideIn.secondaryMenu!).items.map((item) => item.hi?.title ?? item.title),
    );

    const groom = (await (await slideInMenu('http://groom.localhost/api/slide-in-menu')).json()) as Menus;
    expect(groom.menu?.items.length).toBeGreaterThan(0);
  });

  it('answers 502 with a plain message when the store cannot be reached, and 404 for a language the brand lacks', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${STORE_URL}/api/:version/graphql.json`, () => new HttpResponse('bad gateway', {status: 502})),
    );
    const failed = await slideInMenu('http://gum.localhost/api/slide-in-menu');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({error: 'The menu could not be loaded'});
    log.mockRestore();

    expect(await statusOf(slideInMenu('http://groom.localhost/hi/api/slide-in-menu', {locale: 'hi'}))).toBe(404);
  });
});

describe('GET /api/header-menu', () => {
  const headerMenu = menuRoute(headerMenuLoader);
  type Item = {title: string; url: string | null; items?: Item[]};

  it("gives the header menu's dropdowns, which the page's row leaves out, cacheable by browsers and the CDN", async () => {
    const response = await headerMenu('http://groom.localhost/api/header-menu');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    const {menu} = (await response.json()) as {menu: {items: Item[]} | null};
    const seeded = seeds.groom.menus.find((candidate) => candidate.handle === brands.groom.menus.header)!;
    expect(menu?.items.map((item) => item.title)).toEqual(seeded.items.map((item) => item.title));
    const razors = menu?.items.find((item) => item.title === 'Razors');
    const seededRazors = seeded.items.find((item) => item.title === 'Razors')!;
    expect(razors?.items?.map((child) => child.title)).toEqual(seededRazors.items?.map((child) => child.title));
    expect(razors?.items?.every((child) => child.url?.startsWith('/'))).toBe(true);

    const root = await loadRoute(rootLoader, 'http://groom.localhost/');
    expect(root.header.menu?.items.map((item) => item.title)).toEqual(menu?.items.map((item) => item.title));
  });

  it('answers 502 with a plain message when the store cannot be reached, and 404 for a language the brand lacks', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${STORE_URL}/api/:version/graphql.json`, () => new HttpResponse('bad gateway', {status: 502})),
    );
    startWithEmptyCaches();
    const failed = await headerMenu('http://groom.localhost/api/header-menu');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({error: 'The menu could not be loaded'});
    log.mockRestore();

    expect(await statusOf(headerMenu('http://groom.localhost/hi/api/header-menu', {locale: 'hi'}))).toBe(404);
  });
});

describe('/translations/<lang>/<namespace>.<version>.json', () => {
  async function fileAt(href: string, host = 'gum.localhost') {
    const [, lang, file] = /^\/translations\/([^/]+)\/([^/]+)$/.exec(href) ?? [];
    return (await loadRoute(translationFileLoader, `http://${host}${href}`, {
      lang: lang ?? '',
      file: file ?? '',
    })) as Response;
  }

  it('answers the file a document names, for a year, with the strings the page was rendered from', async () => {
    const data = await loadRoute(rootLoader, 'http://gum.localhost/hi');
    const [common] = data.translations as readonly string[];
    const response = await fileAt(common!);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const strings = (await response.json()) as {header: {openMenu: string}};
    expect(strings.header.openMenu).toBe('मेन्यू खोलें');
  });

  it('answers a version gone since with today’s strings, kept only briefly', async () => {
    const response = await fileAt('/translations/en/common.0.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it('answers a language, namespace or name it lacks with a 404 in words, kept nowhere', async () => {
    for (const href of [
      '/translations/fr/common.abc.json',
      '/translations/en/constructor.abc.json',
      '/translations/en/common.json',
      '/translations/en/..%2Fcommon.abc.json',
    ]) {
      const response = await fileAt(href);
      expect(response.status, href).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({error: 'No such translation file.'});
    }
  });
});
