import {createInstance, type i18n as I18n} from 'i18next';
import type {Translations} from '~/lib/i18n';

/**
 * i18next configured as the store's copy is written for (no escaping: React escapes; no fallback
 * language), the reference the store's own translator is checked against.
 */
export function i18nextFor(lang: string, translations: Translations): I18n {
  const instance = createInstance();
  void instance.init({
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
