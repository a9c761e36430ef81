import {useTranslation as useI18nextTranslation} from 'react-i18next';
import type {BrandLocale} from '~/brands';
import {useRootData} from '~/hooks/use-root-data';

/** The page's language, from the root loader's data (English where that data is missing). */
export function usePageLanguage(): BrandLocale['lang'] {
  return useRootData()?.locale.lang ?? 'en';
}

/**
 * react-i18next's `useTranslation` in the page's language: `t` for a namespace (default `common`);
 * keys may name another as `ns:key`. The language is named on every call rather than switched on the
 * shared instance, so a render never reads another page's language.
 */
export function useTranslation(namespace = 'common') {
  return useI18nextTranslation(namespace, {lng: usePageLanguage()});
}
