import {getProductOptions} from '@shopify/hydrogen';
import type {ProductQuery} from 'storefrontapi.generated';
import {SELLING_PLAN_PARAM} from '~/lib/catalog/selling-plans';

export type ProductWithOptions = Parameters<typeof getProductOptions>[0];

/** One value of a choice, as the product page links to it. */
export interface ProductChoiceValue {
  name: string;
  /** false: no variant has this value with the other selected values */
  exists: boolean;
  /** the product the value's variant belongs to (combined listings link to another product) */
  handle: string;
  /** the search part of the value's link (`Size=Large`) */
  variantUriQuery: string;
  selected: boolean;
  available: boolean;
}

export interface ProductChoice {
  name: string;
  optionValues: ProductChoiceValue[];
}

/**
 * The product's options with more than one value (pack size, strength, colour), each value
 * with what its link needs. Worked out on the server, so the page's JavaScript needs none of
 * Hydrogen's option code. A chosen subscription plan stays chosen across the values' links.
 */
export function productChoices(product: ProductWithOptions, sellingPlanId: string | null = null): ProductChoice[] {
  const planQuery = sellingPlanId ? `&${new URLSearchParams({[SELLING_PLAN_PARAM]: sellingPlanId}).toString()}` : '';
  return getProductOptions(product)
    .filter((option) => option.optionValues.length > 1)
    .map((option) => ({
      name: option.name,
      optionValues: option.optionValues.map(({name, exists, handle, variantUriQuery, selected, available}) => ({
        name,
        exists,
        handle,
        // A value no variant has gets no link, and so no plan.
        variantUriQuery: variantUriQuery ? `${variantUriQuery}${planQuery}` : variantUriQuery,
        selected,
        available,
      })),
    }));
}

type QueriedProduct = NonNullable<ProductQuery['product']>;
type QueriedVariant = NonNullable<QueriedProduct['selectedOrFirstAvailableVariant']>;

/** What a product page's browser code reads of its product: the page, its view event, recently viewed. */
export type PageProduct = Pick<
  QueriedProduct,
  'id' | 'handle' | 'title' | 'vendor' | 'descriptionHtml' | 'images' | 'byline' | 'rating' | 'ratingCount'
> & {selectedOrFirstAvailableVariant: Omit<QueriedVariant, 'sellingPlanAllocations'> | null};

/**
 * The product as its page carries it. The options, the adjacent variants, the plain description, the
 * SEO fields and the plans are read on the server only (the choices' links, the purchase options, the
 * head tags): on groom's six-blade razor they were 6 KB of the page's 13 KB of product data.
 */
export function pageProduct(product: QueriedProduct): PageProduct {
  const {id, handle, title, vendor, descriptionHtml, images, byline, rating, ratingCount} = product;
  const variant = product.selectedOrFirstAvailableVariant;
  let shownVariant: PageProduct['selectedOrFirstAvailableVariant'] = null;
  if (variant) {
    const {sellingPlanAllocations: _readOnTheServer, ...rest} = variant;
    shownVariant = rest;
  }
  return {
    id,
    handle,
    title,
    vendor,
    descriptionHtml,
    images,
    byline,
    rating,
    ratingCount,
    selectedOrFirstAvailableVariant: shownVariant,
  };
}
