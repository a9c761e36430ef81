/**
 * lib/seo/: what search engines and link previews read: the head tags (this file), JSON-LD, robots.txt
 * and the sitemaps.
 */

/**
 * The one module for a page's head tags. For search engines and link previews: title, description,
 * canonical URL, the hreflang alternates of a brand with more than one language, Open Graph and
 * Twitter cards and JSON-LD, in the shapes Hydrogen's `getSeoMeta` gives them (docs/decisions/011).
 * Loaders write those (`pageMeta`, with `seoRootOf` from seo-root.server.ts), so that code never
 * reaches the browser (decision 016). For pages search engines do not index (cart, account, errors):
 * titles that route `meta` functions translate from the root's strings (`titleFor`, `privatePageMeta`).
 */
import type {MetaDescriptor} from '@remix-run/react';
import type {BrandConfig, BrandLocale} from '~/brands/types';
import {addPageTranslations, pageI18n, type PageTranslations} from '~/lib/i18n/i18n';
import {rootDataOf, type RootData} from '~/lib/root-data';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  scriptSafeJson,
  webSiteJsonLd,
  type JsonLd,
} from '~/lib/seo/structured-data';

/** Search engines cut descriptions about here; Hydrogen warns past it. */
export const DESCRIPTION_MAX_LENGTH = 155;
/** Hydrogen warns past it. */
const TITLE_MAX_LENGTH = 120;
/** Every shop of this store sells in India. */
const COUNTRY = 'IN';

export interface PageImage {
  url: string;
  width?: number | null;
  height?: number | null;
  altText?: string | null;
}

export interface PageSeo {
  /** the page's own title; the shop's name is added after it */
  title?: string | null;
  /** falls back to the shop's description */
  description?: string | null;
  image?: PageImage | null;
  /** og:type */
  type?: 'website' | 'product' | 'article';
  jsonLd?: JsonLd | readonly JsonLd[];
  /** pages only their visitor should see (search results, the cart) */
  noIndex?: boolean;
}

/** `text` on one line, cut at a word before `max` characters with an ellipsis. */
export function shortened(text: string | null | undefined, max: number): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The page's address without its query (variant choices, filters, tracking parameters such as
 * utm_source or gclid), without the `.data` of in-app navigations and without a trailing slash.
 */
export function canonicalUrl(siteOrigin: string, pathname: string): string {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  return `${siteOrigin}${path === '' || path.startsWith('/') ? path : `/${path}`}`;
}

/** The path of this page in the brand's default language: its language prefix taken off. */
function pathWithoutLanguage(pathname: string, locale: BrandLocale): string {
  if (!locale.pathPrefix) return pathname;
  const prefix = `/${locale.pathPrefix}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/** `hi-IN`: a language with the country the shop sells in, as hreflang and og:locale (with `_`) spell it. */
export function languageTag(locale: BrandLocale): string {
  return `${locale.lang}-${COUNTRY}`;
}

/**
 * The same page in each of the brand's languages, and `x-default` (the default language) for
 * everyone else; none for a brand with one language.
 */
export function languageAlternates(
  siteOrigin: string,
  pathname: string,
  current: BrandLocale,
  locales: readonly BrandLocale[],
): Array<{language: string; url: string}> {
  if (locales.length < 2) return [];
  const basePath = pathWithoutLanguage(pathname.replace(/\.data$/, ''), current);
  const urlIn = (locale: BrandLocale) =>
    canonicalUrl(siteOrigin, locale.pathPrefix ? `/${locale.pathPrefix}${basePath === '/' ? '' : basePath}` : basePath);
  return [
    ...locales.map((locale) => ({language: languageTag(locale), url: urlIn(locale)})),
    {language: 'x-default', url: urlIn(locales[0])},
  ];
}

/** What a page's head needs from the root loader's data. */
export interface SeoRoot {
  brand: Pick<BrandConfig, 'name' | 'locales' | 'logo' | 'social'>;
  locale: BrandLocale;
  siteOrigin: string;
  header: {shop: {name: string; description?: string | null} | null};
}

/** The same, with the page's language's `common` strings (breadcrumb names). */
export interface SeoPageRoot extends SeoRoot {
  text: (key: string) => string;
}

export function seoMetaFor(root: SeoRoot, pathname: string, page: PageSeo): MetaDescriptor[] {
  const shopName = root.header.shop?.name ?? root.brand.name;
  const pageTitle = shortened(page.title, TITLE_MAX_LENGTH);
  // A merchant's SEO title often carries the shop's name already.
  const title = !pageTitle || pageTitle.includes(shopName) ? pageTitle || shopName : `${pageTitle} | ${shopName}`;
  const description = shortened(page.description || root.header.shop?.description, DESCRIPTION_MAX_LENGTH);
  const url = canonicalUrl(root.siteOrigin, pathname);
  const alternates = page.noIndex ? [] : languageAlternates(root.siteOrigin, pathname, root.locale, root.brand.locales);
  const jsonLd = page.jsonLd === undefined ? [] : ([] as JsonLd[]).concat(page.jsonLd).map(scriptSafeJson);

  const image = page.image;
  const tags: MetaDescriptor[] = [
    ...textTags('title', shortened(title, TITLE_MAX_LENGTH)),
    ...(description ? textTags('description', description) : []),
    {tagName: 'link', rel: 'canonical', href: url},
    {property: 'og:url', content: url},
    ...(image ? imageTags(image) : []),
    ...alternates.map(({language, url: href}) => ({tagName: 'link', rel: 'alternate', hrefLang: language, href})),
    ...(page.noIndex ? [{name: 'robots', content: 'noindex,follow'}] : []),
    // All of a page's blocks in one script, as an array (as getSeoMeta writes them).
    ...(jsonLd.length > 0 ? [{'script:ld+json': jsonLd}] : []),
  ];

  return [
    ...tags,
    ...(image
      ? [
          {property: 'og:image', content: image.url},
          {name: 'twitter:image', content: image.url},
        ]
      : []),
    {property: 'og:type', content: page.type ?? 'website'},
    {property: 'og:site_name', content: shopName},
    {property: 'og:locale', content: languageTag(root.locale).replace('-', '_')},
    {name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary'},
  ];
}

/** The title or description, and its Open Graph and Twitter twins. */
function textTags(kind: 'title' | 'description', text: string): MetaDescriptor[] {
  return [
    kind === 'title' ? {title: text} : {name: 'description', content: text},
    {property: `og:${kind}`, content: text},
    {property: `twitter:${kind}`, content: text},
  ];
}

const IMAGE_TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** Open Graph's description of the page's picture (its type from the file name, as Shopify's CDN names files). */
function imageTags(image: PageImage): MetaDescriptor[] {
  const extension = /\.(\w+)(?:[?#]|$)/.exec(image.url)?.[1]?.toLowerCase();
  const details: Array<[string, string | number | null | undefined]> = [
    ['url', image.url],
    ['secure_url', image.url],
    ['type', extension ? IMAGE_TYPES[extension] : undefined],
    ['width', image.width],
    ['height', image.height],
    ['alt', image.altText],
  ];
  return details
    .filter((detail): detail is [string, string | number] => Boolean(detail[1]))
    .map(([key, content]) => ({property: `og:image:${key}`, content: String(content)}));
}

/** Home pages: the shop as an organisation, and the site with its search box. */
export function shopJsonLd(root: SeoRoot): JsonLd[] {
  const {brand} = root;
  const name = root.header.shop?.name ?? brand.name;
  const home = root.locale.pathPrefix ? `${root.siteOrigin}/${root.locale.pathPrefix}` : root.siteOrigin;
  return [
    organizationJsonLd({
      name,
      url: root.siteOrigin,
      logoUrl: `${root.siteOrigin}${brand.logo.src}`,
      sameAs: brand.social.map((profile) => profile.href),
    }),
    webSiteJsonLd({name, url: home, language: languageTag(root.locale), searchUrl: `${home}/search`}),
  ];
}

/** A page's address on the site, in the page's language: `/collections` becomes `/hi/collections` on Hindi pages. */
export function siteUrl(root: Pick<RootData, 'locale' | 'siteOrigin'>, path: string): string {
  const prefix = root.locale.pathPrefix ? `/${root.locale.pathPrefix}` : '';
  return canonicalUrl(root.siteOrigin, `${prefix}${path}`);
}

/** A collection page: its SEO copy, picture, and the trail Home › Collections › this collection. */
export function collectionPageSeo(
  root: SeoPageRoot,
  collection: {
    title: string;
    description: string;
    seo: {title?: string | null; description?: string | null};
    image?: PageImage | null;
    handle: string;
  },
): PageSeo {
  return {
    title: collection.seo.title || collection.title,
    description: collection.seo.description || collection.description,
    image: collection.image,
    jsonLd: breadcrumbJsonLd([
      {name: root.text('breadcrumb.home'), url: siteUrl(root, '/')},
      {name: root.text('collections.title'), url: siteUrl(root, '/collections')},
      {name: collection.title, url: siteUrl(root, `/collections/${collection.handle}`)},
    ]),
  };
}

/**
 * A page's head tags, written in its loader: the loader sends them and the route's `meta` returns them,
 * so the code that writes them never reaches the browser (docs/decisions/016-head-tags-from-loaders.md).
 */
export function pageMeta(root: SeoPageRoot, request: Request, page: PageSeo): MetaDescriptor[] {
  return seoMetaFor(root, new URL(request.url).pathname, page);
}

interface RootMetaData {
  locale: BrandLocale;
  translations: PageTranslations;
  header: {shop: {name: string} | null};
}

/**
 * Page titles in the page's language. Meta functions cannot use hooks, so they
 * translate from the strings the root loader already sent.
 */
export function titleFor(root: RootMetaData | undefined, key: string, options?: Record<string, unknown>): string {
  const shopName = root?.header.shop?.name ?? '';
  if (!root) return shopName;
  const text = metaText(root, key, options);
  return shopName ? `${text} | ${shopName}` : text;
}

/** A `common` string in the page's language, for meta functions. */
export function metaText(root: RootMetaData, key: string, options?: Record<string, unknown>): string {
  const i18n = pageI18n();
  addPageTranslations(i18n, root.locale.lang, root.translations);
  return i18n.getFixedT(root.locale.lang, 'common')(key, options);
}

/** A page only its customer sees: its title with the shop's name, kept out of search engines. */
export function privatePageMeta(title: string | undefined, matches: ReadonlyArray<{id: string; data?: unknown}>) {
  const shop = rootDataOf(matches)?.header.shop?.name;
  const text = title ?? '';
  return [{title: shop ? `${text} | ${shop}` : text}, {name: 'robots', content: 'noindex'}];
}
