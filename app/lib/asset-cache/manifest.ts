import {assetTypeOfPath, isImmutableBuildAsset, MANIFEST_VERSION, manifestKey, type AssetType} from './rules';

/** One asset the build serves (a built file or a file from public/). */
export interface ManifestAsset {
  url: string;
  type: AssetType;
  /** changes when the file's content does */
  version: string;
  /** ISO 8601 */
  lastModified: string;
  /** bytes */
  size: number;
  tags: string[];
}

/** `/cache-manifest.json`: what the asset cache knows of the build's own files. */
export interface CacheManifest {
  version: typeof MANIFEST_VERSION;
  /** ISO 8601 */
  generatedAt: string;
  /** keyed by URL without its version parameter (rules.manifestKey) */
  assets: Record<string, ManifestAsset>;
}

/** A file of the client build, as the build script reads it. */
export interface BuiltFile {
  /** relative to the client build's root, with forward slashes ("assets/app-Bqaxdwtq.css") */
  path: string;
  size: number;
  /** ms since the epoch */
  modifiedAt: number;
  /** hex digest of the content */
  contentHash: string;
}

/** Stands for the site in keys of a relative base: keys of the site's own files are paths. */
const SITE_ORIGIN = 'https://site.invalid';

function tagsOf(path: string): string[] {
  const tags = path.startsWith('assets/') ? ['build'] : ['public'];
  if (isImmutableBuildAsset(`/${path}`)) tags.push('immutable');
  const brand = /^brands\/([a-z0-9-]+)\//.exec(path)?.[1];
  if (brand) tags.push(`brand:${brand}`);
  return tags;
}

/**
 * The manifest of a client build: every file, served from `base` ("/", or the CDN's URL on
 * Oxygen), with its type, size, version (the content hash's first 16 digits) and tags.
 */
export function buildCacheManifest(files: readonly BuiltFile[], base: string, generatedAt: Date): CacheManifest {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const assets: Record<string, ManifestAsset> = {};
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const url = `${prefix}${file.path.split('/').map(encodeURIComponent).join('/')}`;
    assets[manifestKey(url, SITE_ORIGIN)] = {
      url,
      type: assetTypeOfPath(file.path),
      version: file.contentHash.slice(0, 16),
      lastModified: new Date(file.modifiedAt).toISOString(),
      size: file.size,
      tags: tagsOf(file.path),
    };
  }
  return {version: MANIFEST_VERSION, generatedAt: generatedAt.toISOString(), assets};
}

/** A manifest read back (by the service worker); null when it is not one. */
export function parseCacheManifest(text: string): CacheManifest | null {
  try {
    const value = JSON.parse(text) as Partial<CacheManifest> | null;
    if (!value || value.version !== MANIFEST_VERSION || typeof value.assets !== 'object' || value.assets === null) {
      return null;
    }
    return value as CacheManifest;
  } catch {
    return null;
  }
}
