import type {ProductCardFragment} from 'storefrontapi.generated';
import {http, HttpResponse} from 'msw';
import {describe, expect, it, vi} from 'vitest';
import {seeds} from '../../emulator/seed';
import {brands} from '~/brands';
import {loader as homeLoader} from '~/routes/($locale)._index';
import {loader as bundleLoader} from '~/routes/($locale).productbundle.$id';
import {STREAM_TIMEOUT_MS} from '~/lib/storefront/streamed.server';
import {
  executor,
  server,
  startWithEmptyCaches,
  STORE_URL,
  storefrontRequests,
  useStorefrontStandIn,
} from './support/storefront';
import {loadRoute, statusOf} from './support/route-calls';
import {readTranslations, translationFileOf, type TranslationsPayload} from '~/lib/i18n/i18n';

useStorefrontStandIn();

const titleOf = (brand: 'groom' | 'gum', handle: string) =>
  seeds[brand].products.find((product) => product.handle === handle)!.title;

function seededCollection(collection: string, count: number): string[] {
  const handles = seeds.groom.collections.find((entry) => entry.handle === collection)!.productHandles;
  return handles.slice(0, count).map((handle) => titleOf('groom', handle));
}

const seededBundles = seeds.groom.metaobjects.filter((metaobject) => metaobject.type === 'gift_bundle');
const fieldOf = (bundle: (typeof seededBundles)[number], key: string) =>
  bundle.fields.find((field) => field.key === key)!.value;

/** Answers one Storefront operation with the stand-in once `gate` resolves, or with `status`. */
function holdOperation(
  operationName: string,
  options: {gate?: Promise<void>; status?: number; variables?: Record<string, unknown>},
) {
  server.use(
    http.post(`${STORE_URL}/api/:version/graphql.json`, async ({request, params}) => {
      const body = (await request.clone().json()) as {query: string; variables?: Record<string, unknown>};
      const matches =
        body.query.includes(`query ${operationName}`) &&
        Object.entries(options.variables ?? {}).every(([key, value]) => body.variables?.[key] === value);
      if (!matches) return undefined;
      storefrontRequests.push({
        brand: 'groom',
        version: String(params.version),
        query: body.query,
        variables: body.variables ?? {},
      });
      if (options.status) return HttpResponse.json({errors: [{message: 'Injected fault'}]}, {status: options.status});
      await options.gate;
      return HttpResponse.json(await executor.execute({brand: 'groom', ...body}));
    }),
  );
}

/** The home collection's products, which come with the page (not streamed) unless a merchandiser names another. */
const homeProducts = (page: {data: {products: unknown}}) => page.data.products as ProductCardFragment[];

describe('groom home loader', () => {
  it('streams new arrivals and gifting (kits and gift bundles) after the critical best sellers', async () => {
    const data = await loadRoute(homeLoader, 'http://groom.localhost/');
    expect(homeProducts(data).map((product) => product.title)).toEqual(seededCollection('best-seller', 8));
    expect(data.data.newArrivals).toBeInstanceOf(Promise);
    expect(data.data.gifting).toBeInstanceOf(Promise);

    const newArrivals = await data.data.newArrivals;
    expect(newArrivals?.map((product) => product.title)).toEqual(seededCollection('new-arrivals', 8));

    const gifting = await data.data.gifting;
    expect(gifting?.kits.map((product) => product.title)).toEqual(seededCollection('gifting-kits', 4));
    expect(gifting?.currencyCode).toBe('INR');
    expect(gifting?.bundles.map((bundle) => bundle.handle)).toEqual(seededBundles.map((bundle) => bundle.handle));
    const [first] = gifting!.bundles;
    expect(first.title?.value).toBe(fieldOf(seededBundles[0], 'title'));
    expect(Number(first.price?.value)).toBe(Number(fieldOf(seededBundles[0], 'price')));
    expect(first.products?.references?.nodes.length).toBe(JSON.parse(fieldOf(seededBundles[0], 'products')).length);
  });

  it('sends the home copy (groom-home) with the page', async () => {
    const data = await loadRoute(homeLoader, 'http://groom.localhost/');
    expect((data.translations as readonly string[]).map((href) => translationFileOf(href)?.namespace)).toContain(
      'groom-home',
    );
    const dataRequest = await loadRoute(homeLoader, 'http://groom.localhost/_root.data');
    expect(Object.keys(readTranslations(dataRequest.translations as TranslationsPayload))).toContain('groom-home');
  });

  it('does not wait for the streamed sections before answering', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    holdOperation('HomeGifting', {gate});

    const data = await loadRoute(homeLoader, 'http://groom.localhost/');
    expect(homeProducts(data).length).toBeGreaterThan(0);
    let settled = false;
    void data.data.gifting!.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);

    release();
    expect((await data.data.gifting)?.kits.length).toBeGreaterThan(0);
  });

  it('leaves out a section the store has not answered before the stream would be cut', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let release!: () => void;
    holdOperation('HomeGifting', {gate: new Promise<void>((resolve) => (release = resolve))});
    try {
      const data = await loadRoute(homeLoader, 'http://groom.localhost/');
      const started = Date.now();
      expect(await data.data.gifting).toBeNull();
      expect(Date.now() - started).toBeLessThan(STREAM_TIMEOUT_MS);
      expect((await data.data.newArrivals)?.length).toBeGreaterThan(0);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('home section gifting'));
    } finally {
      release();
      logged.mockRestore();
    }
  });

  it('leaves out a section whose query fails, logs it, and still renders the rest', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    holdOperation('HomeProducts', {status: 500, variables: {handle: 'new-arrivals'}});
    try {
      const data = await loadRoute(homeLoader, 'http://groom.localhost/');
      expect(homeProducts(data).map((product) => product.title)).toEqual(seededCollection('best-seller', 8));
      expect(await data.data.newArrivals).toBeNull();
      expect((await data.data.gifting)?.bundles.length).toBe(seededBundles.length);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('new arrivals'), expect.anything());
    } finally {
      logged.mockRestore();
    }
  });

  it('asks for every query of the page before the store answers any: one round trip', async () => {
    let release!: () => void;
    holdOperation('HomeContent', {gate: new Promise<void>((resolve) => (release = resolve))});
    const loading = loadRoute(homeLoader, 'http://groom.localhost/');
    await vi.waitFor(() => expect(storefrontRequests.some(({query}) => /query HomeContent\b/.test(query))).toBe(true));
    const operations = () => storefrontRequests.map(({query}) => /query (\w+)/.exec(query)?.[1]);
    expect(operations()).toEqual(expect.arrayContaining(['HomeContent', 'HomeProducts', 'HomeGifting', 'Header']));
    release();
    const data = await loading;
    expect((await data.data.newArrivals)?.length).toBeGreaterThan(0);
  });

  it('shows what the shop says: its hero, its tiles, and a section pointed at another collection', async () => {
    const shop = executor.shop('groom')!;
    shop.putMetaobject({
      type: 'home_section',
      handle: 'new-arrivals',
      fields: [
        {key: 'section', type: 'single_line_text_field', value: 'new_arrivals'},
        {key: 'collection', type: 'collection_reference', value: 'trimmers'},
        {key: 'position', type: 'number_integer', value: '0'},
      ],
    });
    const data = await loadRoute(homeLoader, 'http://groom.localhost/');
    const seededHero = seeds.groom.metaobjects.find(({type}) => type === 'home_hero')!;
    expect(data.content.heroes[0]?.heading).toBe(seededHero.fields.find(({key}) => key === 'heading')!.value);
    expect(data.content.tiles.map(({collection}) => collection)).toContain('razors-1');
    expect(data.content.sections[0]).toEqual({section: 'new_arrivals', collection: 'trimmers'});
    expect((await data.data.newArrivals)?.map((product) => product.title)).toEqual(seededCollection('trimmers', 8));

    for (const type of ['home_hero', 'category_tile', 'home_section']) shop.deleteMetaobjects(type, null);
    // As a worker whose cached answer is older than its second of freshness would.
    startWithEmptyCaches();
    const fallback = await loadRoute(homeLoader, 'http://groom.localhost/');
    // The brand's built-in hero, tiles and sections (each section's collection: merchandising.test.ts).
    expect(fallback.content.heroes).toEqual([]);
    expect(fallback.content.tiles).toEqual([]);
    expect(fallback.content.sections.map(({section}) => section)).toEqual(
      brands.groom.homeSections.default.map(({section}) => section),
    );
  });

  it('asks gum for its home collection only, beside the shop for its head tags', async () => {
    const data = await loadRoute(homeLoader, 'http://gum.localhost/');
    expect({newArrivals: data.data.newArrivals, gifting: data.data.gifting}).toEqual({
      newArrivals: null,
      gifting: null,
    });
    const pageQueries = storefrontRequests.filter((request) => !/query Header\b/.test(request.query));
    expect(pageQueries).toHaveLength(1);
    expect(pageQueries[0].variables).toMatchObject({handle: brands.gum.homeCollection, first: 8});
    expect(storefrontRequests).toHaveLength(2);
  });
});

describe('gift bundle loader', () => {
  it('returns the bundle with its price, saving, products and the lines that add it', async () => {
    const seeded = seededBundles[0];
    const {bundle} = await loadRoute(bundleLoader, `http://groom.localhost/productbundle/${seeded.handle}`, {
      id: seeded.handle,
    });
    const handles = JSON.parse(fieldOf(seeded, 'products')) as string[];

    expect(bundle.title).toBe(fieldOf(seeded, 'title'));
    expect(bundle.description).toBe(fieldOf(seeded, 'description'));
    expect(bundle.currencyCode).toBe('INR');
    const price = Number(fieldOf(seeded, 'price'));
    const compareAt = Number(fieldOf(seeded, 'compare_at_price'));
    expect(bundle.pricing).toMatchObject({price, compareAtPrice: compareAt, saving: compareAt - price});
    expect(bundle.products.map((product) => product.handle)).toEqual(handles);
    expect(bundle.lines).toHaveLength(handles.length);
    expect(
      bundle.lines?.every(
        (line) => line.quantity === 1 && line.merchandiseId.startsWith('gid://shopify/ProductVariant/'),
      ),
    ).toBe(true);
    const bundleQuery = storefrontRequests.find((request) => /query GiftBundle\b/.test(request.query));
    expect(bundleQuery?.variables).toMatchObject({handle: seeded.handle, country: 'IN', language: 'EN'});
  });

  it('answers 404 for an unknown bundle key', async () => {
    expect(
      await statusOf(
        loadRoute(bundleLoader, 'http://groom.localhost/productbundle/no-such-bundle', {id: 'no-such-bundle'}),
      ),
    ).toBe(404);
  });

  it('answers 404 on gum, which has no bundles, for any key (groom keys included)', async () => {
    for (const id of [seededBundles[0].handle, 'anything']) {
      expect(await statusOf(loadRoute(bundleLoader, `http://gum.localhost/productbundle/${id}`, {id}))).toBe(404);
    }
    expect(
      await statusOf(loadRoute(bundleLoader, `http://gum.localhost/hi/productbundle/x`, {id: 'x', locale: 'hi'})),
    ).toBe(404);
  });

  it('answers 404 for a language the brand does not offer, without asking the store', async () => {
    const id = seededBundles[0].handle;
    expect(
      await statusOf(loadRoute(bundleLoader, `http://groom.localhost/hi/productbundle/${id}`, {id, locale: 'hi'})),
    ).toBe(404);
    expect(storefrontRequests).toEqual([]);
  });
});
