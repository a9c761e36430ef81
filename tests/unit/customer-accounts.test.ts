import type {HydrogenSession, Storefront} from '@shopify/hydrogen';
import {describe, expect, it, vi} from 'vitest';
import {ACCESS_TOKEN_KEY, legacyCustomerAccounts} from '~/lib/account/legacy-customer-accounts.server';

function fakeSession(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    session: {
      get: (key: string) => values.get(key),
      set: (key: string, value: unknown) => void values.set(key, value),
      unset: (key: string) => void values.delete(key),
    } as unknown as HydrogenSession,
  };
}

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

function accounts(answers: {mutate?: unknown; query?: unknown}, initial?: Record<string, unknown>) {
  const storefront = {
    mutate: vi.fn(async () => answers.mutate),
    query: vi.fn(async () => answers.query),
    CacheNone: () => ({mode: 'no-store'}),
  };
  const {session, values} = fakeSession(initial);
  return {
    storefront,
    values,
    customerAccounts: legacyCustomerAccounts({storefront: storefront as unknown as Storefront, session}),
  };
}

describe('legacy customer accounts', () => {
  it('keeps the access token Shopify gives in the session', async () => {
    const token = {accessToken: 'tok', expiresAt: inAnHour()};
    const {customerAccounts, values, storefront} = accounts({
      mutate: {customerAccessTokenCreate: {customerAccessToken: token, customerUserErrors: []}},
    });
    expect(await customerAccounts.login({kind: 'password', email: 'a@b.in', password: 'pw'})).toEqual({ok: true});
    expect(values.get(ACCESS_TOKEN_KEY)).toEqual(token);
    expect(await customerAccounts.isLoggedIn()).toBe(true);
    expect(storefront.mutate).toHaveBeenCalledWith(expect.stringContaining('customerAccessTokenCreate('), {
      variables: {input: {email: 'a@b.in', password: 'pw'}},
    });
  });

  it('is refused when Shopify answers customer errors, unavailable when the call fails', async () => {
    const refused = accounts({
      mutate: {
        customerAccessTokenCreateWithMultipass: {customerAccessToken: null, customerUserErrors: [{message: 'no'}]},
      },
    });
    expect(await refused.customerAccounts.login({kind: 'multipass', multipassToken: 'mp'})).toEqual({
      ok: false,
      reason: 'refused',
    });
    const throttled = accounts({mutate: {errors: [{message: 'Throttled'}]}});
    expect(await throttled.customerAccounts.login({kind: 'password', email: 'a@b.in', password: 'pw'})).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(throttled.values.has(ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('drops an expired token, and one Shopify no longer knows', async () => {
    const expired = accounts({}, {[ACCESS_TOKEN_KEY]: {accessToken: 'old', expiresAt: '2020-01-01T00:00:00Z'}});
    expect(await expired.customerAccounts.isLoggedIn()).toBe(false);
    expect(expired.values.has(ACCESS_TOKEN_KEY)).toBe(false);

    const revoked = accounts(
      {query: {customer: null}},
      {[ACCESS_TOKEN_KEY]: {accessToken: 'gone', expiresAt: inAnHour()}},
    );
    expect(await revoked.customerAccounts.orders({first: 10, endCursor: null})).toBeNull();
    expect(revoked.values.has(ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('logs out locally even when Shopify cannot be reached', async () => {
    const {customerAccounts, values, storefront} = accounts(
      {},
      {[ACCESS_TOKEN_KEY]: {accessToken: 'tok', expiresAt: inAnHour()}},
    );
    storefront.mutate.mockRejectedValueOnce(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    await customerAccounts.logout('/');
    expect(values.has(ACCESS_TOKEN_KEY)).toBe(false);
    expect(storefront.mutate).toHaveBeenCalledWith(expect.stringContaining('customerAccessTokenDelete('), {
      variables: {customerAccessToken: 'tok'},
    });
  });
});
