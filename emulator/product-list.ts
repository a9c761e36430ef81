/**
 * Product lists (collection products, `products`, and the product part of
 * `search` / `predictiveSearch`): query matching, product filters with facet
 * counts, and sort keys.
 */
import {connection, type ConnectionArgs} from './connection';
import type {SortKey} from './ids';
import type {Product} from './catalog';
import {allTermsIn, parseQuery, texts, type ParsedQuery} from './query';
import {stripHtml} from './text';
import type {LangContext} from './types';

export function productTexts(product: Product, ctx: LangContext) {
  const {seed} = product;
  return {
    title: texts(ctx, seed.title, seed.hi?.title),
    all: [
      ...texts(ctx, seed.title, seed.hi?.title),
      seed.productType,
      seed.vendor,
      ...seed.tags,
      ...texts(ctx, stripHtml(seed.descriptionHtml), seed.hi?.descriptionHtml && stripHtml(seed.hi.descriptionHtml)),
    ],
  };
}

export function productMatches(product: Product, query: ParsedQuery, ctx: LangContext): boolean {
  const {seed} = product;
  const lower = (list: string[]) => list.map((value) => value.toLowerCase());
  const {title, all} = productTexts(product, ctx);
  return (
    query.tags.every((tag) => lower(seed.tags).includes(tag)) &&
    query.productTypes.every((type) => seed.productType.toLowerCase() === type) &&
    query.vendors.every((vendor) => seed.vendor.toLowerCase() === vendor) &&
    query.titles.every((word) => allTermsIn([word], title)) &&
    (query.available === null || product.availableForSale === query.available) &&
    // The product's lowest price stands for its variants': enough for the seeded catalogues.
    (query.minPrice === null || product.minPricePaise >= query.minPrice * 100) &&
    (query.maxPrice === null || product.minPricePaise <= query.maxPrice * 100) &&
    allTermsIn(query.terms, all)
  );
}

/** How many query terms the title contains: the first relevance signal. */
export const titleHits = (terms: string[], titleTexts: string[]) => {
  const title = titleTexts.join('\n').toLowerCase();
  return terms.filter((term) => title.includes(term)).length;
};

// ---------------------------------------------------------------------------
// product filters (ProductFilter input) and the Filter list
// ---------------------------------------------------------------------------

export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
}

type Predicate = (product: Product) => boolean;
type FilterGroups = Map<string, Predicate[]>;

/**
 * Filters of one kind are alternatives (two tags: either), different kinds
 * must all hold, as in Shopify's storefront filtering. Category and taxonomy
 * filters have no seed data and are ignored.
 */
export function filterGroups(filters: ProductFilterInput[] | null | undefined): FilterGroups {
  const groups: FilterGroups = new Map();
  const add = (group: string, predicate: Predicate) => groups.set(group, [...(groups.get(group) ?? []), predicate]);
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (const filter of filters ?? []) {
    if (filter.available != null) add('available', (p) => p.availableForSale === filter.available);
    if (filter.price) {
      const min = Math.round((filter.price.min ?? 0) * 100);
      const max = filter.price.max == null ? Infinity : Math.round(filter.price.max * 100);
      add('price', (p) => p.variantList.some((v) => v.pricePaise >= min && v.pricePaise <= max));
    }
    if (filter.productType != null) add('productType', (p) => same(p.productType, filter.productType!));
    if (filter.productVendor != null) add('productVendor', (p) => same(p.vendor, filter.productVendor!));
    if (filter.tag != null) add('tag', (p) => p.tags.some((tag) => same(tag, filter.tag!)));
    if (filter.variantOption) {
      const {name, value} = filter.variantOption;
      add('variantOption', (p) =>
        p.variantList.some((v) => Object.entries(v.seed.options).some(([n, val]) => same(n, name) && same(val, value))),
      );
    }
    if (filter.productMetafield) {
      const {namespace, key, value} = filter.productMetafield;
      add('productMetafield', (p) =>
        p.seed.metafields.some((m) => m.namespace === namespace && m.key === key && m.value === value),
      );
    }
  }
  return groups;
}

export const passes = (product: Product, groups: FilterGroups, except?: string) =>
  [...groups].every(([group, predicates]) => group === except || predicates.some((predicate) => predicate(product)));

const LABELS = {
  EN: {
    availability: 'Availability',
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    price: 'Price',
    type: 'Product type',
  },
  HI: {
    availability: 'उपलब्धता',
    inStock: 'स्टॉक में',
    outOfStock: 'स्टॉक में नहीं',
    price: 'कीमत',
    type: 'उत्पाद प्रकार',
  },
};

/**
 * The facets Shopify's Search & Discovery app shows by default. Each count
 * applies the other active filters but not the facet's own, so picking
 * "In stock" still shows how many are out of stock.
 */
export function filterList(products: Product[], filters: ProductFilterInput[] | null | undefined, ctx: LangContext) {
  if (products.length === 0) return [];
  const groups = filterGroups(filters);
  const labels = LABELS[ctx.lang];
  const value = (id: string, label: string, count: number, input: unknown) => ({
    id,
    label,
    count,
    input: JSON.stringify(input),
    image: null,
    swatch: null,
  });
  const forAvailability = products.filter((p) => passes(p, groups, 'available'));
  const forType = products.filter((p) => passes(p, groups, 'productType'));
  const types = [...new Set(products.map((p) => p.productType).filter(Boolean))].sort();
  const maxPrice = Math.max(...products.flatMap((p) => p.variantList.map((v) => v.pricePaise))) / 100;
  return [
    {
      id: 'filter.v.availability',
      label: labels.availability,
      type: 'LIST',
      presentation: null,
      values: [
        value('filter.v.availability.1', labels.inStock, forAvailability.filter((p) => p.availableForSale).length, {
          available: true,
        }),
        value('filter.v.availability.0', labels.outOfStock, forAvailability.filter((p) => !p.availableForSale).length, {
          available: false,
        }),
      ],
    },
    {
      id: 'filter.v.price',
      label: labels.price,
      type: 'PRICE_RANGE',
      presentation: null,
      values: [value('filter.v.price', labels.price, 0, {price: {min: 0, max: maxPrice}})],
    },
    {
      id: 'filter.p.product_type',
      label: labels.type,
      type: 'LIST',
      presentation: null,
      values: types.map((type) =>
        value(`filter.p.product_type.${type}`, type, forType.filter((p) => p.productType === type).length, {
          productType: type,
        }),
      ),
    },
  ];
}

// ---------------------------------------------------------------------------
// sorting and product connections
// ---------------------------------------------------------------------------

export interface ProductListArgs extends ConnectionArgs {
  sortKey?: string | null;
  filters?: ProductFilterInput[] | null;
  query?: string | null;
}

function productSortKey(
  product: Product,
  sortKey: string,
  ctx: LangContext,
  position: number,
  terms: string[],
): SortKey {
  const n = product.n;
  switch (sortKey) {
    case 'TITLE':
      return [product.title(null, ctx), n];
    case 'PRICE':
      return [product.minPricePaise, n];
    case 'CREATED':
    case 'CREATED_AT':
    case 'UPDATED_AT':
      return [Date.parse(product.createdAt), n];
    case 'BEST_SELLING':
      return [product.seed.salesRank, n];
    case 'PRODUCT_TYPE':
      return [product.productType, n];
    case 'VENDOR':
      return [product.vendor, n];
    case 'COLLECTION_DEFAULT':
    case 'MANUAL':
      return [position, n];
    case 'RELEVANCE':
      return terms.length
        ? [-titleHits(terms, productTexts(product, ctx).title), product.seed.salesRank, n]
        : [position, n];
    default:
      return [n];
  }
}

/**
 * A page of `products`: filtered by `query` (root `products`) or `filters`
 * (collections), sorted by `sortKey`; `manual` lists keep their seed order for
 * COLLECTION_DEFAULT / MANUAL / RELEVANCE.
 */
export function productConnection(
  products: Product[],
  args: ProductListArgs,
  ctx: LangContext,
  options: {manual: boolean; withFilters: boolean},
) {
  const query = parseQuery(args.query);
  const groups = filterGroups(args.filters);
  const sortKey = args.sortKey ?? (options.manual ? 'COLLECTION_DEFAULT' : 'ID');
  const entries = products.flatMap((product, position) =>
    productMatches(product, query, ctx) && passes(product, groups)
      ? [
          {
            node: product,
            key: productSortKey(product, sortKey, ctx, options.manual ? position : product.n, query.terms),
          },
        ]
      : [],
  );
  return {
    ...connection(entries, args, ctx.lang),
    filters: () => (options.withFilters ? filterList(products, args.filters, ctx) : []),
  };
}
