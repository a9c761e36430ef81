/**
 * The Customer Account API mode end to end on the server: Hydrogen's own customerAccount client
 * (as createHydrogenContext builds it) against the stand-in's copy of Shopify's customer accounts,
 * with msw answering the URLs the client calls.
 */
import {http} from 'msw';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createCustomerAccountStandIn} from '../../emulator/customer-account';
import {seeds} from '../../emulator/seed';
import hindiAccount from '../../locales/hi/account.json';
import {STAND_IN_CUSTOMER_ACCOUNT_APPS} from '~/lib/account/customer-account-stand-in';
import {action as decodeToken} from '~/endpoints/api.kwikpass.decode-token.server';
import {loader as authorize} from '~/routes/($locale).account.authorize';
import {action as logIn, loader as loginPage} from '~/routes/($locale).account.login';
import {action as logOut} from '~/routes/($locale).account.logout';
import {loader as orderHistory} from '~/routes/($locale).account._index';
import {loader as orderPage} from '~/routes/($locale).account.orders.$id';
import {appContextFor, executor, REAL_STORE_ENV, server, STORE_URL, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

const app = STAND_IN_CUSTOMER_ACCOUNT_APPS.groom;
const customer = seeds.groom.customers.find((seeded) => seeded.orders.length > 10)!;
const otherCustomer = seeds.groom.customers.find((seeded) => seeded !== customer && seeded.orders.length > 0)!;

/** Env for both brands on the Customer Account API; a real store (Shopify's URLs) unless `standIn`. */
const accountEnv = ({standIn = false} = {}) => ({
  ...(standIn ? {} : REAL_STORE_ENV),
  GROOM_SHOP_ID: app.shopId,
  GROOM_PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: app.clientId,
  GUM_SHOP_ID: STAND_IN_CUSTOMER_ACCOUNT_APPS.gum.shopId,
  GUM_PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: STAND_IN_CUSTOMER_ACCOUNT_APPS.gum.clientId,
});

let standIn = createCustomerAccountStandIn(executor);
/** Every customer-account URL the app (or the "browser" below) called, in order. */
const calls: string[] = [];

function answerWithStandIn(origin: string) {
  return http.all(`${origin}/*`, async ({request}) => {
    calls.push(`${request.method} ${request.url}`);
    return (await standIn.fetch(request)) ?? undefined;
  });
}

beforeEach(() => {
  server.use(answerWithStandIn('https://shopify.com'), answerWithStandIn(STORE_URL));
});

afterEach(() => {
  standIn.reset();
  calls.length = 0;
  vi.restoreAllMocks();
});

type RouteFunction = (args: never) => unknown;

/** A browser's cookie jar for the one session cookie the app sets. */
class Shopper {
  cookie: string | undefined;
  constructor(private readonly env: Record<string, string>) {}

  /** Runs a loader or action as server.ts would; the session cookie it sets is kept. */
  async call(
    route: RouteFunction,
    url: string,
    {body, params = {}}: {body?: string; params?: Record<string, string>} = {},
  ) {
    const headers: Record<string, string> = this.cookie ? {Cookie: this.cookie} : {};
    const {context} = await appContextFor(url, headers, this.env);
    const request = new Request(url, {
      method: body === undefined ? 'GET' : 'POST',
      body,
      headers: {...headers, ...(body === undefined ? {} : {'Content-Type': 'application/x-www-form-urlencoded'})},
    });
    let result: unknown;
    try {
      result = await route({request, context, params} as never);
    } catch (thrown) {
      result = thrown;
    }
    if (context.session.isPending) this.cookie = (await context.session.commit()).split(';')[0];
    return {result, context};
  }

  /** Picks the customer on the hosted login page Shopify's authorize URL shows; the callback URL it sends back to. */
  async pickOnHostedPage(authorizeUrl: string, email: string): Promise<string> {
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);
    const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
    form.set('email', email);
    const chosen = await fetch(authorizeUrl.split('?')[0], {method: 'POST', body: form, redirect: 'manual'});
    expect(chosen.status).toBe(302);
    return chosen.headers.get('Location')!;
  }
}

const site = (path: string) => `http://groom.localhost${path}`;

function locationOf(result: unknown): string {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect([302, 303]).toContain(response.status);
  return response.headers.get('Location')!;
}

/** Logs a shopper in from /account/login?redirect=…; the authorize URL it was sent to, and the callback. */
async function logInThroughShopify(shopper: Shopper, returnTo = '/account') {
  const started = await shopper.call(loginPage, site(`/account/login?redirect=${encodeURIComponent(returnTo)}`));
  const authorizeUrl = locationOf(started.result);
  const callback = await shopper.pickOnHostedPage(authorizeUrl, customer.email);
  const finished = await shopper.call(authorize, callback);
  return {authorizeUrl, callback, finished: locationOf(finished.result)};
}

describe('Customer Account API mode, on Shopify URLs', () => {
  it('login sends the shopper to Shopify with PKCE, state and nonce, and an https callback in their language', async () => {
    const shopper = new Shopper(accountEnv());
    const {result} = await shopper.call(loginPage, site('/account/login?redirect=%2Fproducts%2Fx'));
    const url = new URL(locationOf(result));
    expect(url.origin + url.pathname).toBe(`https://shopify.com/authentication/${app.shopId}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: app.clientId,
      response_type: 'code',
      redirect_uri: 'https://groom.localhost/account/authorize',
      code_challenge_method: 'S256',
      ui_locales: 'en',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    // The verifier stays in the httpOnly session, never in the URL.
    expect(url.search).not.toContain('code_verifier');
  });

  it('the callback logs the shopper in and goes back where login started; orders and an order come from the API', async () => {
    const shopper = new Shopper(accountEnv());
    const {finished} = await logInThroughShopify(shopper, '/collections/all');
    expect(finished).toBe('/collections/all');
    expect(calls).toContainEqual(`POST https://shopify.com/authentication/${app.shopId}/oauth/token`);

    const history = await shopper.call(orderHistory, site('/account'));
    const page = history.result as Awaited<ReturnType<typeof orderHistory>>;
    expect(page.customer.email).toBe(customer.email);
    const newestFirst = [...customer.orders].sort((a, b) => b.processedAt.localeCompare(a.processedAt));
    expect(page.orders.map((order) => order.name)).toEqual(
      newestFirst.slice(0, 10).map((order) => `#${order.orderNumber}`),
    );
    expect(page.pageInfo.hasNextPage).toBe(true);
    // Lines link to their products: handles looked up on the Storefront API by product id.
    expect(page.orders[0].lines[0].productHandle).toMatch(/^[\w-]+$/);
    expect(calls.some((call) => call.includes(`/${app.shopId}/account/customer/api/`))).toBe(true);

    const older = await shopper.call(
      orderHistory,
      site(`/account?direction=next&cursor=${encodeURIComponent(page.pageInfo.endCursor!)}`),
    );
    const olderPage = older.result as Awaited<ReturnType<typeof orderHistory>>;
    expect(olderPage.orders.map((order) => order.name)).toEqual(
      newestFirst.slice(10).map((order) => `#${order.orderNumber}`),
    );

    const id = page.orders[0].id;
    const one = await shopper.call(orderPage, site(`/account/orders/${id}`), {params: {id}});
    expect((one.result as Awaited<ReturnType<typeof orderPage>>).order.name).toBe(`#${newestFirst[0].orderNumber}`);
  });

  it("another customer's order is a 404", async () => {
    const shopper = new Shopper(accountEnv());
    await logInThroughShopify(shopper);
    const other = new Shopper(accountEnv());
    const theirs = await other.call(loginPage, site('/account/login'));
    const theirCallback = await other.pickOnHostedPage(locationOf(theirs.result), otherCustomer.email);
    await other.call(authorize, theirCallback);
    const theirHistory = await other.call(orderHistory, site('/account'));
    const theirOrder = (theirHistory.result as Awaited<ReturnType<typeof orderHistory>>).orders[0].id;

    const {result} = await shopper.call(orderPage, site(`/account/orders/${theirOrder}`), {params: {id: theirOrder}});
    expect((result as Response).status).toBe(404);
  });

  it('logout goes through Shopify, which ends the tokens: an old session cookie no longer reads orders', async () => {
    const shopper = new Shopper(accountEnv());
    await logInThroughShopify(shopper);
    const loggedInCookie = shopper.cookie;

    const {result} = await shopper.call(logOut, site('/account/logout'), {body: ''});
    const logout = new URL(locationOf(result));
    expect(logout.origin + logout.pathname).toBe(`https://shopify.com/authentication/${app.shopId}/logout`);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe('https://groom.localhost/');
    expect(logout.searchParams.get('id_token_hint')).toBeTruthy();
    const back = await fetch(logout, {redirect: 'manual'});
    expect(back.status).toBe(302);

    const afterLogout = await shopper.call(orderHistory, site('/account'));
    expect(locationOf(afterLogout.result)).toBe('/account/login?redirect=%2Faccount');

    // Someone who kept the logged-in cookie: Shopify refuses the revoked token, the session is cleared.
    const replay = new Shopper(accountEnv());
    replay.cookie = loggedInCookie;
    const replayed = await replay.call(orderHistory, site('/account'));
    expect(locationOf(replayed.result)).toBe('/account/login?redirect=%2Faccount');
  });

  it('an access token past its life is refreshed with the refresh token', async () => {
    // 120 s is what Hydrogen keeps in hand: such a token counts as expired at once.
    standIn = createCustomerAccountStandIn(executor, {accessTokenLifetimeSeconds: 120});
    const shopper = new Shopper(accountEnv());
    await logInThroughShopify(shopper);
    calls.length = 0;
    const history = await shopper.call(orderHistory, site('/account'));
    expect((history.result as Awaited<ReturnType<typeof orderHistory>>).customer.email).toBe(customer.email);
    expect(calls).toContainEqual(`POST https://shopify.com/authentication/${app.shopId}/oauth/token`);
    standIn = createCustomerAccountStandIn(executor);
  });

  describe('a callback that cannot be finished is a 400 page, not a 500', () => {
    // Hydrogen logs each refusal as an error; the assertions here are on what the shopper gets.
    beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

    const refused = async (shopper: Shopper, url: string, params: Record<string, string> = {}) => {
      const {result} = await shopper.call(authorize, url, {params});
      const response = result as {init: {status: number}; data: {message: string}};
      return {status: response.init.status, message: response.data.message};
    };

    it('a state this session did not start', async () => {
      const shopper = new Shopper(accountEnv());
      await shopper.call(loginPage, site('/account/login'));
      expect(await refused(shopper, site('/account/authorize?code=abc&state=forged'))).toMatchObject({status: 400});
    });

    it('no code or no state, and Shopify saying the shopper did not log in', async () => {
      const shopper = new Shopper(accountEnv());
      await shopper.call(loginPage, site('/account/login'));
      expect((await refused(shopper, site('/account/authorize'))).status).toBe(400);
      expect((await refused(shopper, site('/account/authorize?error=access_denied&state=x'))).status).toBe(400);
    });

    it('a code Shopify refuses: forged, used, or issued to another login (PKCE)', async () => {
      const first = new Shopper(accountEnv());
      const {callback} = await logInThroughShopify(first);

      const forger = new Shopper(accountEnv());
      const started = await forger.call(loginPage, site('/account/login'));
      const forgerState = new URL(locationOf(started.result)).searchParams.get('state')!;
      expect((await refused(forger, site(`/account/authorize?code=forged&state=${forgerState}`))).status).toBe(400);

      // A code already traded, brought to another session's callback with that session's state.
      const thief = new Shopper(accountEnv());
      const thiefStart = await thief.call(loginPage, site('/account/login'));
      const thiefState = new URL(locationOf(thiefStart.result)).searchParams.get('state')!;
      const usedCode = new URL(callback).searchParams.get('code')!;
      expect((await refused(thief, site(`/account/authorize?code=${usedCode}&state=${thiefState}`))).status).toBe(400);

      // An unused code from one login, finished in another login's session (a stolen callback).
      const victim = new Shopper(accountEnv());
      const victimStart = await victim.call(loginPage, site('/account/login'));
      const victimCallback = await victim.pickOnHostedPage(locationOf(victimStart.result), customer.email);
      const stolenCode = new URL(victimCallback).searchParams.get('code')!;
      const attacker = new Shopper(accountEnv());
      const attackerStart = await attacker.call(loginPage, site('/account/login'));
      const attackerState = new URL(locationOf(attackerStart.result)).searchParams.get('state')!;
      expect(
        (await refused(attacker, site(`/account/authorize?code=${stolenCode}&state=${attackerState}`))).status,
      ).toBe(400);
      const attackerHistory = await attacker.call(orderHistory, site('/account'));
      expect(locationOf(attackerHistory.result)).toMatch(/^\/account\/login/);
    });

    it('in Hindi on a Hindi callback', async () => {
      const shopper = new Shopper(accountEnv());
      expect(
        await refused(shopper, 'http://gum.localhost/hi/account/authorize?code=a&state=b', {locale: 'hi'}),
      ).toEqual({
        status: 400,
        message: hindiAccount.authorize.refused,
      });
    });
  });

  it('offers no password form and no phone login: both lead to Shopify', async () => {
    const shopper = new Shopper(accountEnv());
    const posted = await shopper.call(logIn, site('/account/login'), {body: 'email=a%40b.c&password=x'});
    expect(locationOf(posted.result)).toMatch(/^https:\/\/shopify\.com\/authentication\//);

    const {result} = await shopper.call(decodeToken, site('/api/kwikpass/decode-token'), {body: '{"kpToken":"x"}'});
    expect((result as Response).status).toBe(404);
  });
});

describe('Customer Account API mode on the stand-in', () => {
  it("sends the browser and the worker's calls to the stand-in, same paths", async () => {
    const shopper = new Shopper(accountEnv({standIn: true}));
    const {authorizeUrl, finished} = await logInThroughShopify(shopper);
    expect(authorizeUrl.startsWith(`${STORE_URL}/authentication/${app.shopId}/oauth/authorize?`)).toBe(true);
    expect(finished).toBe('/account');
    const history = await shopper.call(orderHistory, site('/account'));
    expect((history.result as Awaited<ReturnType<typeof orderHistory>>).customer.email).toBe(customer.email);
    expect(calls.every((call) => call.includes(STORE_URL))).toBe(true);
    expect(calls).toContainEqual(`POST ${STORE_URL}/authentication/${app.shopId}/oauth/token`);

    const {result} = await shopper.call(logOut, site('/account/logout'), {body: ''});
    expect(locationOf(result).startsWith(`${STORE_URL}/authentication/${app.shopId}/logout?`)).toBe(true);
  });
});
