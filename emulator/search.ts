/**
 * `search` and `predictiveSearch` over a shop's products, collections, pages
 * and articles.
 */
import type {Ctx} from './context';
import {connection, type ConnectionArgs, type Entry} from './connection';
import type {Product} from './catalog';
import type {Article, Page} from './content';
import {
  filterGroups,
  filterList,
  passes,
  productMatches,
  productTexts,
  titleHits,
  type ProductFilterInput,
} from './product-list';
import {allTermsIn, isEmpty, parseQuery, texts} from './query';
import {stripHtml} from './text';

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
 * Query suggestions are the titles of matching products that hold the typed words, titles that start
 * with them first, the completion marked.
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
  // The completion (everything the shopper did not type) is marked, as Shopify marks it.
  const suggest = (text: string) => {
    const at = text.indexOf(typed);
    const [before, rest] = [text.slice(0, at), text.slice(at + typed.length)];
    const marked = (part: string) => (part ? `<mark>${escapeHtml(part)}</mark>` : '');
    return `${marked(before)}${escapeHtml(typed)}${marked(rest)}`;
  };
  // Only titles holding what was typed are suggestions: a product found by its description is no completion.
  const queries = types.includes('QUERY')
    ? [...new Set(products.map((p) => p.title(null, ctx).toLowerCase()))]
        .filter((text) => text.includes(typed))
        .sort((a, b) => Number(!a.startsWith(typed)) - Number(!b.startsWith(typed)))
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
