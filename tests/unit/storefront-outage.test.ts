import {describe, expect, it, vi} from 'vitest';
import {isStorefrontOutage, withOutageHandling} from '~/lib/storefront/storefront-outage';

const networkDown = () => new TypeError('fetch failed');
const graphqlError = () => new Error('[h2:error:storefront.query] Field "x" does not exist');

describe('isStorefrontOutage', () => {
  it('tells an unreachable or failing API from a bad request', () => {
    expect(isStorefrontOutage(networkDown())).toBe(true);
    expect(isStorefrontOutage(new Error('URL: http://x/graphql.json\nAPI response error: 503'))).toBe(true);
    expect(isStorefrontOutage(new Error('Network connection lost.'))).toBe(true);
    expect(isStorefrontOutage(graphqlError())).toBe(false);
    expect(isStorefrontOutage(new Error('API response error: 400'))).toBe(false);
  });
});

describe('withOutageHandling', () => {
  it('tries a query once more after a network failure', async () => {
    const query = vi
      .fn()
      .mockRejectedValueOnce(networkDown())
      .mockResolvedValueOnce({shop: {name: 'Kestrel'}});
    const outage = {seen: false};
    const storefront = withOutageHandling({query, mutate: vi.fn()}, outage);
    await expect(storefront.query()).resolves.toEqual({shop: {name: 'Kestrel'}});
    expect(query).toHaveBeenCalledTimes(2);
    expect(outage.seen).toBe(false);
  });

  it('records an outage that outlasts the retry, and never retries a bad request', async () => {
    const outage = {seen: false};
    const down = withOutageHandling({query: vi.fn().mockRejectedValue(networkDown()), mutate: vi.fn()}, outage);
    await expect(down.query()).rejects.toThrow('fetch failed');
    expect(outage.seen).toBe(true);

    const badQuery = vi.fn().mockRejectedValue(graphqlError());
    const fine = {seen: false};
    await expect(withOutageHandling({query: badQuery, mutate: vi.fn()}, fine).query()).rejects.toThrow(
      'does not exist',
    );
    expect(badQuery).toHaveBeenCalledTimes(1);
    expect(fine.seen).toBe(false);
  });

  it('does not repeat a mutation, which may have been applied', async () => {
    const mutate = vi.fn().mockRejectedValue(networkDown());
    const outage = {seen: false};
    await expect(withOutageHandling({query: vi.fn(), mutate}, outage).mutate()).rejects.toThrow();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(outage.seen).toBe(true);
  });
});
