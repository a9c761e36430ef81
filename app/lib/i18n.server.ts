import type {BrandLocale} from '~/brands';
import type {Translations, TranslationsPayload} from '~/lib/i18n';
import {translatorFor} from '~/lib/translator';

// Bundled into the worker (it has no filesystem); pages receive only the strings they need.
const files = import.meta.glob<{default: Translations[string]}>('../../locales/*/*.json', {eager: true});
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

/** A translator for the request's language, for messages a loader or action sends (errors, toasts). */
export function serverTranslator(locale: Pick<BrandLocale, 'lang'>, namespace = 'common') {
  return translatorFor(locale.lang, stringsFor(locale.lang, [namespace])).namespace(namespace).t;
}
