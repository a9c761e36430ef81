import {describe, expect, it} from 'vitest';
import {mergePage, pageSearch, type Connection} from '~/lib/catalog/paged-list';

const page = (ids: string[], info: Partial<Connection<{id: string}>['pageInfo']> = {}): Connection<{id: string}> => ({
  nodes: ids.map((id) => ({id})),
  pageInfo: {hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null, ...info},
});

describe('pageSearch', () => {
  it('keeps the query and filters, and sets the cursor and direction', () => {
    const params = new URLSearchParams(pageSearch('?q=razor&sort=price&cursor=old', 'next', 'abc'));
    expect(Object.fromEntries(params)).toEqual({q: 'razor', sort: 'price', cursor: 'abc', direction: 'next'});
  });
});

describe('mergePage', () => {
  const first = page(['a', 'b'], {hasNextPage: true, startCursor: 's1', endCursor: 'e1'});
  const second = page(['c', 'd'], {hasPreviousPage: true, hasNextPage: false, startCursor: 's2', endCursor: 'e2'});

  it('appends the next page, keeping the first page’s way back and the new page’s way on', () => {
    expect(mergePage(first, second, 'next')).toEqual({
      nodes: [{id: 'a'}, {id: 'b'}, {id: 'c'}, {id: 'd'}],
      pageInfo: {hasPreviousPage: false, startCursor: 's1', hasNextPage: false, endCursor: 'e2'},
    });
  });

  it('prepends a previous page', () => {
    const merged = mergePage(second, {...first, pageInfo: {...first.pageInfo, hasPreviousPage: true}}, 'previous');
    expect(merged.nodes.map((node) => node.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.pageInfo).toMatchObject({
      hasPreviousPage: true,
      startCursor: 's1',
      hasNextPage: false,
      endCursor: 'e2',
    });
  });

  it('does not repeat a product that moved between pages', () => {
    expect(mergePage(first, page(['b', 'c']), 'next').nodes.map((node) => node.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows the arriving page alone when it was not asked for in place', () => {
    expect(mergePage(first, second, undefined)).toBe(second);
  });
});
