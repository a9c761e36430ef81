/**
 * Product lists (collection products, `products`, `search`, `predictiveSearch`):
 * query matching, product filters with facet counts, and sort keys.
 */
import {stripHtml, type Ctx} from './context';
import {connection, type ConnectionArgs, type Entry} from './connection';
import type {SortKey} from './ids';
import type {Product} from './catalog';
import type {Article, Page} from './content';

// ---------------------------------------------------------------------------
// query strings
// ---------------------------------------------------------------------------

export interface ParsedQuery {
  /** plain words, lower case; each must match somewhere */
  terms: string[];
  tags: string[];
  productTypes: string[];
  vendors: string[];
  titles: string[];
  available: boolean | null;
}

const FIELD_TERM = /\b(tag|product_type|vendor|title|available_for_sale):(?:"([^"]*)"|'([^']*)'|(\S+))/gi;

/**
 * Plain words plus the bits of Shopify's search syntax the storefront uses
 * (`tag:`, `product_type:`, `vendor:`, `title:`, `available_for_sale:`).
 * Quotes are dropped; `AND` is implied; a trailing `*` (prefix search) is dropped.
 */
export function parseQuery(query: string | null | undefined): ParsedQuery {
  const parsed: ParsedQuery = {terms: [], tags: [], productTypes: [], vendors: [], titles: [], available: null};
  const rest = (query ?? '').replace(FIELD_TERM, (_match, field: string, dq?: string, sq?: string, bare?: string) => {
    const value = (dq ?? sq ?? bare ?? '').toLowerCase();
    switch (field.toLowerCase()) {
      case 'tag':
        parsed.tags.push(value);
        break;
      case 'product_type':
        parsed.productTypes.push(value);
        break;
      case 'vendor':
        parsed.vendors.push(value);
        break;
      case 'title':
        parsed.titles.push(value);
        break;
      default:
        parsed.available = value === 'true';
    }
    return ' ';
  });
  parsed.terms = rest
    .replace(/["']/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== 'AND')
    .map((word) => word.replace(/\*+$/, '').toLowerCase())
    .filter(Boolean);
  return parsed;
}

const isEmpty = (query: ParsedQuery) =>
  !query.terms.length &&
  !query.tags.length &&
  !query.productTypes.length &&
  !query.vendors.length &&
  !query.titles.length &&
  query.available === null;

/** Every term appears in at least one of the texts (case-insensitive substring). */
const allTermsIn = (terms: string[], texts: Array<string | undefined>) => {
  const haystack = texts.filter(Boolean).join('\n').toLowerCase();
  return terms.every((term) => haystack.includes(term));
};

/** English, plus the Hindi text when the request is in Hindi. */
const texts = (ctx: Ctx, en: string, hi: string | undefined) => (ctx.lang === 'HI' && hi ? [en, hi] : [en]);

function productTexts(product: Product, ctx: Ctx) {
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

function productMatches(product: Product, query: ParsedQuery, ctx: Ctx): boolean {
  const {seed} = product;
  const lower = (list: string[]) => list.map((value) => value.toLowerCase());
  const {title, all} = productTexts(product, ctx);
  return (
    query.tags.every((tag) => lower(seed.tags).includes(tag)) &&
    query.productTypes.every((type) => seed.productType.toLowerCase() === type) &&
    query.vendors.every((vendor) => seed.vendor.toLowerCase() === vendor) &&
    query.titles.every((word) => allTermsIn([word], title)) &&
    (query.available === null || product.availableForSale === query.available) &&
    allTermsIn(query.terms, all)
  );
}

/** How many query terms the title contains: the first relevance signal. */
const titleHits = (terms: string[], titleTexts: string[]) => {
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
function filterGroups(filters: ProductFilterInput[] | null | undefined): FilterGroups {
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

const passes = (product: Product, groups: FilterGroups, except?: string) =>
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
function filterList(products: Product[], filters: ProductFilterInput[] | null | undefined, ctx: Ctx) {
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

function productSortKey(product: Product, sortKey: string, ctx: Ctx, position: number, terms: string[]): SortKey {
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
  ctx: Ctx,
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

// ---------------------------------------------------------------------------
// search and predictive search
// ---------------------------------------------------------------------------

export interface SearchArgs extends ConnectionArgs {
  query: string;
  types?: string[] | null;
  sortKey?: string | null;
  productFilters?: ProductFilterInput[] | null;
  unavailableProducts?: string | null;
}

const pageMatches = (page: Page, terms: string[], ctx: Ctx) =>
  allTermsIn(terms, [
    ...texts(ctx, page.seed.title, page.seed.hi?.title),
    ...texts(ctx, stripHtml(page.seed.bodyHtml), page.seed.hi?.bodyHtml && stripHtml(page.seed.hi.bodyHtml)),
  ]);

const articleMatches = (article: Article, terms: string[], ctx: Ctx) =>
  allTermsIn(terms, [
    ...texts(ctx, article.seed.title, article.seed.hi?.title),
    ...texts(ctx, article.seed.excerpt, article.seed.hi?.excerpt),
    ...texts(
      ctx,
      stripHtml(article.seed.contentHtml),
      article.seed.hi?.contentHtml && stripHtml(article.seed.hi.contentHtml),
    ),
    ...article.seed.tags,
    article.seed.authorName,
  ]);

/**
 * `search`: products, then pages, then articles. Products are ordered by
 * relevance (title hits, then best selling) or price; `unavailableProducts`
 * LAST (the default) moves sold-out products after the rest, HIDE drops them.
 * Keys are numeric so `reverse` can flip the sort values while the type and
 * availability grouping stay put.
 */
export function search(args: SearchArgs, ctx: Ctx) {
  const {store} = ctx;
  const query = parseQuery(args.query);
  if (isEmpty(query)) {
    return {...connection([], args, ctx.lang), totalCount: 0, productFilters: []};
  }
  const types = args.types ?? ['PRODUCT', 'PAGE', 'ARTICLE'];
  const sign = args.reverse ? -1 : 1;
  const unavailable = args.unavailableProducts ?? 'LAST';
  const matched = types.includes('PRODUCT') ? store.products.filter((p) => productMatches(p, query, ctx)) : [];
  const groups = filterGroups(args.productFilters);
  const entries: Array<Entry<Product | Page | Article>> = matched
    .filter((product) => passes(product, groups) && (unavailable !== 'HIDE' || product.availableForSale))
    .map((product) => {
      const group = unavailable === 'LAST' && !product.availableForSale ? 1 : 0;
      const values =
        args.sortKey === 'PRICE'
          ? [product.minPricePaise, 0]
          : [-titleHits(query.terms, productTexts(product, ctx).title), product.seed.salesRank];
      return {node: product, key: [0, group, sign * values[0], sign * values[1], product.n]};
    });
  // Pages and articles have no tags, types or stock: only plain words find them.
  const plainWords = query.terms.length > 0;
  if (types.includes('PAGE') && plainWords) {
    for (const page of store.pages.filter((p) => pageMatches(p, query.terms, ctx))) {
      entries.push({node: page, key: [1, 0, -sign * titleHits(query.terms, [page.title(null, ctx)]), 0, page.n]});
    }
  }
  if (types.includes('ARTICLE') && plainWords) {
    for (const article of store.articles.filter((a) => articleMatches(a, query.terms, ctx))) {
      entries.push({
        node: article,
        key: [2, 0, -sign * titleHits(query.terms, [article.title(null, ctx)]), 0, article.n],
      });
    }
  }
  return {
    ...connection(entries, {...args, reverse: false}, ctx.lang),
    totalCount: entries.length,
    productFilters: () => filterList(matched, args.productFilters, ctx),
  };
}

export interface PredictiveSearchArgs {
  query: string;
  limit?: number | null;
  limitScope?: string | null;
  types?: string[] | null;
  unavailableProducts?: string | null;
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `predictiveSearch`: up to `limit` (1..10, default 10) results per type with
 * limitScope EACH, or in total (products first) with ALL, the default.
 * Query suggestions are the matching product titles, the typed part marked.
 */
export function predictiveSearch(args: PredictiveSearchArgs, ctx: Ctx) {
  const {store} = ctx;
  const query = parseQuery(args.query);
  const empty = {products: [], collections: [], pages: [], articles: [], queries: []};
  if (query.terms.length === 0) return empty;
  const limit = Math.min(10, Math.max(1, args.limit ?? 10));
  const types = args.types ?? ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'];
  const unavailable = args.unavailableProducts ?? 'LAST';
  const relevance = (product: Product) =>
    [
      unavailable === 'LAST' && !product.availableForSale ? 1 : 0,
      -titleHits(query.terms, productTexts(product, ctx).title),
      product.seed.salesRank,
      product.n,
    ] as const;
  const byKey = (a: readonly number[], b: readonly number[]) => {
    const i = a.findIndex((value, k) => value !== b[k]);
    return i === -1 ? 0 : a[i] - b[i];
  };
  const products = types.includes('PRODUCT')
    ? store.products
        .filter((p) => productMatches(p, query, ctx) && (unavailable !== 'HIDE' || p.availableForSale))
        .sort((a, b) => byKey(relevance(a), relevance(b)))
    : [];
  const collections = types.includes('COLLECTION')
    ? store.collections.filter((c) => allTermsIn(query.terms, texts(ctx, c.seed.title, c.seed.hi?.title)))
    : [];
  const pages = types.includes('PAGE') ? store.pages.filter((p) => pageMatches(p, query.terms, ctx)) : [];
  const articles = types.includes('ARTICLE') ? store.articles.filter((a) => articleMatches(a, query.terms, ctx)) : [];
  const typed = query.terms.join(' ');
  const suggest = (text: string) => {
    const at = text.indexOf(typed);
    if (at === -1) return escapeHtml(text);
    const [before, rest] = [text.slice(0, at), text.slice(at + typed.length)];
    return `${escapeHtml(before)}${escapeHtml(typed)}<mark>${escapeHtml(rest)}</mark>`;
  };
  const queries = types.includes('QUERY')
    ? [...new Set(products.map((p) => p.title(null, ctx).toLowerCase()))]
        .slice(0, limit)
        .map((text) => ({text, styledText: suggest(text), trackingParameters: null}))
    : [];
  if (args.limitScope === 'EACH') {
    return {
      products: products.slice(0, limit),
      collections: collections.slice(0, limit),
      pages: pages.slice(0, limit),
      articles: articles.slice(0, limit),
      queries,
    };
  }
  let left = limit;
  const take = <T>(list: T[]) => {
    const taken = list.slice(0, left);
    left -= taken.length;
    return taken;
  };
  return {
    products: take(products),
    collections: take(collections),
    pages: take(pages),
    articles: take(articles),
    queries,
  };
}
