import {afterEach, describe, expect, it, vi} from 'vitest';
import {isLoopbackHost, SHOPIFY_ACCOUNTS_ORIGIN} from '~/lib/account/customer-account-stand-in';
import {customerAccountApiSetup} from '~/lib/account/customer-account-setup.server';
import {
  fetchThroughStandIn,
  routeShopToStandIn,
  standInUrl,
  withStandInLocation,
} from '~/lib/account/stand-in-routing.server';

const realStore = {emulated: false, storefrontOrigin: 'https://groom-shop.myshopify.com'};
const standInStore = {emulated: true, storefrontOrigin: 'http://127.0.0.1:4100'};

describe('customerAccountApiSetup (which customer-account mode a brand is in)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the Customer Account API when the brand has both a client id and a shop id', () => {
    const env = {GROOM_PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'client-1', GROOM_SHOP_ID: '123'};
    expect(customerAccountApiSetup(env, 'groom', realStore)).toEqual({
      clientId: 'client-1',
      shopId: '123',
      origin: SHOPIFY_ACCOUNTS_ORIGIN,
      standIn: false,
    });
    expect(customerAccountApiSetup(env, 'gum', realStore)).toBeNull();
  });

  it('takes the shared names for a brand without its own, per-brand names first', () => {
    const env = {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shared', SHOP_ID: '1', GUM_SHOP_ID: '2'};
    expect(customerAccountApiSetup(env, 'gum', realStore)).toMatchObject({clientId: 'shared', shopId: '2'});
    expect(customerAccountApiSetup(env, 'groom', realStore)).toMatchObject({clientId: 'shared', shopId: '1'});
  });

  it('sends the browser to the stand-in when the store is emulated', () => {
    const env = {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'c', SHOP_ID: '9'};
    expect(customerAccountApiSetup(env, 'gum', standInStore)).toMatchObject({
      origin: 'http://127.0.0.1:4100',
      standIn: true,
    });
  });

  it('is legacy with neither, and legacy with a warning with only one of the two', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(customerAccountApiSetup({}, 'groom', realStore)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(
      customerAccountApiSetup({GUM_SHOP_ID: '5', GUM_PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: ''}, 'gum', realStore),
    ).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('needs both'));
  });
});

describe('routing Shopify customer-account URLs to the stand-in', () => {
  routeShopToStandIn('90000000001', 'http://127.0.0.1:4999');

  it('rewrites the OAuth, logout and GraphQL URLs of a routed shop, path and query kept', () => {
    expect(standInUrl('https://shopify.com/authentication/90000000001/oauth/authorize?state=s&nonce=n')).toBe(
      'http://127.0.0.1:4999/authentication/90000000001/oauth/authorize?state=s&nonce=n',
    );
    expect(standInUrl('https://shopify.com/authentication/90000000001/logout?id_token_hint=x')).toBe(
      'http://127.0.0.1:4999/authentication/90000000001/logout?id_token_hint=x',
    );
    expect(standInUrl('https://shopify.com/90000000001/account/customer/api/2026-04/graphql')).toBe(
      'http://127.0.0.1:4999/90000000001/account/customer/api/2026-04/graphql',
    );
  });

  it('leaves other shops, other hosts and non-URLs alone', () => {
    expect(standInUrl('https://shopify.com/authentication/123/oauth/token')).toBeNull();
    expect(standInUrl('https://shopify.com.evil.test/authentication/90000000001/oauth/token')).toBeNull();
    expect(standInUrl('http://shopify.com/authentication/90000000001/oauth/token')).toBeNull();
    expect(standInUrl('/account')).toBeNull();
  });

  it('sends server-side fetches of a routed shop to the stand-in, others as they were', async () => {
    const network = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return new Response(`${request.method} ${request.url}`);
    });
    const fetchWrapped = fetchThroughStandIn(network);
    const answers = await Promise.all([
      fetchWrapped('https://shopify.com/authentication/90000000001/oauth/token', {method: 'POST', body: 'a=1'}),
      fetchWrapped(
        new Request('https://shopify.com/90000000001/account/customer/api/2026-04/graphql', {
          method: 'POST',
          body: '{}',
        }),
      ),
      fetchWrapped(new URL('https://cdn.shopify.com/x.js')),
    ]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual([
      'POST http://127.0.0.1:4999/authentication/90000000001/oauth/token',
      'POST http://127.0.0.1:4999/90000000001/account/customer/api/2026-04/graphql',
      'GET https://cdn.shopify.com/x.js',
    ]);
  });

  it('rewrites a redirect to a routed shop, and no other', () => {
    const login = withStandInLocation(
      new Response(null, {
        status: 302,
        headers: {Location: 'https://shopify.com/authentication/90000000001/oauth/authorize?a=1'},
      }),
    );
    expect(login.status).toBe(302);
    expect(login.headers.get('Location')).toBe('http://127.0.0.1:4999/authentication/90000000001/oauth/authorize?a=1');
    const home = new Response(null, {status: 302, headers: {Location: '/'}});
    expect(withStandInLocation(home)).toBe(home);
  });
});

describe('isLoopbackHost', () => {
  it.each(['localhost', 'gum.localhost', '127.0.0.1', '127.8.0.2', '[::1]', '::1'])('%s is loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(['example.com', 'localhost.example.com', '128.0.0.1', '10.0.0.1', '127.0.0.1.nip.io'])(
    '%s is not',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});
