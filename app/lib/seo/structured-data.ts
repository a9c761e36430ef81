/**
 * schema.org structured data (JSON-LD) for search engines, built from Storefront data by
 * pure functions; routes emit it through Remix `meta` as `{'script:ld+json': ...}`.
 */
import {parseRating} from '~/lib/catalog/product';

/** The part of a product (PRODUCT_QUERY) the Product JSON-LD is made from. */
export interface ProductForJsonLd {
  title: string;
  description?: string | null;
  vendor?: string | null;
  images?: {nodes: ReadonlyArray<{url: string}>} | null;
  selectedOrFirstAvailableVariant?: {
    sku?: string | null;
    availableForSale: boolean;
    price: {amount: string; currencyCode: string};
  } | null;
  rating?: {value: string} | null;
  ratingCount?: {value: string} | null;
}

/** A type, not an interface, so that it is a `JsonLd` (an interface has no index signature). */
export type ProductJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  url: string;
  description?: string;
  image?: string[];
  sku?: string;
  brand?: {'@type': 'Brand'; name: string};
  offers?: {
    '@type': 'Offer';
    price: string;
    priceCurrency: string;
    availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
    url: string;
  };
  aggregateRating?: {
    '@type': 'AggregateRating';
    ratingValue: number;
    reviewCount: number;
    bestRating: 5;
  };
};

/**
 * Remix writes `script:ld+json` into the page as JSON.stringify's output, unescaped, so text
 * that could end the script element or open an HTML comment in it (`</script`, `<!--`) must
 * not reach it. Only those sequences change (their `<` becomes a full-width ＜); "a < b" stays.
 */
function scriptSafe(text: string): string {
  return text.replace(/<(?=\/|!|script)/gi, '\uFF1C');
}

/** Any JSON-LD object as a page may carry it. */
export type JsonLd = {'@context': 'https://schema.org'; '@type': string} & Record<string, unknown>;

/** Every string in a JSON-LD value made safe to write inside a script element. */
export function scriptSafeJson<T>(value: T): T {
  if (typeof value === 'string') return scriptSafe(value) as T;
  if (Array.isArray(value)) return value.map(scriptSafeJson) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, scriptSafeJson(entry)])) as T;
  }
  return value;
}

const clean = (text: string | null | undefined) => scriptSafe((text ?? '').replace(/\s+/g, ' ').trim());

/**
 * A schema.org Product for the product page: the selected (or first available) variant's
 * price and stock as the offer, and a rating only when the review metafields parse and
 * count at least one review (search engines reject a rating without a count).
 */
export function productJsonLd(
  product: ProductForJsonLd,
  {url, brandName}: {url: string; brandName?: string | null},
): ProductJsonLd {
  const jsonLd: ProductJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: clean(product.title),
    url: scriptSafe(url),
  };

  const description = clean(product.description);
  if (description) jsonLd.description = description;

  const images = (product.images?.nodes ?? []).map((image) => scriptSafe(image.url)).filter(Boolean);
  if (images.length > 0) jsonLd.image = images;

  const variant = product.selectedOrFirstAvailableVariant;
  const sku = clean(variant?.sku);
  if (sku) jsonLd.sku = sku;

  const brand = clean(product.vendor) || clean(brandName);
  if (brand) jsonLd.brand = {'@type': 'Brand', name: brand};

  const price = Number(variant?.price.amount);
  if (variant && variant.price.amount !== '' && Number.isFinite(price) && price >= 0) {
    jsonLd.offers = {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: clean(variant.price.currencyCode),
      availability: variant.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: scriptSafe(url),
    };
  }

  const rating = parseRating(product.rating?.value, product.ratingCount?.value);
  if (rating && rating.count > 0) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      reviewCount: rating.count,
      bestRating: 5,
    };
  }

  return jsonLd;
}

/**
 * The page's own address for structured data: on the site's origin (never the request's Host header),
 * no query (variant choice), no `.data` of in-app navigations.
 */
export function pageAddress(request: Request, siteOrigin: string): string {
  const {pathname} = new URL(request.url);
  return siteOrigin + pathname.replace(/\.data$/, '').replace(/\/+$/, '');
}

/** The shop as an organisation (home pages): its name, address, logo and social profiles. */
export function organizationJsonLd({
  name,
  url,
  logoUrl,
  sameAs,
}: {
  name: string;
  url: string;
  logoUrl: string;
  sameAs: readonly string[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: clean(name),
    url,
    logo: logoUrl,
    ...(sameAs.length > 0 ? {sameAs: [...sameAs]} : {}),
  };
}

/**
 * The site (home pages), with the search box search engines may show under its result: its
 * search page in the page's language, the query in `q`.
 */
export function webSiteJsonLd({
  name,
  url,
  language,
  searchUrl,
}: {
  name: string;
  url: string;
  language: string;
  searchUrl: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: clean(name),
    url,
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}`},
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The trail from the home page to this one; the last entry is the page itself. */
export function breadcrumbJsonLd(trail: ReadonlyArray<{name: string; url: string}>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: clean(crumb.name),
      item: crumb.url,
    })),
  };
}

/** The part of an article (ARTICLE_QUERY) its JSON-LD is made from. */
export interface ArticleForJsonLd {
  title: string;
  publishedAt: string;
  excerpt?: string | null;
  authorV2?: {name: string} | null;
  image?: {url: string} | null;
}

/** A blog article: headline, date, author, picture, and the shop as its publisher. */
export function articleJsonLd(
  article: ArticleForJsonLd,
  {url, publisher, logoUrl, language}: {url: string; publisher: string; logoUrl: string; language: string},
): JsonLd {
  const author = clean(article.authorV2?.name);
  const description = clean(article.excerpt);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: clean(article.title),
    url,
    mainEntityOfPage: url,
    datePublished: article.publishedAt,
    inLanguage: language,
    ...(description ? {description} : {}),
    ...(article.image?.url ? {image: [article.image.url]} : {}),
    ...(author ? {author: {'@type': 'Person', name: author}} : {}),
    publisher: {'@type': 'Organization', name: clean(publisher), logo: {'@type': 'ImageObject', url: logoUrl}},
  };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
};

/** Text of an HTML fragment: tags dropped, the common entities read, white space collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The questions and answers of an FAQ page written as the shop writes it in the admin: each
 * question a heading (h2 to h4), its answer the text up to the next such heading.
 */
export function faqFromHtml(html: string): Array<{question: string; answer: string}> {
  const parts = html.split(/<h[2-4]\b[^>]*>/i).slice(1);
  return parts
    .map((part) => {
      const [question, answer = ''] = part.split(/<\/h[2-4]\s*>/i);
      return {question: textOf(question), answer: textOf(answer)};
    })
    .filter((entry) => entry.question && entry.answer);
}

/** An FAQ page's questions and answers, or null when it has none to give. */
export function faqPageJsonLd(entries: ReadonlyArray<{question: string; answer: string}>): JsonLd | null {
  if (entries.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: clean(entry.question),
      acceptedAnswer: {'@type': 'Answer', text: clean(entry.answer)},
    })),
  };
}
