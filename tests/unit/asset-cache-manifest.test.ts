import {describe, expect, it} from 'vitest';
import {buildCacheManifest, parseCacheManifest} from '~/lib/asset-cache/manifest';

const modifiedAt = Date.UTC(2026, 10, 20, 10, 0, 0);
const files = [
  {path: 'brands/gum/logo.svg', size: 385, modifiedAt, contentHash: 'bf42ffd88140f27a0000ffff'},
  {
    path: 'assets/noto-sans-devanagari-400-normal-BlDd6KY1.woff2',
    size: 50_416,
    modifiedAt,
    contentHash: 'f86f'.repeat(8),
  },
  {path: 'assets/shell-DU5AKPxH.js', size: 47_510, modifiedAt, contentHash: 'a1b2'.repeat(8)},
  {path: 'media/how to chew.mp4', size: 1_000_000, modifiedAt, contentHash: 'c3d4'.repeat(8)},
];
const generatedAt = new Date(Date.UTC(2026, 10, 24, 12, 0, 0));

describe('buildCacheManifest', () => {
  it('lists every file by URL, with its type, size, version, date and tags', () => {
    const manifest = buildCacheManifest(files, '/', generatedAt);
    expect(manifest.version).toBe(1);
    expect(manifest.generatedAt).toBe('2026-11-24T12:00:00.000Z');
    expect(Object.keys(manifest.assets)).toEqual([
      '/assets/noto-sans-devanagari-400-normal-BlDd6KY1.woff2',
      '/assets/shell-DU5AKPxH.js',
      '/brands/gum/logo.svg',
      '/media/how%20to%20chew.mp4',
    ]);
    expect(manifest.assets['/brands/gum/logo.svg']).toEqual({
      url: '/brands/gum/logo.svg',
      type: 'image',
      version: 'bf42ffd88140f27a',
      lastModified: '2026-11-20T10:00:00.000Z',
      size: 385,
      tags: ['public', 'brand:gum'],
    });
    expect(manifest.assets['/assets/noto-sans-devanagari-400-normal-BlDd6KY1.woff2']).toMatchObject({
      type: 'font',
      size: 50_416,
      tags: ['build', 'immutable'],
    });
    expect(manifest.assets['/assets/shell-DU5AKPxH.js']?.type).toBe('other');
    expect(manifest.assets['/media/how%20to%20chew.mp4']?.type).toBe('video');
  });

  it('keys files on a CDN base by their full URL', () => {
    const manifest = buildCacheManifest(files.slice(0, 1), 'https://cdn.shopify.com/oxygen/1/2/', generatedAt);
    expect(Object.keys(manifest.assets)).toEqual(['https://cdn.shopify.com/oxygen/1/2/brands/gum/logo.svg']);
  });

  it('reads back what it wrote, and nothing else', () => {
    const manifest = buildCacheManifest(files, '/', generatedAt);
    expect(parseCacheManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(parseCacheManifest('{"version":2,"assets":{}}')).toBeNull();
    expect(parseCacheManifest('<html>')).toBeNull();
    expect(parseCacheManifest('null')).toBeNull();
  });
});
