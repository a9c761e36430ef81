// Named as graphql/sitemap.ts: that file holds the Storefront documents, this one the sitemap rules.
/**
 * Sitemaps: the per-type sitemaps come from Hydrogen's `getSitemapIndex` and `getSitemap` over
 * the Storefront API's `sitemap` field (Shopify pages each type by 250); this module holds what
 * they need from this storefront (which types, its URL scheme, the hreflang alternates) and the
 * one sitemap Shopify has no data for: the fixed pages.
 */
import type {SitemapType} from '@shopify/hydrogen/storefront-api-types';
import type {BrandConfig, BrandLocale} from '~/brands';
import {localizePath} from '~/lib/i18n/locale';
import {languageTag} from '~/lib/seo/meta';

/**
 * The resource types listed, as Hydrogen names them in `/sitemap/<type>/<page>.xml`. Metaobjects
 * are left out: this storefront renders no metaobject as a page of its own.
 */
export const SITEMAP_TYPES = ['products', 'collections', 'pages', 'blogs', 'articles'] as const;
export type SitemapResourceType = (typeof SITEMAP_TYPES)[number];

/** The Storefront API's `SitemapType` of each. */
export const STOREFRONT_SITEMAP_TYPES: Record<SitemapResourceType, SitemapType> = {
  products: 'PRODUCT',
  collections: 'COLLECTION',
  pages: 'PAGE',
  blogs: 'BLOG',
  articles: 'ARTICLE',
};

/** The child sitemap of the fixed pages (home, indexes, policies), named in the sitemap index. */
export const STATIC_SITEMAP_PATH = '/sitemap/static.xml';

/** Fresh for an hour; a CDN may serve an older copy for a day while it fetches a new one. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml',
  'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
};

/** A sitemap Hydrogen's helpers made, with this storefront's caching (theirs is a day, for browsers as well). */
export function withSitemapHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(SITEMAP_HEADERS)) response.headers.set(name, value);
  return response;
}

/** The type in `/sitemap/<type>/<page>.xml`, or null for one this storefront does not list. */
export function sitemapTypeOf(param: string | undefined): SitemapResourceType | null {
  return (SITEMAP_TYPES as readonly string[]).includes(param ?? '') ? (param as SitemapResourceType) : null;
}

/** The page in `/sitemap/<type>/<page>.xml`: a whole number from 1, written plainly ("01", "1e3" are not pages). */
export function sitemapPageOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}

/**
 * The request Hydrogen's helpers read the origin of the sitemap's URLs from: the same path on
 * the site's own origin, so a Host header a client made up never ends up in a sitemap.
 */
export function requestOnSiteOrigin(request: Request, siteOrigin: string): Request {
  const url = new URL(request.url);
  return new Request(new URL(`${url.pathname}${url.search}`, siteOrigin));
}

/** The hreflang of each of the brand's languages, and `x-default` (its default language); none for one language. */
export function sitemapLanguages(brand: Pick<BrandConfig, 'locales'>): string[] {
  if (brand.locales.length < 2) return [];
  return [...brand.locales.map(languageTag), 'x-default'];
}

function localeOfLanguage(brand: Pick<BrandConfig, 'locales'>, language: string | undefined): BrandLocale {
  return brand.locales.find((locale) => languageTag(locale) === language) ?? brand.locales[0];
}

const pathOfHandle = (handle: string) => handle.split('/').map(encodeURIComponent).join('/');

/**
 * A resource's path on this storefront, in the default language. Shopify's sitemap gives an
 * article's handle with its blog's (`<blog>/<article>`), as its online-store URL has it.
 */
export function resourcePath(type: string, handle: string): string {
  const path = pathOfHandle(handle);
  return type === 'articles' ? `/blogs/${path}` : `/${type}/${path}`;
}

/**
 * The `getLink` of Hydrogen's `getSitemap`: a resource's URL, in the language of `locale` (an
 * hreflang from `sitemapLanguages`), in the default language without one.
 */
export function sitemapLink(brand: Pick<BrandConfig, 'locales'>) {
  return ({type, baseUrl, handle = '', locale}: {type: string; baseUrl: string; handle?: string; locale?: string}) =>
    `${baseUrl}${localizePath(resourcePath(type, handle), localeOfLanguage(brand, locale))}`;
}

/**
 * The fixed pages a crawler should find, with the shop's policies (their handles as Shopify gives them), and
 * the quit plan where the brand has one.
 */
export function staticSitemapPaths(
  policyHandles: readonly string[],
  brand: Pick<BrandConfig, 'quitPlan'> = {},
): string[] {
  return [
    '/',
    '/collections',
    '/collections/all',
    '/policies',
    ...policyHandles.map((handle) => `/policies/${pathOfHandle(handle)}`),
    '/blogs',
    ...(brand.quitPlan ? ['/quit-plan'] : []),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[c]!);

/**
 * The fixed pages' sitemap, in the shape of Hydrogen's: each page in the default language, with
 * its hreflang alternates on a brand with more than one language. No `lastmod`: Shopify keeps
 * no date for these pages, and a made-up one would mislead crawlers.
 */
export function staticSitemapXml(options: {
  brand: Pick<BrandConfig, 'locales'>;
  siteOrigin: string;
  paths: readonly string[];
}): string {
  const {brand, siteOrigin, paths} = options;
  const languages = sitemapLanguages(brand);
  const urlOf = (path: string, language?: string) =>
    escapeXml(`${siteOrigin}${localizePath(path, localeOfLanguage(brand, language))}`);
  const entries = paths.map((path) =>
    [
      '  <url>',
      `    <loc>${urlOf(path)}</loc>`,
      ...languages.map(
        (language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${urlOf(path, language)}" />`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
