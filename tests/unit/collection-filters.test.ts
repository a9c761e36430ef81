import {describe, expect, it} from 'vitest';
import {
  allProductsArguments,
  parseCollectionParams,
  SORT_OPTIONS,
  storefrontFilters,
} from '~/lib/catalog/sort-and-filters';

const parse = (query: string) => parseCollectionParams(new URLSearchParams(query));

describe('sort', () => {
  it('maps the eight orders to Storefront sort keys', () => {
    expect(SORT_OPTIONS.map(({value, sortKey, reverse}) => [value, sortKey, reverse])).toEqual([
      ['featured', 'COLLECTION_DEFAULT', false],
      ['best-selling', 'BEST_SELLING', false],
      ['title-ascending', 'TITLE', false],
      ['title-descending', 'TITLE', true],
      ['price-ascending', 'PRICE', false],
      ['price-descending', 'PRICE', true],
      ['created-ascending', 'CREATED', false],
      ['created-descending', 'CREATED', true],
    ]);
    expect(parse('sort=price-descending').sort).toMatchObject({sortKey: 'PRICE', reverse: true});
  });

  it('falls back to Featured for an unknown sort', () => {
    expect(parse('sort=cheapest-first').sort.value).toBe('featured');
    expect(parse('').sort.value).toBe('featured');
  });
});

describe('filters', () => {
  it('filters on availability only when one of the two is chosen', () => {
    expect(storefrontFilters(parse('availability=in-stock'))).toEqual([{available: true}]);
    expect(storefrontFilters(parse('availability=out-of-stock'))).toEqual([{available: false}]);
    expect(storefrontFilters(parse('availability=in-stock&availability=out-of-stock'))).toEqual([]);
    expect(storefrontFilters(parse('availability=sold'))).toEqual([]);
  });

  it('reads a price range, turning a reversed one round and ignoring junk', () => {
    expect(storefrontFilters(parse('price_min=100&price_max=500'))).toEqual([{price: {min: 100, max: 500}}]);
    expect(storefrontFilters(parse('price_min=500&price_max=100'))).toEqual([{price: {min: 100, max: 500}}]);
    expect(storefrontFilters(parse('price_max=300'))).toEqual([{price: {max: 300}}]);
    expect(storefrontFilters(parse('price_min=-5&price_max=abc'))).toEqual([]);
    expect(storefrontFilters(parse('price_min=1e99'))).toEqual([{price: {min: 10_000_000}}]);
  });
});

describe('allProductsArguments', () => {
  it('turns the filters into the products search syntax and the sort into its sort keys', () => {
    const state = parseCollectionParams(
      new URLSearchParams('sort=created-descending&availability=in-stock&price_min=100&price_max=500'),
    );
    expect(allProductsArguments(state)).toEqual({
      sortKey: 'CREATED_AT',
      reverse: true,
      query: 'available_for_sale:true variants.price:>=100 variants.price:<=500',
    });
  });

  it('asks for the best sellers first, unfiltered, by default', () => {
    expect(allProductsArguments(parseCollectionParams(new URLSearchParams()))).toEqual({
      sortKey: 'BEST_SELLING',
      reverse: false,
      query: null,
    });
  });
});
