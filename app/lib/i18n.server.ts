import {createInstance} from 'i18next';
import {initReactI18next} from 'react-i18next';
import type {BrandLocale} from '~/brands';
import type {I18nFactory, Translations} from '~/lib/i18n';

// Bundled into the worker (it has no filesystem); pages receive only the strings they need.
const files = import.meta.glob<{default: Translations[string]}>('../../locales/*/*.json', {eager: true});
const catalogue: Record<string, Translations> = {};
for (const [path, file] of Object.entries(files)) {
  const [, lang, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lang && namespace) (catalogue[lang] ??= {})[namespace] = file.default;
}

/** The namespaces a page renders, in its language. */
export function translationsFor(lang: BrandLocale['lang'], namespaces: readonly string[]): Translations {
  const translations: Translations = {};
  for (const namespace of namespaces) {
    const strings = catalogue[lang]?.[namespace];
    if (strings) translations[namespace] = strings;
  }
  return translations;
}

// Instances never change language after init, so requests in the same language can share one.
const instances = new Map<string, ReturnType<I18nFactory>>();

/** An i18next instance per language and set of namespaces (from translationsFor); languages never share one. */
export const createServerI18n: I18nFactory = (lang, translations) => {
  const key = `${lang}:${Object.keys(translations).sort().join(',')}`;
  const cached = instances.get(key);
  if (cached) return cached;
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(translations),
    resources: {[lang]: translations},
    initAsync: false,
    interpolation: {escapeValue: false},
    returnNull: false,
  });
  instances.set(key, instance);
  return instance;
};

/** A translator for the request's language, for messages a loader or action sends (errors, toasts). */
export function serverTranslator(locale: Pick<BrandLocale, 'lang'>, namespace = 'common') {
  return createServerI18n(locale.lang, translationsFor(locale.lang, [namespace])).getFixedT(null, namespace);
}
