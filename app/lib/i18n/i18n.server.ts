import type {TFunction} from 'i18next';
import type {BrandLocale} from '~/brands';
import {
  addTranslations,
  pageI18n,
  translationFileHref,
  type PageTranslations,
  type Translations,
  type TranslationsPayload,
} from '~/lib/i18n/i18n';

// Bundled into the worker (it has no filesystem); pages receive only the strings they need.
const files = import.meta.glob<{default: Translations[string]}>('/locales/*/*.json', {eager: true});
const catalogue: Record<string, Translations> = {};
for (const [path, file] of Object.entries(files)) {
  const [, lang, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lang && namespace) (catalogue[lang] ??= {})[namespace] = file.default;
}

// The server renders every page from the whole catalogue: what a page is sent only tells the browser.
for (const [lang, translations] of Object.entries(catalogue)) addTranslations(pageI18n(), lang, translations);

function stringsFor(lang: BrandLocale['lang'], namespaces: readonly string[]): Translations {
  const translations: Translations = {};
  for (const namespace of namespaces) {
    const strings = catalogue[lang]?.[namespace];
    if (strings) translations[namespace] = strings;
  }
  return translations;
}

/** FNV-1a of a text in base 36: a file's version, so its address changes exactly when its strings do. */
export function contentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** One language's namespace as a file: its JSON and version, made once per isolate. */
export interface TranslationFile {
  json: string;
  version: string;
}

const translationFiles = new Map<string, TranslationFile>();

/** The file of a language's namespace, or null when the catalogue has no such namespace. */
export function translationFile(lang: string, namespace: string): TranslationFile | null {
  const key = `${lang}:${namespace}`;
  let file = translationFiles.get(key);
  if (!file) {
    // Own keys only: a namespace named like an Object method is no namespace.
    const strings =
      Object.hasOwn(catalogue, lang) && Object.hasOwn(catalogue[lang], namespace) ? catalogue[lang][namespace] : null;
    if (!strings) return null;
    const json = JSON.stringify(strings);
    translationFiles.set(key, (file = {json, version: contentVersion(json)}));
  }
  return file;
}

const payloads = new Map<string, PageTranslations>();

/** What a loader needs to know to send a page's translations (app/lib/context.server.ts). */
export interface TranslationRequest {
  locale: Pick<BrandLocale, 'lang'>;
  /** a document: its translations travel as files; an in-app data request carries the strings */
  documentRequest: boolean;
}

/**
 * The namespaces a page renders, in its language, for a loader to send: the files' addresses in a
 * document, the strings themselves (one JSON string) in an in-app data request, which the router
 * renders from at once. Each is made once per language, set of namespaces and kind.
 */
export function translationsFor(request: TranslationRequest, namespaces: readonly string[]): PageTranslations {
  const {lang} = request.locale;
  const key = `${request.documentRequest ? 'files' : 'strings'}:${lang}:${namespaces.join(',')}`;
  let payload = payloads.get(key);
  if (!payload) {
    payload = request.documentRequest
      ? namespaces.flatMap((namespace) => {
          const file = translationFile(lang, namespace);
          return file ? [translationFileHref(lang, namespace, file.version)] : [];
        })
      : (JSON.stringify(stringsFor(lang, namespaces)) as TranslationsPayload);
    payloads.set(key, payload);
  }
  return payload;
}

const fixed = new Map<string, TFunction>();

/** `t` for the request's language, for messages a loader or action sends (errors, toasts). */
export function serverTranslator(locale: Pick<BrandLocale, 'lang'>, namespace = 'common'): TFunction {
  const key = `${locale.lang}:${namespace}`;
  let t = fixed.get(key);
  // The page instance, which holds every language and namespace on the server (above).
  if (!t) fixed.set(key, (t = pageI18n().getFixedT(locale.lang, namespace)));
  return t;
}
