import {describe, expect, it, vi} from 'vitest';
import {screenPreloads} from '~/lib/ui/screen-preloads.server';

vi.mock('virtual:screen-chunks', () => ({
  default: {
    'app/brands/groom/screens/GroomHome.tsx': [
      '/assets/GroomHome-a.js',
      '/assets/ProductCard-b.js',
      '/assets/catalog-c.js',
    ],
    'app/components/PurchaseOptions.tsx': ['/assets/PurchaseOptions-d.js', '/assets/catalog-c.js'],
  },
}));

describe('screenPreloads', () => {
  it("preloads each chunk once, and names a part's source on its first link only", () => {
    expect(
      screenPreloads(
        {source: 'app/brands/groom/screens/GroomHome.tsx'},
        {source: 'app/components/PurchaseOptions.tsx'},
      ),
    ).toEqual([
      {
        tagName: 'link',
        rel: 'modulepreload',
        href: '/assets/GroomHome-a.js',
        'data-source': 'app/brands/groom/screens/GroomHome.tsx',
      },
      {tagName: 'link', rel: 'modulepreload', href: '/assets/ProductCard-b.js'},
      {tagName: 'link', rel: 'modulepreload', href: '/assets/catalog-c.js'},
      {
        tagName: 'link',
        rel: 'modulepreload',
        href: '/assets/PurchaseOptions-d.js',
        'data-source': 'app/components/PurchaseOptions.tsx',
      },
    ]);
  });

  it('writes nothing for a part without chunks of its own, or none at all', () => {
    expect(screenPreloads({source: 'app/components/Unknown.tsx'}, {}, null, undefined)).toEqual([]);
  });
});
