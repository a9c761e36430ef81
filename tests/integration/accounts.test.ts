import {EncryptJWT} from 'jose';
import {describe, expect, it} from 'vitest';
import {encodeMultipassToken} from '../../emulator/customer';
import {seeds} from '../../emulator/seed';
import {standInMerchantId, standInMerchantKey} from '~/lib/account/login-provider';
import {merchantKeyBytes} from '~/lib/account/login-token.server';
import {action as decodeToken} from '~/endpoints/api.kwikpass.decode-token.server';
import {action as logIn, loader as loginPage} from '~/routes/($locale).account.login';
import {action as logOut, loader as logoutPage} from '~/routes/($locale).account.logout';
import {loader as orderHistory} from '~/routes/($locale).account._index';
import {loader as orderPage} from '~/routes/($locale).account.orders.$id';
import {appContextFor, executor, storefrontRequests, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

type Brand = 'groom' | 'gum';
type RouteFunction = (args: never) => unknown;

/** Runs a loader or action as server.ts would, with the shopper's cookie; the session cookie it sets. */
async function call(
  route: RouteFunction,
  url: string,
  {
    body,
    headers = {},
    cookie,
    params = {},
  }: {body?: string; headers?: Record<string, string>; cookie?: string; params?: Record<string, string>} = {},
) {
  const {context} = await appContextFor(url, cookie ? {Cookie: cookie} : {});
  const request = new Request(url, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    headers: {...headers, ...(cookie ? {Cookie: cookie} : {})},
  });
  let result: unknown;
  try {
    result = await route({request, context, params} as never);
  } catch (thrown) {
    result = thrown;
  }
  const setCookie = context.session.isPending ? await context.session.commit() : null;
  return {result, cookie: setCookie ? setCookie.split(';')[0] : cookie, context};
}

const key = (brand: Brand) => merchantKeyBytes(standInMerchantKey(brand))!;

/** A token as the provider makes it; `overrides` spoil it one way or another. */
async function kpToken(
  brand: Brand,
  customer: Record<string, string>,
  overrides: {key?: Uint8Array; merchantId?: string; issuedSecondsAgo?: number} = {},
) {
  const iat = Math.floor(Date.now() / 1000) - (overrides.issuedSecondsAgo ?? 0);
  return new EncryptJWT({merchantId: overrides.merchantId ?? standInMerchantId(brand), customer})
    .setProtectedHeader({alg: 'dir', enc: 'A256GCM'})
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .encrypt(overrides.key ?? key(brand));
}

const siteUrl = (brand: Brand, path: string) => `http://${brand}.localhost${path}`;

async function decode(brand: Brand, body: string, path = '/api/kwikpass/decode-token', params = {}) {
  const outcome = await call(decodeToken, siteUrl(brand, path), {
    body,
    headers: {'Content-Type': 'application/json'},
    params,
  });
  const response = outcome.result as Response;
  return {...outcome, response, text: await response.text()};
}

const groomCustomer = {...seeds.groom.customers[0], password: seeds.groom.customers[0].password!};

describe('POST /api/kwikpass/decode-token', () => {
  it('logs in with email and password from the token; the answer carries the email only', async () => {
    const token = await kpToken('groom', {email: groomCustomer.email, password: groomCustomer.password});
    const {response, text, cookie} = await decode('groom', JSON.stringify({kpToken: token}));
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({success: true, data: {customer: {email: groomCustomer.email}}});
    expect(text).not.toContain(groomCustomer.password);
    expect(cookie).toMatch(/^session_groom=/);
    expect(storefrontRequests.map((request) => request.query)).toEqual([
      expect.stringContaining('customerAccessTokenCreate('),
    ]);

    const history = await call(orderHistory, siteUrl('groom', '/account'), {cookie});
    const page = history.result as {orders: Array<{name: string}>; customer: {email: string}};
    expect(page.customer.email).toBe(groomCustomer.email);
    expect(page.orders.length).toBeGreaterThan(0);
  });

  it('logs in with a Multipass token, which works once', async () => {
    const email = seeds.gum.customers[0].email;
    const multipassToken = encodeMultipassToken(seeds.gum.shop.multipassSecret, {email});
    const body = JSON.stringify({kpToken: await kpToken('gum', {email, multipassToken})});
    const first = await decode('gum', body);
    expect(first.response.status).toBe(200);
    expect(first.text).not.toContain(multipassToken);
    expect(storefrontRequests[0].query).toContain('customerAccessTokenCreateWithMultipass(');

    const replay = await decode('gum', body);
    expect(replay.response.status).toBe(401);
    expect(JSON.parse(replay.text)).toMatchObject({success: false, error: {message: expect.any(String)}});
  });

  it('activates an invited account, then logs in with the password it set', async () => {
    const email = 'invited.shopper@example.in';
    const activationUrl = executor.createActivationUrl('groom', email);
    const token = await kpToken('groom', {email, accountActivationUrl: activationUrl, password: 'Chosen#2026'});
    const {response, text, cookie} = await decode('groom', JSON.stringify({kpToken: token}));
    expect(response.status).toBe(200);
    expect(text).not.toContain(activationUrl);
    expect(storefrontRequests.map((request) => /mutation (\w+)/.exec(request.query)?.[1])).toEqual([
      'CustomerActivateByUrl',
      'CustomerAccessTokenCreate',
    ]);
    const history = await call(orderHistory, siteUrl('groom', '/account'), {cookie});
    expect((history.result as {customer: {email: string}}).customer.email).toBe(email);
  });

  it.each([
    ['no kpToken', async () => JSON.stringify({}), 400],
    ['not JSON', async () => '{kpToken:', 400],
    ['not a JWE', async () => JSON.stringify({kpToken: 'abc.def'}), 400],
    [
      'another key',
      async () =>
        JSON.stringify({kpToken: await kpToken('groom', {email: 'a@b.in', password: 'x'}, {key: key('gum')})}),
      401,
    ],
    [
      'expired',
      async () =>
        JSON.stringify({kpToken: await kpToken('groom', {email: 'a@b.in', password: 'x'}, {issuedSecondsAgo: 900})}),
      401,
    ],
    [
      'another merchant',
      async () =>
        JSON.stringify({
          kpToken: await kpToken('groom', {email: 'a@b.in', password: 'x'}, {merchantId: 'stand-in-gum'}),
        }),
      401,
    ],
    [
      'a refused password',
      async () => JSON.stringify({kpToken: await kpToken('groom', {email: groomCustomer.email, password: 'wrong'})}),
      401,
    ],
  ])('refuses %s with a 4xx and a message, and leaves the shopper logged out', async (_label, body, status) => {
    const {response, text, cookie} = await decode('groom', await body());
    expect(response.status).toBe(status);
    expect(JSON.parse(text)).toEqual({success: false, error: {message: expect.stringMatching(/\w{3}/)}});
    expect(cookie).toBeUndefined();
  });

  it('answers in Hindi on Hindi pages', async () => {
    const token = await kpToken('gum', {email: 'a@b.in', password: 'x'}, {issuedSecondsAgo: 900});
    const {text} = await decode('gum', JSON.stringify({kpToken: token}), '/hi/api/kwikpass/decode-token', {
      locale: 'hi',
    });
    expect(JSON.parse(text).error.message).toBe('यह लॉगिन पुराना हो गया है। कृपया फिर से लॉग इन करें।');
  });
});

describe('email and password login, the account pages and logout', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = {'Content-Type': 'application/x-www-form-urlencoded'};

  it('sends a logged-out shopper from /account to login and back', async () => {
    const {result} = await call(orderHistory, siteUrl('gum', '/hi/account'), {params: {locale: 'hi'}});
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/hi/account/login?redirect=%2Fhi%2Faccount');
  });

  it('says a wrong password in Hindi, then logs in and returns to the page asked for', async () => {
    const gumCustomer = seeds.gum.customers[0];
    const url = siteUrl('gum', '/hi/account/login');
    const wrong = await call(logIn, url, {
      body: form({email: gumCustomer.email, password: 'nope', redirect: '/hi/account'}),
      headers: formHeaders,
      params: {locale: 'hi'},
    });
    const refused = wrong.result as {data: {error: string; email: string}; init: {status: number}};
    expect(refused.init.status).toBe(401);
    expect(refused.data).toEqual({
      error: 'यह ईमेल और पासवर्ड किसी अकाउंट से मेल नहीं खाते। कृपया फिर से कोशिश करें।',
      email: gumCustomer.email,
    });

    const right = await call(logIn, url, {
      body: form({email: gumCustomer.email, password: gumCustomer.password!, redirect: '/hi/account'}),
      headers: formHeaders,
      params: {locale: 'hi'},
    });
    expect((right.result as Response).headers.get('Location')).toBe('/hi/account');
    expect(right.cookie).toMatch(/^session_gum=/);

    // Logged in, the login page sends the shopper on.
    const again = await call(loginPage, `${url}?redirect=%2F%2Fevil.example`, {
      cookie: right.cookie,
      params: {locale: 'hi'},
    });
    expect((again.result as Response).headers.get('Location')).toBe('/hi/account');
  });

  it('asks for both fields, and never follows a redirect off the site', async () => {
    const url = siteUrl('groom', '/account/login');
    const empty = await call(logIn, url, {body: form({email: groomCustomer.email}), headers: formHeaders});
    expect((empty.result as {data: {error: string}}).data.error).toBe('Enter your email and password.');

    const offSite = await call(logIn, url, {
      body: form({email: groomCustomer.email, password: groomCustomer.password, redirect: 'https://evil.example/'}),
      headers: formHeaders,
    });
    expect((offSite.result as Response).headers.get('Location')).toBe('/account');
  });

  it('shows the first page for a cursor from an old or edited link, not an error', async () => {
    const {cookie} = await call(logIn, siteUrl('groom', '/account/login'), {
      body: form({email: groomCustomer.email, password: groomCustomer.password}),
      headers: formHeaders,
    });
    const page = await call(orderHistory, siteUrl('groom', '/account?direction=next&cursor=garbage'), {cookie});
    const history = page.result as {orders: unknown[]; pageInfo: {hasPreviousPage: boolean}};
    expect(history.orders.length).toBeGreaterThan(0);
    expect(history.pageInfo.hasPreviousPage).toBe(false);
  });

  it("shows the customer's own order, and no one else's", async () => {
    const {cookie} = await call(logIn, siteUrl('groom', '/account/login'), {
      body: form({email: groomCustomer.email, password: groomCustomer.password}),
      headers: formHeaders,
    });
    const history = (await call(orderHistory, siteUrl('groom', '/account'), {cookie})).result as {
      orders: Array<{id: string; name: string; lines: unknown[]}>;
    };
    const [newest] = history.orders;
    const own = (
      await call(orderPage, siteUrl('groom', `/account/orders/${newest.id}`), {cookie, params: {id: newest.id}})
    ).result as {order: {name: string; lines: unknown[]}};
    expect(own.order.name).toBe(newest.name);
    expect(own.order.lines.length).toBeGreaterThan(0);

    const otherCustomer = executor.shop('groom')!.customers[1];
    const foreignId = otherCustomer.orderList[0].id.split('/').pop()!;
    const foreign = await call(orderPage, siteUrl('groom', `/account/orders/${foreignId}`), {
      cookie,
      params: {id: foreignId},
    });
    expect((foreign.result as Response).status).toBe(404);
  });

  it('logs out: the token is deleted at Shopify and the session forgets it', async () => {
    const {cookie} = await call(logIn, siteUrl('groom', '/account/login'), {
      body: form({email: groomCustomer.email, password: groomCustomer.password}),
      headers: formHeaders,
    });
    storefrontRequests.length = 0;
    const out = await call(logOut, siteUrl('groom', '/account/logout'), {body: '', cookie});
    expect((out.result as Response).headers.get('Location')).toBe('/');
    expect(storefrontRequests.map((request) => /mutation (\w+)/.exec(request.query)?.[1])).toEqual([
      'CustomerAccessTokenDelete',
    ]);
    const after = await call(orderHistory, siteUrl('groom', '/account'), {cookie: out.cookie});
    expect((after.result as Response).headers.get('Location')).toBe('/account/login?redirect=%2Faccount');
  });

  it('a token Shopify has revoked clears the session and asks for login again', async () => {
    const {cookie, context} = await call(logIn, siteUrl('groom', '/account/login'), {
      body: form({email: groomCustomer.email, password: groomCustomer.password}),
      headers: formHeaders,
    });
    const {accessToken} = context.session.get('customerAccessToken') as {accessToken: string};
    executor.shop('groom')!.deleteAccessToken(accessToken);
    const after = await call(orderHistory, siteUrl('groom', '/account'), {cookie});
    expect((after.result as Response).headers.get('Location')).toBe('/account/login?redirect=%2Faccount');
    expect(await after.context.customerAccounts.isLoggedIn()).toBe(false);
  });

  it('answers a GET of the logout address without logging out', async () => {
    const {cookie} = await call(logIn, siteUrl('groom', '/account/login'), {
      body: form({email: groomCustomer.email, password: groomCustomer.password}),
      headers: formHeaders,
    });
    const visit = await call(logoutPage, siteUrl('groom', '/account/logout'), {cookie});
    expect((visit.result as Response).headers.get('Location')).toBe('/account');
    expect(await visit.context.customerAccounts.isLoggedIn()).toBe(true);
  });
});
