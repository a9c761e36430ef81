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

/** Texts kept per translator: every label, and the ratings and discounts of a catalogue, bounded all the same. */
const MAX_KEPT_TEXTS = 2000;
/** Longer keys are a shopper's words among the options (a search query): resolved each time, not kept. */
const MAX_KEPT_KEY_LENGTH = 200;

/**
 * A text's key in a translator's map: the key alone, or with its options when every value is a string,
 * number or boolean (a rating's figures, a discount's percent), so that the same key and options always
 * give the same text. Undefined for any other call (an object among the options, `returnObjects`, a
 * list of keys), which i18next resolves each time.
 */
function keptTextKey(key: string | string[], options: Record<string, unknown> | undefined): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  for (const [name, value] of Object.entries(options)) {
    const primitive = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (!primitive || name === 'returnObjects') return undefined;
  }
  const textKey = `${key}\u0000${JSON.stringify(options)}`;
  return textKey.length <= MAX_KEPT_KEY_LENGTH ? textKey : undefined;
}

/**
 * i18next's `t` fixed to a language and namespace, one per instance, language and namespace. A text is
 * resolved once and then read from a map: a page writes the same labels on every card and a rating's
 * words for each product of a grid, and the server renders every page from one instance (decision 034).
 */
export function fixedTranslator(i18n: I18n, lang: string, namespace: string): TFunction {
  let byLanguage = translators.get(i18n);
  if (!byLanguage) translators.set(i18n, (byLanguage = new Map()));
  const id = `${lang}:${namespace}`;
  let t = byLanguage.get(id);
  if (!t) {
    const translate = i18n.getFixedT(lang, namespace);
    const kept = new Map<string, string>();
    t = ((key: string | string[], options?: Record<string, unknown>) => {
      const textKey = keptTextKey(key, options);
      if (textKey === undefined) return translate(key, options);
      let text = kept.get(textKey);
      if (text === undefined) {
        text = translate(key, options) as string;
        // A key whose namespace has not arrived yet is asked again next time.
        if (i18n.exists(key as string, {lng: lang, ns: namespace, ...options})) {
          if (kept.size >= MAX_KEPT_TEXTS) kept.clear();
          kept.set(textKey, text);
        }
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
