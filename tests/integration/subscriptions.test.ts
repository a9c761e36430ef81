/**
 * Subscriptions in the account: on the Customer Account API (Hydrogen's own client against the
 * stand-in, msw answering its URLs) the list, skip and cancel, and every refusal; on legacy accounts
 * the link to the shop's subscriptions portal.
 */
import {http, HttpResponse} from 'msw';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {createCustomerAccountStandIn} from '../../emulator/customer-account';
import {seeds} from '../../emulator/seed';
import {STAND_IN_CUSTOMER_ACCOUNT_APPS} from '~/lib/account/customer-account-stand-in';
import {subscriptionsFormPurpose} from '~/lib/account/subscriptions';
import {dateLabel} from '~/lib/i18n/date-label';
import {issueFormToken} from '~/lib/security/form-token.server';
import {loader as authorize} from '~/routes/($locale).account.authorize';
import {loader as loginPage} from '~/routes/($locale).account.login';
import {loader as orderHistory} from '~/routes/($locale).account._index';
import {action as changeSubscription, loader as subscriptionsPage} from '~/routes/($locale).account.subscriptions';
import {appContextFor, executor, server, STORE_URL, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

const app = STAND_IN_CUSTOMER_ACCOUNT_APPS.gum;
const [sanjay, meera] = seeds.gum.customers;
const SANJAYS = String(sanjay.subscriptionContracts![0].id);
const MEERAS = String(meera.subscriptionContracts![0].id);
const CUSTOMER_ACCOUNT_ENV = {GUM_SHOP_ID: app.shopId, GUM_PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: app.clientId};

const standIn = createCustomerAccountStandIn(executor);
/** The Customer Account API's GraphQL calls the worker made, by operation. */
const operations: string[] = [];

beforeEach(() => {
  server.use(
    http.all(`${STORE_URL}/*`, async ({request}) => {
      if (request.url.includes('/graphql')) {
        const {query} = (await request.clone().json()) as {query: string};
        operations.push(/(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '');
      }
      return (await standIn.fetch(request)) ?? undefined;
    }),
  );
});

afterEach(() => {
  standIn.reset();
  operations.length = 0;
});

type RouteFunction = (args: never) => unknown;
type Page = Awaited<ReturnType<typeof subscriptionsPage>>;
type Answer = {data: {ok: boolean; message: string}; init: {status?: number} | null};

const site = (path: string) => `http://gum.localhost${path}`;

/** A browser with the one session cookie the app sets. */
class Shopper {
  cookie: string | undefined;
  constructor(private readonly env: Record<string, string> = CUSTOMER_ACCOUNT_ENV) {}

  async call(route: RouteFunction, path: string, body?: Record<string, string>) {
    const url = site(path);
    const headers: Record<string, string> = this.cookie ? {Cookie: this.cookie} : {};
    const {context} = await appContextFor(url, headers, this.env);
    const request = new Request(url, {
      method: body ? 'POST' : 'GET',
      body: body ? new URLSearchParams(body) : undefined,
      headers,
    });
    const params = path.startsWith('/hi/') ? {locale: 'hi'} : {};
    let result: unknown;
    try {
      result = await route({request, context, params} as never);
    } catch (thrown) {
      result = thrown;
    }
    if (context.session.isPending) this.cookie = (await context.session.commit()).split(';')[0];
    return result;
  }

  /** Through the stand-in's hosted login, as `email`. */
  async logInAs(email: string) {
    const started = (await this.call(loginPage, '/account/login?redirect=%2Faccount')) as Response;
    const authorizeUrl = started.headers.get('Location')!;
    const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
    form.set('email', email);
    const chosen = await fetch(authorizeUrl.split('?')[0], {method: 'POST', body: form, redirect: 'manual'});
    const callback = new URL(chosen.headers.get('Location')!);
    await this.call(authorize, `${callback.pathname}${callback.search}`);
    return this;
  }
}

/** A form token as the page issues it, old enough not to be held back. */
const formToken = () => issueFormToken('integration-test-secret', subscriptionsFormPurpose('gum'), Date.now() - 5000);

async function post(shopper: Shopper, fields: Record<string, string>, path = '/account/subscriptions') {
  return (await shopper.call(changeSubscription, path, fields)) as Answer;
}

const loginRedirect = (result: unknown) => {
  expect(result).toBeInstanceOf(Response);
  return (result as Response).headers.get('Location');
};

describe('/account/subscriptions on the Customer Account API', () => {
  it('lists the customer’s subscription: product, quantity, plan, price, status and next delivery in the page’s language', async () => {
    const shopper = await new Shopper().logInAs(sanjay.email);
    const page = (await shopper.call(subscriptionsPage, '/account/subscriptions')) as Page;
    expect(page.title).toBe('Your subscriptions');
    expect(page.subscriptions).toHaveLength(1);
    expect(page.subscriptions[0]).toMatchObject({
      id: SANJAYS,
      status: 'ACTIVE',
      interval: {unit: 'MONTH', count: 1},
      lines: [{title: expect.stringContaining('Frosty Mint'), quantity: 2, price: {amount: '297.0'}}],
      nextDeliveryOn: '14 Dec 2026',
    });

    const hindi = (await shopper.call(subscriptionsPage, '/hi/account/subscriptions')) as Page;
    expect(hindi.title).toBe('आपकी सदस्यताएँ');
    expect(hindi.subscriptions[0].nextDeliveryOn).toBe(dateLabel('2026-12-14T04:30:00Z', 'hi'));
    expect(hindi.subscriptions[0].nextDeliveryOn).not.toBe('14 Dec 2026');
  });

  it('order history marks the orders a subscription placed and links to the subscriptions', async () => {
    const shopper = await new Shopper().logInAs(sanjay.email);
    const history = (await shopper.call(orderHistory, '/account')) as Awaited<ReturnType<typeof orderHistory>>;
    expect(history.subscriptions).toEqual({kind: 'page'});
    expect(history.orders.map((order) => [order.name, order.lines.map((line) => line.sellingPlanName)])).toEqual([
      ['#2020', ['Delivered every month']],
      ['#2019', ['Delivered every month']],
      ['#2001', [null, null, null]],
    ]);
  });

  it('skips the next delivery: the date moves on by a month, and a second post of the same form skips nothing more', async () => {
    const shopper = await new Shopper().logInAs(sanjay.email);
    const fields = {formToken: await formToken(), intent: 'skip', subscription: SANJAYS, cycle: '0'};
    const answer = await post(shopper, fields);
    expect(answer.data).toEqual({ok: true, message: 'Your next delivery is skipped.'});
    expect(await post(shopper, fields)).toMatchObject({data: {ok: true}});
    const page = (await shopper.call(subscriptionsPage, '/account/subscriptions')) as Page;
    expect(page.subscriptions[0].nextDeliveryOn).toBe('14 Jan 2027');
  });

  it('cancels after the confirmation, answering in Hindi on a Hindi page', async () => {
    const shopper = await new Shopper().logInAs(sanjay.email);
    const confirming = (await shopper.call(subscriptionsPage, `/hi/account/subscriptions?cancel=${SANJAYS}`)) as Page;
    expect(confirming.confirmCancel).toBe(SANJAYS);

    const answer = await post(
      shopper,
      {formToken: await formToken(), intent: 'cancel', subscription: SANJAYS},
      '/hi/account/subscriptions',
    );
    expect(answer.data).toEqual({ok: true, message: 'आपकी सदस्यता रद्द हो गई है।'});
    const page = (await shopper.call(subscriptionsPage, '/account/subscriptions')) as Page;
    expect(page.subscriptions[0]).toMatchObject({status: 'CANCELLED', nextDelivery: null, cancellable: false});

    const again = await post(shopper, {formToken: await formToken(), intent: 'cancel', subscription: SANJAYS});
    expect(again.init?.status).toBe(409);
    expect(again.data).toEqual({ok: false, message: 'That subscription has already ended.'});
  });

  it('refuses another customer’s subscription, sends Shopify no change, and leaves it as it was', async () => {
    const shopper = await new Shopper().logInAs(sanjay.email);
    for (const intent of ['cancel', 'skip']) {
      const answer = await post(shopper, {formToken: await formToken(), intent, subscription: MEERAS, cycle: '0'});
      expect(answer.init?.status).toBe(404);
      expect(answer.data).toEqual({ok: false, message: 'That subscription is not one of yours.'});
    }
    expect(operations.filter((operation) => operation.startsWith('Subscription'))).toEqual([]);
    const meeras = executor.shop('gum')!.customers[1].subscriptionContracts[0];
    expect([meeras.status, meeras.nextCycleIndex()]).toEqual(['ACTIVE', 0]);
  });

  it.each([
    ['a gid instead of its number', {intent: 'cancel', subscription: `gid://shopify/SubscriptionContract/${SANJAYS}`}],
    ['text', {intent: 'cancel', subscription: "7001' OR '1'='1"}],
    ['no subscription', {intent: 'cancel'}],
    ['an unknown intent', {intent: 'pause', subscription: SANJAYS}],
    ['a skip without its delivery', {intent: 'skip', subscription: SANJAYS}],
  ])('answers a malformed form (%s) with a 400 and changes nothing', async (_, fields) => {
    const shopper = await new Shopper().logInAs(sanjay.email);
    const answer = await post(shopper, {formToken: await formToken(), ...fields});
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      message: 'We could not read that request. Please reload the page and try again.',
    });
    expect(operations.filter((operation) => operation.startsWith('Subscription'))).toEqual([]);
  });

  it.each([
    ['no form token', undefined],
    ['a forged one', `${Date.now() - 5000}.${'A'.repeat(43)}`],
    ['one for another form', 'newsletter'],
  ])('refuses a form with %s (403), in the shopper’s language', async (_, token) => {
    const shopper = await new Shopper().logInAs(sanjay.email);
    const formTokenField: Record<string, string> =
      token === 'newsletter'
        ? {formToken: await issueFormToken('integration-test-secret', 'newsletter:gum', Date.now() - 5000)}
        : token
          ? {formToken: token}
          : {};
    const answer = await post(
      shopper,
      {...formTokenField, intent: 'cancel', subscription: SANJAYS},
      '/hi/account/subscriptions',
    );
    expect(answer.init?.status).toBe(403);
    expect(answer.data).toEqual({
      ok: false,
      message: 'यह पेज बहुत देर से खुला था। कृपया इसे फिर से लोड करके दोबारा कोशिश करें।',
    });
    expect(executor.shop('gum')!.customers[0].subscriptionContracts[0].status).toBe('ACTIVE');
  });

  it('sends a logged-out shopper to log in, for the page and for a change, and changes nothing', async () => {
    const shopper = new Shopper();
    expect(loginRedirect(await shopper.call(subscriptionsPage, '/account/subscriptions'))).toBe(
      '/account/login?redirect=%2Faccount%2Fsubscriptions',
    );
    const posted = await shopper.call(changeSubscription, '/account/subscriptions', {
      formToken: await formToken(),
      intent: 'cancel',
      subscription: SANJAYS,
    });
    expect(loginRedirect(posted)).toMatch(/^\/account\/login\?redirect=/);
    expect(executor.shop('gum')!.customers[0].subscriptionContracts[0].status).toBe('ACTIVE');
  });

  it('says clearly when Shopify cannot be reached, and nothing is changed', async () => {
    const shopper = await new Shopper().logInAs(sanjay.email);
    server.use(
      http.post(`${STORE_URL}/${app.shopId}/account/customer/api/*`, () =>
        HttpResponse.json({errors: [{message: 'Internal error'}]}, {status: 500}),
      ),
    );
    const answer = await post(shopper, {formToken: await formToken(), intent: 'cancel', subscription: SANJAYS});
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toEqual({
      ok: false,
      message: 'We could not reach the store just now. Nothing was changed; please try again in a moment.',
    });
    expect(executor.shop('gum')!.customers[0].subscriptionContracts[0].status).toBe('ACTIVE');
  });
});

describe('subscriptions on legacy customer accounts', () => {
  async function legacyHistory(brand: 'groom' | 'gum') {
    const customer = seeds[brand].customers[0];
    const shopper = new Shopper({});
    const {context} = await appContextFor(`http://${brand}.localhost/account`);
    const login = context.customerAccounts;
    if (login.mode !== 'legacy') throw new Error('expected legacy customer accounts');
    expect(await login.login({kind: 'password', email: customer.email, password: customer.password!})).toEqual({
      ok: true,
    });
    shopper.cookie = (await context.session.commit()).split(';')[0];
    const {context: next} = await appContextFor(`http://${brand}.localhost/account`, {Cookie: shopper.cookie});
    return (await orderHistory({
      request: new Request(`http://${brand}.localhost/account`, {headers: {Cookie: shopper.cookie}}),
      context: next,
      params: {},
    } as never)) as Awaited<ReturnType<typeof orderHistory>>;
  }

  it("gum's account page links to the shop's subscriptions portal (the stand-in's page here)", async () => {
    const history = await legacyHistory('gum');
    expect(history.subscriptions).toEqual({kind: 'portal', url: `${STORE_URL}/subscriptions-portal/gum`});
    // The Storefront API's order lines do not say which came from a subscription.
    expect(history.orders.flatMap((order) => order.lines.map((line) => line.sellingPlanName))).not.toContain(
      'Delivered every month',
    );
  });

  it('a brand that names no portal shows no link', async () => {
    expect((await legacyHistory('groom')).subscriptions).toBeNull();
  });

  it('has no subscriptions page: 404', async () => {
    const result = await new Shopper({}).call(subscriptionsPage, '/account/subscriptions');
    expect((result as Response).status).toBe(404);
  });
});
