import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  createSearchController,
  formatResultCount,
  MAX_QUERY_LENGTH,
  normalizeSearchQuery,
  type SearchState,
} from '~/lib/catalog/search';

describe('normalizeSearchQuery', () => {
  it('trims and folds white space and control characters', () => {
    expect(normalizeSearchQuery('  beard \n\t trimmer\u0000 ')).toEqual({query: 'beard trimmer', truncated: false});
    expect(normalizeSearchQuery(null)).toEqual({query: '', truncated: false});
  });

  it('keeps quotes, emoji, Hindi and GraphQL-looking text as plain text', () => {
    for (const text of ['"razor"', 'razor 🪒', 'निकोटीन गम', '{ shop { name } } query($x: ID!)']) {
      expect(normalizeSearchQuery(text)).toEqual({query: text, truncated: false});
    }
  });

  it('cuts long queries on whole characters and says so', () => {
    const long = `${'🪒'.repeat(MAX_QUERY_LENGTH - 1)}क्षत्र`;
    const {query, truncated} = normalizeSearchQuery(long);
    expect(truncated).toBe(true);
    expect(Array.from(query)).toHaveLength(MAX_QUERY_LENGTH);
    expect(query.endsWith('🪒क')).toBe(true);
  });
});

describe('formatResultCount', () => {
  it('groups digits the Indian way and caps at 10,000', () => {
    expect(formatResultCount(7)).toBe('7');
    expect(formatResultCount(1234)).toBe('1,234');
    expect(formatResultCount(10_000)).toBe('10,000');
    expect(formatResultCount(123_456)).toBe('10,000+');
  });
});

describe('createSearchController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const states: Array<SearchState<string>> = [];
    const requests: Array<{
      query: string;
      resolve: (value: string) => void;
      reject: (error: Error) => void;
      signal: AbortSignal;
    }> = [];
    const controller = createSearchController<string>({
      search: (query, signal) =>
        new Promise<string>((resolve, reject) => requests.push({query, resolve, reject, signal})),
      onChange: (state) => states.push(state),
    });
    return {controller, states, requests};
  }

  it('sends one request 300 ms after the last keystroke', async () => {
    const {controller, requests, states} = setUp();
    for (const text of ['t', 'tr', 'tri', 'trim']) {
      controller.setQuery(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(199);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((request) => request.query)).toEqual(['trim']);
    expect(states).toEqual([{status: 'loading', query: 'trim'}]);

    requests[0].resolve('3 trimmers');
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toEqual({status: 'done', query: 'trim', result: '3 trimmers'});
  });

  it('clears on a blank query and sends nothing', async () => {
    const {controller, requests, states} = setUp();
    controller.setQuery('razor');
    controller.setQuery('   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(0);
    expect(states).toEqual([{status: 'idle'}]);
  });

  it('never lets an older answer replace a newer one', async () => {
    const {controller, requests, states} = setUp();
    controller.setQuery('razor');
    await vi.advanceTimersByTimeAsync(300);
    controller.setQuery('razor blades');
    await vi.advanceTimersByTimeAsync(300);
    expect(requests.map((request) => request.query)).toEqual(['razor', 'razor blades']);
    expect(requests[0].signal.aborted).toBe(true);

    requests[1].resolve('blades');
    requests[0].resolve('razors');
    await vi.runAllTimersAsync();
    expect(states.filter((state) => state.status === 'done')).toEqual([
      {status: 'done', query: 'razor blades', result: 'blades'},
    ]);
  });

  it('reports a failure of the latest query only', async () => {
    const {controller, requests, states} = setUp();
    controller.setQuery('foam');
    await vi.advanceTimersByTimeAsync(300);
    requests[0].reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toEqual({status: 'error', query: 'foam'});

    controller.setQuery('gel');
    await vi.advanceTimersByTimeAsync(300);
    controller.setQuery('');
    requests[1].reject(new Error('aborted'));
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toEqual({status: 'idle'});
  });

  it('ignores everything after dispose', async () => {
    const {controller, requests, states} = setUp();
    controller.setQuery('deo');
    await vi.advanceTimersByTimeAsync(300);
    controller.dispose();
    requests[0].resolve('late');
    await vi.runAllTimersAsync();
    expect(states).toEqual([{status: 'loading', query: 'deo'}]);
  });
});
