import {describe, expect, it} from 'vitest';
import {graphqlError, throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';

describe('Storefront API errors', () => {
  it('lists every message in one error, after what failed', () => {
    expect(graphqlError([{message: 'a'}, {message: 'b'}], 'Search failed').message).toBe('Search failed: a; b');
  });

  it('throws only when there are errors', () => {
    expect(() => throwIfGraphqlErrors(undefined)).not.toThrow();
    expect(() => throwIfGraphqlErrors([])).not.toThrow();
    expect(() => throwIfGraphqlErrors([{message: 'Invalid cursor'}])).toThrow('Invalid cursor');
  });
});
