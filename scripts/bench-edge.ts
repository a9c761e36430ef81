// `npm run bench:edge`: ten minutes of shopper traffic replayed through the local edge cache (a test
// double of Oxygen's full-page cache, scripts/lib/edge-cache.ts) in front of this store's production
// build in workerd, on a virtual clock; then the same replay against Shopify's Hydrogen skeleton,
// which renders every view. Measures how many catalogue page views the worker still renders, its CPU
// per 1,000 page views beside the skeleton's, and the time to first byte of cache hits and misses.
// Writes the `## Edge cache replay` section of bench/RESULTS.md.
//
// The replay is the same every run (mulberry32, seed 20261128), drawn against the stand-in's catalogue:
// - BENCH_EDGE_SHOPPERS (default 2,000) visits arriving evenly at random over 10 virtual minutes:
//   groom 50%, gum in English 30%, gum in Hindi (/hi) 20%.
// - Each visit: the home page; a search (`/search?q=`, a fixed list of terms per site) in one visit of
//   four; then 1–3 collection pages (with the query the collection's sort and filter form submits in half
//   the cases) and 1–3 product pages, taking turns, each product from the collection just seen; an add to
//   cart in one of three (the CartForm post the product page's fetcher sends, `POST <locale>/cart.data`,
//   after the last product in stock; its cart cookie is kept for the rest of the visit); the cart page in
//   one of five; the login page and then `/account` in one of ten. 3–10 s of think time between steps.
// - The first view is a page load; each later one, in half the cases, a client-side navigation: the
//   single-fetch data request Remix makes for it (`<path>.data?_routes=<route>`, `/_root.data` for `/`;
//   `_routes` because the root opts out of revalidating within a language).
// - After every page load, the browser's `GET <locale>/api/personal` when the shopper's cookies hold the
//   personal marker (`has_personal`, set beside a cart or session cookie; the app asks only then, not on
//   client-side navigations, and not after a cart post, whose answer carries the cart); after a cart
//   post, Remix's revalidation of the product page's data, for an app whose product page revalidates
//   then (the skeleton; the store's pages keep their data, decision 040). These reach the worker and
//   count in its CPU, but are not page views.
//
// The replay runs as fast as the worker answers, 8 shoppers at a time, steps started in virtual-time
// order, the cache's clock set to each step's time; background refreshes settle every 10 virtual s.
// Worker CPU is workerd's user and system time (/proc) over the whole replay. The skeleton has one shop
// and no personal route: every view goes to its equivalent page in groom's catalogue (gum's collections,
// products and searches by position), without the personal requests.
// BENCH_EDGE_ROUNDS (default 1) interleaved rounds (store, skeleton, store, …), each on an empty cache.
// BENCH_EDGE_PORT (default 3460; the skeleton on +10), BENCH_EDGE_EMULATOR_PORT (default 4460).
import {readFile, stat, writeFile} from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import {resolve} from 'node:path';
import {PERSONAL_MARKER_COOKIE} from '../app/lib/routing/personal-marker';
import {EMULATOR_TOKENS} from '../emulator/server';
import {createEdgeCache, type EdgeCache, type EdgeCacheOutcome} from './lib/edge-cache';
import {createCleanups, runMeasurement} from './lib/measured-store';
import {previewEnv, startPreview} from './lib/preview';
import {currentCommit, EDGE_HEADING, withSection} from './lib/results-sections';
import {buildSkeleton, SKELETON_DIST, skeletonEnv} from './lib/skeleton';
import {cpuSeconds, startStandIn, workerdPids} from './lib/worker-cpu';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_PATH = resolve(ROOT, 'bench/RESULTS.md');
const STORE_PORT = Number(process.env.BENCH_EDGE_PORT || 3460);
const SKELETON_PORT = STORE_PORT + 10;
const EMULATOR_PORT = Number(process.env.BENCH_EDGE_EMULATOR_PORT || 4460);
const SHOPPERS = Number(process.env.BENCH_EDGE_SHOPPERS || 2000);
const ROUNDS = Number(process.env.BENCH_EDGE_ROUNDS || 1);
const SEED = 20261128;
const REPLAY_MS = 10 * 60_000;
const FIRST_MINUTE_MS = 60_000;
const THINK_MS = {min: 3_000, max: 10_000};
const CONCURRENT_SHOPPERS = 8;
const SETTLE_EVERY_MS = 10_000;
const RENDERED_SHARE_GOAL = 0.05;
const CPU_RATIO_GOAL = 0.15;
const PERSONAL_SHARE_GOAL = 0.25;
const STOREFRONT_API = '2026-04';

const SITES = {
  groom: {brand: 'groom', prefix: '', share: 0.5},
  gum: {brand: 'gum', prefix: '', share: 0.3},
  gumHindi: {brand: 'gum', prefix: '/hi', share: 0.2},
} as const;
type SiteId = keyof typeof SITES;
type BrandId = (typeof SITES)[SiteId]['brand'];

const SEARCH_TERMS: Record<SiteId, readonly string[]> = {
  groom: ['razor', 'trimmer', 'perfume', 'beard oil', 'deo', 'gift set'],
  gum: ['nicotine gum', 'mint', 'trial pack', 'sleep', 'hair'],
  gumHindi: ['गम', 'निकोटीन', 'mint', 'नींद'],
};

/**
 * What the collection page's filter form (CollectionFilters) submits: every field, empty prices included;
 * a sort applies as soon as it is chosen. Listed as often as shoppers are taken to choose them.
 */
const COLLECTION_QUERIES = [
  'price_min=&price_max=&sort=price-ascending',
  'price_min=&price_max=&sort=price-ascending',
  'price_min=&price_max=&sort=price-ascending',
  'price_min=&price_max=&sort=price-descending',
  'price_min=&price_max=&sort=price-descending',
  'price_min=&price_max=&sort=best-selling',
  'price_min=&price_max=&sort=best-selling',
  'price_min=&price_max=&sort=created-descending',
  'availability=in-stock&price_min=&price_max=&sort=featured',
  'availability=in-stock&price_min=&price_max=&sort=featured',
  'availability=in-stock&price_min=&price_max=500&sort=featured',
];

/** The cart drawer's upsell list: a collection no page links to. */
const UNLINKED_COLLECTIONS = new Set(['cart-upsell']);

const BROWSER_HEADERS = {
  'Accept-Encoding': 'gzip, br',
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const ACCEPT = {
  document: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  // Remix's fetch sets none: the browser's default.
  data: '*/*',
  // personalEarlyFetchScript and the personal store ask for JSON.
  personal: 'application/json',
};

interface Catalogue {
  products: Array<{handle: string; variantId: string | null}>;
  collections: Array<{handle: string; products: number[]}>;
}

type Page =
  | {kind: 'home'}
  | {kind: 'search'; term: number}
  | {kind: 'collection'; collection: number; query: string}
  | {kind: 'product'; product: number}
  | {kind: 'cart'}
  /** reached from the header's login link, which returns to the page it was on */
  | {kind: 'login'; returnTo: Page}
  | {kind: 'account'};
type PageKind = Page['kind'];
const PERSONAL_PAGES: ReadonlySet<PageKind> = new Set(['cart', 'login', 'account']);

type Step =
  | {at: number; action: 'view'; page: Page; navigation: 'document' | 'client'}
  /** on the product page just viewed */
  | {at: number; action: 'add-to-cart'; product: number};

interface Visit {
  site: SiteId;
  steps: Step[];
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function generateReplay(shoppers: number, catalogues: Record<BrandId, Catalogue>): Visit[] {
  const random = mulberry32(SEED);
  const integer = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const chance = (probability: number) => random() < probability;
  const arrivals = Array.from({length: shoppers}, () => random() * REPLAY_MS).sort((a, b) => a - b);
  return arrivals.map((arrival) => {
    const draw = random();
    const site: SiteId =
      draw < SITES.groom.share ? 'groom' : draw < SITES.groom.share + SITES.gum.share ? 'gum' : 'gumHindi';
    const catalogue = catalogues[SITES[site].brand];
    const pages: Page[] = [{kind: 'home'}];
    if (chance(1 / 4)) pages.push({kind: 'search', term: integer(0, SEARCH_TERMS[site].length - 1)});
    const collectionViews = integer(1, 3);
    const productViews = integer(1, 3);
    // Products come from the collection last looked at; the first view of the loop is a collection's.
    let collectionProducts: readonly number[] = [];
    for (let index = 0; index < Math.max(collectionViews, productViews); index++) {
      if (index < collectionViews) {
        const chosen = integer(0, catalogue.collections.length - 1);
        collectionProducts = catalogue.collections[chosen].products;
        pages.push({kind: 'collection', collection: chosen, query: chance(1 / 2) ? pick(COLLECTION_QUERIES) : ''});
      }
      if (index < productViews) pages.push({kind: 'product', product: pick(collectionProducts)});
    }
    const addsToCart = chance(1 / 3);
    const inStock = pages.filter(
      (page): page is Extract<Page, {kind: 'product'}> =>
        page.kind === 'product' && catalogue.products[page.product].variantId !== null,
    );
    const added = addsToCart ? inStock.at(-1) : undefined;
    if (chance(1 / 5)) pages.push({kind: 'cart'});
    if (chance(1 / 10)) pages.push({kind: 'login', returnTo: pages[pages.length - 1]}, {kind: 'account'});

    const steps: Step[] = [];
    let at = arrival;
    pages.forEach((page, index) => {
      if (index > 0) at += THINK_MS.min + random() * (THINK_MS.max - THINK_MS.min);
      const navigation = index > 0 && chance(1 / 2) ? 'client' : 'document';
      steps.push({at, action: 'view', page, navigation});
      if (page === added) {
        at += THINK_MS.min + random() * (THINK_MS.max - THINK_MS.min);
        steps.push({at, action: 'add-to-cart', product: page.product});
      }
    });
    return {site, steps};
  });
}

/** Products (with the variant their page adds: the first in stock) and linked collections, from the stand-in. */
async function loadCatalogue(standIn: string, brand: BrandId): Promise<Catalogue> {
  const query = `{
    products(first: 250) {nodes {handle variants(first: 100) {nodes {id availableForSale}}}}
    collections(first: 250) {nodes {handle products(first: 250) {nodes {handle}}}}
  }`;
  const response = await fetch(`${standIn}/api/${STOREFRONT_API}/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': EMULATOR_TOKENS[brand]},
    body: JSON.stringify({query}),
  });
  type Nodes<T> = {nodes: T[]};
  const {data} = (await response.json()) as {
    data?: {
      products: Nodes<{handle: string; variants: Nodes<{id: string; availableForSale: boolean}>}>;
      collections: Nodes<{handle: string; products: Nodes<{handle: string}>}>;
    };
  };
  if (!response.ok || !data) throw new Error(`The stand-in's catalogue of ${brand} answered ${response.status}`);
  const products = data.products.nodes.map((product) => ({
    handle: product.handle,
    variantId: product.variants.nodes.find((variant) => variant.availableForSale)?.id ?? null,
  }));
  const indexOf = new Map(products.map((product, index) => [product.handle, index]));
  const collections = data.collections.nodes
    .filter((collection) => !UNLINKED_COLLECTIONS.has(collection.handle))
    .map((collection) => ({
      handle: collection.handle,
      products: collection.products.nodes.flatMap((product) => indexOf.get(product.handle) ?? []),
    }))
    .filter((collection) => collection.products.length > 0);
  return {products, collections};
}

// ---------------------------------------------------------------------------
// The requests each app receives for a step
// ---------------------------------------------------------------------------

type RequestKind = 'page' | 'personal' | 'cart-post' | 'revalidation';
type Navigation = Extract<Step, {action: 'view'}>['navigation'];

interface PlannedRequest {
  kind: RequestKind;
  method: 'GET' | 'POST';
  path: string;
  accept: string;
  /** page views: which kind of page, and how it was asked for */
  view?: {page: PageKind; personal: boolean; navigation: Navigation; query: boolean};
  body?: string;
  /** sent only when the shopper's cookies hold this one, as the page's script decides */
  onlyWithCookie?: string;
}

/** How one app names the replay's pages. */
interface AppRoutes {
  host(site: SiteId): string;
  /** the page's path with its query, in the site's language */
  path(site: SiteId, page: Page): string;
  /** the `_routes` of a client-side navigation's data request */
  navigationRoutes(site: SiteId, page: Page): string;
  /**
   * the `_routes` of the revalidation after a cart post, for an app whose page revalidates then; null
   * when every loader runs again
   */
  revalidationRoutes?(site: SiteId, page: Page): string | null;
  variantId(site: SiteId, product: number): string;
  /** the personal route, for an app that has one, and the cookie without which a page does not ask it */
  personal?: {path(site: SiteId): string; markerCookie: string};
  cartPostPath(site: SiteId): string;
}

/** The single-fetch URL Remix asks for a page (singleFetchUrl): `/_root.data` for `/`, else `<path>.data`. */
function dataPath(path: string, routes: string | null): string {
  const url = new URL(path, 'http://replay');
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  if (routes) url.searchParams.set('_routes', routes);
  return `${url.pathname}${url.search}`;
}

function requestsOf(routes: AppRoutes, site: SiteId, step: Step): PlannedRequest[] {
  const personal: PlannedRequest[] = routes.personal
    ? [
        {
          kind: 'personal',
          method: 'GET',
          path: routes.personal.path(site),
          accept: ACCEPT.personal,
          onlyWithCookie: routes.personal.markerCookie,
        },
      ]
    : [];
  if (step.action === 'add-to-cart') {
    const lines = [{merchandiseId: routes.variantId(site, step.product), quantity: 1}];
    const post: PlannedRequest = {
      kind: 'cart-post',
      method: 'POST',
      path: routes.cartPostPath(site),
      accept: ACCEPT.data,
      body: new URLSearchParams({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines}})}).toString(),
    };
    if (!routes.revalidationRoutes) return [post];
    const productPage: Page = {kind: 'product', product: step.product};
    return [
      post,
      {
        kind: 'revalidation',
        method: 'GET',
        path: dataPath(routes.path(site, productPage), routes.revalidationRoutes(site, productPage)),
        accept: ACCEPT.data,
      },
    ];
  }
  const {page, navigation} = step;
  const path = routes.path(site, page);
  const view = {
    page: page.kind,
    personal: PERSONAL_PAGES.has(page.kind),
    navigation,
    query: page.kind === 'collection' && page.query !== '',
  };
  if (navigation === 'client') {
    const routeIds = routes.navigationRoutes(site, page);
    return [{kind: 'page', method: 'GET', path: dataPath(path, routeIds), accept: ACCEPT.data, view}];
  }
  return [{kind: 'page', method: 'GET', path, accept: ACCEPT.document, view}, ...personal];
}

function storeRoutes(port: number, catalogues: Record<BrandId, Catalogue>): AppRoutes {
  const catalogueOf = (site: SiteId) => catalogues[SITES[site].brand];
  const ROUTE_IDS: Record<PageKind, string> = {
    home: 'routes/($locale)._index',
    search: 'routes/($locale).search',
    collection: 'routes/($locale).collections.$handle',
    product: 'routes/($locale).products.$handle',
    cart: 'routes/($locale).cart',
    login: 'routes/($locale).account.login',
    account: 'routes/($locale).account._index',
  };
  const routeId = (site: SiteId, page: Page) =>
    page.kind === 'collection' && catalogueOf(site).collections[page.collection].handle === 'all'
      ? 'routes/($locale).collections.all'
      : ROUTE_IDS[page.kind];
  const localized = (site: SiteId, path: string) =>
    path === '/' ? SITES[site].prefix || '/' : `${SITES[site].prefix}${path}`;
  const path = (site: SiteId, page: Page): string => {
    switch (page.kind) {
      case 'home':
        return localized(site, '/');
      case 'search':
        return localized(site, `/search?${new URLSearchParams({q: SEARCH_TERMS[site][page.term]})}`);
      case 'collection': {
        const handle = catalogueOf(site).collections[page.collection].handle;
        return localized(site, `/collections/${handle}${page.query ? `?${page.query}` : ''}`);
      }
      case 'product':
        return localized(site, `/products/${catalogueOf(site).products[page.product].handle}`);
      case 'cart':
        return localized(site, '/cart');
      case 'login':
        // The header's login link (loginPath), back to the page it was on.
        return `${localized(site, '/account/login')}?${new URLSearchParams({redirect: path(site, page.returnTo)})}`;
      case 'account':
        return localized(site, '/account');
    }
  };
  return {
    host: (site) => `${SITES[site].brand}.localhost:${port}`,
    path,
    // Every page of the replay is a route right below the root, which opts out within a language.
    navigationRoutes: routeId,
    variantId: (site, product) => catalogueOf(site).products[product].variantId!,
    personal: {path: (site) => localized(site, '/api/personal'), markerCookie: PERSONAL_MARKER_COOKIE},
    cartPostPath: (site) => localized(site, '/cart.data'),
  };
}

/**
 * The skeleton's equivalent pages, in its one shop (groom's catalogue): gum's collections, products
 * (those in stock, so that an add to cart adds) and search terms by position. It has no sort or filter,
 * and its header links to the login page without a way back.
 */
function skeletonRoutes(port: number, catalogues: Record<BrandId, Catalogue>): AppRoutes {
  const groom = catalogues.groom;
  const inStock = groom.products.flatMap((product, index) => (product.variantId ? [index] : []));
  const productOf = (site: SiteId, product: number) =>
    groom.products[SITES[site].brand === 'groom' ? product : inStock[product % inStock.length]];
  const collectionOf = (page: Extract<Page, {kind: 'collection'}>) =>
    groom.collections[page.collection % groom.collections.length];
  const ROUTE_IDS: Record<PageKind, string> = {
    home: 'routes/_index',
    search: 'routes/search',
    collection: 'routes/collections.$handle',
    product: 'routes/products.$handle',
    cart: 'routes/cart',
    login: 'routes/account_.login',
    account: 'routes/account,routes/account._index',
  };
  return {
    host: () => `localhost:${port}`,
    path(site, page) {
      switch (page.kind) {
        case 'home':
          return '/';
        case 'search':
          return `/search?${new URLSearchParams({q: SEARCH_TERMS.groom[page.term % SEARCH_TERMS.groom.length]})}`;
        case 'collection':
          return `/collections/${collectionOf(page).handle}`;
        case 'product':
          return `/products/${productOf(site, page.product).handle}`;
        case 'cart':
          return '/cart';
        case 'login':
          return '/account/login';
        case 'account':
          return '/account';
      }
    },
    navigationRoutes: (_site, page) =>
      page.kind === 'collection' && collectionOf(page).handle === 'all'
        ? 'routes/collections.all'
        : ROUTE_IDS[page.kind],
    // Its root revalidates after a post, and no route opts out: one request for every loader.
    revalidationRoutes: () => null,
    variantId: (site, product) => productOf(site, product).variantId!,
    cartPostPath: () => '/cart.data',
  };
}

// ---------------------------------------------------------------------------
// Replaying
// ---------------------------------------------------------------------------

interface RequestRecord {
  /** virtual ms */
  at: number;
  request: PlannedRequest;
  /** 0 when the request failed */
  status: number;
  outcome: EdgeCacheOutcome | null;
  /** real ms from sending the request to the first byte of the answer */
  firstByteMs: number;
  error?: string;
}

interface ReplayTarget {
  port: number;
  routes: AppRoutes;
  /** the store's edge cache, on the virtual clock `setClock` moves */
  edge?: {cache: EdgeCache; setClock(ms: number): void};
}

/** A shopper's cookies, as its browser keeps them (Set-Cookie name and value; Max-Age=0 forgets). */
type CookieJar = Map<string, string>;

function keepCookies(jar: CookieJar, setCookies: string[] | undefined): void {
  for (const setCookie of setCookies ?? []) {
    const [pair, ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const name = pair.slice(0, separator).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(separator + 1).trim());
  }
}

/** One request as the shopper's browser sends it, read to the end; never rejects. */
function send(
  target: ReplayTarget,
  agent: http.Agent,
  site: SiteId,
  request: PlannedRequest,
  jar: CookieJar,
  at: number,
): Promise<RequestRecord> {
  const host = target.routes.host(site);
  const headers: http.OutgoingHttpHeaders = {Host: host, Accept: request.accept, ...BROWSER_HEADERS};
  if (jar.size) headers.Cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    headers['Content-Length'] = Buffer.byteLength(request.body);
    headers.Origin = `http://${host}`;
    headers['Sec-Fetch-Site'] = 'same-origin';
  }
  return new Promise((done) => {
    const sent = performance.now();
    const failed = (error: Error) =>
      done({at, request, status: 0, outcome: null, firstByteMs: performance.now() - sent, error: error.message});
    const outgoing = http.request(
      {host: '127.0.0.1', port: target.port, method: request.method, path: request.path, headers, agent},
      (response) => {
        const firstByteMs = performance.now() - sent;
        keepCookies(jar, response.headers['set-cookie']);
        const outcome = (response.headers['x-edge-cache'] as EdgeCacheOutcome | undefined) ?? null;
        response.resume();
        response.on('end', () => done({at, request, status: response.statusCode ?? 0, outcome, firstByteMs}));
        response.on('error', failed);
      },
    );
    outgoing.on('error', failed);
    outgoing.end(request.body);
  });
}

interface ReplayResult {
  records: RequestRecord[];
  /** background refreshes the edge cache started, over the whole replay and after its first minute */
  refreshes: {total: number; afterFirstMinute: number; failed: number};
}

/**
 * Steps start in virtual-time order, at most CONCURRENT_SHOPPERS at once, each after its visit's
 * previous step has finished; the cache's clock reads the time of the step last started.
 */
async function replay(target: ReplayTarget, visits: Visit[]): Promise<ReplayResult> {
  const agent = new http.Agent({keepAlive: true, maxSockets: CONCURRENT_SHOPPERS * 2});
  const records: RequestRecord[] = [];
  const ordered = visits
    .flatMap((visit, visitIndex) => visit.steps.map((step) => ({visit, visitIndex, step})))
    .sort((a, b) => a.step.at - b.step.at || a.visitIndex - b.visitIndex);
  const jars = visits.map((): CookieJar => new Map());
  const previousStep = new Map<number, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  const walk = async (visit: Visit, visitIndex: number, step: Step) => {
    for (const request of requestsOf(target.routes, visit.site, step)) {
      if (request.onlyWithCookie && !jars[visitIndex].has(request.onlyWithCookie)) continue;
      records.push(await send(target, agent, visit.site, request, jars[visitIndex], step.at));
    }
  };
  let nextSettle = SETTLE_EVERY_MS;
  let refreshesInFirstMinute: number | null = null;
  try {
    for (const {visit, visitIndex, step} of ordered) {
      await previousStep.get(visitIndex);
      while (inFlight.size >= CONCURRENT_SHOPPERS) await Promise.race(inFlight);
      if (target.edge) {
        // Refreshes a stale answer started finish before the clock moves far past it.
        if (step.at >= nextSettle) {
          await target.edge.cache.settled();
          nextSettle = (Math.floor(step.at / SETTLE_EVERY_MS) + 1) * SETTLE_EVERY_MS;
        }
        if (refreshesInFirstMinute === null && step.at >= FIRST_MINUTE_MS) {
          refreshesInFirstMinute = target.edge.cache.stats().refreshes;
        }
        target.edge.setClock(step.at);
      }
      const running: Promise<void> = walk(visit, visitIndex, step).finally(() => inFlight.delete(running));
      inFlight.add(running);
      previousStep.set(visitIndex, running);
    }
    await Promise.all(inFlight);
    await target.edge?.cache.settled();
  } finally {
    agent.destroy();
  }
  const stats = target.edge?.cache.stats();
  return {
    records,
    refreshes: {
      total: stats?.refreshes ?? 0,
      afterFirstMinute: (stats?.refreshes ?? 0) - (refreshesInFirstMinute ?? stats?.refreshes ?? 0),
      failed: stats?.refreshFailures ?? 0,
    },
  };
}

// ---------------------------------------------------------------------------
// Measuring and reporting
// ---------------------------------------------------------------------------

interface RunningApp {
  pids: Set<number>;
}

interface Round extends ReplayResult {
  cpuSeconds: number;
}

/** A worker in workerd, with the workerd processes it added. */
async function startApp(options: Parameters<typeof startPreview>[0]): Promise<RunningApp> {
  const before = await workerdPids();
  const server = await startPreview(options);
  cleanups.add(server.close);
  const pids = new Set([...(await workerdPids())].filter((pid) => !before.has(pid)));
  if (pids.size === 0) throw new Error(`No workerd process found for the worker on port ${options.port}`);
  return {pids};
}

async function measureRound(app: RunningApp, target: ReplayTarget, visits: Visit[]): Promise<Round> {
  const cpuBefore = await cpuSeconds(app.pids);
  const result = await replay(target, visits);
  return {...result, cpuSeconds: (await cpuSeconds(app.pids)) - cpuBefore};
}

const OUTCOMES = ['hit', 'stale', 'miss', 'uncacheable'] as const;
const rendered = (record: RequestRecord) => record.outcome === 'miss' || record.outcome === 'uncacheable';
const pageViews = (round: Round) => round.records.filter((record) => record.request.kind === 'page');
const catalogueViews = (round: Round) => pageViews(round).filter((record) => !record.request.view!.personal);
const afterFirstMinute = (records: RequestRecord[]) => records.filter((record) => record.at >= FIRST_MINUTE_MS);
const share = (part: number, whole: number) => (whole ? part / whole : 0);
const cpuPerThousandViews = (round: Round) => (round.cpuSeconds * 1000) / Math.max(1, pageViews(round).length);
const failures = (round: Round) => round.records.filter((record) => record.status === 0 || record.status >= 400);

interface StoreFigures {
  renderedShare: number;
  renderedShareAfterFirstMinute: number;
  refreshShare: number;
  refreshShareAfterFirstMinute: number;
  cpuPerThousandViews: number;
}

function storeFigures(round: Round): StoreFigures {
  const all = catalogueViews(round);
  const later = afterFirstMinute(all);
  return {
    renderedShare: share(all.filter(rendered).length, all.length),
    renderedShareAfterFirstMinute: share(later.filter(rendered).length, later.length),
    refreshShare: share(round.refreshes.total, all.length),
    refreshShareAfterFirstMinute: share(round.refreshes.afterFirstMinute, later.length),
    cpuPerThousandViews: cpuPerThousandViews(round),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

const count = (value: number) => value.toLocaleString('en-US');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** Page views by kind, outcome and navigation: where the worker's renders come from. */
function renderedBreakdown(round: Round): string[] {
  const groups = new Map<string, number>();
  for (const record of catalogueViews(round).filter(rendered)) {
    const view = record.request.view!;
    const label = `${view.page}${view.query ? ' (sort or filter)' : ''}, ${view.navigation === 'client' ? 'data request' : 'page load'}, ${record.outcome}`;
    groups.set(label, (groups.get(label) ?? 0) + 1);
  }
  return [...groups].sort((a, b) => b[1] - a[1]).map(([label, n]) => `  ${count(n)} ${label}`);
}

/** What the store's worker answered itself, by kind of request. */
function workerRequests(round: Round): Array<[string, number]> {
  const of = (kind: RequestKind) => round.records.filter((record) => record.request.kind === kind);
  const catalogue = catalogueViews(round).filter(rendered);
  const personalViews = pageViews(round).filter((record) => record.request.view!.personal);
  return [
    [
      'catalogue page views rendered (page loads)',
      catalogue.filter((record) => record.request.view!.navigation === 'document').length,
    ],
    [
      'catalogue page views rendered (data requests)',
      catalogue.filter((record) => record.request.view!.navigation === 'client').length,
    ],
    ['background refreshes', round.refreshes.total],
    ['personal page views (cart, login, account)', personalViews.filter(rendered).length],
    ['personal-route requests', of('personal').length],
    ['cart posts', of('cart-post').length],
    ['revalidations after a post, rendered', of('revalidation').filter(rendered).length],
  ];
}

function report(store: Round[], skeleton: Round[], skeletonVersion: string, load: number[]): string {
  const first = store[0];
  const views = pageViews(first);
  const byKind = (kind: RequestKind) => first.records.filter((record) => record.request.kind === kind).length;
  const outcomeRow = (label: string, records: RequestRecord[]) =>
    `| ${label} | ${count(records.length)} | ${OUTCOMES.map((outcome) => count(records.filter((record) => record.outcome === outcome).length)).join(' | ')} |`;
  const figures = store.map(storeFigures);
  const figure = (key: keyof StoreFigures) => median(figures.map((round) => round[key]));
  const skeletonCpu = median(skeleton.map(cpuPerThousandViews));
  const ratios = store.map((round, index) => cpuPerThousandViews(round) / cpuPerThousandViews(skeleton[index]));
  const ratio = median(ratios);
  const ratioSpread = ratios.length > 1 ? ` (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)})` : '';
  const firstBytes = (outcomes: EdgeCacheOutcome[]) =>
    store.flatMap((round) =>
      pageViews(round)
        .filter((record) => record.outcome !== null && outcomes.includes(record.outcome))
        .map((record) => record.firstByteMs),
    );
  const latency = (values: number[]) =>
    `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)} ms (${count(values.length)} views)`;
  const reachingWorker = workerRequests(first);
  const workerTotal = reachingWorker.reduce((sum, [, n]) => sum + n, 0);
  const cpus = os.cpus();
  return [
    EDGE_HEADING,
    '',
    "Command: `npm run bench:edge` (this store's production build in workerd via mini-oxygen behind the local edge cache, `scripts/lib/edge-cache.ts`, on a virtual clock; Shopify's Hydrogen skeleton beside it without one; both on the Storefront API stand-in).",
    '',
    `- Date: ${new Date().toISOString()}; commit ${currentCommit()}`,
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}; load average (1 min) at start and end: ${load.map((value) => value.toFixed(1)).join(', ')}`,
    `- Replay (seed ${SEED}, the same every run; its shape in the header of \`scripts/bench-edge.ts\`): ${count(SHOPPERS)} visits over ${REPLAY_MS / 60_000} virtual minutes, groom ${percent(SITES.groom.share)}, gum in English ${percent(SITES.gum.share)}, gum in Hindi ${percent(SITES.gumHindi.share)}; ${CONCURRENT_SHOPPERS} shoppers at a time as fast as the worker answers, on an empty cache. The skeleton ${skeletonVersion} gets the same views in groom's catalogue, without the personal requests it has no route for. ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}${ROUNDS > 1 ? " interleaved (store, skeleton, …): counts from the first, shares and CPU the medians (the ratio's spread the lowest and highest of the rounds), times to first byte those of every round" : ''}.`,
    "- Worker CPU: workerd's user and system time over the whole replay (page views, personal-route requests, cart posts and the skeleton's revalidation after them, background refreshes), per 1,000 page views. Time to first byte: real time from sending a page view's request to the first byte of its answer, under the replay's load.",
    '',
    '| replay | count |',
    '|---|---:|',
    `| visits | ${count(SHOPPERS)} |`,
    `| page views (page loads / client-side navigations) | ${count(views.length)} (${count(views.filter((record) => record.request.view!.navigation === 'document').length)} / ${count(views.filter((record) => record.request.view!.navigation === 'client').length)}) |`,
    `| personal-route requests (after a page load, with the personal marker) | ${count(byKind('personal'))} |`,
    `| cart posts (the skeleton's each with the product page's revalidation) | ${count(byKind('cart-post'))} |`,
    '',
    '| page views | all | hit | stale | miss | uncacheable |',
    '|---|---:|---:|---:|---:|---:|',
    outcomeRow('anonymous catalogue (home, collections, products, search)', catalogueViews(first)),
    outcomeRow(
      'personal (cart, login, account)',
      views.filter((record) => record.request.view!.personal),
    ),
    '',
    '| figure | measured | goal |',
    '|---|---:|---|',
    `| catalogue page views the worker rendered (miss + uncacheable), whole replay | ${percent(figure('renderedShare'))}, and ${percent(figure('refreshShare'))} in background refreshes | |`,
    `| the same after the first virtual minute | ${percent(figure('renderedShareAfterFirstMinute'))}, and ${percent(figure('refreshShareAfterFirstMinute'))} in background refreshes | ≤ ${percent(RENDERED_SHARE_GOAL)}: ${verdict(figure('renderedShareAfterFirstMinute') <= RENDERED_SHARE_GOAL)} |`,
    `| worker CPU s per 1,000 page views, store / skeleton | ${figure('cpuPerThousandViews').toFixed(2)} / ${skeletonCpu.toFixed(2)} | |`,
    `| CPU ratio, store / skeleton | ${ratio.toFixed(3)}${ratioSpread} | ≤ ${CPU_RATIO_GOAL}: ${verdict(ratio <= CPU_RATIO_GOAL)} |`,
    `| personal-route requests per page view | ${percent(share(byKind('personal'), views.length))} | ≤ ${percent(PERSONAL_SHARE_GOAL)}: ${verdict(share(byKind('personal'), views.length) <= PERSONAL_SHARE_GOAL)} |`,
    `| time to first byte from the cache (hit, stale), p50 / p95 | ${latency(firstBytes(['hit', 'stale']))} | |`,
    `| time to first byte of misses, p50 / p95 | ${latency(firstBytes(['miss']))} | |`,
    '',
    `What the store's worker answered itself (${count(workerTotal)} requests): ${reachingWorker.map(([label, n]) => `${label} ${count(n)} (${percent(share(n, workerTotal))})`).join('; ')}.`,
    '',
  ].join('\n');
}

const cleanups = createCleanups();

/** Customer Account settings, so that the skeleton's login page sends the shopper to Shopify's, as deployed. */
const SKELETON_LOGIN = {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'bench-edge', SHOP_ID: '1'};

async function main(): Promise<void> {
  await stat(resolve(ROOT, 'dist/server/index.js')).catch(() => {
    throw new Error('No production build in dist/: run `npm run build` first (`npm run bench:edge` does).');
  });
  const skeletonVersion = await buildSkeleton();
  const standIn = await startStandIn(EMULATOR_PORT, cleanups);
  const catalogues = {groom: await loadCatalogue(standIn, 'groom'), gum: await loadCatalogue(standIn, 'gum')};
  const visits = generateReplay(SHOPPERS, catalogues);
  const loadAtStart = os.loadavg()[0];

  let virtualNow = 0;
  const cache = createEdgeCache({now: () => virtualNow});
  const store = await startApp({
    port: STORE_PORT,
    env: previewEnv({STOREFRONT: 'emulator', EMULATOR_URL: standIn}),
    logRequests: false,
    guardUrls: true,
    edgeCache: cache,
  });
  const skeleton = await startApp({
    port: SKELETON_PORT,
    env: {...skeletonEnv(standIn), ...SKELETON_LOGIN},
    logRequests: false,
    distDir: SKELETON_DIST,
  });
  const storeTarget: ReplayTarget = {
    port: STORE_PORT,
    routes: storeRoutes(STORE_PORT, catalogues),
    edge: {cache, setClock: (ms) => (virtualNow = ms)},
  };
  const skeletonTarget: ReplayTarget = {port: SKELETON_PORT, routes: skeletonRoutes(SKELETON_PORT, catalogues)};

  const storeRounds: Round[] = [];
  const skeletonRounds: Round[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    cache.purge();
    cache.resetStats();
    virtualNow = 0;
    console.log(`Round ${round}/${ROUNDS}: store, ${count(SHOPPERS)} visits...`);
    let started = performance.now();
    storeRounds.push(await measureRound(store, storeTarget, visits));
    console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);
    console.log(`Round ${round}/${ROUNDS}: skeleton...`);
    started = performance.now();
    skeletonRounds.push(await measureRound(skeleton, skeletonTarget, visits));
    console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }

  const section = report(storeRounds, skeletonRounds, skeletonVersion, [loadAtStart, os.loadavg()[0]]);
  const previous = await readFile(RESULTS_PATH, 'utf8').catch(() => '');
  await writeFile(RESULTS_PATH, withSection(previous, EDGE_HEADING, `${section}\n`));
  console.log(
    `\n${section}\nCatalogue page views the store's worker rendered, round 1:\n${renderedBreakdown(storeRounds[0]).join('\n')}`,
  );
  console.log(`Written to ${RESULTS_PATH}`);

  const failed = [...storeRounds, ...skeletonRounds].flatMap(failures);
  const failedRefreshes = storeRounds.reduce((sum, round) => sum + round.refreshes.failed, 0);
  if (failed.length || failedRefreshes) {
    const examples = failed
      .slice(0, 10)
      .map((record) => `${record.request.method} ${record.request.path}: ${record.status || record.error}`);
    throw new Error(
      `${failed.length} requests and ${failedRefreshes} background refreshes failed:\n${examples.join('\n')}`,
    );
  }
}

await runMeasurement('bench:edge', main, cleanups);
