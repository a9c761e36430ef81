import {describe, expect, it} from 'vitest';
import {pageOrFirstPage, type PaginationVariables} from '~/lib/catalog/paginated-query';

type Answer = {page: string; errors?: Array<{message: string}>};

/** A query that fails for any cursor but `good`, answering which page it was asked for. */
function fakeQuery(options: {firstPageFails?: boolean} = {}) {
  const calls: PaginationVariables[] = [];
  const run = async (pagination: PaginationVariables): Promise<Answer> => {
    calls.push(pagination);
    const cursor = 'endCursor' in pagination ? pagination.endCursor : pagination.startCursor;
    if (!cursor) return options.firstPageFails ? {page: 'first', errors: [{message: 'down'}]} : {page: 'first'};
    return cursor === 'good' ? {page: cursor} : {page: cursor, errors: [{message: 'Invalid cursor'}]};
  };
  return {run, calls};
}

describe('pageOrFirstPage', () => {
  it("answers the cursor's page", async () => {
    const {run, calls} = fakeQuery();
    expect(
      await pageOrFirstPage(new Request('http://shop.test/search?q=gum&cursor=good&direction=next'), 6, run),
    ).toEqual({
      page: 'good',
    });
    expect(calls).toEqual([{first: 6, endCursor: 'good'}]);
  });

  it('answers the first page for a stale or hand-edited cursor', async () => {
    const {run, calls} = fakeQuery();
    const answer = await pageOrFirstPage(
      new Request('http://shop.test/search?q=gum&cursor=stale&direction=next'),
      6,
      run,
    );
    expect(answer).toEqual({page: 'first'});
    expect(calls).toEqual([
      {first: 6, endCursor: 'stale'},
      {first: 6, endCursor: null},
    ]);
  });

  it("keeps the page's errors when there is no cursor to drop, or the first page fails too", async () => {
    const withoutCursor = fakeQuery({firstPageFails: true});
    expect((await pageOrFirstPage(new Request('http://shop.test/search?q=gum'), 6, withoutCursor.run)).errors).toEqual([
      {message: 'down'},
    ]);
    expect(withoutCursor.calls).toHaveLength(1);

    const bothFail = fakeQuery({firstPageFails: true});
    const answer = await pageOrFirstPage(new Request('http://shop.test/search?cursor=stale'), 6, bothFail.run);
    expect(answer.errors).toEqual([{message: 'Invalid cursor'}]);
  });
});
