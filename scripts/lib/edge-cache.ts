// A test double of Oxygen's full-page cache for the local preview, following its documented rules
// (shopify.dev, "Oxygen full-page cache"): public GET answers with a max-age and a Vary are served from
// memory, and stale ones while the worker refreshes them. Stricter than Oxygen on personal answers: one
// with a Set-Cookie, `private` or `no-store` is never stored.
import type {IncomingMessage, ServerResponse} from 'node:http';

export type EdgeCacheOutcome = 'hit' | 'stale' | 'miss' | 'uncacheable' | 'bypass';

export interface EdgeCacheStats {
  hit: number;
  stale: number;
  miss: number;
  uncacheable: number;
  bypass: number;
  /** background refreshes started by stale answers */
  refreshes: number;
  /** of those, the ones whose worker threw or answered 5xx (the stale entry was kept) */
  refreshFailures: number;
  entries: number;
}

/** An answer as it went over the wire: raw header pairs (Set-Cookie may repeat) and the whole body. */
export interface OriginAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

export interface ServedAnswer extends OriginAnswer {
  outcome: EdgeCacheOutcome;
}

export interface EdgeCacheRequest {
  method: string;
  host: string;
  /** the request target as requested, query string included */
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface EdgeCacheOptions {
  /** ms clock; the benchmark drives a virtual clock through it */
  now?: () => number;
  /** entries (one per key and Vary variant) kept before the least recently used goes */
  maxEntries?: number;
  /** larger answers are passed through, not stored */
  maxEntryBytes?: number;
}

export interface EdgeCache {
  /** answer one request: from the cache, or by calling `origin` (which performs the request to the worker) */
  serve(request: EdgeCacheRequest, origin: () => Promise<OriginAnswer>): Promise<ServedAnswer>;
  purge(): void;
  stats(): EdgeCacheStats;
  resetStats(): void;
  /** resolves when every background refresh started so far has settled (tests and the benchmark wait on it) */
  settled(): Promise<void>;
}

export const EDGE_CACHE_PURGE_PATH = '/__edge-cache/purge';
export const EDGE_CACHE_STATS_PATH = '/__edge-cache/stats';

/** Request header that sends a request past the cache, as tests need. */
const BYPASS_HEADER = 'x-edge-cache';

/** Headers about one connection, not the answer (RFC 9110 7.6.1): never stored. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Headers the cache sets itself on what it serves. */
const SET_BY_CACHE = new Set(['content-length', 'age', 'x-edge-cache']);

/** Directive names in lower case, each with its value ('' for a bare directive). */
function directivesOf(value: string): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of value.split(',')) {
    const [name, ...valueParts] = part.split('=');
    const directive = name.trim().toLowerCase();
    const argument = valueParts
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (directive) directives.set(directive, argument);
  }
  return directives;
}

/** Whole seconds, or undefined for a missing or malformed value (which is then ignored). */
function secondsOf(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** An `Oxygen-Cache-Control` value's terms: s-maxage wins over max-age; null without a header. */
export function parseOxygenCacheControl(value: string | null): {public: boolean; maxAge: number; swr: number} | null {
  if (value === null || !value.trim()) return null;
  const directives = directivesOf(value);
  return {
    public: directives.has('public'),
    maxAge: secondsOf(directives.get('s-maxage')) ?? secondsOf(directives.get('max-age')) ?? 0,
    swr: secondsOf(directives.get('stale-while-revalidate')) ?? 0,
  };
}

function forbidsSharing(value: string | null): boolean {
  if (value === null) return false;
  const directives = directivesOf(value);
  return directives.has('private') || directives.has('no-store');
}

/** Every value of one answer header, joined as HTTP joins repeated fields; null when absent. */
function answerHeader(headers: Array<[string, string]>, name: string): string | null {
  const values = headers.filter(([key]) => key.toLowerCase() === name).map(([, value]) => value);
  return values.length ? values.join(', ') : null;
}

/** `name` in lower case; Node's server lower-cases request header names, other callers may not. */
function requestHeader(headers: EdgeCacheRequest['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name && value !== undefined) return Array.isArray(value) ? value.join(', ') : value;
  }
  return undefined;
}

/** How long an answer may be kept and what its variants differ by. */
interface StoragePolicy {
  maxAge: number;
  swr: number;
  /** lower-cased, sorted request header names */
  vary: string[];
}

/** Null for an answer that must not be stored. */
function storagePolicyOf(answer: OriginAnswer, maxEntryBytes: number): StoragePolicy | null {
  // A 304 answers one client's conditional request; served to another it would have no page.
  if (answer.status < 200 || answer.status > 399 || answer.status === 304) return null;
  if (answerHeader(answer.headers, 'set-cookie') !== null) return null;
  const oxygenCacheControl = answerHeader(answer.headers, 'oxygen-cache-control');
  if (forbidsSharing(oxygenCacheControl) || forbidsSharing(answerHeader(answer.headers, 'cache-control'))) return null;
  const terms = parseOxygenCacheControl(oxygenCacheControl);
  if (!terms?.public || terms.maxAge <= 0) return null;
  const vary = [
    ...new Set(
      (answerHeader(answer.headers, 'vary') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].sort();
  // Oxygen stores nothing without a Vary naming what requests may share the answer.
  if (!vary.length || vary.includes('*')) return null;
  if (answer.body.length > maxEntryBytes) return null;
  return {maxAge: terms.maxAge, swr: terms.swr, vary};
}

/** A missing header is a value of its own, apart from an empty one. */
function variantOf(vary: string[], headers: EdgeCacheRequest['headers']): string {
  return JSON.stringify(vary.map((name) => requestHeader(headers, name) ?? null));
}

interface Entry {
  key: string;
  variant: string;
  status: number;
  /** without hop-by-hop headers and those the cache sets itself */
  headers: Array<[string, string]>;
  body: Buffer;
  storedAt: number;
  maxAge: number;
  swr: number;
  refreshing: boolean;
}

/** One URL's stored variants, all keyed by the request headers its last stored answer's Vary named. */
interface KeyRecord {
  vary: string[];
  variants: Map<string, Entry>;
}

/** The answer as a client receives it: connection headers dropped, its length and the outcome stated. */
function served(answer: OriginAnswer, outcome: EdgeCacheOutcome, method: string, ageSeconds?: number): ServedAnswer {
  // No body goes with these, so the worker's Content-Length (a HEAD's) stays and none is added.
  const bodiless = method === 'HEAD' || answer.status === 204 || answer.status === 304;
  const headers = answer.headers.filter(([name]) => {
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower)) return false;
    return lower === 'content-length' ? bodiless : !SET_BY_CACHE.has(lower);
  });
  if (!bodiless) headers.push(['Content-Length', String(answer.body.length)]);
  if (ageSeconds !== undefined) headers.push(['Age', String(ageSeconds)]);
  headers.push(['X-Edge-Cache', outcome]);
  return {status: answer.status, headers, body: answer.body, outcome};
}

export function createEdgeCache(options: EdgeCacheOptions = {}): EdgeCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5000;
  const maxEntryBytes = options.maxEntryBytes ?? 5 * 1024 * 1024;
  const records = new Map<string, KeyRecord>();
  /** every entry, least recently used first */
  const recency = new Set<Entry>();
  const pendingRefreshes = new Set<Promise<void>>();
  const emptyCounts = () => ({hit: 0, stale: 0, miss: 0, uncacheable: 0, bypass: 0, refreshes: 0, refreshFailures: 0});
  let counts = emptyCounts();
  // Bumped by purge, so that an answer requested before it is not stored after it.
  let generation = 0;

  const isStored = (entry: Entry) => records.get(entry.key)?.variants.get(entry.variant) === entry;

  function remove(entry: Entry) {
    recency.delete(entry);
    const record = records.get(entry.key);
    if (record?.variants.get(entry.variant) !== entry) return;
    record.variants.delete(entry.variant);
    if (!record.variants.size) records.delete(entry.key);
  }

  function store(key: string, request: EdgeCacheRequest, answer: OriginAnswer, policy: StoragePolicy) {
    let record = records.get(key);
    if (!record || record.vary.join() !== policy.vary.join()) {
      // Variants keyed by other headers can no longer be told apart from this answer's.
      for (const entry of record?.variants.values() ?? []) recency.delete(entry);
      record = {vary: policy.vary, variants: new Map()};
      records.set(key, record);
    }
    const variant = variantOf(policy.vary, request.headers);
    const previous = record.variants.get(variant);
    if (previous) recency.delete(previous);
    const entry: Entry = {
      key,
      variant,
      status: answer.status,
      headers: answer.headers.filter(([name]) => {
        const lower = name.toLowerCase();
        return !HOP_BY_HOP.has(lower) && !SET_BY_CACHE.has(lower);
      }),
      body: answer.body,
      storedAt: now(),
      maxAge: policy.maxAge,
      swr: policy.swr,
      refreshing: false,
    };
    record.variants.set(variant, entry);
    recency.add(entry);
    for (const oldest of recency) {
      if (recency.size <= maxEntries) break;
      remove(oldest);
    }
  }

  async function refresh(entry: Entry, request: EdgeCacheRequest, origin: () => Promise<OriginAnswer>) {
    try {
      const answer = await origin();
      if (answer.status >= 500) {
        counts.refreshFailures++;
        return;
      }
      // Purged or replaced meanwhile: this answer is older than what is there now.
      if (!isStored(entry)) return;
      remove(entry);
      const policy = storagePolicyOf(answer, maxEntryBytes);
      if (policy) store(entry.key, request, answer, policy);
    } catch {
      counts.refreshFailures++;
    } finally {
      entry.refreshing = false;
    }
  }

  function startRefresh(entry: Entry, request: EdgeCacheRequest, origin: () => Promise<OriginAnswer>) {
    if (entry.refreshing) return;
    entry.refreshing = true;
    counts.refreshes++;
    const refreshed = refresh(entry, request, origin).finally(() => pendingRefreshes.delete(refreshed));
    pendingRefreshes.add(refreshed);
  }

  return {
    async serve(request, origin) {
      const bypassed = requestHeader(request.headers, BYPASS_HEADER)?.trim().toLowerCase() === 'bypass';
      if (request.method !== 'GET' || bypassed) {
        const answer = await origin();
        counts.bypass++;
        return served(answer, 'bypass', request.method);
      }
      const key = request.host.toLowerCase() + request.path;
      const record = records.get(key);
      const entry = record?.variants.get(variantOf(record.vary, request.headers));
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < (entry.maxAge + entry.swr) * 1000) {
          recency.delete(entry);
          recency.add(entry);
          const ageSeconds = Math.max(0, Math.floor(age / 1000));
          if (age < entry.maxAge * 1000) {
            counts.hit++;
            return served(entry, 'hit', request.method, ageSeconds);
          }
          counts.stale++;
          startRefresh(entry, request, origin);
          return served(entry, 'stale', request.method, ageSeconds);
        }
        remove(entry);
      }
      const requestedIn = generation;
      const answer = await origin();
      const policy = storagePolicyOf(answer, maxEntryBytes);
      if (!policy) {
        counts.uncacheable++;
        return served(answer, 'uncacheable', request.method);
      }
      if (generation === requestedIn) store(key, request, answer, policy);
      counts.miss++;
      return served(answer, 'miss', request.method);
    },
    purge() {
      generation++;
      records.clear();
      recency.clear();
    },
    stats: () => ({...counts, entries: recency.size}),
    resetStats() {
      counts = emptyCounts();
    },
    async settled() {
      await Promise.all(pendingRefreshes);
    },
  };
}

/** The cache's view of a request Node's http server received. */
function edgeCacheRequestOf(incoming: IncomingMessage): EdgeCacheRequest {
  return {
    method: incoming.method ?? 'GET',
    host: incoming.headers.host ?? '',
    path: incoming.url ?? '/',
    headers: incoming.headers,
  };
}

function textAnswer(status: number, text: string, headers: Array<[string, string]> = []): OriginAnswer {
  return {
    status,
    headers: [['Content-Type', 'text/plain; charset=utf-8'], ['Cache-Control', 'no-store'], ...headers],
    body: Buffer.from(text),
  };
}

/** Writes a whole answer, unless the client has gone; never throws. */
function writeAnswer(outgoing: ServerResponse, answer: OriginAnswer): void {
  if (outgoing.destroyed || outgoing.headersSent) return;
  try {
    outgoing.writeHead(answer.status, answer.headers.flat());
    outgoing.end(answer.body);
  } catch {
    // A header Node refuses to write: the client gets a closed connection rather than half an answer.
    outgoing.destroy();
  }
}

/** The guard's own endpoints, or the cache's answer. */
async function answerOf(
  cache: EdgeCache,
  request: EdgeCacheRequest,
  origin: () => Promise<OriginAnswer>,
): Promise<OriginAnswer> {
  const pathname = request.path.split('?')[0];
  if (pathname === EDGE_CACHE_PURGE_PATH) {
    if (request.method !== 'POST') return textAnswer(405, 'Purge with POST.', [['Allow', 'POST']]);
    cache.purge();
    return {status: 204, headers: [['Cache-Control', 'no-store']], body: Buffer.alloc(0)};
  }
  if (pathname === EDGE_CACHE_STATS_PATH) {
    if (request.method !== 'GET') return textAnswer(405, 'Read the stats with GET.', [['Allow', 'GET']]);
    return {
      status: 200,
      headers: [
        ['Content-Type', 'application/json; charset=utf-8'],
        ['Cache-Control', 'no-store'],
      ],
      body: Buffer.from(JSON.stringify(cache.stats())),
    };
  }
  return cache.serve(request, origin);
}

/**
 * Answers one request to a server in front of the worker: `POST /__edge-cache/purge` and
 * `GET /__edge-cache/stats` itself, everything else through the cache, `origin` asking the worker.
 * A worker that does not answer is a 502; it never rejects.
 */
export async function answerThroughEdgeCache(
  cache: EdgeCache,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  origin: () => Promise<OriginAnswer>,
): Promise<void> {
  let answer: OriginAnswer;
  try {
    answer = await answerOf(cache, edgeCacheRequestOf(incoming), origin);
  } catch {
    answer = textAnswer(502, 'The local worker did not answer.');
  }
  writeAnswer(outgoing, answer);
}
