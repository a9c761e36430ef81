import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';

const LOCALES = resolve(import.meta.dirname, '../../locales');
const read = (lang: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, lang, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** Key paths with their placeholders; arrays count by index. */
function shape(node: unknown, prefix = ''): Record<string, string[]> {
  if (typeof node === 'string') return {[prefix]: [...node.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()};
  if (node === null || typeof node !== 'object') return {[prefix]: ['<not text>']};
  return Object.assign(
    {},
    ...Object.entries(node).map(([key, value]) => shape(value, prefix ? `${prefix}.${key}` : key)),
  );
}

/** Every namespace a brand with Hindi pages renders: the shared ones (the API routes' messages too) and its own. */
const gumNamespaces = [
  'common',
  'api',
  'account',
  brands.gum.copyNamespace,
  ...brands.gum.homeNamespaces,
  ...brands.gum.productNamespaces,
];

describe('translations', () => {
  it('exist for every namespace the gum store renders, in both languages', () => {
    for (const lang of ['en', 'hi']) {
      const files = readdirSync(join(LOCALES, lang)).map((file) => file.replace(/\.json$/, ''));
      expect(files).toEqual(expect.arrayContaining(gumNamespaces));
    }
  });

  it.each(gumNamespaces)('%s has the same keys and placeholders in English and Hindi', (namespace) => {
    expect(shape(read('hi', namespace))).toEqual(shape(read('en', namespace)));
  });

  it('has no empty strings', () => {
    for (const lang of ['en', 'hi']) {
      for (const namespace of readdirSync(join(LOCALES, lang))) {
        const empty = Object.entries(shape(read(lang, namespace.replace(/\.json$/, ''))))
          .filter(([path]) => {
            const value = path
              .split('.')
              .reduce<unknown>(
                (node, key) => (node as Record<string, unknown>)[key],
                read(lang, namespace.replace(/\.json$/, '')),
              );
            return typeof value === 'string' && value.trim() === '';
          })
          .map(([path]) => `${lang}/${namespace}: ${path}`);
        expect(empty).toEqual([]);
      }
    }
  });
});
