import type {BrandConfig, BrandLocale} from '~/brands';
import {BRAND_LOCALES} from '~/brands/locales';

/**
 * The page a request is for: Remix's single-fetch data requests add `.data` to the
 * page's path ("/hi" is fetched as "/hi.data", "/" as "/_root.data").
 */
export function pagePathname(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.replace(/\.data$/, '');
}

function firstSegmentOf(pathname: string): string {
  return pagePathname(pathname).split('/')[1] ?? '';
}

/**
 * The language a path is in: a first segment equal to one of the brand's
 * prefixes ("/hi/...") picks that language, anything else is the default.
 * Routes compare their `($locale)` param with the result, so a prefix the
 * brand does not offer ("/fr/...", "/hi/..." on an English-only brand) is a 404.
 */
export function resolveLocale(brand: Pick<BrandConfig, 'locales'>, pathname: string): BrandLocale {
  const firstSegment = firstSegmentOf(pathname);
  const prefixed = brand.locales.find((locale) => locale.pathPrefix !== '' && locale.pathPrefix === firstSegment);
  return prefixed ?? brand.locales[0];
}

/**
 * True when the route's optional `($locale)` segment matches the resolved language.
 * Exact case: "/HI/..." is not a second copy of every Hindi page.
 */
export function isLocaleParamValid(param: string | undefined, locale: BrandLocale): boolean {
  return param === undefined ? locale.pathPrefix === '' : param === locale.pathPrefix;
}

/** Path of `path` in `locale`: "/products/x" becomes "/hi/products/x". */
export function localizePath(path: string, locale: Pick<BrandLocale, 'pathPrefix'>): string {
  if (!locale.pathPrefix || /^[a-z]+:/i.test(path)) return path;
  return `/${locale.pathPrefix}${path === '/' ? '' : path}`;
}

const ALL_PREFIXES = new Set(
  Object.values(BRAND_LOCALES).flatMap((locales) => locales.map((locale) => locale.pathPrefix).filter(Boolean)),
);

/** The language prefix a path starts with ('' for none), whatever the brand. */
export function localePrefixOf(pathname: string): string {
  const firstSegment = firstSegmentOf(pathname);
  return ALL_PREFIXES.has(firstSegment as BrandLocale['pathPrefix']) ? firstSegment : '';
}

/** The same page in another of the brand's languages: "/hi/products/x" and "/products/x". */
export function pathInLocale(pathname: string, from: BrandLocale, to: BrandLocale): string {
  const unprefixed = from.pathPrefix
    ? pathname.replace(new RegExp(`^/${from.pathPrefix}(?=/|$)`), '') || '/'
    : pathname;
  return localizePath(unprefixed, to);
}

/**
 * Whether a page load came by the language switch: from the same page of the store in another of
 * the brand's languages (its `Referer`), the one link that joins the two. That is the shopper's
 * choice even when the switch's script had not run to save it (a tap before the page came alive),
 * so it is saved rather than overridden by the language saved before.
 */
export function cameByLanguageSwitch(
  brand: Pick<BrandConfig, 'locales'>,
  current: BrandLocale,
  pageUrl: URL,
  referrer: string | null | undefined,
): boolean {
  if (!referrer) return false;
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return false;
  }
  if (from.origin !== pageUrl.origin) return false;
  const fromLocale = resolveLocale(brand, from.pathname);
  return fromLocale.lang !== current.lang && pathInLocale(from.pathname, fromLocale, current) === pageUrl.pathname;
}

/** Where the saved language choice lives: the browser's local storage. */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

/**
 * At start-up, a saved language the brand offers moves the shopper to the same page in
 * that language. Only "en" and "hi" count; anything else saved is ignored.
 */
export function preferredLanguagePath(
  brand: Pick<BrandConfig, 'locales'>,
  current: BrandLocale,
  pathname: string,
  saved: string | null | undefined,
): string | null {
  if (saved !== 'en' && saved !== 'hi') return null;
  const preferred = brand.locales.find((locale) => locale.lang === saved);
  if (!preferred || preferred.lang === current.lang) return null;
  return pathInLocale(pathname, current, preferred);
}
