/**
 * The isolate's memory in front of the Cache API, for Hydrogen's sub-request cache (decision 019).
 *
 * A worker isolate serves many requests, and every page asks for the same few answers (menus, the
 * shop, a popular product). Reading one back from the Cache API streams its body in again on every
 * request, which costs more CPU than rendering the header does. Here an answer read or written once
 * is kept as a string until the Cache API itself would drop it: its `Cache-Control` max-age from the
 * time Hydrogen stored it (`cache-put-date`). Hydrogen still decides what is fresh or stale from the
 * same headers, and every write still reaches the Cache API, which other isolates share.
 */

interface Entry {
  body: string;
  headers: Array<[string, string]>;
  expiresAt: number;
}

export interface MemoryCacheLimits {
  /** answers kept per cache; the least recently used goes first */
  maxEntries: number;
  /** characters of body kept per cache, in all */
  maxChars: number;
}

/** A few hundred answers of a few KB each: a megabyte or two of an isolate's 128 MB. */
export const DEFAULT_MEMORY_CACHE_LIMITS: MemoryCacheLimits = {maxEntries: 300, maxChars: 2_000_000};

const MAX_AGE = /(?:^|[,\s])max-age=(\d+)/i;

/** When the Cache API would drop this response: its max-age after it was stored, or null if it says neither. */
export function expiryOf(headers: Headers, now: number): number | null {
  const maxAge = MAX_AGE.exec(headers.get('Cache-Control') ?? '')?.[1];
  if (maxAge === undefined) return null;
  const putDate = Number(headers.get('cache-put-date'));
  const storedAt = Number.isFinite(putDate) && putDate > 0 ? putDate : now;
  return storedAt + Number(maxAge) * 1000;
}

class MemoryStore {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(private readonly limits: MemoryCacheLimits) {}

  get(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Set again: the most recently used goes last, so eviction takes the first.
    this.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry) {
    this.delete(key);
    if (entry.body.length > this.limits.maxChars) return;
    this.entries.set(key, entry);
    this.chars += entry.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.chars <= this.limits.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= old.body.length;
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.body.length;
  }
}

/** One store per cache, by cache storage and name, for the isolate's life. */
const storesByStorage = new WeakMap<CacheStorage, Map<string, MemoryStore>>();

function keyOf(request: RequestInfo | URL): string {
  return request instanceof Request ? request.url : String(request);
}

function responseOf(entry: Entry): Response {
  return new Response(entry.body, {headers: entry.headers});
}

/**
 * The `name` cache of `storage` (the Cache API) with the isolate's memory in front: what Hydrogen's
 * storefront client needs of it (match, put, delete on GET requests), with the same expiry.
 */
export async function openCacheWithMemory(
  storage: CacheStorage,
  name: string,
  options: {limits?: MemoryCacheLimits; now?: () => number} = {},
): Promise<Cache> {
  const cache = await storage.open(name);
  const now = options.now ?? Date.now;
  const stores = storesByStorage.get(storage) ?? new Map<string, MemoryStore>();
  storesByStorage.set(storage, stores);
  const memory = stores.get(name) ?? new MemoryStore(options.limits ?? DEFAULT_MEMORY_CACHE_LIMITS);
  stores.set(name, memory);

  /** The response as an entry, kept in memory if the Cache API would keep it. */
  const remember = async (key: string, response: Response): Promise<Entry> => {
    const expiresAt = expiryOf(response.headers, now());
    const body = await response.text();
    const entry = {body, headers: [...response.headers], expiresAt: expiresAt ?? 0};
    if (expiresAt !== null && expiresAt > now()) memory.set(key, entry);
    return entry;
  };

  // Hydrogen calls only these three (and workerd's Cache has no others).
  const layered: Pick<Cache, 'match' | 'put' | 'delete'> = {
    async match(request, matchOptions) {
      const key = keyOf(request);
      const kept = memory.get(key, now());
      if (kept) return responseOf(kept);
      const stored = await cache.match(request, matchOptions);
      if (!stored) return undefined;
      return responseOf(await remember(key, stored));
    },
    async put(request, response) {
      const key = keyOf(request);
      await cache.put(request, responseOf(await remember(key, response)));
    },
    async delete(request, deleteOptions) {
      memory.delete(keyOf(request));
      return cache.delete(request, deleteOptions);
    },
  };
  return layered as Cache;
}
