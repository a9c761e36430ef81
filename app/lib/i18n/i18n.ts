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

/**
 * A page's translations as its loader sends them. In an in-app data request: the strings, one JSON
 * string. In a document: the addresses of the files that hold them (`/translations/<lang>/<namespace>.<version>.json`),
 * which the document preloads and the browser reads before the page comes alive, so the strings are
 * not in every page's HTML and a repeat view takes them from the browser's cache (decision 033).
 */
export type PageTranslations = TranslationsPayload | readonly string[];

/** Where translation files are answered (app/routes/translations.$lang.$file.tsx). */
export const TRANSLATION_FILES_PATH = '/translations';

/** The address of one language's namespace, at the version of its strings. */
export function translationFileHref(lang: string, namespace: string, version: string): string {
  return `${TRANSLATION_FILES_PATH}/${lang}/${namespace}.${version}.json`;
}

/** The language and namespace a translation file's address names, or null for any other address. */
export function translationFileOf(href: string): {lang: string; namespace: string; version: string} | null {
  const match = /^\/translations\/([a-z]{2})\/([a-z][a-z-]{0,39})\.([0-9a-z]{1,16})\.json$/.exec(href);
  return match ? {lang: match[1], namespace: match[2], version: match[3]} : null;
}

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

/** Adds the strings a loader sent itself; files a document named were read before the page came alive. */
export function addPageTranslations(i18n: I18n, lang: string, sent: PageTranslations | undefined): void {
  if (typeof sent === 'string') addTranslations(i18n, lang, readTranslations(sent));
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
