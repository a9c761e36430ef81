import {describe, expect, it} from 'vitest';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {
  checkPredictiveQuery,
  markedSegments,
  nextActiveIndex,
  predictiveSearchAnswer,
  suggestionCount,
  suggestionGroups,
} from '~/lib/catalog/predictive-search';

const product = (handle: string, title: string) =>
  ({handle, title, id: `gid://shopify/Product/${handle}`}) as ProductCardFragment;

describe('markedSegments', () => {
  it('keeps the marking of the completion as a flag, the text as text', () => {
    expect(markedSegments('<mark>kestrel six blade </mark>raz<mark>or</mark>')).toEqual([
      {text: 'kestrel six blade ', marked: true},
      {text: 'raz', marked: false},
      {text: 'or', marked: true},
    ]);
  });

  it('drops every other tag, and the content of scripts, so nothing from the API becomes markup', () => {
    expect(
      markedSegments('raz<mark>or</mark><img src=x onerror=alert(1)><script>alert(2)</script><b> blades</b>'),
    ).toEqual([
      {text: 'raz', marked: false},
      {text: 'or', marked: true},
      {text: ' blades', marked: false},
    ]);
    expect(markedSegments('<mark><a href="javascript:alert(1)">gel</a></mark>')).toEqual([{text: 'gel', marked: true}]);
  });

  it('decodes entities into the characters they stand for (shown as text, never parsed)', () => {
    expect(markedSegments('nose &#38; ear trim<mark>mer &lt;b&gt;</mark>')).toEqual([
      {text: 'nose & ear trim', marked: false},
      {text: 'mer <b>', marked: true},
    ]);
    expect(markedSegments('&#x1F6;&#0;&#xD800;&bogus;')).toEqual([{text: 'Ƕ&bogus;', marked: false}]);
  });

  it('keeps Hindi whole, and a stray "<" that is no tag', () => {
    expect(markedSegments('निकोटीन गम<mark> फ्रॉस्टी मिंट</mark>')).toEqual([
      {text: 'निकोटीन गम', marked: false},
      {text: ' फ्रॉस्टी मिंट', marked: true},
    ]);
    expect(markedSegments('under < 300')).toEqual([{text: 'under < 300', marked: false}]);
  });
});

describe('checkPredictiveQuery', () => {
  it('takes a query as the overlay sends it, folded', () => {
    expect(checkPredictiveQuery('  raz\u0000 ')).toEqual({ok: true, query: 'raz'});
    expect(checkPredictiveQuery('{ shop { name } }')).toEqual({ok: true, query: '{ shop { name } }'});
  });

  it('refuses a blank query and one longer than the overlay ever sends', () => {
    expect(checkPredictiveQuery(null)).toEqual({ok: false, problem: 'searchQueryMissing'});
    expect(checkPredictiveQuery(' \t ')).toEqual({ok: false, problem: 'searchQueryMissing'});
    expect(checkPredictiveQuery('r'.repeat(101))).toEqual({ok: false, problem: 'searchQueryTooLong'});
    expect(checkPredictiveQuery('र'.repeat(100))).toMatchObject({ok: true});
  });
});

const shopifyAnswer = {
  queries: [
    {text: 'razor', styledText: 'raz<mark>or</mark>'},
    {text: 'razor blades', styledText: '<b>broken</b>'},
    {text: 'a', styledText: 'a'},
    {text: 'b', styledText: 'b'},
  ],
  products: ['a', 'b', 'c', 'd'].map((handle) => product(handle, `Razor ${handle}`)),
  collections: [{id: 'c1', handle: 'razors-1', title: 'Razors'}],
  pages: [
    {id: 'p1', handle: 'razors-for-men', title: 'Razors for Men'},
    {id: 'p2', handle: 'faq', title: 'FAQ'},
  ],
  articles: [
    {id: 'a1', handle: 'razor-burn', title: 'Razor Burn', blog: {handle: 'shaving'}},
    {id: 'a2', handle: 'safety-razor', title: 'Safety Razors', blog: {handle: 'shaving'}},
  ],
};

describe('predictiveSearchAnswer', () => {
  const answer = predictiveSearchAnswer('raz', shopifyAnswer);

  it('shows at most 3 of a kind, and 3 pages and articles together, pages first', () => {
    expect(answer.queries.map((q) => q.text)).toEqual(['razor', 'razor blades', 'a']);
    expect(answer.products.map((p) => p.handle)).toEqual(['a', 'b', 'c']);
    expect(answer.pages.map((p) => p.handle)).toEqual(['razors-for-men', 'faq']);
    expect(answer.articles).toEqual([{handle: 'razor-burn', title: 'Razor Burn', blogHandle: 'shaving'}]);
  });

  it('shows a suggestion whose marking does not spell it as its plain text', () => {
    expect(answer.queries[0].segments).toEqual([
      {text: 'raz', marked: false},
      {text: 'or', marked: true},
    ]);
    expect(answer.queries[1].segments).toEqual([{text: 'razor blades', marked: false}]);
  });

  it('answers nothing to suggest when Shopify has no answer', () => {
    expect(predictiveSearchAnswer('zz', null)).toEqual({
      query: 'zz',
      queries: [],
      products: [],
      collections: [],
      pages: [],
      articles: [],
    });
  });
});

describe('suggestionGroups', () => {
  const groups = suggestionGroups(predictiveSearchAnswer('raz', shopifyAnswer), 'suggestion');

  it('puts every suggestion in one list: queries, products, collections, then pages and articles', () => {
    expect(groups.map((group) => group.name)).toEqual(['queries', 'products', 'collections', 'content']);
    const options = groups.flatMap((group) => group.options);
    expect(options.map((option) => option.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(options.map((option) => option.id)).size).toBe(10);
    expect(suggestionCount(groups)).toBe(10);
    expect(options.map((option) => [option.kind, option.path])).toEqual([
      ['query', '/search?q=razor'],
      ['query', '/search?q=razor%20blades'],
      ['query', '/search?q=a'],
      ['product', '/products/a'],
      ['product', '/products/b'],
      ['product', '/products/c'],
      ['collection', '/collections/razors-1'],
      ['page', '/pages/razors-for-men'],
      ['page', '/pages/faq'],
      ['article', '/blogs/shaving/razor-burn'],
    ]);
  });

  it('leaves out empty groups', () => {
    const onlyProducts = predictiveSearchAnswer('raz', {
      ...shopifyAnswer,
      queries: [],
      collections: [],
      pages: [],
      articles: [],
    });
    expect(suggestionGroups(onlyProducts, 's').map((group) => group.name)).toEqual(['products']);
    expect(suggestionGroups(predictiveSearchAnswer('zz', null), 's')).toEqual([]);
  });
});

describe('nextActiveIndex', () => {
  it('goes down from the field to the first option and on, wrapping at the end', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0);
  });

  it('goes up from the field to the last option, wrapping at the start', () => {
    expect(nextActiveIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(2, 'ArrowUp', 3)).toBe(1);
    expect(nextActiveIndex(0, 'ArrowUp', 3)).toBe(2);
  });

  it('does not move for other keys or an empty list', () => {
    expect(nextActiveIndex(1, 'ArrowLeft', 3)).toBeNull();
    expect(nextActiveIndex(1, 'Enter', 3)).toBeNull();
    expect(nextActiveIndex(-1, 'ArrowDown', 0)).toBeNull();
  });
});
