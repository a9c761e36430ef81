/**
 * schema.org structured data (JSON-LD) for search engines, built from Storefront data by
 * pure functions; routes emit it through Remix `meta` as `{'script:ld+json': ...}`.
 */
import {parseRating} from '~/lib/product';

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

export interface ProductJsonLd {
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
}

/**
 * Remix writes `script:ld+json` into the page as JSON.stringify's output, unescaped, so text
 * that could end the script element or open an HTML comment in it (`</script`, `<!--`) must
 * not reach it. Only those sequences change (their `<` becomes a full-width ＜); "a < b" stays.
 */
function scriptSafe(text: string): string {
  return text.replace(/<(?=\/|!|script)/gi, '\uFF1C');
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
