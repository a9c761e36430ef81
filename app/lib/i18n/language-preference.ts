import type {BrandConfig, BrandLocale} from '~/brands';
import {cameByLanguageSwitch, PREFERRED_LANGUAGE_KEY, preferredLanguagePath} from '~/lib/i18n/locale';
import {sitePath} from '~/lib/security/safe-redirect';

/** What the browser does about the saved language when a page starts. */
export type StartUpLanguage =
  /** the page came by the language switch: its language is the choice, saved again here */
  | {save: BrandLocale['lang']}
  /** the same page in the saved language */
  | {moveTo: string}
  | null;

/**
 * At start-up, in the browser (a page from the edge cache runs no worker code): a page in another
 * language than the saved one moves to the same page in the saved language, unless it came by the
 * language switch (cameByLanguageSwitch), whose choice is saved instead, for a switch tapped before its
 * script could save it. Only a path on this site is ever moved to: "/hi//evil.example" in English would be
 * "//evil.example".
 */
export function startUpLanguage(
  brand: Pick<BrandConfig, 'locales'>,
  locale: BrandLocale,
  page: URL,
  referrer: string,
  saved: string | null,
): StartUpLanguage {
  if (cameByLanguageSwitch(brand, locale, page, referrer)) return {save: locale.lang};
  const path = preferredLanguagePath(brand, locale, page.pathname, saved);
  const target = path === null ? null : sitePath(`${path}${page.search}`);
  return target ? {moveTo: target} : null;
}

/** Remembers the shopper's choice in local storage, which the next page's start-up reads. */
export function saveLanguage(lang: BrandLocale['lang']) {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, lang);
  } catch {
    // Private browsing can refuse storage: the choice then lasts as long as the page.
  }
}
