/**
 * `sitemap(type:)`: the online-store records a search engine should find, paged as Shopify pages
 * them (up to 250 items a page, pages numbered from 1, `hasNextPage` on each).
 */
import {GraphQLError} from 'graphql';
import type {Product} from './catalog';
import type {Collection} from './collection';
import {CONTENT_DATE, type Article, type Blog, type Page} from './content';
import type {ImageEntity} from './images';
import type {LangContext} from './types';

export type SitemapType = 'PRODUCT' | 'COLLECTION' | 'PAGE' | 'BLOG' | 'ARTICLE' | 'METAOBJECT';

const SITEMAP_PAGE_SIZE = 250;

/** What the sitemap needs of its shop (the store). */
interface SitemapShop {
  readonly products: readonly Product[];
  readonly collections: readonly Collection[];
  readonly pages: readonly Page[];
  readonly blogs: readonly Blog[];
  readonly articles: readonly Article[];
}

/** One record as the sitemap lists it, before it is shaped into a `SitemapResource`. */
interface Listed {
  handle: string;
  updatedAt: string;
  /** the product, collection, page, blog or article: its title in the request's language */
  record: {title(args: unknown, ctx: LangContext): string};
  image: ImageEntity | null;
}

const newest = (dates: string[], fallback: string) => dates.sort().pop() ?? fallback;

/** Seed order (Shopify lists by id); an article's handle carries its blog's, as its online-store path does. */
function listed(store: SitemapShop, type: SitemapType): Listed[] {
  switch (type) {
    case 'PRODUCT':
      return store.products.map((record) => ({
        handle: record.handle,
        updatedAt: record.updatedAt,
        record,
        image: record.imageList[0] ?? null,
      }));
    case 'COLLECTION':
      return store.collections.map((record) => ({
        handle: record.handle,
        updatedAt: record.updatedAt,
        record,
        image: record.image,
      }));
    case 'PAGE':
      return store.pages.map((record) => ({handle: record.handle, updatedAt: record.updatedAt, record, image: null}));
    case 'BLOG':
      // A blog changes when an article is published in it.
      return store.blogs.map((record) => ({
        handle: record.handle,
        updatedAt: newest(
          record.articleList.map((article) => article.publishedAt),
          CONTENT_DATE,
        ),
        record,
        image: null,
      }));
    case 'ARTICLE':
      return store.articles.map((record) => ({
        handle: `${record.blog.handle}/${record.handle}`,
        updatedAt: record.publishedAt,
        record,
        image: record.image,
      }));
    case 'METAOBJECT':
      // Only metaobject types with the online-store (renderable) capability are listed; the seeded
      // ones (offers, gift bundles) have none.
      return [];
  }
}

function sitemapResource({handle, updatedAt, record, image}: Listed) {
  return {
    __typename: 'SitemapResource',
    handle,
    updatedAt,
    title: (args: unknown, ctx: LangContext) => record.title(args, ctx),
    image: image && {
      alt: (args: unknown, ctx: LangContext) => image.altText(args, ctx),
      filepath: image.url(),
      updatedAt,
    },
  };
}

export function sitemap(store: SitemapShop, type: SitemapType) {
  const records = listed(store, type);
  return {
    pagesCount: {count: Math.ceil(records.length / SITEMAP_PAGE_SIZE), precision: 'EXACT'},
    resources(args: {page: number}) {
      if (args.page < 1) {
        throw new GraphQLError(`page must be at least 1, got ${args.page}`, {extensions: {code: 'BAD_REQUEST'}});
      }
      const start = (args.page - 1) * SITEMAP_PAGE_SIZE;
      return {
        items: records.slice(start, start + SITEMAP_PAGE_SIZE).map(sitemapResource),
        hasNextPage: start + SITEMAP_PAGE_SIZE < records.length,
      };
    },
  };
}
