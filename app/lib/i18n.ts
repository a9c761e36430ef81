import {createInstance, type i18n as I18n, type ResourceLanguage} from 'i18next';
import {initReactI18next} from 'react-i18next';
import type {BrandLocale} from '~/brands';

/** Strings by namespace for one language, as the root loader sends them to the page. */
export type Translations = Record<string, ResourceLanguage[string]>;

/**
 * One i18next instance per render, so concurrent requests in other languages never
 * mix. The strings come from the root loader rather than the bundle: a page ships
 * only its own language.
 */
export function createI18n(lang: BrandLocale['lang'], translations: Translations): I18n {
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
  return instance;
}
