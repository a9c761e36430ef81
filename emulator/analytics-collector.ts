/**
 * The storefront's first-party analytics collector, played offline: `POST /analytics/collect`
 * takes a brand's batch of catalogue events (app/lib/analytics/catalogue.ts), as JSON sent as
 * text/plain (what navigator.sendBeacon sends without a CORS preflight) or application/json, and
 * `GET /__emulator/analytics?brand=&name=` lists what arrived, so tests and demos can see every
 * event. Fetch-API Request in, Response out, matched on the path whatever the origin: the
 * emulator's server serves it on loopback and msw serves it in integration tests.
 */
import {BRAND_IDS, isBrandId, type BrandId} from '../app/brands/types';
import type {StorefrontEvent, StorefrontEventName} from '../app/lib/analytics/catalogue';

export const COLLECT_PATH = '/analytics/collect';
export const RECEIVED_PATH = '/__emulator/analytics';

/** sendBeacon refuses more than 64 KB queued per page, so a bigger batch is the sender's bug. */
export const MAX_BATCH_BYTES = 64 * 1024;
export const MAX_BATCH_EVENTS = 100;
export const MAX_PATH_LENGTH = 2048;
/** Only the newest are kept, so a long demo session cannot grow the process without bound. */
export const MAX_KEPT_EVENTS = 5000;

/** The catalogue's names; `satisfies` fails the type check when the catalogue gains or loses one. */
const EVENT_NAMES = {
  page_view: true,
  page_viewed: true,
  engagement: true,
  carousel_watch: true,
  search: true,
  search_suggestion_clicked: true,
  view_search_results: true,
  subscribe: true,
  checkout_started: true,
  checkout_completed: true,
  customer_logged_in: true,
  product_viewed: true,
  collection_viewed: true,
  cart_viewed: true,
  search_viewed: true,
  product_added_to_cart: true,
  product_removed_from_cart: true,
  cart_updated: true,
  quit_plan_viewed: true,
  quit_plan_completed: true,
  recommendation_clicked: true,
} satisfies Record<StorefrontEventName, true>;

const BODY_TYPES = new Set(['text/plain', 'application/json']);

/** Any origin may post; there are no cookies, so `*` is enough (and sendBeacon ignores the answer). */
const CORS_HEADERS = {'Access-Control-Allow-Origin': '*'};
const NO_STORE = {'Cache-Control': 'no-store'};

export interface ReceivedEvent {
  brand: BrandId;
  /** when the collector took the batch, ISO 8601 */
  receivedAt: string;
  event: StorefrontEvent;
}

export interface ReceivedFilter {
  brand?: BrandId;
  name?: StorefrontEventName;
}

export interface AnalyticsCollectorOptions {
  /** the clock, in milliseconds, for receivedAt */
  now?: () => number;
}

export interface AnalyticsCollector {
  /** The answer to a collect or listing request, or null when the path is neither. */
  fetch(request: Request): Promise<Response | null>;
  /** Forgets every event received. */
  reset(): void;
  /** The events received, oldest first, of this brand and name when given. */
  received(filter?: ReceivedFilter): ReceivedEvent[];
}

export function isStorefrontEventName(value: unknown): value is StorefrontEventName {
  return typeof value === 'string' && Object.hasOwn(EVENT_NAMES, value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json; charset=utf-8', ...NO_STORE, ...headers},
  });

const refusal = (status: number, messages: string[], headers: Record<string, string> = {}) =>
  jsonResponse(status, {errors: messages.map((message) => ({message}))}, headers);

const notAllowed = (allow: string, headers: Record<string, string> = {}) =>
  refusal(405, [`Use ${allow}`], {Allow: allow, ...headers});

/** One event's envelope checked; the payload's fields are the storefront's to get right. */
function parseEvent(value: unknown, where: string, errors: string[]): StorefrontEvent | undefined {
  if (!isPlainObject(value)) {
    errors.push(`${where} must be an object`);
    return undefined;
  }
  const {name, payload, at, path} = value;
  const before = errors.length;
  if (!isStorefrontEventName(name)) errors.push(`${where}.name must be one of the catalogue's event names`);
  if (!isPlainObject(payload)) errors.push(`${where}.payload must be an object`);
  if (typeof at !== 'number' || !Number.isFinite(at)) errors.push(`${where}.at must be a finite number`);
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH_LENGTH) {
    errors.push(`${where}.path must be a string starting with "/" of at most ${MAX_PATH_LENGTH} characters`);
  }
  // Only the envelope's four fields are kept, so the listing has the catalogue's shape.
  return errors.length === before ? ({name, payload, at, path} as StorefrontEvent) : undefined;
}

/** A batch's brand and events, or the reasons it is refused (nothing of a refused batch is kept). */
function parseBatch(body: unknown): {brand: BrandId; events: StorefrontEvent[]} | {errors: string[]} {
  if (!isPlainObject(body)) return {errors: ['The body must be a JSON object']};
  const errors: string[] = [];
  const {brand, events} = body;
  if (!isBrandId(brand)) errors.push(`"brand" must be one of ${BRAND_IDS.join(', ')}`);
  if (!Array.isArray(events) || events.length < 1 || events.length > MAX_BATCH_EVENTS) {
    errors.push(`"events" must be an array of 1 to ${MAX_BATCH_EVENTS} events`);
    return {errors};
  }
  const parsed = events.map((event, index) => parseEvent(event, `events[${index}]`, errors));
  return errors.length === 0 && isBrandId(brand) ? {brand, events: parsed as StorefrontEvent[]} : {errors};
}

export function createAnalyticsCollector(options: AnalyticsCollectorOptions = {}): AnalyticsCollector {
  const now = options.now ?? Date.now;
  let kept: ReceivedEvent[] = [];

  function received(filter: ReceivedFilter = {}): ReceivedEvent[] {
    return kept.filter(
      ({brand, event}) =>
        (filter.brand === undefined || brand === filter.brand) &&
        (filter.name === undefined || event.name === filter.name),
    );
  }

  async function collect(request: Request): Promise<Response> {
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!BODY_TYPES.has(type)) {
      return refusal(400, ['The body must be sent as text/plain or application/json'], CORS_HEADERS);
    }
    const bytes = await request.arrayBuffer();
    // 413 like the emulator's server answers bodies over its own 1 MB limit.
    if (bytes.byteLength > MAX_BATCH_BYTES) {
      return refusal(413, [`The body must be at most ${MAX_BATCH_BYTES} bytes`], CORS_HEADERS);
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return refusal(400, ['The body is not valid JSON'], CORS_HEADERS);
    }
    const batch = parseBatch(body);
    if ('errors' in batch) return refusal(400, batch.errors, CORS_HEADERS);
    const receivedAt = new Date(now()).toISOString();
    for (const event of batch.events) kept.push({brand: batch.brand, receivedAt, event});
    if (kept.length > MAX_KEPT_EVENTS) kept = kept.slice(-MAX_KEPT_EVENTS);
    return new Response(null, {status: 204, headers: {...CORS_HEADERS, ...NO_STORE}});
  }

  function list(url: URL): Response {
    const brand = url.searchParams.get('brand');
    const name = url.searchParams.get('name');
    const filter: ReceivedFilter = {};
    // A misspelt filter would otherwise look like "no events", which is what tests assert on.
    const errors: string[] = [];
    if (brand === null || isBrandId(brand)) filter.brand = brand ?? undefined;
    else errors.push(`"brand" must be one of ${BRAND_IDS.join(', ')}`);
    if (name === null || isStorefrontEventName(name)) filter.name = name ?? undefined;
    else errors.push(`"name" must be one of the catalogue's event names`);
    if (errors.length > 0) return refusal(400, errors);
    return jsonResponse(200, {events: received(filter)});
  }

  return {
    async fetch(request) {
      const url = new URL(request.url);
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      if (url.pathname === COLLECT_PATH) {
        if (method === 'POST') return collect(request);
        if (method === 'OPTIONS') {
          return new Response(null, {
            status: 204,
            headers: {
              ...CORS_HEADERS,
              'Access-Control-Allow-Methods': 'POST',
              'Access-Control-Allow-Headers': 'Content-Type',
              'Access-Control-Max-Age': '600',
            },
          });
        }
        return notAllowed('POST, OPTIONS', CORS_HEADERS);
      }
      if (url.pathname === RECEIVED_PATH) return method === 'GET' ? list(url) : notAllowed('GET');
      return null;
    },
    reset() {
      kept = [];
    },
    received,
  };
}
