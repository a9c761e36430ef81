/**
 * Options for `storefront.CacheShort(...)` on catalogue queries (products, collections, search,
 * home sections). The answer is fresh for a second, as with Hydrogen's default, but an older one
 * stays in the cache for an hour and is served while a new one is fetched behind it. When the
 * Storefront API is down that fetch fails and the cached answer stays: a page seen in the last
 * hour keeps rendering (docs/decisions/006-cache-rules.md).
 */
export const STALE_FOR_AN_HOUR = {staleWhileRevalidate: 3600 - 1} as const;
