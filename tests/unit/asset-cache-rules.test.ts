import {describe, expect, it} from 'vitest';
import {
  ASSET_MAX_AGE_SECONDS,
  assetTypeOfMediaType,
  assetTypeOfPath,
  assetTypeOfRequest,
  isFresh,
  isImmutableBuildAsset,
  manifestKey,
  MAX_ASSET_BYTES,
  mayStore,
} from '~/lib/asset-cache/rules';

describe('asset types', () => {
  it.each([
    ['/brands/gum/logo.svg', 'image'],
    ['/images/gum/p1.JPG?v=2&width=400', 'image'],
    ['/assets/noto-sans-devanagari-BlDd6KY1.woff2', 'font'],
    ['/media/how-to-chew.mp4', 'video'],
    ['/media/jingle.mp3', 'audio'],
    ['/assets/app-Bqaxdwtq.css', 'other'],
    ['/assets/shell-DU5AKPxH.js', 'other'],
    ['/hi/products/frosty-mint', 'other'],
    ['/.svg', 'other'],
  ])('%s is %s by its extension', (path, type) => {
    expect(assetTypeOfPath(path)).toBe(type);
  });

  it.each([
    ['image/svg+xml; charset=utf-8', 'image'],
    ['FONT/WOFF2', 'font'],
    ['application/font-woff', 'font'],
    ['video/mp4', 'video'],
    ['audio/mpeg', 'audio'],
    ['text/html', 'other'],
    [null, 'other'],
  ])('%s is %s by its media type', (mediaType, type) => {
    expect(assetTypeOfMediaType(mediaType)).toBe(type);
  });

  it('takes what the request is for, else the extension of a plain fetch', () => {
    expect(assetTypeOfRequest('image', 'https://cdn.shopify.com/files/photo')).toBe('image');
    expect(assetTypeOfRequest('font', 'https://site.test/a')).toBe('font');
    expect(assetTypeOfRequest('', 'https://cdn.shopify.com/files/photo.webp?v=1')).toBe('image');
    expect(assetTypeOfRequest('script', 'https://site.test/a.png')).toBe('other');
    expect(assetTypeOfRequest('document', 'https://site.test/')).toBe('other');
  });
});

describe('what may be stored', () => {
  it('stores images and fonts up to the 50 MB maximum, not a byte more', () => {
    expect(mayStore('image', MAX_ASSET_BYTES)).toBe(true);
    expect(mayStore('font', 1024)).toBe(true);
    expect(mayStore('image', MAX_ASSET_BYTES + 1)).toBe(false);
    expect(mayStore('font', MAX_ASSET_BYTES + 1)).toBe(false);
  });

  it('stores video and audio only below half the maximum, and never of unknown size', () => {
    expect(mayStore('video', MAX_ASSET_BYTES / 2 - 1)).toBe(true);
    expect(mayStore('audio', 10)).toBe(true);
    expect(mayStore('video', MAX_ASSET_BYTES / 2)).toBe(false);
    expect(mayStore('audio', MAX_ASSET_BYTES / 2 + 1)).toBe(false);
    expect(mayStore('video', null)).toBe(false);
  });

  it('stores images and fonts of unknown size, never other types, never a nonsense size', () => {
    expect(mayStore('image', null)).toBe(true);
    expect(mayStore('other', 10)).toBe(false);
    expect(mayStore('other', null)).toBe(false);
    expect(mayStore('image', -1)).toBe(false);
    expect(mayStore('image', Number.NaN)).toBe(false);
  });
});

describe('expiry', () => {
  const storedAt = Date.UTC(2026, 10, 1);
  it('keeps an entry fresh for 7 days (604800 s), then not', () => {
    expect(ASSET_MAX_AGE_SECONDS).toBe(604_800);
    expect(isFresh(storedAt, storedAt + 604_800_000 - 1)).toBe(true);
    expect(isFresh(storedAt, storedAt + 604_800_000)).toBe(false);
  });
  it('treats an entry without a time as stale', () => {
    expect(isFresh(Number.NaN, storedAt)).toBe(false);
  });
});

describe('manifest keys', () => {
  const origin = 'https://gum.example';
  it('drops the version parameter and keeps the rest', () => {
    expect(manifestKey('https://gum.example/brands/gum/logo.svg?v=3', origin)).toBe('/brands/gum/logo.svg');
    expect(manifestKey('/brands/gum/logo.svg', origin)).toBe('/brands/gum/logo.svg');
    expect(manifestKey('https://cdn.shopify.com/s/files/a.png?width=200&v=17#top', origin)).toBe(
      'https://cdn.shopify.com/s/files/a.png?width=200',
    );
  });
  it('knows content-hashed build files from the rest', () => {
    expect(isImmutableBuildAsset('/assets/app-Bqaxdwtq.css')).toBe(true);
    expect(isImmutableBuildAsset('/assets/noto-sans-devanagari-devanagari-400-normal-BlDd6KY1.woff2')).toBe(true);
    expect(isImmutableBuildAsset('/brands/gum/logo.svg')).toBe(false);
    expect(isImmutableBuildAsset('/assets/logo.svg')).toBe(false);
  });
});
