import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Translations} from '~/lib/i18n';
import {createLiteI18n} from '~/lib/i18n-lite';
import {createServerI18n} from '~/lib/i18n.server';

const LOCALES = resolve(import.meta.dirname, '../../locales');

function catalogue(lang: 'en' | 'hi'): Translations {
  const translations: Translations = {};
  for (const file of readdirSync(join(LOCALES, lang))) {
    translations[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8'));
  }
  return translations;
}

/** Every key, with plural forms folded into their base key. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe.each(['en', 'hi'] as const)('the browser translator in %s', (lang) => {
  const translations = catalogue(lang);
  const server = createServerI18n(lang, translations);
  const browser = createLiteI18n(lang, translations);

  it('renders every string exactly as i18next does on the server (so hydration matches)', () => {
    let checked = 0;
    for (const [namespace, strings] of Object.entries(translations)) {
      const serverT = server.getFixedT(null, namespace);
      const browserT = browser.getFixedT(null, namespace);
      for (const key of new Set(keys(strings))) {
        for (const count of [0, 1, 2, 5, 21]) {
          const options = {count, brand: 'Kestrel & <Men>', year: 2026, index: 3, amount: '₹1,299'};
          expect(browserT(key, options), `${namespace}:${key} count=${count}`).toBe(serverT(key, options));
          checked++;
        }
        expect(browser.getFixedT(null, 'common')(`${namespace}:${key}`)).toBe(
          server.getFixedT(null, 'common')(`${namespace}:${key}`),
        );
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('answers a missing key with the key, as i18next does', () => {
    expect(browser.getFixedT(null, 'common')('nope.missing')).toBe(server.getFixedT(null, 'common')('nope.missing'));
  });

  it('supports react-i18next keyPrefix', () => {
    expect(browser.getFixedT(null, 'common', 'errors')('backHome')).toBe(
      server.getFixedT(null, 'common', 'errors')('backHome'),
    );
  });
});
