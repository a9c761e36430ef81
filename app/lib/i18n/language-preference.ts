import type {BrandConfig, BrandLocale} from '~/brands';
import {
  cameByLanguageSwitch,
  PREFERRED_LANGUAGE_COOKIE,
  PREFERRED_LANGUAGE_KEY,
  preferredLanguagePath,
} from '~/lib/i18n/locale';
import {readCookie} from '~/lib/cart/cookie';
import {sitePath} from '~/lib/security/safe-redirect';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The cookie that carries the saved language to the server. */
function preferredLanguageCookie(lang: BrandLocale['lang']): string {
  return `${PREFERRED_LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}

/** A first page load, not an in-app navigation's data request. */
function isPageLoad(request: Request, url: URL): boolean {
  return (
    request.method === 'GET' &&
    !url.pathname.endsWith('.data') &&
    (request.headers.get('Accept') ?? '').includes('text/html')
  );
}

/** What the server does about the saved language for one request. */
export type SavedLanguageOutcome =
  /** send the shopper to the same page in the saved language, before anything renders */
  | {redirect: Response}
  /** answer as asked, and save this page's language (a Set-Cookie header value) */
  | {saveCookie: string}
  | null;

/**
 * A first page load (not an in-app navigation) in another language than the one the shopper
 * saved is redirected to the same page in the saved language. A page load that came by the
 * language switch (cameByLanguageSwitch) is not: its language is saved instead, for a switch
 * tapped before its script could save the choice. The browser-side check in useSavedLanguage
 * covers a cleared cookie.
 */
export function savedLanguageOutcome(request: Request, brand: BrandConfig, locale: BrandLocale): SavedLanguageOutcome {
  const url = new URL(request.url);
  if (!isPageLoad(request, url)) return null;
  if (cameByLanguageSwitch(brand, locale, url, request.headers.get('Referer'))) {
    return {saveCookie: preferredLanguageCookie(locale.lang)};
  }
  const saved = readCookie(request.headers.get('Cookie'), PREFERRED_LANGUAGE_COOKIE);
  const path = preferredLanguagePath(brand, locale, url.pathname, saved);
  // "/hi//evil.example" in English would be "//evil.example": such an address is not redirected at all.
  const location = path === null ? null : sitePath(`${path}${url.search}`);
  return location ? {redirect: new Response(null, {status: 302, headers: {Location: location, Vary: 'Cookie'}})} : null;
}

/** Remembers the shopper's choice, in local storage and in a cookie the server reads. */
export function saveLanguage(lang: BrandLocale['lang']) {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, lang);
  } catch {
    // Private browsing can refuse storage; the cookie still carries the choice.
  }
  document.cookie = preferredLanguageCookie(lang);
}
