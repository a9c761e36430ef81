import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Translations} from '~/lib/i18n';
import {createTranslator} from '~/lib/translator';
import {i18nextFor} from './i18next-reference';

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

describe.each(['en', 'hi'] as const)('the translator in %s', (lang) => {
  const translations = catalogue(lang);
  const server = i18nextFor(lang, translations);
  const browser = createTranslator(lang, translations);

  it('renders every string exactly as i18next does', () => {
    let checked = 0;
    for (const [namespace, strings] of Object.entries(translations)) {
      const serverT = server.getFixedT(null, namespace);
      const browserT = browser.namespace(namespace).t;
      for (const key of new Set(keys(strings))) {
        for (const count of [0, 1, 2, 5, 21]) {
          const options = {count, brand: 'Kestrel & <Men>', year: 2026, index: 3, amount: '₹1,299'};
          expect(browserT(key, options), `${namespace}:${key} count=${count}`).toBe(serverT(key, options));
          checked++;
        }
        expect(browser.namespace('common').t(`${namespace}:${key}`)).toBe(
          server.getFixedT(null, 'common')(`${namespace}:${key}`),
        );
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('answers a missing key with the key, as i18next does', () => {
    expect(browser.namespace('common').t('nope.missing')).toBe(server.getFixedT(null, 'common')('nope.missing'));
  });

  it('supports a key prefix, as getFixedT does in i18next', () => {
    expect(browser.namespace('common', 'errors').t('backHome')).toBe(
      server.getFixedT(null, 'common', 'errors')('backHome'),
    );
  });
});
