/**
 * lib/asset-cache/: the service worker's asset cache: its rules (this file), the build's manifest,
 * what the worker is told about the site, and its start on the page.
 */

/**
 * The asset cache's rules (grooming spec §3, §5, §9; gum spec §4, §9 "Asset cache"): what the
 * service worker stores, for how long, and under which key. Plain functions, shared by the
 * worker (app/service-worker), the build's manifest and the tests.
 */

export const ASSET_CACHE_NAME = 'storefront-assets-v1';
/** How long an entry is served from the cache before it is fetched again: 7 days. */
export const ASSET_MAX_AGE_SECONDS = 604_800;
/** The spec's maximum asset size (50 MB): anything larger is never stored. */
export const MAX_ASSET_BYTES = 52_428_800;
/** Video and audio are stored only below half the maximum. */
export const MAX_MEDIA_BYTES = MAX_ASSET_BYTES / 2;
/** The manifest's format version. */
export const MANIFEST_VERSION = 1;
/** A message to the worker not answered within this long is given up. */
export const MESSAGE_TIMEOUT_MS = 3000;

export type AssetType = 'image' | 'video' | 'font' | 'audio' | 'other';

const EXTENSION_TYPES: Record<string, AssetType> = {
  avif: 'image',
  gif: 'image',
  ico: 'image',
  jpeg: 'image',
  jpg: 'image',
  png: 'image',
  svg: 'image',
  webp: 'image',
  m4v: 'video',
  mov: 'video',
  mp4: 'video',
  ogv: 'video',
  webm: 'video',
  otf: 'font',
  ttf: 'font',
  woff: 'font',
  woff2: 'font',
  aac: 'audio',
  flac: 'audio',
  m4a: 'audio',
  mp3: 'audio',
  oga: 'audio',
  ogg: 'audio',
  opus: 'audio',
  wav: 'audio',
};

const MEDIA_TYPE_PREFIXES: ReadonlyArray<[string, AssetType]> = [
  ['image/', 'image'],
  ['video/', 'video'],
  ['font/', 'font'],
  ['application/font-', 'font'],
  ['application/x-font-', 'font'],
  ['audio/', 'audio'],
];

/** The type of an asset from its path's extension ("/brands/gum/logo.svg": image); "other" when unknown. */
export function assetTypeOfPath(path: string): AssetType {
  const name = path.split(/[?#]/, 1)[0]!.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return (dot > 0 && EXTENSION_TYPES[name.slice(dot + 1).toLowerCase()]) || 'other';
}

/** The type of an asset from its Content-Type ("image/svg+xml; charset=utf-8": image). */
export function assetTypeOfMediaType(mediaType: string | null): AssetType {
  const value = (mediaType ?? '').trim().toLowerCase();
  return MEDIA_TYPE_PREFIXES.find(([prefix]) => value.startsWith(prefix))?.[1] ?? 'other';
}

/**
 * The type of a request the browser makes: what it is for (`Request.destination`) when it says,
 * else the URL's extension (a `fetch()` of an image).
 */
export function assetTypeOfRequest(destination: string, url: string): AssetType {
  if (destination === 'image' || destination === 'font' || destination === 'video' || destination === 'audio') {
    return destination;
  }
  if (destination === 'track' || destination === '') return assetTypeOfPath(new URL(url).pathname);
  return 'other';
}

/**
 * Whether an asset of this type and size may be stored: images and fonts up to the maximum size,
 * video and audio below half of it, nothing else. An unknown size stores only images and fonts
 * (they are small; a video of unknown size could be anything).
 */
export function mayStore(type: AssetType, bytes: number | null): boolean {
  if (bytes !== null && (!Number.isFinite(bytes) || bytes < 0 || bytes > MAX_ASSET_BYTES)) return false;
  if (type === 'image' || type === 'font') return true;
  if (type === 'video' || type === 'audio') return bytes !== null && bytes < MAX_MEDIA_BYTES;
  return false;
}

/** The parameter that carries an asset's version in its URL (Shopify's CDN: `?v=1700000000`). */
const VERSION_PARAMETER = 'v';

/**
 * An asset's key in the manifest: its URL without the version parameter, and a path alone for one on
 * the site itself (`origin`), so "/brands/gum/logo.svg?v=3" and "/brands/gum/logo.svg" are one asset.
 */
export function manifestKey(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  parsed.searchParams.delete(VERSION_PARAMETER);
  parsed.hash = '';
  const query = parsed.searchParams.size > 0 ? `?${parsed.searchParams.toString()}` : '';
  return parsed.origin === origin ? `${parsed.pathname}${query}` : `${parsed.origin}${parsed.pathname}${query}`;
}

/** Vite's content-hashed build files ("/assets/app-Bqaxdwtq.css"): a new build gives them a new name. */
export function isImmutableBuildAsset(path: string): boolean {
  return /\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(path.split(/[?#]/, 1)[0]!);
}

/** Whether an entry stored at `storedAt` (ms) is still fresh at `now` (ms). */
export function isFresh(storedAt: number, now: number): boolean {
  return Number.isFinite(storedAt) && now - storedAt < ASSET_MAX_AGE_SECONDS * 1000;
}
