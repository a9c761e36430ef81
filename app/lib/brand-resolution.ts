import {
  BRAND_IDS,
  brands,
  DEFAULT_BRAND_ID,
  isBrandId,
  type BrandConfig,
  type BrandId,
  type BrandLocale,
} from '~/brands';

/** Hosts every deployment knows (`<brand id>.localhost`), so `npm run dev` serves every brand without set-up. */
const BUILT_IN_HOSTS: Record<string, BrandId> = Object.fromEntries(BRAND_IDS.map((id) => [`${id}.localhost`, id]));

export const BRAND_QUERY_PARAM = 'brand';
export const BRAND_COOKIE = 'brand';

/** Parses `BRAND_HOSTS` ("shop.a.in=groom,shop.b.in=gum"); malformed entries are skipped. */
export function parseBrandHosts(value: string | undefined): Record<string, BrandId> {
  const hosts: Record<string, BrandId> = {};
  for (const entry of (value ?? '').split(',')) {
    const [host, brand] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (host && isBrandId(brand)) hosts[host] = brand;
  }
  return hosts;
}

export interface BrandResolutionInput {
  /** host of the request URL, possibly with a port */
  host: string | null;
  /** value of ?brand= */
  queryBrand: string | null;
  /** value of the brand cookie */
  cookieBrand: string | null;
  brandHosts?: string;
  defaultBrand?: string;
}

export interface BrandResolution {
  brand: BrandId;
  /** a valid ?brand= to remember in the cookie (Oxygen preview URLs have random hosts) */
  rememberBrand?: BrandId;
}

/** Host map first, then ?brand= (remembered in a cookie), then DEFAULT_BRAND, then groom. */
export function resolveBrand(input: BrandResolutionInput): BrandResolution {
  const hostname = (input.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const hostBrand = {...BUILT_IN_HOSTS, ...parseBrandHosts(input.brandHosts)}[hostname];
  if (hostBrand) return {brand: hostBrand};

  const queryBrand = input.queryBrand?.trim().toLowerCase();
  if (isBrandId(queryBrand)) return {brand: queryBrand, rememberBrand: queryBrand};
  if (isBrandId(input.cookieBrand)) return {brand: input.cookieBrand};

  const defaultBrand = input.defaultBrand?.trim().toLowerCase();
  return {brand: isBrandId(defaultBrand) ? defaultBrand : DEFAULT_BRAND_ID};
}

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
export function resolveLocale(brand: BrandConfig, pathname: string): BrandLocale {
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

export function getBrandConfig(brand: BrandId): BrandConfig {
  return brands[brand];
}

/** Path of `path` in `locale`: "/products/x" becomes "/hi/products/x". */
export function localizePath(path: string, locale: Pick<BrandLocale, 'pathPrefix'>): string {
  if (!locale.pathPrefix || /^[a-z]+:/i.test(path)) return path;
  return `/${locale.pathPrefix}${path === '/' ? '' : path}`;
}

const ALL_PREFIXES = new Set(
  Object.values(brands).flatMap((brand) => brand.locales.map((locale) => locale.pathPrefix).filter(Boolean)),
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

/** Where the saved language choice lives: local storage in the browser, and a cookie the server reads. */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';
export const PREFERRED_LANGUAGE_COOKIE = 'preferred_language';

/**
 * At start-up, a saved language the brand offers moves the shopper to the same page in
 * that language. Only "en" and "hi" count; anything else saved is ignored.
 */
export function preferredLanguagePath(
  brand: BrandConfig,
  current: BrandLocale,
  pathname: string,
  saved: string | null | undefined,
): string | null {
  if (saved !== 'en' && saved !== 'hi') return null;
  const preferred = brand.locales.find((locale) => locale.lang === saved);
  if (!preferred || preferred.lang === current.lang) return null;
  return pathInLocale(pathname, current, preferred);
}
