import {describe, expect, it} from 'vitest';
import {createStorefrontExecutor} from '../../../emulator/executor';
import {gql, groomWithProducts, newExecutor, PUBLIC_URL, seeds} from './helpers';

const executor = newExecutor();

const PAGE = `query ($type: SitemapType!, $page: Int!, $language: LanguageCode) @inContext(language: $language) {
  sitemap(type: $type) {
    pagesCount { count precision }
    resources(page: $page) {
      hasNextPage
      items { __typename handle updatedAt ... on SitemapResource { title image { alt filepath updatedAt } } }
    }
  }
}`;

interface Answer {
  sitemap: {
    pagesCount: {count: number; precision: string};
    resources: {
      hasNextPage: boolean;
      items: Array<{
        __typename: string;
        handle: string;
        updatedAt: string;
        title: string;
        image: {alt: string; filepath: string; updatedAt: string} | null;
      }>;
    };
  };
}

const page = (type: string, n = 1, brand: 'groom' | 'gum' = 'groom', executorUsed = executor, language = 'EN') =>
  gql<Answer>(executorUsed, brand, PAGE, {type, page: n, language}).then((data) => data.sitemap);

describe('sitemap(type:)', () => {
  it('lists every product, collection, page and blog of the brand, in seed order, on one page', async () => {
    for (const brand of ['groom', 'gum'] as const) {
      const seed = seeds[brand];
      for (const [type, handles] of [
        ['PRODUCT', seed.products.map((p) => p.handle)],
        ['COLLECTION', seed.collections.map((c) => c.handle)],
        ['PAGE', seed.pages.map((p) => p.handle)],
        ['BLOG', seed.blogs.map((b) => b.handle)],
      ] as const) {
        const sitemap = await page(type, 1, brand);
        expect(
          sitemap.resources.items.map((item) => item.handle),
          `${brand} ${type}`,
        ).toEqual(handles);
        expect(sitemap.pagesCount).toEqual({count: handles.length ? 1 : 0, precision: 'EXACT'});
        expect(sitemap.resources.hasNextPage).toBe(false);
      }
    }
  });

  it("gives an article its blog's handle too, as the article's address has it", async () => {
    const sitemap = await page('ARTICLE', 1, 'gum');
    const expected = seeds.gum.blogs.flatMap((blog) =>
      blog.articles.map((article) => `${blog.handle}/${article.handle}`),
    );
    expect(sitemap.resources.items.map((item) => item.handle)).toEqual(expected);
    expect(sitemap.resources.items[0].updatedAt).toBe(seeds.gum.blogs[0].articles[0].publishedAt);
  });

  it('dates each record the same way on every run: products by their date, blogs by their newest article', async () => {
    const products = await page('PRODUCT');
    expect(products.resources.items[0].updatedAt).toBe(seeds.groom.products[0].createdAt);
    const blogs = await page('BLOG');
    const newest = seeds.groom.blogs[0].articles
      .map((article) => article.publishedAt)
      .sort()
      .at(-1);
    expect(blogs.resources.items[0].updatedAt).toBe(newest);
    expect(await page('PRODUCT')).toEqual(products);
    for (const item of [...products.resources.items, ...blogs.resources.items]) {
      expect(new Date(item.updatedAt).toISOString().replace('.000', '')).toBe(item.updatedAt);
    }
  });

  it('answers SitemapResource with a title in the asked language and the first image', async () => {
    const [seeded] = seeds.gum.products;
    const [english] = (await page('PRODUCT', 1, 'gum')).resources.items;
    expect(english).toMatchObject({__typename: 'SitemapResource', title: seeded.title});
    expect(english.image?.filepath).toBe(`${PUBLIC_URL}/images/gum/${seeded.images[0].id}.svg`);
    const [hindi] = (await page('PRODUCT', 1, 'gum', executor, 'HI')).resources.items;
    expect(hindi.title).toBe(seeded.hi?.title);
    expect(hindi.handle).toBe(seeded.handle);
  });

  it('has no metaobject pages: no seeded type is rendered as a page', async () => {
    const sitemap = await page('METAOBJECT');
    expect(sitemap.pagesCount.count).toBe(0);
    expect(sitemap.resources).toEqual({hasNextPage: false, items: []});
  });

  it('pages by 250 from page 1, saying whether another page follows', async () => {
    const big = createStorefrontExecutor({publicUrl: PUBLIC_URL, seeds: {...seeds, groom: groomWithProducts(600)}});
    const first = await page('PRODUCT', 1, 'groom', big);
    const third = await page('PRODUCT', 3, 'groom', big);
    const fourth = await page('PRODUCT', 4, 'groom', big);
    expect(first.pagesCount.count).toBe(3);
    expect(first.resources.items).toHaveLength(250);
    expect(first.resources.hasNextPage).toBe(true);
    expect(first.resources.items[249].handle).toMatch(/-250$/);
    expect(third.resources.items).toHaveLength(100);
    expect(third.resources.items[0].handle).toMatch(/-501$/);
    expect(third.resources.hasNextPage).toBe(false);
    expect(fourth.resources).toEqual({hasNextPage: false, items: []});

    const exactly = createStorefrontExecutor({publicUrl: PUBLIC_URL, seeds: {...seeds, groom: groomWithProducts(250)}});
    const only = await page('PRODUCT', 1, 'groom', exactly);
    expect(only.pagesCount.count).toBe(1);
    expect(only.resources.hasNextPage).toBe(false);
  });

  it('refuses a page below 1', async () => {
    const result = await executor.execute({
      brand: 'groom',
      query: '{ sitemap(type: PRODUCT) { resources(page: 0) { items { handle } } } }',
    });
    expect(result.errors?.[0]).toMatchObject({extensions: {code: 'BAD_REQUEST'}});
  });

  it("answers Hydrogen's sitemap index query, which asks for every type at once", async () => {
    const data = await gql(
      executor,
      'gum',
      `query SitemapIndex {
        products: sitemap(type: PRODUCT) { pagesCount { count } }
        collections: sitemap(type: COLLECTION) { pagesCount { count } }
        articles: sitemap(type: ARTICLE) { pagesCount { count } }
        pages: sitemap(type: PAGE) { pagesCount { count } }
        blogs: sitemap(type: BLOG) { pagesCount { count } }
        metaObjects: sitemap(type: METAOBJECT) { pagesCount { count } }
      }`,
    );
    expect(data).toEqual({
      products: {pagesCount: {count: 1}},
      collections: {pagesCount: {count: 1}},
      articles: {pagesCount: {count: 1}},
      pages: {pagesCount: {count: 1}},
      blogs: {pagesCount: {count: 1}},
      metaObjects: {pagesCount: {count: 0}},
    });
  });
});
