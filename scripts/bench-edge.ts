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
//   four; then 1–3 collection pages, each with the sort or filter query the collection's filter form
//   submits in half the cases, each followed by one of 1–3 product pages from that collection; an add to
//   cart in one of three (the CartForm post the product page's fetcher sends, `POST <locale>/cart.data`,
//   after the last product in stock; its cart cookie is kept for the rest of the visit); the cart page in
//   one of five; the login page and then `/account` in one of ten. 3–10 s of think time between steps.
// - The first view is a page load; each later one, in half the cases, a client-side navigation: the
//   single-fetch data request Remix makes for it (`<path>.data?_routes=<route>`, `/_root.data` for `/`;
//   `_routes` because the root opts out of revalidating within a language).
// - After every page load, and after every cart post, the browser's `GET <locale>/api/personal` (the
//   app asks again only then, not on client-side navigations); after a cart post, Remix's revalidation
//   of the product page's data. These reach the worker and count in its CPU, but are not page views.
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
import {EMULATOR_TOKENS} from '../emulator/server';
import {createEdgeCache, type EdgeCache, type EdgeCacheOutcome} from './lib/edge-cache';
import {createCleanups, runMeasurement} from './lib/measured-store';
import {previewEnv, startPreview} from './lib/preview';
import {currentCommit, withSection} from './lib/results-sections';
import {buildSkeleton, SKELETON_DIST, skeletonEnv} from './lib/skeleton';
import {cpuSeconds, startStandIn, workerdPids} from './lib/worker-cpu';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_PATH = resolve(ROOT, 'bench/RESULTS.md');
const EDGE_HEADING = '## Edge cache replay';
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
const CPU_RATIO_GOAL = 0.1;
const STOREFRONT_API = '2026-04';

const SITES = {
  groom: {brand: 'groom', prefix: '', share: 0.5, label: 'groom'},
  gum: {brand: 'gum', prefix: '', share: 0.3, label: 'gum, English'},
  gumHindi: {brand: 'gum', prefix: '/hi', share: 0.2, label: 'gum, Hindi'},
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
    const site: SiteId = draw < SITES.groom.share ? 'groom' : draw < SITES.groom.share + SITES.gum.share ? 'gum' : 'gumHindi';
    const catalogue = catalogues[SITES[site].brand];
    const pages: Page[] = [{kind: 'home'}];
    if (chance(1 / 4)) pages.push({kind: 'search', term: integer(0, SEARCH_TERMS[site].length - 1)});
    const collectionViews = integer(1, 3);
    const productViews = integer(1, 3);
    let collection = catalogue.collections[0];
    for (let index = 0; index < Math.max(collectionViews, productViews); index++) {
      if (index < collectionViews) {
        const chosen = integer(0, catalogue.collections.length - 1);
        collection = catalogue.collections[chosen];
        pages.push({kind: 'collection', collection: chosen, query: chance(1 / 2) ? pick(COLLECTION_QUERIES) : ''});
      }
      if (index < productViews) pages.push({kind: 'product', product: pick(collection.products)});
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

