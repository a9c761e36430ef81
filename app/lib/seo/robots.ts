/**
 * What search engines may index. Only the production hosts (those named in `BRAND_HOSTS`) are
 * indexable; on any other host (Oxygen preview URLs, `<brand>.localhost`) every response carries
 * `X-Robots-Tag: noindex` and robots.txt disallows everything, so a merchandiser's preview never
 * reaches an index.
 */
import type {BrandConfig} from '~/brands';
import {parseBrandHosts} from '~/lib/routing/brand-resolution';

/** The value server.ts sets on every response from a host that is not a production one. */
export const NOINDEX = 'noindex';

/** Logged once per worker when no production host is configured. */
export const NO_PRODUCTION_HOSTS_WARNING =
  'BRAND_HOSTS names no host: every response says X-Robots-Tag: noindex and robots.txt disallows everything, ' +
  'so search engines index nothing. Set BRAND_HOSTS to the production hosts, e.g. ' +
  '"groom.example.in=groom,gum.example.in=gum".';

/** Whether `BRAND_HOSTS` names at least one production host. */
export function hasProductionHosts(brandHostsSetting: string | undefined): boolean {
  return Object.keys(parseBrandHosts(brandHostsSetting)).length > 0;
}

/** Whether the request's host is one of the production hosts (the port is not part of the comparison). */
export function isProductionHost(url: URL, brandHostsSetting: string | undefined): boolean {
  return Object.hasOwn(parseBrandHosts(brandHostsSetting), url.hostname.toLowerCase());
}

/**
 * Paths no crawler should fetch, in each of the brand's languages: the cart, the account, the
 * checkout hand-off (the cart's `checkoutUrl` path), search results (a query makes endless
 * URLs; `/search` itself stays allowed), the JSON endpoints, and the discount and cart-permalink
 * links, which change the visitor's cart.
 */
const PRIVATE_PATHS = ['/cart', '/cart/', '/account', '/checkouts/', '/search?', '/api/', '/discount/'];

/**
 * robots.txt for a production host: the catalogue open, the private paths closed, and where
 * the sitemap is. `siteOrigin` is the site's own origin (never a client's Host header).
 */
export function productionRobotsTxt(brand: Pick<BrandConfig, 'locales'>, siteOrigin: string): string {
  const prefixes = brand.locales.map((locale) => (locale.pathPrefix ? `/${locale.pathPrefix}` : ''));
  const disallowed = prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `${prefix}${path}`));
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** robots.txt for any other host: nothing may be crawled. */
export const PREVIEW_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

export function robotsTxt(options: {
  production: boolean;
  brand: Pick<BrandConfig, 'locales'>;
  siteOrigin: string;
}): string {
  return options.production ? productionRobotsTxt(options.brand, options.siteOrigin) : PREVIEW_ROBOTS_TXT;
}
