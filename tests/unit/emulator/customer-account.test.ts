import {createHash, randomBytes} from 'node:crypto';
import {decodeJwt} from 'jose';
import {beforeEach, describe, expect, it} from 'vitest';
import {STAND_IN_CUSTOMER_ACCOUNT_APPS} from '../../../app/lib/account/customer-account-stand-in';
import {atobSafeSegment, createCustomerAccountStandIn} from '../../../emulator/customer-account';
import type {BrandId} from '../../../emulator/executor';
import {gql, newExecutor, productNumber, seeds, useRunningEmulator} from './helpers';

const SHOPIFY = 'https://shopify.com';
const CALLBACK = 'https://localhost:3000/account/authorize';
const START = Date.parse('2026-11-24T10:00:00Z');

const executor = newExecutor();
let clock = START;
const standIn = createCustomerAccountStandIn(executor, {now: () => clock});

beforeEach(() => {
  clock = START;
  executor.reset();
  standIn.reset();
});

const app = (brand: BrandId) => STAND_IN_CUSTOMER_ACCOUNT_APPS[brand];
const authPath = (brand: BrandId, endpoint: string) => `/authentication/${app(brand).shopId}/${endpoint}`;
const apiPath = (brand: BrandId, version = '2026-04') =>
  `/${app(brand).shopId}/account/customer/api/${version}/graphql`;

async function call(path: string, init?: RequestInit, service = standIn): Promise<Response> {
  const response = await service.fetch(new Request(`${SHOPIFY}${path}`, init));
  if (!response) throw new Error(`the stand-in does not serve ${path}`);
  return response;
}

const json = <T = Record<string, unknown>>(response: Response) => response.json() as Promise<T>;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return {verifier, challenge: createHash('sha256').update(verifier).digest('base64url')};
}

/** The authorize parameters Hydrogen's login() sends, with these changes (null: left out). */
function authorizeParams(brand: BrandId, challenge: string, changes: Record<string, string | null> = {}) {
  const params = new URLSearchParams({
    client_id: app(brand).clientId,
    scope: 'openid email customer-account-api:full',
    response_type: 'code',
    redirect_uri: CALLBACK,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return params;
}

const postForm = (form: URLSearchParams): RequestInit => ({method: 'POST', body: form});

/** The login form posted for this customer: the code and where the browser was sent. */
async function authorize(brand: BrandId, email: string, challenge: string, changes: Record<string, string> = {}) {
  const form = authorizeParams(brand, challenge, changes);
  form.set('email', email);
  const response = await call(authPath(brand, 'oauth/authorize'), postForm(form));
  expect(response.status, await response.clone().text()).toBe(302);
  const location = new URL(response.headers.get('location')!);
  return {location, code: location.searchParams.get('code')!};
}

const exchange = (brand: BrandId, fields: Record<string, string>) =>
  call(
    authPath(brand, 'oauth/token'),
    postForm(new URLSearchParams({grant_type: 'authorization_code', client_id: app(brand).clientId, ...fields})),
  );

interface Tokens {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  id_token: string;
  scope: string;
}

/** A whole login as Hydrogen does it; the token answer. */
async function logIn(brand: BrandId, email: string, redirectUri = CALLBACK): Promise<Tokens> {
  const {verifier, challenge} = pkce();
  const {code} = await authorize(brand, email, challenge, {redirect_uri: redirectUri});
  const response = await exchange(brand, {code, redirect_uri: redirectUri, code_verifier: verifier});
  expect(response.status).toBe(200);
  return json<Tokens>(response);
}

const refresh = (brand: BrandId, refreshToken: string, clientId = app(brand).clientId) =>
  call(
    authPath(brand, 'oauth/token'),
    postForm(new URLSearchParams({grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId})),
  );

const graphql = (
  brand: BrandId,
  authorization: string | null,
  query: string,
  variables: Record<string, unknown> = {},
) =>
  call(apiPath(brand), {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(authorization === null ? {} : {Authorization: authorization})},
    body: JSON.stringify({query, variables}),
  });

const ORDER_FRAGMENT = `
fragment CustomerAccountOrder on Order {
  id name processedAt financialStatus fulfillmentStatus
  totalPrice { amount currencyCode }
  lineItems(first: 50) { nodes { title variantTitle quantity totalPrice { amount currencyCode } image { url altText width height } productId } }
}`;

// The two documents the app sends, verbatim.
const ORDERS_QUERY = `query CustomerAccountOrders($first: Int, $last: Int, $startCursor: String, $endCursor: String) {
  customer {
    emailAddress { emailAddress }
    orders(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PROCESSED_AT, reverse: true) {
      nodes { ...CustomerAccountOrder }
      pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
    }
  }
}
${ORDER_FRAGMENT}`;

const ORDER_QUERY = `query CustomerAccountOrder($orderId: ID!) { order(id: $orderId) { ...CustomerAccountOrder } }
${ORDER_FRAGMENT}`;

interface AccountOrder {
  id: string;
  name: string;
  processedAt: string;
  financialStatus: string;
  fulfillmentStatus: string;
  totalPrice: {amount: string; currencyCode: string};
  lineItems: {
    nodes: Array<{
      title: string;
      variantTitle: string | null;
      quantity: number;
      totalPrice: {amount: string; currencyCode: string};
      image: {url: string; altText: string | null; width: number; height: number} | null;
      productId: string;
    }>;
  };
}

interface OrdersPage {
  customer: {
    emailAddress: {emailAddress: string};
    orders: {
      nodes: AccountOrder[];
      pageInfo: {hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string | null; endCursor: string | null};
    };
  };
}

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  const body = await json<{data: T; errors?: unknown}>(response);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const MEERA = 'meera.pillai@example.com';
const meera = () => seeds.gum.customers.find((c) => c.email === MEERA)!;

/** The buttons' text on a login page. */
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);

/** atob as browsers and workerd have it: it refuses base64url's - and _. */
const decodeSegment = (segment: string) => JSON.parse(atob(segment)) as Record<string, unknown>;

describe('the hosted login page', () => {
  it("lists the brand's customers, and only those, each with a form carrying the OAuth parameters", async () => {
    const {challenge} = pkce();
    const response = await call(`${authPath('groom', 'oauth/authorize')}?${authorizeParams('groom', challenge)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<title>Log in to ${seeds.groom.shop.name}</title>`);
    expect(html).toMatch(/<main>\s*<h1>Log in to Kestrel Men<\/h1>/);
    expect(html).toContain('local stand-in for Shopify&#39;s customer login');
    expect(buttons(html)).toEqual(seeds.groom.customers.map((c) => `Continue as ${c.firstName} ${c.lastName}`));
    for (const customer of seeds.groom.customers) expect(html).toContain(`>${customer.email}</span>`);
    for (const customer of seeds.gum.customers) expect(html).not.toContain(customer.email);
    const forms = html.match(/<form method="post" action="\/authentication\/90000000001\/oauth\/authorize">/g);
    expect(forms).toHaveLength(seeds.groom.customers.length);
    for (const [name, value] of authorizeParams('groom', challenge)) {
      expect(html.split(`<input type="hidden" name="${name}" value="${value}">`)).toHaveLength(forms!.length + 1);
    }
    // Nothing to load or run.
    expect(html).not.toMatch(/<script|<link|src=|url\(/);
  });

  it.each(['hi', 'hi-IN'])('is in Hindi for ui_locales=%s', async (uiLocales) => {
    const params = authorizeParams('gum', pkce().challenge, {ui_locales: uiLocales});
    const html = await (await call(`${authPath('gum', 'oauth/authorize')}?${params}`)).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`<h1>${seeds.gum.shop.name} में लॉग इन करें</h1>`);
    expect(buttons(html)).toEqual(seeds.gum.customers.map((c) => `${c.firstName} ${c.lastName} के रूप में जारी रखें`));
    expect(html).toContain('<input type="hidden" name="ui_locales" value="' + uiLocales + '">');
  });

  it.each([
    ["another shop's client_id", {client_id: STAND_IN_CUSTOMER_ACCOUNT_APPS.gum.clientId}, 'client_id'],
    ['no client_id', {client_id: null}, 'client_id'],
    ['response_type token', {response_type: 'token'}, 'response_type'],
    ['no response_type', {response_type: null}, 'response_type'],
    ['a scope without openid', {scope: 'email'}, 'scope'],
    ['code_challenge_method plain', {code_challenge_method: 'plain'}, 'code_challenge_method'],
    ['no code_challenge_method', {code_challenge_method: null}, 'code_challenge_method'],
    ['an empty code_challenge', {code_challenge: ''}, 'code_challenge'],
    ['no state', {state: null}, 'state'],
    ['no nonce', {nonce: ''}, 'nonce'],
    ['no redirect_uri', {redirect_uri: null}, 'redirect_uri'],
    ['a relative redirect_uri', {redirect_uri: '/account/authorize'}, 'redirect_uri'],
    ['a redirect_uri with a fragment', {redirect_uri: `${CALLBACK}#x`}, 'redirect_uri'],
    ['an empty fragment', {redirect_uri: `${CALLBACK}#`}, 'redirect_uri'],
    ['an http redirect_uri off loopback', {redirect_uri: 'http://groom.example.in/account/authorize'}, 'redirect_uri'],
    ['a javascript: redirect_uri', {redirect_uri: 'javascript:alert(1)//account/authorize'}, 'redirect_uri'],
    ['credentials in redirect_uri', {redirect_uri: 'https://a:b@localhost:3000/account/authorize'}, 'redirect_uri'],
    ['another path', {redirect_uri: 'https://groom.example.in/account/login'}, 'redirect_uri'],
    ['a three-letter prefix', {redirect_uri: 'https://groom.example.in/hin/account/authorize'}, 'redirect_uri'],
    ['a trailing slash', {redirect_uri: 'https://groom.example.in/account/authorize/'}, 'redirect_uri'],
  ] as Array<[string, Record<string, string | null>, string]>)(
    'refuses %s with a 400 page naming what is wrong',
    async (_case, changes, parameter) => {
      const {challenge} = pkce();
      const query = authorizeParams('groom', challenge, changes);
      const response = await call(`${authPath('groom', 'oauth/authorize')}?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('location')).toBeNull();
      const html = await response.text();
      expect(html).toContain('<h1>This login request is not valid</h1>');
      expect(html).toContain(parameter);
      // The same parameters posted with a customer are refused too.
      query.set('email', seeds.groom.customers[0].email);
      const posted = await call(authPath('groom', 'oauth/authorize'), postForm(query));
      expect(posted.status).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
    },
  );

  it('refuses a parameter given twice', async () => {
    const query = authorizeParams('groom', pkce().challenge);
    query.append('state', 'other');
    const response = await call(`${authPath('groom', 'oauth/authorize')}?${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('state is given more than once');
  });

  it.each([
    'https://groom.example.in/account/authorize',
    'https://groom.example.in/hi/account/authorize',
    'http://localhost:3000/account/authorize',
    'http://127.0.0.1:3000/hi/account/authorize',
    'http://gum.localhost:3000/account/authorize',
    'http://[::1]:3000/account/authorize',
  ])('accepts the callback %s', async (redirectUri) => {
    const query = authorizeParams('groom', pkce().challenge, {redirect_uri: redirectUri});
    expect((await call(`${authPath('groom', 'oauth/authorize')}?${query}`)).status).toBe(200);
  });

  it("refuses a post for someone who is not the brand's customer", async () => {
    for (const email of [seeds.gum.customers[0].email, 'nobody@example.com', '']) {
      const form = authorizeParams('groom', pkce().challenge);
      form.set('email', email);
      const response = await call(authPath('groom', 'oauth/authorize'), postForm(form));
      expect(response.status, email).toBe(400);
      expect(await response.text()).toContain('email must name one customer of Kestrel Men');
    }
  });

  it('answers 404 for an unknown shop, 405 for other methods, and leaves other paths alone', async () => {
    const query = authorizeParams('groom', pkce().challenge);
    expect((await call(`/authentication/123/oauth/authorize?${query}`)).status).toBe(404);
    expect((await call(`/authentication/123/oauth/token`, {method: 'POST'})).status).toBe(404);
    expect((await call(`/123/account/customer/api/2026-04/graphql`, {method: 'POST'})).status).toBe(404);
    expect((await call(apiPath('groom', 'latest'), {method: 'POST'})).status).toBe(404);
    // The year of versions up to its schema's only.
    expect((await call(apiPath('groom', '2025-04'), {method: 'POST'})).status).toBe(404);
    const put = await call(authPath('groom', 'oauth/authorize'), {method: 'PUT'});
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect((await call(authPath('groom', 'oauth/token'))).status).toBe(405);
    for (const path of ['/api/2026-04/graphql.json', '/authentication/1/oauth', '/account/authorize', '/']) {
      expect(await standIn.fetch(new Request(`${SHOPIFY}${path}`))).toBeNull();
    }
  });
});

describe('the authorization code flow', () => {
  it('sends the browser to the callback with code and state, over http on loopback', async () => {
    const {location, code} = await authorize('gum', MEERA, pkce().challenge);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/account/authorize');
    expect(location.searchParams.get('state')).toBe('state-1');
    expect(code).toMatch(/^[\w-]{20,}$/);
    const elsewhere = await authorize('gum', MEERA, pkce().challenge, {
      redirect_uri: 'https://gum.example.in/hi/account/authorize?from=login',
    });
    expect(`${elsewhere.location.origin}${elsewhere.location.pathname}`).toBe(
      'https://gum.example.in/hi/account/authorize',
    );
    expect(elsewhere.location.searchParams.get('from')).toBe('login');
  });

  it('gives tokens for the code and verifier, with an id token atob can read', async () => {
    const tokens = await logIn('gum', MEERA);
    expect(tokens).toEqual({
      access_token: expect.stringMatching(/^shcat_[\w-]+$/),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^shcrt_[\w-]+$/),
      id_token: expect.any(String),
      scope: 'openid email customer-account-api:full',
    });
    const [header, payload, signature] = tokens.id_token.split('.');
    // Hydrogen's decodeJwt: JSON.parse(atob(segment)); valid base64url without - _ or padding.
    for (const segment of [header, payload]) expect(segment).toMatch(/^[A-Za-z0-9]+$/);
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(decodeSegment(header)).toEqual({alg: 'HS256', typ: 'JWT'});
    const claims = decodeSegment(payload);
    expect(claims).toEqual({
      iss: 'https://shopify.com/authentication/90000000002',
      sub: `gid://shopify/Customer/${seeds.gum.customers.findIndex((c) => c.email === MEERA) + 1}`,
      aud: app('gum').clientId,
      iat: START / 1000,
      exp: START / 1000 + 3600,
      nonce: 'nonce-1',
      email: MEERA,
      sid: expect.any(String),
    });
    expect(decodeJwt(tokens.id_token)).toEqual(claims);
  });

  it('takes a code once, and revokes what the first exchange gave when it comes again', async () => {
    const {verifier, challenge} = pkce();
    const {code} = await authorize('gum', MEERA, challenge);
    const fields = {code, redirect_uri: CALLBACK, code_verifier: verifier};
    const first = await json<Tokens>(await exchange('gum', fields));
    const again = await exchange('gum', fields);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({error: 'invalid_grant', error_description: expect.stringContaining('used')});
    expect((await graphql('gum', first.access_token, '{ customer { id } }')).status).toBe(401);
    expect((await refresh('gum', first.refresh_token)).status).toBe(400);
  });

  it('refuses a wrong verifier, callback or client, and keeps the code for the right ones', async () => {
    const {verifier, challenge} = pkce();
    const {code} = await authorize('gum', MEERA, challenge);
    const wrongVerifier = await exchange('gum', {code, redirect_uri: CALLBACK, code_verifier: pkce().verifier});
    expect(wrongVerifier.status).toBe(400);
    expect(await json(wrongVerifier)).toEqual({error: 'invalid_grant', error_description: expect.any(String)});
    // The browser went to http, but the token request names the callback that was authorized.
    const httpCallback = 'http://localhost:3000/account/authorize';
    const wrongCallback = await exchange('gum', {code, redirect_uri: httpCallback, code_verifier: verifier});
    expect(wrongCallback.status).toBe(400);
    expect((await json(wrongCallback)).error).toBe('invalid_grant');
    const wrongClient = await call(
      authPath('gum', 'oauth/token'),
      postForm(
        new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: app('groom').clientId,
          code,
          redirect_uri: CALLBACK,
          code_verifier: verifier,
        }),
      ),
    );
    expect(wrongClient.status).toBe(401);
    expect(await json(wrongClient)).toEqual({error: 'invalid_client', error_description: expect.any(String)});
    // Another shop's token endpoint does not know the code.
    const otherShop = await exchange('groom', {code, redirect_uri: CALLBACK, code_verifier: verifier});
    expect((await json(otherShop)).error).toBe('invalid_grant');
    expect((await exchange('gum', {code, redirect_uri: CALLBACK, code_verifier: verifier})).status).toBe(200);
  });

  it('refuses a code older than ten minutes', async () => {
    const {verifier, challenge} = pkce();
    const {code} = await authorize('gum', MEERA, challenge);
    clock += 10 * 60 * 1000;
    const response = await exchange('gum', {code, redirect_uri: CALLBACK, code_verifier: verifier});
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe('invalid_grant');
  });

  it('names what is missing or unsupported', async () => {
    const token = authPath('gum', 'oauth/token');
    const missing = await exchange('gum', {code: 'x', redirect_uri: CALLBACK});
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe('invalid_request');
    const unknown = await exchange('gum', {code: 'x', redirect_uri: CALLBACK, code_verifier: pkce().verifier});
    expect((await json(unknown)).error).toBe('invalid_grant');
    // What Hydrogen sends to Shopify's older accounts (no shop id): not this API's.
    const tokenExchange = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      client_id: app('gum').clientId,
    });
    const unsupported = await call(token, postForm(tokenExchange));
    expect(unsupported.status).toBe(400);
    expect((await json(unsupported)).error).toBe('unsupported_grant_type');
    const noGrant = await call(token, postForm(new URLSearchParams({client_id: app('gum').clientId})));
    expect((await json(noGrant)).error).toBe('invalid_request');
    const asJson = await call(token, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({grant_type: 'refresh_token', client_id: app('gum').clientId}),
    });
    expect(asJson.status).toBe(400);
    expect((await json(asJson)).error).toBe('invalid_request');
  });
});

describe('refreshing', () => {
  it('gives new tokens and revokes the old ones', async () => {
    const first = await logIn('gum', MEERA);
    const response = await refresh('gum', first.refresh_token);
    expect(response.status).toBe(200);
    const second = await json<Tokens>(response);
    expect(second).toEqual({
      access_token: expect.stringMatching(/^shcat_/),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^shcrt_/),
      scope: first.scope,
    });
    expect(second.access_token).not.toBe(first.access_token);
    expect((await graphql('gum', first.access_token, '{ customer { id } }')).status).toBe(401);
    expect((await graphql('gum', second.access_token, '{ customer { id } }')).status).toBe(200);
    const reused = await refresh('gum', first.refresh_token);
    expect(reused.status).toBe(400);
    expect((await json(reused)).error).toBe('invalid_grant');
    const wrongClient = await refresh('gum', second.refresh_token, app('groom').clientId);
    expect(wrongClient.status).toBe(401);
    expect((await json(wrongClient)).error).toBe('invalid_client');
    expect((await refresh('groom', second.refresh_token)).status).toBe(400);
  });

  it('is how a session goes on once its access token expires', async () => {
    const shortLived = createCustomerAccountStandIn(executor, {accessTokenLifetimeSeconds: 60, now: () => clock});
    const {verifier, challenge} = pkce();
    const form = authorizeParams('gum', challenge);
    form.set('email', MEERA);
    const redirect = await call(authPath('gum', 'oauth/authorize'), postForm(form), shortLived);
    const code = new URL(redirect.headers.get('location')!).searchParams.get('code')!;
    const exchanged = await call(
      authPath('gum', 'oauth/token'),
      postForm(
        new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: app('gum').clientId,
          code,
          redirect_uri: CALLBACK,
          code_verifier: verifier,
        }),
      ),
      shortLived,
    );
    const tokens = await json<Tokens>(exchanged);
    expect(tokens.expires_in).toBe(60);
    expect(decodeSegment(tokens.id_token.split('.')[1]).exp).toBe(START / 1000 + 60);
    const customerQuery = (token: string) =>
      call(
        apiPath('gum'),
        {method: 'POST', body: JSON.stringify({query: '{ customer { id } }'}), headers: {Authorization: token}},
        shortLived,
      );
    expect((await customerQuery(tokens.access_token)).status).toBe(200);
    clock += 60_000;
    expect((await customerQuery(tokens.access_token)).status).toBe(401);
    const refreshed = await call(
      authPath('gum', 'oauth/token'),
      postForm(
        new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: app('gum').clientId,
        }),
      ),
      shortLived,
    );
    expect((await customerQuery((await json<Tokens>(refreshed)).access_token)).status).toBe(200);
  });
});

describe('GraphQL', () => {
  it('lists the orders newest first, a page at a time, under the Storefront stand-in gids', async () => {
    const {access_token} = await logIn('gum', MEERA);
    const seen: AccountOrder[] = [];
    let endCursor: string | null = null;
    let startCursor: string | null = null;
    let pages = 0;
    for (;;) {
      const page: OrdersPage = await data<OrdersPage>(
        await graphql('gum', access_token, ORDERS_QUERY, {first: 5, endCursor}),
      );
      expect(page.customer.emailAddress.emailAddress).toBe(MEERA);
      const {nodes, pageInfo} = page.customer.orders;
      expect(pageInfo.hasPreviousPage).toBe(pages > 0);
      seen.push(...nodes);
      startCursor = pageInfo.startCursor;
      pages += 1;
      if (!pageInfo.hasNextPage) break;
      endCursor = pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    const newestFirst = [...meera().orders].sort((a, b) => b.processedAt.localeCompare(a.processedAt));
    expect(seen.map((order) => order.name)).toEqual(newestFirst.map((order) => `#${order.orderNumber}`));

    // The Storefront API stand-in names the same orders with the same ids.
    const store = executor.shop('gum')!;
    const storefrontToken = store.issueAccessToken(store.customerByEmail(MEERA)!, 60_000).accessToken;
    const storefront = await gql(
      executor,
      'gum',
      'query ($t: String!) { customer(customerAccessToken: $t) { orders(first: 50, sortKey: PROCESSED_AT, reverse: true) { nodes { id name } } } }',
      {t: storefrontToken},
    );
    expect(seen.map(({id, name}) => ({id, name}))).toEqual(storefront.customer.orders.nodes);

    // And back from the last page.
    const previous = await data<OrdersPage>(await graphql('gum', access_token, ORDERS_QUERY, {last: 5, startCursor}));
    expect(previous.customer.orders.nodes.map((order) => order.name)).toEqual(seen.slice(5, 10).map((o) => o.name));
    expect(previous.customer.orders.pageInfo).toMatchObject({hasPreviousPage: true, hasNextPage: true});
  });

  it('answers the order fields in the Customer Account API words, in English', async () => {
    const {access_token} = await logIn('gum', MEERA);
    const page = await data<OrdersPage>(await graphql('gum', access_token, ORDERS_QUERY, {first: 20}));
    const byName = new Map(page.customer.orders.nodes.map((order) => [order.name, order]));
    expect(byName.get('#2013')!.fulfillmentStatus).toBe('IN_PROGRESS');
    expect(byName.get('#2014')).toMatchObject({fulfillmentStatus: 'UNFULFILLED', financialStatus: 'PENDING'});
    expect(byName.get('#2005')).toMatchObject({fulfillmentStatus: 'FULFILLED', financialStatus: 'REFUNDED'});
    const trial = seeds.gum.products.find((p) => p.variants.some((v) => v.sku === 'QB-NG-TRIAL-14'))!;
    const first = byName.get('#2002')!;
    expect(first).toMatchObject({
      processedAt: '2025-06-03T09:10:00Z',
      totalPrice: {amount: '149.0', currencyCode: 'INR'},
    });
    expect(first.lineItems.nodes).toEqual([
      {
        title: trial.title,
        variantTitle: null,
        quantity: 1,
        totalPrice: {amount: '149.0', currencyCode: 'INR'},
        image: {
          url: expect.stringMatching(/^http:\/\/emulator\.test\/images\/gum\/.+\.svg$/),
          altText: expect.any(String),
          width: expect.any(Number),
          height: expect.any(Number),
        },
        productId: `gid://shopify/Product/${productNumber('gum', trial.handle)}`,
      },
    ]);
    const withOptions = byName.get('#2003')!.lineItems.nodes[0];
    expect(withOptions.variantTitle).toMatch(/ \/ /);
    expect(withOptions.quantity).toBe(2);
  });

  it("answers one order of the customer's, and null for anyone else's or no order at all", async () => {
    const {access_token} = await logIn('gum', MEERA);
    const page = await data<OrdersPage>(await graphql('gum', access_token, ORDERS_QUERY, {first: 1}));
    const newest = page.customer.orders.nodes[0];
    expect(await data(await graphql('gum', access_token, ORDER_QUERY, {orderId: newest.id}))).toEqual({
      order: newest,
    });
    const farhan = await logIn('gum', 'farhan.qureshi@example.com');
    const theirs = await data<OrdersPage>(await graphql('gum', farhan.access_token, ORDERS_QUERY, {first: 1}));
    const otherId = theirs.customer.orders.nodes[0].id;
    for (const orderId of [otherId, 'gid://shopify/Order/99999', 'gid://shopify/Product/1', 'nope']) {
      expect(await data(await graphql('gum', access_token, ORDER_QUERY, {orderId})), orderId).toEqual({order: null});
    }
  });

  it('answers the customer', async () => {
    const {access_token} = await logIn('gum', MEERA);
    const query = `{ customer { id firstName lastName displayName emailAddress { emailAddress marketingState }
      phoneNumber { phoneNumber } createdAt } }`;
    const {customer} = await data<{customer: Record<string, unknown>}>(await graphql('gum', access_token, query));
    expect(customer).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
      firstName: 'Meera',
      lastName: 'Pillai',
      displayName: 'Meera Pillai',
      emailAddress: {emailAddress: MEERA, marketingState: 'SUBSCRIBED'},
      phoneNumber: {phoneNumber: meera().phone},
      createdAt: [...meera().orders].sort((a, b) => a.processedAt.localeCompare(b.processedAt))[0].processedAt,
    });
  });

  it('takes the bare token as Hydrogen sends it, or a Bearer one, and nothing else', async () => {
    const {access_token} = await logIn('gum', MEERA);
    expect((await graphql('gum', access_token, '{ customer { id } }')).status).toBe(200);
    expect((await graphql('gum', `Bearer ${access_token}`, '{ customer { id } }')).status).toBe(200);
    for (const authorization of [null, '', 'shcat_unknown', `Basic ${access_token}`]) {
      const response = await graphql('gum', authorization, '{ customer { id } }');
      expect(response.status, String(authorization)).toBe(401);
      expect(await json(response)).toEqual({errors: [{message: 'Unauthorized'}]});
    }
    // Another shop's endpoint does not take it.
    expect((await graphql('groom', access_token, '{ customer { id } }')).status).toBe(401);
  });

  it('answers documents Shopify would reject with errors and a 200', async () => {
    const {access_token} = await logIn('gum', MEERA);
    for (const query of ['{ customer { id ', '{ customer { email } }', '{ customer { orders { nodes { id } } } }']) {
      const response = await graphql('gum', access_token, query);
      expect(response.status, query).toBe(200);
      const body = await json<{data?: unknown; errors: Array<{message: string}>}>(response);
      expect(body.errors.length, query).toBeGreaterThan(0);
    }
    const bad = await call(apiPath('gum'), {method: 'POST', headers: {Authorization: access_token}, body: '{'});
    expect(bad.status).toBe(400);
  });
});

describe('logout', () => {
  it("ends the id token's session and sends the browser back, over http on loopback", async () => {
    const tokens = await logIn('gum', MEERA);
    const other = await logIn('gum', MEERA);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'https://localhost:3000',
    });
    const response = await call(`${authPath('gum', 'logout')}?${query}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/');
    expect((await graphql('gum', tokens.access_token, '{ customer { id } }')).status).toBe(401);
    expect((await refresh('gum', tokens.refresh_token)).status).toBe(400);
    // Another login of the same customer goes on.
    expect((await graphql('gum', other.access_token, '{ customer { id } }')).status).toBe(200);
  });

  it('ends the tokens a refresh gave too (Hydrogen keeps the first id token)', async () => {
    const tokens = await logIn('gum', MEERA);
    const refreshed = await json<Tokens>(await refresh('gum', tokens.refresh_token));
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'https://gum.example.in/',
    });
    const response = await call(`${authPath('gum', 'logout')}?${query}`);
    expect(response.headers.get('location')).toBe('https://gum.example.in/');
    expect((await graphql('gum', refreshed.access_token, '{ customer { id } }')).status).toBe(401);
  });

  it('says so on a page without a redirect, and refuses a redirect it may not follow', async () => {
    const tokens = await logIn('gum', MEERA);
    const refused = await call(
      `${authPath('gum', 'logout')}?${new URLSearchParams({id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://evil.example/'})}`,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('post_logout_redirect_uri');
    // A refused logout changes nothing.
    expect((await graphql('gum', tokens.access_token, '{ customer { id } }')).status).toBe(200);
    const page = await call(`${authPath('gum', 'logout')}?${new URLSearchParams({id_token_hint: tokens.id_token})}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>You are logged out</h1>');
    expect((await graphql('gum', tokens.access_token, '{ customer { id } }')).status).toBe(401);
  });

  it('ignores an id token it did not sign', async () => {
    const tokens = await logIn('gum', MEERA);
    const [header, payload] = tokens.id_token.split('.');
    const forged = `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
    const response = await call(`${authPath('gum', 'logout')}?${new URLSearchParams({id_token_hint: forged})}`);
    expect(response.status).toBe(200);
    expect((await graphql('gum', tokens.access_token, '{ customer { id } }')).status).toBe(200);
  });
});

describe('reset', () => {
  it('forgets every code and token', async () => {
    const tokens = await logIn('gum', MEERA);
    const {verifier, challenge} = pkce();
    const {code} = await authorize('gum', MEERA, challenge);
    standIn.reset();
    expect((await graphql('gum', tokens.access_token, '{ customer { id } }')).status).toBe(401);
    expect((await refresh('gum', tokens.refresh_token)).status).toBe(400);
    expect((await exchange('gum', {code, redirect_uri: CALLBACK, code_verifier: verifier})).status).toBe(400);
  });
});

describe('atobSafeSegment', () => {
  it('encodes any JSON without - or _, and atob gives the same JSON back', () => {
    const samples = [
      '>>>???~~~\u007f',
      'नमस्ते 😀',
      'o/o/o?o>o~',
      ...Array.from({length: 200}, () => randomBytes(24).toString('latin1')),
    ];
    for (const text of samples) {
      for (let pad = 0; pad < 3; pad++) {
        const value = {p: ' '.repeat(pad), text};
        const segment = atobSafeSegment(value);
        expect(segment).toMatch(/^[A-Za-z0-9]*$/);
        expect(JSON.parse(atob(segment))).toEqual(value);
      }
    }
  });
});

describe('through the emulator server', () => {
  const emulator = useRunningEmulator();

  it('serves the login page and refuses GraphQL without a token', async () => {
    const query = authorizeParams('groom', pkce().challenge);
    const page = await fetch(`${emulator.url}${authPath('groom', 'oauth/authorize')}?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(buttons(await page.text())).toHaveLength(seeds.groom.customers.length);
    const api = await fetch(`${emulator.url}${apiPath('groom')}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({query: '{ customer { id } }'}),
    });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({errors: [{message: 'Unauthorized'}]});
  });

  it('logs in over HTTP, and its reset forgets the tokens', async () => {
    const {verifier, challenge} = pkce();
    const form = authorizeParams('groom', challenge);
    const email = seeds.groom.customers[0].email;
    form.set('email', email);
    const redirect = await fetch(`${emulator.url}${authPath('groom', 'oauth/authorize')}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    const code = new URL(redirect.headers.get('location')!).searchParams.get('code')!;
    const exchanged = await fetch(`${emulator.url}${authPath('groom', 'oauth/token')}`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: app('groom').clientId,
        code,
        redirect_uri: CALLBACK,
        code_verifier: verifier,
      }),
    });
    expect(exchanged.status).toBe(200);
    const tokens = (await exchanged.json()) as Tokens;
    expect(decodeSegment(tokens.id_token.split('.')[1]).iss).toBe(`${emulator.url}/authentication/90000000001`);
    const customer = () =>
      fetch(`${emulator.url}${apiPath('groom')}`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Authorization: tokens.access_token},
        body: JSON.stringify({query: '{ customer { emailAddress { emailAddress } } }'}),
      });
    expect(await (await customer()).json()).toEqual({data: {customer: {emailAddress: {emailAddress: email}}}});
    await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
    expect((await customer()).status).toBe(401);
  });
});
