import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';
import {bundleCartLines, bundlePricing, type BundlePricing} from '~/lib/catalog/product';

type Field = {value?: string | null} | null | undefined;

/** A `gift_bundle` metaobject as the Storefront API answers it (fields by alias). */
export interface GiftBundleMetaobject<Reference> {
  handle: string;
  title?: Field;
  description?: Field;
  price?: Field;
  compareAtPrice?: Field;
  products?: {references?: {nodes: Reference[]} | null} | null;
}

type ProductReference = {
  __typename: string;
  selectedOrFirstAvailableVariant?: {id: string; availableForSale: boolean} | null;
};

export interface GiftBundle<Product> {
  handle: string;
  title: string;
  description: string;
  pricing: BundlePricing | null;
  currencyCode: CurrencyCode;
  products: Product[];
  /** one of each product's first available variant; null when the bundle cannot be bought whole */
  lines: Array<{merchandiseId: string; quantity: number}> | null;
}

/**
 * The bundle page's bundle from its metaobject: the handle stands in for a missing title,
 * references that are not products are left out, and the price fields become numbers.
 */
export function giftBundle<Reference extends ProductReference>(
  bundle: GiftBundleMetaobject<Reference>,
  currencyCode: CurrencyCode,
): GiftBundle<Extract<Reference, {__typename: 'Product'}>> {
  const products = (bundle.products?.references?.nodes ?? []).filter(
    (node): node is Extract<Reference, {__typename: 'Product'}> => node.__typename === 'Product',
  );
  return {
    handle: bundle.handle,
    title: bundle.title?.value ?? bundle.handle,
    description: bundle.description?.value ?? '',
    pricing: bundlePricing(bundle.price?.value, bundle.compareAtPrice?.value),
    currencyCode,
    products,
    lines: bundleCartLines(products),
  };
}

/** A bundle description's paragraphs: one per line, blank lines dropped. */
export function descriptionParagraphs(description: string): string[] {
  return description.split(/\n+/).filter((line) => line.trim());
}
