import {createInstance, type i18n as I18n} from 'i18next';
import {initReactI18next} from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import enGroom from '../../locales/en/groom.json';
import enGum from '../../locales/en/gum.json';
import hiCommon from '../../locales/hi/common.json';
import hiGum from '../../locales/hi/gum.json';
import type {BrandLocale} from '~/brands';

// Bundled, not fetched: the worker has no filesystem and the strings are small.
export const resources = {
  en: {common: enCommon, groom: enGroom, gum: enGum},
  hi: {common: hiCommon, gum: hiGum},
} as const;

export type Namespace = keyof (typeof resources)['en'];

/** One i18next instance per render, so concurrent requests in other languages never mix. */
export function createI18n(lang: BrandLocale['lang']): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common', 'groom', 'gum'],
    resources,
    initAsync: false,
    interpolation: {escapeValue: false},
    returnNull: false,
  });
  return instance;
}
