import type {EventProduct} from './catalogue';
import type {NamedEvent} from './track';

/** What the product page's loader hands over (PRODUCT_QUERY), as far as its view event reads it. */
interface ProductPageData {
  product: {
    id: string;
    title: string;
    vendor: string;
    selectedOrFirstAvailableVariant?: {id: string; title: string; price: {amount: string}} | null;
  };
}

interface CollectionPageData {
  collection: {id: string; handle: string};
}

export interface RouteView {
  /** the same page and thing shown again (a variant chosen, a filter set) is no new view */
  key: string;
  event: NamedEvent;
  /** the product whose image carousel is watched on this page */
  carouselProduct?: {productId: string; productName: string};
}

const PRODUCT_ROUTE = /\(\$locale\)\.products\.\$handle$/;
const COLLECTION_ROUTE = /\(\$locale\)\.collections\.\$handle$/;

/**
 * The view event a page makes, read from its route's loader data by the analytics runtime, so
 * the product and collection pages carry no analytics code in their first load.
 */
export function routeViewOf(routeId: string | undefined, data: unknown): RouteView | null {
  if (!routeId || !data || typeof data !== 'object') return null;
  if (PRODUCT_ROUTE.test(routeId) && 'product' in data) {
    const {product} = data as ProductPageData;
    const variant = product.selectedOrFirstAvailableVariant ?? null;
    const viewed: EventProduct = {
      productId: product.id,
      variantId: variant?.id ?? '',
      productName: product.title,
      variantName: variant?.title ?? '',
      price: Number(variant?.price.amount ?? 0),
      quantity: 1,
      vendor: product.vendor,
    };
    return {
      key: product.id,
      event: {name: 'product_viewed', payload: {products: [viewed]}},
      carouselProduct: {productId: product.id, productName: product.title},
    };
  }
  if (COLLECTION_ROUTE.test(routeId) && 'collection' in data) {
    const {collection} = data as CollectionPageData;
    return {
      key: collection.id,
      event: {name: 'collection_viewed', payload: {collectionId: collection.id, collectionHandle: collection.handle}},
    };
  }
  return null;
}
