import {tmpdir} from 'node:os';
import {join} from 'node:path';
/** Reads the stand-in's catalogue directly, so e2e checks compare the page with the data it shows. */
// E2E_PORT / E2E_EMULATOR_PORT let two checkouts run their e2e suites side by side.
export const PREVIEW_PORT = Number(process.env.E2E_PORT || 3600);
/** A second production worker, both brands on the Customer Account API (the `customer-account-api` project). */
export const CUSTOMER_ACCOUNT_PREVIEW_PORT = PREVIEW_PORT + 2;
export const EMULATOR_URL = `http://127.0.0.1:${Number(process.env.E2E_EMULATOR_PORT || 4600)}`;
/** What the main preview (worker, URL guard and stand-in) writes to its log, copied for tests that read it. */
export const PREVIEW_LOG_FILE = join(tmpdir(), `e2e-preview-${PREVIEW_PORT}.log`);
/**
 * How long the preview's URL guard and the stand-in wait for a request body in e2e: short, so the
 * slow-body tests are quick, and still far above the milliseconds a browser's body takes.
 */
export const E2E_BODY_TIMEOUT_MS = 4000;

export function brandUrl(brand: 'groom' | 'gum', path = '/', port = PREVIEW_PORT): string {
  return `http://${brand}.localhost:${port}${path}`;
}

export async function standInQuery<T>(
  brand: 'groom' | 'gum',
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${EMULATOR_URL}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': `emulator-${brand}-token`},
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data: T; errors?: unknown};
  if (body.errors) throw new Error(`stand-in query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface ListedProduct {
  handle: string;
  title: string;
}

/** The first products of a collection, in the language given, as the home page lists them. */
export async function collectionProducts(
  brand: 'groom' | 'gum',
  handle: string,
  first = 8,
  language: 'EN' | 'HI' = 'EN',
): Promise<ListedProduct[]> {
  const data = await standInQuery<{collection: {products: {nodes: ListedProduct[]}}}>(
    brand,
    `query ($handle: String!, $first: Int!, $language: LanguageCode) @inContext(language: $language) {
      collection(handle: $handle) { products(first: $first) { nodes { handle title } } }
    }`,
    {handle, first, language},
  );
  return data.collection.products.nodes;
}

/** Makes the stand-in fail one operation for these variables (see emulator/server.ts). */
export async function injectFault(operationName: string, variables: Record<string, unknown>, status = 500) {
  const response = await fetch(`${EMULATOR_URL}/__emulator/faults`, {
    method: 'POST',
    body: JSON.stringify({operationName, variables, status}),
  });
  if (response.status !== 204) throw new Error(`fault not accepted: ${response.status}`);
}

/** How many products the stand-in finds for a query, and the first few titles, as /search asks. */
export async function searchProducts(brand: 'groom' | 'gum', query: string, first = 6, language: 'EN' | 'HI' = 'EN') {
  const data = await standInQuery<{search: {totalCount: number; nodes: Array<{title: string}>}}>(
    brand,
    `query ($query: String!, $first: Int!, $language: LanguageCode) @inContext(language: $language) {
      search(query: $query, first: $first, types: [PRODUCT], unavailableProducts: LAST) {
        totalCount
        nodes { ... on Product { title } }
      }
    }`,
    {query, first, language},
  );
  return {totalCount: data.search.totalCount, titles: data.search.nodes.map((node) => node.title)};
}

/** Titles of a collection's first products for a sort order and filters, as the collection page asks. */
export async function sortedCollection(
  brand: 'groom' | 'gum',
  handle: string,
  options: {sortKey: string; reverse: boolean; filters?: unknown[]; first?: number},
): Promise<string[]> {
  const data = await standInQuery<{collection: {products: {nodes: Array<{title: string}>}}}>(
    brand,
    `query ($handle: String!, $first: Int!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!]) {
      collection(handle: $handle) {
        products(first: $first, sortKey: $sortKey, reverse: $reverse, filters: $filters) { nodes { title } }
      }
    }`,
    {
      handle,
      first: options.first ?? 12,
      sortKey: options.sortKey,
      reverse: options.reverse,
      filters: options.filters ?? [],
    },
  );
  return data.collection.products.nodes.map((node) => node.title);
}

/** An event the stand-in's analytics collector received (emulator/analytics-collector.ts). */
export interface CollectedEvent {
  brand: 'groom' | 'gum';
  receivedAt: string;
  event: {name: string; payload: Record<string, unknown>; at: number; path: string};
}

/** Everything the stand-in's collector has received for a brand, oldest first. */
export async function collectedEvents(brand: 'groom' | 'gum'): Promise<CollectedEvent[]> {
  const response = await fetch(`${EMULATOR_URL}/__emulator/analytics?brand=${brand}`);
  if (!response.ok) throw new Error(`collector listing answered ${response.status}`);
  return ((await response.json()) as {events: CollectedEvent[]}).events;
}

export interface MerchandisingField {
  key: string;
  value: string;
  /** the Hindi translation (translatable fields only) */
  hi?: string;
}

/** Saves a merchandising metaobject in the stand-in, as a merchandiser would in admin (emulator/merchandising.ts). */
export async function putMetaobject(
  brand: 'groom' | 'gum',
  type: string,
  handle: string,
  fields: MerchandisingField[],
) {
  const response = await fetch(`${EMULATOR_URL}/__emulator/metaobjects`, {
    method: 'PUT',
    body: JSON.stringify({brand, type, handle, fields}),
  });
  if (response.status !== 204) throw new Error(`stand-in refused ${type} ${handle}: ${await response.text()}`);
}

/** Deletes every entry of the merchandising types named, in the stand-in. */
export async function deleteMetaobjects(brand: 'groom' | 'gum', ...types: string[]) {
  for (const type of types) {
    const response = await fetch(`${EMULATOR_URL}/__emulator/metaobjects?brand=${brand}&type=${type}`, {
      method: 'DELETE',
    });
    if (!response.ok) throw new Error(`stand-in could not delete ${type}: ${await response.text()}`);
  }
}

/** Puts the stand-in's data back as seeded (carts, customers, metaobjects). */
export async function resetStandIn() {
  const response = await fetch(`${EMULATOR_URL}/__emulator/reset`, {method: 'POST'});
  if (response.status !== 204) throw new Error(`stand-in reset failed: ${response.status}`);
}

/** Empties the local edge cache in front of the main preview (scripts/lib/edge-cache.ts). */
export async function purgeEdgeCache() {
  const answer = await fetch(`http://127.0.0.1:${PREVIEW_PORT}/__edge-cache/purge`, {method: 'POST'});
  if (answer.status !== 204) throw new Error(`edge cache purge answered ${answer.status}`);
}
