/// <reference lib="webworker" />
import {CacheExpiration} from 'workbox-expiration';
import type {WorkboxPlugin} from 'workbox-core/types';
import {parseCacheManifest, type CacheManifest} from '~/lib/asset-cache/manifest';
import {
  ASSET_CACHE_NAME,
  ASSET_MAX_AGE_SECONDS,
  assetTypeOfMediaType,
  assetTypeOfPath,
  isFresh,
  isImmutableBuildAsset,
  manifestKey,
  mayStore,
} from '~/lib/asset-cache/rules';

type Log = (...details: unknown[]) => void;

/** Headers the worker adds to what it stores: when, and at which manifest version. */
const STORED_AT_HEADER = 'X-Asset-Stored-At';
const VERSION_HEADER = 'X-Asset-Version';

/** The manifest's refresh interval while the worker runs. */
const MANIFEST_REFRESH_MS = 5 * 60_000;
/** A manifest that has not answered by then is done without (the asset is served as it is). */
const MANIFEST_TIMEOUT_MS = 3000;

/** /cache-manifest.json, read at activation and again every few minutes; null while unknown. */
export function manifestSource(url: string, log: Log) {
  let current: Promise<CacheManifest | null> | null = null;
  let readAt = 0;
  const read = async (): Promise<CacheManifest | null> => {
    try {
      const response = await fetch(url, {cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS)});
      if (!response.ok) throw new Error(`status ${response.status}`);
      const manifest = parseCacheManifest(await response.text());
      if (!manifest) throw new Error('not a cache manifest');
      return manifest;
    } catch (error) {
      console.error('[asset cache] manifest unavailable:', error);
      return null;
    }
  };
  return {
    refresh() {
      readAt = Date.now();
      current = read();
      return current;
    },
    get(): Promise<CacheManifest | null> {
      if (!current || Date.now() - readAt > MANIFEST_REFRESH_MS) {
        log('reading the manifest');
        return this.refresh();
      }
      return current;
    },
  };
}

/**
 * Cross-origin images are fetched with CORS (Shopify's CDN allows it), so the worker can see their
 * size and the cache holds a readable response, not an opaque one that counts as megabytes against
 * the quota. Where CORS is refused, the browser's own request goes out instead.
 */
export function corsForCrossOriginPlugin(origin: string): WorkboxPlugin {
  return {
    requestWillFetch: async ({request}) =>
      request.mode === 'no-cors' && new URL(request.url).origin !== origin
        ? new Request(request.url, {mode: 'cors', credentials: 'omit', referrerPolicy: request.referrerPolicy})
        : request,
    handlerDidError: async ({request}) => {
      try {
        return await fetch(request);
      } catch {
        return undefined;
      }
    },
  };
}

/** The response's size: its Content-Length, or its body's length when it has none. */
async function sizeOf(response: Response): Promise<{bytes: number; body: Blob | null}> {
  const declared = response.headers.get('Content-Length');
  if (declared !== null && /^\d+$/.test(declared)) return {bytes: Number(declared), body: null};
  const body = await response.blob();
  return {bytes: body.size, body};
}

/**
 * The spec's storage rules, which Workbox has no option for: what type and size may be stored
 * (rules.mayStore), and when a stored entry is used no more: after 7 days, or when the manifest
 * gives the asset a new version (content-hashed build files never change).
 */
export function assetRulesPlugin({
  origin,
  manifest,
  log,
}: {
  origin: string;
  manifest: ReturnType<typeof manifestSource>;
  log: Log;
}): WorkboxPlugin {
  const versionOf = async (url: string) => {
    if (isImmutableBuildAsset(new URL(url).pathname)) return null;
    return (await manifest.get())?.assets[manifestKey(url, origin)]?.version ?? null;
  };

  return {
    cacheWillUpdate: async ({request, response}) => {
      if (response.status !== 200) {
        log('not stored (status', response.status, '):', request.url);
        return null;
      }
      const byMediaType = assetTypeOfMediaType(response.headers.get('Content-Type'));
      const type = byMediaType === 'other' ? assetTypeOfPath(new URL(request.url).pathname) : byMediaType;
      const {bytes, body} = await sizeOf(response);
      if (!mayStore(type, bytes)) {
        log('not stored (', type, bytes, 'bytes):', request.url);
        return null;
      }
      const headers = new Headers(response.headers);
      headers.set(STORED_AT_HEADER, String(Date.now()));
      const version = await versionOf(request.url);
      if (version) headers.set(VERSION_HEADER, version);
      log('stored', type, bytes, 'bytes:', request.url);
      return new Response(body ?? response.body, {status: response.status, statusText: response.statusText, headers});
    },
    cachedResponseWillBeUsed: async ({request, cachedResponse}) => {
      if (!cachedResponse) return null;
      if (!isFresh(Number(cachedResponse.headers.get(STORED_AT_HEADER)), Date.now())) {
        log('expired, fetching again:', request.url);
        return null;
      }
      const version = await versionOf(request.url);
      if (version && version !== cachedResponse.headers.get(VERSION_HEADER)) {
        log('new version', version, 'fetching again:', request.url);
        return null;
      }
      log('from the cache:', request.url);
      return cachedResponse;
    },
  };
}

/** On a quota error: the least recently used half of the entries go (their use is kept by ExpirationPlugin). */
export async function evictOldestUsed(log: Log) {
  const cache = await caches.open(ASSET_CACHE_NAME);
  const count = (await cache.keys()).length;
  const keep = Math.floor(count / 2);
  log('quota exceeded: keeping the', keep, 'most recently used of', count, 'entries');
  await new CacheExpiration(ASSET_CACHE_NAME, {maxEntries: Math.max(keep, 1), maxAgeSeconds: ASSET_MAX_AGE_SECONDS})
    .expireEntries()
    .catch((error: unknown) => console.error('[asset cache] eviction:', error));
}
