/**
 * lib/i18n/: languages. The i18next instance (this file) and the server's translator, the locale in the
 * path, the saved language, dates in the page's language, and the language switch's font.
 */

import {createInstance, type i18n as I18n, type InitOptions} from 'i18next';

/** A namespace's strings: nested objects and arrays (read by index) of strings. */
export type TranslationValue = string | readonly TranslationValue[] | TranslationTree;
export type TranslationTree = {readonly [key: string]: TranslationValue};

/** Strings by namespace for one language. */
export type Translations = Record<string, TranslationTree>;

/**
 * Translations as loaders send them: one JSON string rather than an object tree, so the loader
 * data stream carries a single value instead of hundreds of strings to walk and index on every
 * request. The server builds each one once (app/lib/i18n/i18n.server.ts).
 */
export type TranslationsPayload = string & {readonly translationsPayload: true};

const parsed = new Map<string, Translations>();

/** The strings of a payload, parsed once per distinct payload. */
export function readTranslations(payload: TranslationsPayload | undefined): Translations {
  if (!payload) return {};
  let translations = parsed.get(payload);
  if (!translations) {
    try {
      translations = JSON.parse(payload) as Translations;
    } catch {
      translations = {};
    }
    parsed.set(payload, translations);
  }
  return translations;
}

/**
 * i18next as the store's copy is written: `{{name}}` unescaped (React escapes), no fallback language,
 * plural keys by the language's rules. react-i18next never suspends (a suspension while React hydrates
 * is its error 345) and binds to no event: every render names its page's language (use-translation).
 */
const OPTIONS: InitOptions = {
  fallbackLng: false,
  defaultNS: 'common',
  ns: [],
  initAsync: false,
  interpolation: {escapeValue: false},
  returnNull: false,
  react: {useSuspense: false, bindI18n: '', bindI18nStore: ''},
  // i18next otherwise writes an advertisement to the console once per isolate and per tab.
  showSupportNotice: false,
};

/** An initialised i18next instance holding `resources` (by language, then namespace). */
export function createI18n(resources: Record<string, Translations> = {}): I18n {
  const instance = createInstance();
  void instance.init({...OPTIONS, resources});
  return instance;
}

/** Adds a page's strings to the instance, each language's namespace once. */
export function addTranslations(i18n: I18n, lang: string, translations: Translations): void {
  for (const [namespace, strings] of Object.entries(translations)) {
    if (!i18n.hasResourceBundle(lang, namespace)) i18n.addResourceBundle(lang, namespace, strings);
  }
}

let pageInstance: I18n | undefined;

/**
 * The instance pages render with: one per worker isolate on the server, one per tab in the browser,
 * never replaced, so the context that provides it never changes (a changed context while a lazy
 * part is still loading makes React redraw it, decision 017). Each page adds the strings it was sent.
 */
export function pageI18n(): I18n {
  return (pageInstance ??= createI18n());
}
