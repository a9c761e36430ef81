import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {brandScreens} from '~/brands/screens';
import {purchaseOptionParts} from '~/components/ProductDetails';
import {BRAND_IDS} from '~/brands/types';
import {screenChunkFiles} from '../../scripts/lib/vite-screen-chunks';

describe('screenChunkFiles: what a page preloads for its parts loaded on demand', () => {
  const manifest = {
    'app/entry.client.tsx': {file: 'assets/entry.client-1.js', imports: ['_framework-1.js', '_shell-1.js']},
    'app/root.tsx': {file: 'assets/root-1.js', imports: ['_framework-1.js', '_shell-1.js']},
    '_framework-1.js': {file: 'assets/framework-1.js'},
    '_shell-1.js': {file: 'assets/shell-1.js', imports: ['_framework-1.js']},
    '_catalog-1.js': {file: 'assets/catalog-1.js', imports: ['_framework-1.js']},
    'app/components/ProductCard.tsx': {file: 'assets/ProductCard-1.js', imports: ['_catalog-1.js', '_shell-1.js']},
    'app/brands/groom/screens/GroomHome.tsx': {
      file: 'assets/GroomHome-1.js',
      imports: ['_framework-1.js', '_shell-1.js', 'app/components/ProductCard.tsx'],
      isDynamicEntry: true,
    },
    'app/brands/gum/screens/GumHome.tsx': {file: 'assets/GumHome-1.js', imports: ['_shell-1.js'], isDynamicEntry: true},
    'app/components/PurchaseOptions.tsx': {
      file: 'assets/PurchaseOptions-1.js',
      imports: ['_framework-1.js', '_shell-1.js'],
      isDynamicEntry: true,
    },
    'app/routes/($locale)._index.tsx': {file: 'assets/index-1.js', imports: ['_shell-1.js']},
  };

  it("lists each part's chunk and what it imports, without what every page loads already", () => {
    expect(screenChunkFiles(manifest, '/')).toEqual({
      'app/brands/groom/screens/GroomHome.tsx': [
        '/assets/GroomHome-1.js',
        '/assets/ProductCard-1.js',
        '/assets/catalog-1.js',
      ],
      'app/brands/gum/screens/GumHome.tsx': ['/assets/GumHome-1.js'],
      'app/components/PurchaseOptions.tsx': ['/assets/PurchaseOptions-1.js'],
    });
  });

  it('writes the addresses under the build base (the CDN on Oxygen)', () => {
    const files = screenChunkFiles(manifest, 'https://cdn.example/build/');
    expect(files['app/brands/gum/screens/GumHome.tsx']).toEqual(['https://cdn.example/build/assets/GumHome-1.js']);
  });
});

describe('the brand screens registry names each screen by its file', () => {
  it('names the file each screen imports, and the file is there', () => {
    const registry = readFileSync(new URL('../../app/brands/screens.ts', import.meta.url), 'utf8');
    const imported = [...registry.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `app/brands/${match[1]}.tsx`);
    const named = BRAND_IDS.flatMap((id) => {
      const {Layout, Home, ProductExtras, CartExtras, pageExtras} = brandScreens[id];
      return [Layout, Home, ProductExtras, CartExtras, ...Object.values(pageExtras)].flatMap((screen) =>
        screen ? [screen.source] : [],
      );
    });
    expect(named.sort()).toEqual(imported.sort());
    for (const source of named) expect(existsSync(new URL(`../../${source}`, import.meta.url)), source).toBe(true);
  });
});

describe('a part loaded on demand outside the registry', () => {
  it('names the file it imports, and the file is there', () => {
    const details = readFileSync(new URL('../../app/components/ProductDetails.tsx', import.meta.url), 'utf8');
    const parts = [...details.matchAll(/loadable\(\s*\(\) => import\('~\/([^']+)'\)[^,]*,\s*'([^']+)'/g)];
    expect(parts.map((match) => match[2])).toEqual(purchaseOptionParts.map((part) => part.source));
    for (const [, imported, source] of parts) {
      expect(source).toBe(`app/${imported}.tsx`);
      expect(existsSync(new URL(`../../${source}`, import.meta.url)), source).toBe(true);
    }
  });
});
