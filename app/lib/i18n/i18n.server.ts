import type {TFunction} from 'i18next';
import type {BrandLocale} from '~/brands';
import {createI18n, type Translations, type TranslationsPayload} from '~/lib/i18n/i18n';

// Bundled into the worker (it has no filesystem); pages receive only the strings they need.
const files = import.meta.glob<{default: Translations[string]}>('/locales/*/*.json', {eager: true});
const catalogue: Record<string, Translations> = {};
for (const [path, file] of Object.entries(files)) {
  const [, lang, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lang && namespace) (catalogue[lang] ??= {})[namespace] = file.default;
}

function stringsFor(lang: BrandLocale['lang'], namespaces: readonly string[]): Translations {
  const translations: Translations = {};
  for (const namespace of namespaces) {
    const strings = catalogue[lang]?.[namespace];
    if (strings) translations[namespace] = strings;
  }
  return translations;
}

const payloads = new Map<string, TranslationsPayload>();

/** The namespaces a page renders, in its language, for a loader to send (one string per language and set). */
export function translationsFor(lang: BrandLocale['lang'], namespaces: readonly string[]): TranslationsPayload {
  const key = `${lang}:${namespaces.join(',')}`;
  let payload = payloads.get(key);
  if (!payload) payloads.set(key, (payload = JSON.stringify(stringsFor(lang, namespaces)) as TranslationsPayload));
  return payload;
}

/** Every language and namespace, initialised once per isolate: loaders and actions only read from it. */
const serverI18n = createI18n(catalogue);
const fixed = new Map<string, TFunction>();

/** `t` for the request's language, for messages a loader or action sends (errors, toasts). */
export function serverTranslator(locale: Pick<BrandLocale, 'lang'>, namespace = 'common'): TFunction {
  const key = `${locale.lang}:${namespace}`;
  let t = fixed.get(key);
  if (!t) fixed.set(key, (t = serverI18n.getFixedT(locale.lang, namespace)));
  return t;
}
