import {describe, expect, it} from 'vitest';
import {gql, minPrice, newExecutor, seeds} from './helpers';

const executor = newExecutor();

const SEARCH = `#graphql
  query Search($query: String!, $first: Int, $after: String, $types: [SearchType!], $sortKey: SearchSortKeys,
      $reverse: Boolean, $unavailableProducts: SearchUnavailableProductsType, $productFilters: [ProductFilter!],
      $language: LanguageCode) @inContext(language: $language) {
    search(query: $query, first: $first, after: $after, types: $types, sortKey: $sortKey, reverse: $reverse,
        unavailableProducts: $unavailableProducts, productFilters: $productFilters) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { __typename ... on Product { handle availableForSale } ... on Page { handle } ... on Article { handle } }
      productFilters { id values { count input } }
    }
  }
`;

type SearchResult = {
  totalCount: number;
  pageInfo: {hasNextPage: boolean; endCursor: string | null};
  nodes: Array<{__typename: string; handle: string; availableForSale?: boolean}>;
  productFilters: Array<{id: string; values: Array<{count: number; input: string}>}>;
};

const search = (brand: 'groom' | 'gum', variables: Record<string, unknown>) =>
  gql<{search: SearchResult}>(executor, brand, SEARCH, {first: 250, ...variables}).then((d) => d.search);

const text = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Independent reading of the matching rule: every word somewhere in title, type, tags, vendor or description. */
function expectedProducts(brand: 'groom' | 'gum', query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return seeds[brand].products.filter((p) => {
    const haystack = [p.title, p.productType, p.vendor, ...p.tags, text(p.descriptionHtml)].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

const available = (p: {variants: Array<{quantityAvailable: number}>}) =>
  p.variants.some((v) => v.quantityAvailable > 0);

describe('search', () => {
  const word = 'trimmer';

  it('counts every matching product and pages through them', async () => {
    const expected = expectedProducts('groom', word);
    expect(expected.length).toBeGreaterThan(5);
    const all = await search('groom', {query: word, types: ['PRODUCT']});
    expect(all.totalCount).toBe(expected.length);
    expect(new Set(all.nodes.map((n) => n.handle))).toEqual(new Set(expected.map((p) => p.handle)));

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const result = await search('groom', {query: word, types: ['PRODUCT'], first: 4, after});
      expect(result.totalCount).toBe(expected.length);
      seen.push(...result.nodes.map((n) => n.handle));
      after = result.pageInfo.hasNextPage ? result.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(all.nodes.map((n) => n.handle));
  });

  it('puts sold-out products last by default and hides them on request', async () => {
    const query = 'razor';
    const last = await search('groom', {query, types: ['PRODUCT']});
    const flags = last.nodes.map((n) => n.availableForSale);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const hidden = await search('groom', {query, types: ['PRODUCT'], unavailableProducts: 'HIDE'});
    expect(hidden.totalCount).toBe(expectedProducts('groom', query).filter(available).length);
    expect(hidden.nodes.every((n) => n.availableForSale)).toBe(true);
  });

  it('sorts by price, and reversed', async () => {
    const expected = expectedProducts('groom', word).filter(available);
    const prices = (nodes: SearchResult['nodes']) =>
      nodes.map((n) => minPrice(seeds.groom.products.find((p) => p.handle === n.handle)!));
    const up = await search('groom', {query: word, types: ['PRODUCT'], sortKey: 'PRICE', unavailableProducts: 'HIDE'});
    expect(prices(up.nodes)).toEqual(expected.map(minPrice).sort((a, b) => a - b));
    const down = await search('groom', {
      query: word,
      types: ['PRODUCT'],
      sortKey: 'PRICE',
      reverse: true,
      unavailableProducts: 'HIDE',
    });
    expect(prices(down.nodes)).toEqual(expected.map(minPrice).sort((a, b) => b - a));
  });

  it('ranks title matches first', async () => {
    const result = await search('groom', {query: word, types: ['PRODUCT'], unavailableProducts: 'SHOW'});
    const inTitle = result.nodes.map((n) =>
      seeds.groom.products
        .find((p) => p.handle === n.handle)!
        .title.toLowerCase()
        .includes(word),
    );
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
  });

  it('applies productFilters and reports facets over all matches', async () => {
    const expected = expectedProducts('groom', word);
    const result = await search('groom', {query: word, types: ['PRODUCT'], productFilters: [{available: false}]});
    expect(result.totalCount).toBe(expected.filter((p) => !available(p)).length);
    const availability = result.productFilters.find((f) => f.id === 'filter.v.availability')!;
    expect(availability.values.map((v) => v.count)).toEqual([
      expected.filter(available).length,
      expected.filter((p) => !available(p)).length,
    ]);
  });

  it('finds pages and articles too', async () => {
    const pageSeed = seeds.groom.pages.find((p) => p.handle === 'faq') ?? seeds.groom.pages[0];
    const term = pageSeed.title.split(/\s+/)[0];
    const result = await search('groom', {query: term});
    expect(result.nodes.some((n) => n.__typename === 'Page' && n.handle === pageSeed.handle)).toBe(true);
    const article = seeds.groom.blogs[0].articles[0];
    const byTitle = await search('groom', {query: article.title, types: ['ARTICLE']});
    expect(byTitle.nodes.map((n) => n.handle)).toContain(article.handle);
    expect(byTitle.nodes.every((n) => n.__typename === 'Article')).toBe(true);
  });

  it('answers nothing for an empty query', async () => {
    const result = await search('groom', {query: '   '});
    expect(result.totalCount).toBe(0);
    expect(result.nodes).toEqual([]);
  });

  it('matches Hindi text in a Hindi request', async () => {
    const product = seeds.gum.products.find((p) => p.hi?.title)!;
    const hindiWord = product.hi!.title!.split(/\s+/)[0];
    const hindi = await search('gum', {query: hindiWord, types: ['PRODUCT'], language: 'HI'});
    expect(hindi.nodes.map((n) => n.handle)).toContain(product.handle);
    const english = await search('gum', {query: hindiWord, types: ['PRODUCT']});
    expect(english.nodes.map((n) => n.handle)).not.toContain(product.handle);
  });
});

describe('predictiveSearch', () => {
  const PREDICTIVE = `query Predictive($query: String!, $limit: Int, $limitScope: PredictiveSearchLimitScope, $types: [PredictiveSearchType!]) {
    predictiveSearch(query: $query, limit: $limit, limitScope: $limitScope, types: $types) {
      products { handle title }
      collections { handle title }
      pages { handle }
      articles { handle }
      queries { text styledText }
    }
  }`;

  it('answers products, collections and query suggestions per type with limitScope EACH', async () => {
    const {predictiveSearch} = await gql(executor, 'groom', PREDICTIVE, {query: 'trim', limit: 5, limitScope: 'EACH'});
    expect(predictiveSearch.products.length).toBe(5);
    expect(predictiveSearch.collections.map((c: {handle: string}) => c.handle)).toEqual(
      seeds.groom.collections.filter((c) => c.title.toLowerCase().includes('trim')).map((c) => c.handle),
    );
    expect(predictiveSearch.queries.length).toBeGreaterThan(0);
    expect(predictiveSearch.queries[0].styledText).toContain('trim');
  });

  it('caps the total with limitScope ALL and honours types', async () => {
    const all = await gql(executor, 'groom', PREDICTIVE, {query: 'trim', limit: 3});
    const {products, collections, pages, articles} = all.predictiveSearch;
    expect(products.length + collections.length + pages.length + articles.length).toBe(3);
    const onlyCollections = await gql(executor, 'groom', PREDICTIVE, {query: 'trim', types: ['COLLECTION']});
    expect(onlyCollections.predictiveSearch.products).toEqual([]);
    expect(onlyCollections.predictiveSearch.collections.length).toBeGreaterThan(0);
  });

  const SUGGEST = `query Suggest($query: String!, $language: LanguageCode) @inContext(language: $language) {
    predictiveSearch(query: $query, limit: 3, limitScope: EACH) {
      queries { text styledText }
      products { handle title }
      collections { handle title }
      pages { handle title }
      articles { handle title blog { handle } }
    }
  }`;
  const unmarked = (styled: string) => styled.replace(/<mark>.*?<\/mark>/g, '');

  it('suggests only queries that complete what was typed, the completion marked', async () => {
    const {predictiveSearch} = await gql(executor, 'groom', SUGGEST, {query: 'raz'});
    expect(predictiveSearch.queries.length).toBeGreaterThan(0);
    for (const {text, styledText} of predictiveSearch.queries) {
      expect(text).toContain('raz');
      expect(unmarked(styledText)).toBe('raz');
      const decoded = styledText
        .replace(/<\/?mark>/g, '')
        .replace(/&#(\d+);/g, (_: string, code: string) => String.fromCharCode(Number(code)));
      expect(decoded).toBe(text);
    }
    expect(predictiveSearch.collections.map((c: {handle: string}) => c.handle)).toContain('razors-1');
    expect(predictiveSearch.pages.map((p: {handle: string}) => p.handle)).toContain('razors-for-men');
    expect(predictiveSearch.articles[0].blog.handle).toBeTruthy();
  });

  it('answers in Hindi for a Hindi request: Hindi titles, Hindi suggestions', async () => {
    const product = seeds.gum.products.find((p) => p.hi?.title)!;
    const hindiWord = product.hi!.title!.split(/\s+/)[0];
    const {predictiveSearch} = await gql(executor, 'gum', SUGGEST, {query: hindiWord, language: 'HI'});
    expect(predictiveSearch.products.map((p: {title: string}) => p.title)).toContain(product.hi!.title);
    expect(predictiveSearch.queries.length).toBeGreaterThan(0);
    for (const {text, styledText} of predictiveSearch.queries) {
      expect(text).toContain(hindiWord);
      expect(unmarked(styledText)).toBe(hindiWord);
    }
    const english = await gql(executor, 'gum', SUGGEST, {query: hindiWord});
    expect(english.predictiveSearch.products).toEqual([]);
  });

  it('escapes what it echoes: markup typed comes back as text', async () => {
    const {predictiveSearch} = await gql(executor, 'groom', SUGGEST, {query: 'razor <img src=x>'});
    expect(JSON.stringify(predictiveSearch)).not.toContain('<img');
  });
});
