import type {i18n as I18n, TFunction} from 'i18next';
import {useContext} from 'react';
import {I18nContext} from 'react-i18next';
import type {BrandLocale} from '~/brands';
import {useRootData} from '~/hooks/use-root-data';
import {pageI18n} from '~/lib/i18n/i18n';

/** The page's language, from the root loader's data (English where that data is missing). */
export function usePageLanguage(): BrandLocale['lang'] {
  return useRootData()?.locale.lang ?? 'en';
}

const translators = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * i18next's `t` fixed to a language and namespace, one per instance, language and namespace. A key
 * asked without options is resolved once and then read from a map: a page writes the same labels on
 * every card, and the server renders every page from one instance (decision 034).
 */
export function fixedTranslator(i18n: I18n, lang: string, namespace: string): TFunction {
  let byLanguage = translators.get(i18n);
  if (!byLanguage) translators.set(i18n, (byLanguage = new Map()));
  const id = `${lang}:${namespace}`;
  let t = byLanguage.get(id);
  if (!t) {
    const translate = i18n.getFixedT(lang, namespace);
    const plain = new Map<string, string>();
    t = ((key: string | string[], options?: Record<string, unknown>) => {
      if (options !== undefined || typeof key !== 'string') return translate(key, options);
      let text = plain.get(key);
      if (text === undefined) {
        text = translate(key);
        // A key whose namespace has not arrived yet is asked again next time.
        if (i18n.exists(key, {lng: lang, ns: namespace})) plain.set(key, text);
      }
      return text;
    }) as TFunction;
    byLanguage.set(id, t);
  }
  return t;
}

/**
 * `t` for a namespace (default `common`) in the page's language, from the i18next instance
 * react-i18next's provider holds; keys may name another namespace as `ns:key`. The language is named
 * on every call rather than switched on the shared instance, so a render never reads another page's
 * language. react-i18next's own `useTranslation` copies the instance's properties into a new wrapper
 * in every component's first render, which is every render on the server: a tenth of a page's CPU
 * for a hook whose loading and events the store does not use (decision 034).
 */
export function useTranslation(namespace = 'common'): {t: TFunction} {
  const lang = usePageLanguage();
  const i18n = useContext(I18nContext)?.i18n ?? pageI18n();
  return {t: fixedTranslator(i18n, lang, namespace)};
}
