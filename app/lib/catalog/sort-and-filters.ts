import type {ProductCollectionSortKeys, ProductFilter, ProductSortKeys} from '@shopify/hydrogen/storefront-api-types';

/** The eight sort orders of the gum spec, as URL values and Storefront sort keys. */
export const SORT_OPTIONS = [
  {value: 'featured', sortKey: 'COLLECTION_DEFAULT', reverse: false},
  {value: 'best-selling', sortKey: 'BEST_SELLING', reverse: false},
  {value: 'title-ascending', sortKey: 'TITLE', reverse: false},
  {value: 'title-descending', sortKey: 'TITLE', reverse: true},
  {value: 'price-ascending', sortKey: 'PRICE', reverse: false},
  {value: 'price-descending', sortKey: 'PRICE', reverse: true},
  {value: 'created-ascending', sortKey: 'CREATED', reverse: false},
  {value: 'created-descending', sortKey: 'CREATED', reverse: true},
] as const satisfies ReadonlyArray<{value: string; sortKey: ProductCollectionSortKeys; reverse: boolean}>;

export type SortOption = (typeof SORT_OPTIONS)[number];

/** Products on one page of a collection. */
export const COLLECTION_PAGE_SIZE = 12;

export const IN_STOCK = 'in-stock';
export const OUT_OF_STOCK = 'out-of-stock';
/** Prices above this are not a filter anyone means; it also keeps numbers sane for the API. */
const MAX_PRICE = 10_000_000;

/** What the filter panel shows as chosen, read back from the URL. */
export interface CollectionFilterState {
  sort: SortOption;
  inStock: boolean;
  outOfStock: boolean;
  minPrice: number | null;
  maxPrice: number | null;
}

function parsePrice(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? Math.min(price, MAX_PRICE) : null;
}

/**
 * Sort and filters from the URL (`sort`, `availability`, `price_min`, `price_max`):
 * unknown values fall back to the defaults and a reversed price range is turned round,
 * so any URL gives a page, never an error.
 */
export function parseCollectionParams(params: URLSearchParams): CollectionFilterState {
  const sort = SORT_OPTIONS.find((option) => option.value === params.get('sort')) ?? SORT_OPTIONS[0];
  const availability = params.getAll('availability');
  let minPrice = parsePrice(params.get('price_min'));
  let maxPrice = parsePrice(params.get('price_max'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    sort,
    inStock: availability.includes(IN_STOCK),
    outOfStock: availability.includes(OUT_OF_STOCK),
    minPrice,
    maxPrice,
  };
}

/** The Storefront `filters` argument for the chosen state; both or neither availability means no filter. */
export function storefrontFilters(state: CollectionFilterState): ProductFilter[] {
  const filters: ProductFilter[] = [];
  if (state.inStock !== state.outOfStock) filters.push({available: state.inStock});
  if (state.minPrice !== null || state.maxPrice !== null) {
    filters.push({
      price: {
        ...(state.minPrice !== null ? {min: state.minPrice} : {}),
        ...(state.maxPrice !== null ? {max: state.maxPrice} : {}),
      },
    });
  }
  return filters;
}

/** The root `products` list's sort keys for the collection sort orders; "featured" is the best sellers first. */
const PRODUCTS_SORT_KEYS: Record<ProductCollectionSortKeys, ProductSortKeys> = {
  BEST_SELLING: 'BEST_SELLING',
  COLLECTION_DEFAULT: 'BEST_SELLING',
  CREATED: 'CREATED_AT',
  ID: 'ID',
  MANUAL: 'BEST_SELLING',
  PRICE: 'PRICE',
  RELEVANCE: 'RELEVANCE',
  TITLE: 'TITLE',
};

/**
 * The same choices for the root `products` list (all products, when the shop has no `all`
 * collection): it has no `filters` argument, so they go into its search syntax.
 */
export function allProductsArguments(state: CollectionFilterState): {
  sortKey: ProductSortKeys;
  reverse: boolean;
  query: string | null;
} {
  const terms: string[] = [];
  if (state.inStock !== state.outOfStock) terms.push(`available_for_sale:${state.inStock}`);
  if (state.minPrice !== null) terms.push(`variants.price:>=${state.minPrice}`);
  if (state.maxPrice !== null) terms.push(`variants.price:<=${state.maxPrice}`);
  return {
    sortKey: PRODUCTS_SORT_KEYS[state.sort.sortKey],
    reverse: state.sort.reverse,
    query: terms.length > 0 ? terms.join(' ') : null,
  };
}
