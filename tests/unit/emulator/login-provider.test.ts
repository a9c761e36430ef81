import {createServer, type AddressInfo} from 'node:net';
import vm from 'node:vm';
import {base64url, jwtDecrypt} from 'jose';
import {afterAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  LOGIN_TOKEN_LIFETIME_SECONDS,
  standInMerchantId,
  standInMerchantKey,
  type LoginData,
  type LoginProviderApi,
  type LoginTokenClaims,
} from '../../../app/lib/account/login-provider';
import {indianMobile, merchantKeysFromEnv, STAND_IN_OTP} from '../../../emulator/login-provider';
import {STOREFRONT_API_VERSION} from '../../../app/lib/storefront/api-versions';
import {EMULATOR_TOKENS, startEmulator} from '../../../emulator/server';
import type {SeedCustomer, SeedPhoneLogin} from '../../../emulator/seed/types';
import {seeds, useRunningEmulator} from './helpers';

const emulator = useRunningEmulator();
beforeEach(async () => {
  await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
});

type Brand = keyof typeof EMULATOR_TOKENS;
const BRANDS: Brand[] = ['groom', 'gum'];
type ErrorAnswer = {error: {code: string; message: string}};

const json = <T>(response: Response): Promise<T> => response.json() as Promise<T>;

function phoneCustomer(brand: Brand, kind: SeedPhoneLogin) {
  const customer = seeds[brand].customers.find((c) => c.phoneLogin === kind);
  if (!customer?.phoneLogin) throw new Error(`no ${kind} phone customer for ${brand}`);
  return customer as Extract<SeedCustomer, {phoneLogin: SeedPhoneLogin}>;
}

function post(path: string, body: unknown, base = emulator.url): Promise<Response> {
  return fetch(`${base}/kwikpass/${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Origin: 'http://localhost:3000'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function verify(brand: Brand, phone: string, base = emulator.url): Promise<LoginData> {
  const response = await post(
    'verify',
    {merchantId: standInMerchantId(brand), phone, code: STAND_IN_OTP, loginMethod: 'caller-id'},
    base,
  );
  expect(response.status).toBe(200);
  return json<LoginData>(response);
}

async function claimsOf(token: string, key = standInMerchantKey('groom')): Promise<LoginTokenClaims> {
  const {payload, protectedHeader} = await jwtDecrypt<LoginTokenClaims>(token, base64url.decode(key));
  expect(protectedHeader).toEqual({alg: 'dir', enc: 'A256GCM'});
  return payload;
}

async function graphql<T>(brand: Brand, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${emulator.url}/api/${STOREFRONT_API_VERSION}/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': EMULATOR_TOKENS[brand]},
    body: JSON.stringify({query, variables}),
  });
  const body = await json<{data: T; errors?: unknown}>(response);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

type TokenAnswer = {customerAccessToken: {accessToken: string} | null; customerUserErrors: Array<{code: string}>};

const passwordLogin = async (brand: Brand, email: string, password: string) =>
  (
    await graphql<{customerAccessTokenCreate: TokenAnswer}>(
      brand,
      `
        mutation ($input: CustomerAccessTokenCreateInput!) {
          customerAccessTokenCreate(input: $input) {
            customerAccessToken {
              accessToken
            }
            customerUserErrors {
              code
            }
          }
        }
      `,
      {input: {email, password}},
    )
  ).customerAccessTokenCreate;

const multipassLogin = async (brand: Brand, multipassToken: string) =>
  (
    await graphql<{customerAccessTokenCreateWithMultipass: TokenAnswer}>(
      brand,
      `
        mutation ($token: String!) {
          customerAccessTokenCreateWithMultipass(multipassToken: $token) {
            customerAccessToken {
              accessToken
            }
            customerUserErrors {
              code
            }
          }
        }
      `,
      {token: multipassToken},
    )
  ).customerAccessTokenCreateWithMultipass;

const activate = async (brand: Brand, activationUrl: string, password: string) =>
  (
    await graphql<{customerActivateByUrl: TokenAnswer}>(
      brand,
      `
        mutation ($url: URL!, $password: String!) {
          customerActivateByUrl(activationUrl: $url, password: $password) {
            customerAccessToken {
              accessToken
            }
            customerUserErrors {
              code
            }
          }
        }
      `,
      {url: activationUrl, password},
    )
  ).customerActivateByUrl;

const customerEmail = async (brand: Brand, accessToken: string) =>
  (
    await graphql<{customer: {email: string; orders: {totalCount: string}}}>(
      brand,
      'query ($t: String!) { customer(customerAccessToken: $t) { email orders(first: 1) { totalCount } } }',
      {t: accessToken},
    )
  ).customer;

describe('the seeded phone customers', () => {
  it.each(BRANDS)('%s has one of each kind, with unique phones and orders of its own SKUs', (brand) => {
    const {customers, products} = seeds[brand];
    const skus = new Set(products.flatMap((p) => p.variants.map((v) => v.sku)));
    const kinds = customers.flatMap((c) => (c.phoneLogin ? [c.phoneLogin] : []));
    expect(kinds.sort()).toEqual(['activation', 'multipass', 'password']);
    const phones = customers.flatMap((c) => (c.phone ? [indianMobile(c.phone)] : []));
    expect(phones).not.toContain(null);
    expect(new Set(phones).size).toBe(phones.length);
    for (const customer of customers) {
      expect(customer.orders.length, customer.email).toBeGreaterThan(0);
      for (const line of customer.orders.flatMap((o) => o.lines)) expect(skus, customer.email).toContain(line.sku);
    }
    expect(phoneCustomer(brand, 'activation').password).toBeNull();
    // The account page shows 10 orders at a time: the password customer fills more than one page.
    const {orders} = phoneCustomer(brand, 'password');
    expect(orders.length).toBeGreaterThanOrEqual(12);
    expect(new Set(orders.map((o) => `${o.financialStatus}/${o.fulfillmentStatus}`)).size).toBeGreaterThanOrEqual(4);
  });

  it('takes phones as shoppers type them', () => {
    for (const typed of ['9812340001', '98123 40001', '+91 98123 40001', '+919812340001', '098123-40001']) {
      expect(indianMobile(typed), typed).toBe('+919812340001');
    }
    for (const typed of ['', '12345', '5812340001', '+1 9812340001', '98123400011']) {
      expect(indianMobile(typed), typed).toBeNull();
    }
  });
});

describe('sdk.js', () => {
  it('is JavaScript any page may load', async () => {
    const response = await fetch(`${emulator.url}/kwikpass/sdk.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const source = await response.text();
    expect(() => new vm.Script(source)).not.toThrow();
  });

  /** Runs the script as a page with this storage would, its API calls going to the stand-in. */
  async function loadSdk(storage = new Map<string, string>()) {
    const source = await (await fetch(`${emulator.url}/kwikpass/sdk.js`)).text();
    const events = new EventTarget();
    const dispatched: Event[] = [];
    const window: Record<string, unknown> = {
      addEventListener: events.addEventListener.bind(events),
      dispatchEvent: (event: Event) => {
        dispatched.push(event);
        return events.dispatchEvent(event);
      },
      document: {
        currentScript: {
          src: `${emulator.url}/kwikpass/sdk.js`,
          getAttribute: (name: string) => (name === 'data-merchant-id' ? standInMerchantId('gum') : null),
        },
      },
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      },
      fetch,
      URL,
      Event,
      CustomEvent,
      Promise,
      JSON,
      console,
    };
    window.window = window;
    vm.runInNewContext(source, window);
    return {api: window.KwikPass as LoginProviderApi, dispatched, storage};
  }

  it('sets window.KwikPass and says it is ready', async () => {
    const {api, dispatched} = await loadSdk();
    expect(api.ready).toBe(true);
    expect(typeof api.open).toBe('function');
    expect(dispatched.map((event) => event.type)).toEqual(['kwikpass:ready']);
  });

  it('logs a remembered session in again without the dialog, and forgets it on logout', async () => {
    const {phone, userId} = await verify('gum', phoneCustomer('gum', 'password').phone);
    const key = `kwikpass:session:${standInMerchantId('gum')}`;
    const storage = new Map([[key, JSON.stringify({phone, userId, loginMethod: 'shop-login'})]]);
    const {api, dispatched} = await loadSdk(storage);
    api.open({lang: 'hi'});
    await vi.waitFor(() => expect(dispatched.map((event) => event.type)).toContain('kwikpass:login-data'));
    const {detail} = dispatched.at(-1) as CustomEvent<LoginData>;
    expect(detail).toMatchObject({phone, userId, loginMethod: 'shop-login'});
    expect((await claimsOf(detail.kpToken, standInMerchantKey('gum'))).merchantId).toBe(standInMerchantId('gum'));

    await api.logout();
    expect(storage.has(key)).toBe(false);
  });
});

describe('the API', () => {
  it('answers CORS preflights for any origin', async () => {
    for (const path of ['otp', 'verify', 'session']) {
      const response = await fetch(`${emulator.url}/kwikpass/${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://gum.localhost:3000',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    }
  });

  // Refusals of what the shopper typed answer 200, so the storefront's console stays clean.
  it('sends a code to a known phone however it is typed, and refuses unknown and malformed ones', async () => {
    const merchantId = standInMerchantId('groom');
    const ok = await post('otp', {merchantId, phone: '98123 40001'});
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(ok.headers.get('set-cookie')).toBeNull();
    expect(await ok.json()).toEqual({phone: '+919812340001'});

    const unknown = await post('otp', {merchantId, phone: '9000000000'});
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
    expect(await json<ErrorAnswer>(unknown)).toEqual({
      error: {code: 'UNKNOWN_PHONE', message: 'No account uses this number.'},
    });
    // Gum's numbers are not groom's customers.
    const otherShop = await post('otp', {merchantId, phone: phoneCustomer('gum', 'password').phone});
    expect((await json<ErrorAnswer>(otherShop)).error.code).toBe('UNKNOWN_PHONE');

    const malformed = await post('otp', {merchantId, phone: '12345'});
    expect(malformed.status).toBe(200);
    expect((await json<ErrorAnswer>(malformed)).error.code).toBe('INVALID_PHONE');
  });

  it('answers bad requests with 400 or 404 JSON, never a 500', async () => {
    const cases: Array<[string, string | object, number, string]> = [
      ['otp', '{not json', 400, 'INVALID_REQUEST'],
      ['verify', '[]', 400, 'INVALID_REQUEST'],
      ['otp', {phone: '9812340001'}, 400, 'INVALID_REQUEST'],
      ['otp', {merchantId: 'someone-else', phone: '9812340001'}, 404, 'UNKNOWN_MERCHANT'],
      ['verify', {merchantId: 'someone-else', phone: '9812340001', code: STAND_IN_OTP}, 404, 'UNKNOWN_MERCHANT'],
      ['verify', {merchantId: standInMerchantId('groom'), phone: '9812340001', code: 123456}, 400, 'INVALID_REQUEST'],
      [
        'verify',
        {merchantId: standInMerchantId('groom'), phone: '9812340001', code: STAND_IN_OTP, loginMethod: 'pigeon'},
        400,
        'INVALID_REQUEST',
      ],
      [
        'session',
        {merchantId: standInMerchantId('gum'), userId: 'kp_nobody', loginMethod: 'caller-id'},
        404,
        'UNKNOWN_USER',
      ],
      ['session', {merchantId: 7, userId: 'kp_nobody'}, 400, 'INVALID_REQUEST'],
      ['nothing-here', {}, 404, 'NOT_FOUND'],
    ];
    for (const [path, body, status, code] of cases) {
      const response = await post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect((await json<ErrorAnswer>(response)).error.code).toBe(code);
    }
    const get = await fetch(`${emulator.url}/kwikpass/verify`);
    expect(get.status).toBe(404);
  });

  it('refuses a wrong code and takes the right one after it', async () => {
    const {phone} = phoneCustomer('groom', 'password');
    const body = {merchantId: standInMerchantId('groom'), phone, loginMethod: 'messaging-app'};
    const wrong = await post('verify', {...body, code: '654321'});
    expect(wrong.status).toBe(200);
    expect((await json<ErrorAnswer>(wrong)).error.code).toBe('WRONG_CODE');
    const right = await post('verify', {...body, code: STAND_IN_OTP});
    expect(right.status).toBe(200);
    expect((await json<LoginData>(right)).loginMethod).toBe('messaging-app');
  });

  it.each(BRANDS)('gives %s password customers a token with their password', async (brand) => {
    const customer = phoneCustomer(brand, 'password');
    const before = Math.floor(Date.now() / 1000);
    const data = await verify(brand, customer.phone);
    expect(data).toEqual({
      kpToken: expect.stringMatching(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/),
      phone: indianMobile(customer.phone),
      loginMethod: 'caller-id',
      userId: expect.stringMatching(/^kp_\w+$/),
    });
    const claims = await claimsOf(data.kpToken, standInMerchantKey(brand));
    expect(claims).toEqual({
      iat: expect.any(Number),
      exp: claims.iat + LOGIN_TOKEN_LIFETIME_SECONDS,
      merchantId: standInMerchantId(brand),
      customer: {email: customer.email, password: customer.password},
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    // Another brand's key opens nothing.
    const other = brand === 'groom' ? 'gum' : 'groom';
    await expect(jwtDecrypt(data.kpToken, base64url.decode(standInMerchantKey(other)))).rejects.toThrow();

    const login = await passwordLogin(brand, claims.customer.email, claims.customer.password!);
    const shopCustomer = await customerEmail(brand, login.customerAccessToken!.accessToken);
    expect(shopCustomer).toEqual({email: customer.email, orders: {totalCount: String(customer.orders.length)}});
  });

  it.each(BRANDS)('gives %s multipass customers a Multipass token that logs in once', async (brand) => {
    const customer = phoneCustomer(brand, 'multipass');
    const {kpToken} = await verify(brand, customer.phone);
    const {customer: tokenCustomer} = await claimsOf(kpToken, standInMerchantKey(brand));
    expect(tokenCustomer).toEqual({email: customer.email, multipassToken: expect.any(String)});

    const first = await multipassLogin(brand, tokenCustomer.multipassToken!);
    expect(first.customerUserErrors).toEqual([]);
    expect((await customerEmail(brand, first.customerAccessToken!.accessToken)).email).toBe(customer.email);
    const again = await multipassLogin(brand, tokenCustomer.multipassToken!);
    expect(again).toEqual({customerAccessToken: null, customerUserErrors: [{code: 'INVALID_MULTIPASS_REQUEST'}]});
    // Written without its base64 padding, it is still the same, spent token.
    const unpadded = await multipassLogin(brand, tokenCustomer.multipassToken!.replace(/=+$/, ''));
    expect(unpadded.customerAccessToken).toBeNull();

    // A new login brings a new token.
    const next = await claimsOf((await verify(brand, customer.phone)).kpToken, standInMerchantKey(brand));
    expect((await multipassLogin(brand, next.customer.multipassToken!)).customerUserErrors).toEqual([]);
  });

  it.each(BRANDS)('activates %s invited customers, then logs them in by password', async (brand) => {
    const customer = phoneCustomer(brand, 'activation');
    const first = await claimsOf((await verify(brand, customer.phone)).kpToken, standInMerchantKey(brand));
    const {email, accountActivationUrl, password} = first.customer;
    expect(email).toBe(customer.email);
    expect(accountActivationUrl).toMatch(new RegExp(`^${emulator.url}/account/activate/\\d+/\\w+$`));
    expect(password).toMatch(/^[\w-]{20,}$/);
    // Not active yet: the picked password does not log in.
    expect((await passwordLogin(brand, email, password!)).customerAccessToken).toBeNull();

    const activated = await activate(brand, accountActivationUrl!, password!);
    expect(activated.customerUserErrors).toEqual([]);
    const {customer: second} = await claimsOf((await verify(brand, customer.phone)).kpToken, standInMerchantKey(brand));
    expect(second).toEqual({email, password});
    const login = await passwordLogin(brand, email, second.password!);
    const shopCustomer = await customerEmail(brand, login.customerAccessToken!.accessToken);
    expect(shopCustomer).toEqual({email, orders: {totalCount: String(customer.orders.length)}});

    // A reset shop invites the customer again, with the same password.
    await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
    const third = await claimsOf((await verify(brand, customer.phone)).kpToken, standInMerchantKey(brand));
    expect(third.customer).toEqual({email, accountActivationUrl: expect.any(String), password});
  });

  it('renews a session by user id, with the login method the script kept', async () => {
    const customer = phoneCustomer('groom', 'password');
    const {userId, phone} = await verify('groom', customer.phone);
    const response = await post('session', {merchantId: standInMerchantId('groom'), userId, loginMethod: 'shop-login'});
    expect(response.status).toBe(200);
    const data = await json<LoginData>(response);
    expect(data).toMatchObject({phone, userId, loginMethod: 'shop-login'});
    expect((await claimsOf(data.kpToken)).customer).toEqual({email: customer.email, password: customer.password});
    // User ids belong to one merchant.
    const elsewhere = await post('session', {merchantId: standInMerchantId('gum'), userId, loginMethod: 'caller-id'});
    expect(elsewhere.status).toBe(404);
  });
});

describe('merchant keys', () => {
  const key = base64url.encode(new Uint8Array(32).fill(7));
  let custom: Awaited<ReturnType<typeof startEmulator>> | undefined;
  afterAll(() => custom?.close());

  it('come from env per brand, or shared', () => {
    expect(merchantKeysFromEnv({})).toEqual({});
    expect(merchantKeysFromEnv({KWIKPASS_MERCHANT_KEY: 'shared', GUM_KWIKPASS_MERCHANT_KEY: 'gum'})).toEqual({
      groom: 'shared',
      gum: 'gum',
    });
  });

  it('encrypt tokens with a configured key, and the stand-in key for the other brand', async () => {
    custom = await startEmulator({port: 0, merchantKeys: {gum: key}});
    const gum = await verify('gum', phoneCustomer('gum', 'password').phone, custom.url);
    expect((await claimsOf(gum.kpToken, key)).merchantId).toBe(standInMerchantId('gum'));
    await expect(claimsOf(gum.kpToken, standInMerchantKey('gum'))).rejects.toThrow();
    const groom = await verify('groom', phoneCustomer('groom', 'password').phone, custom.url);
    expect((await claimsOf(groom.kpToken, standInMerchantKey('groom'))).merchantId).toBe(standInMerchantId('groom'));
  });

  it('must be 32 bytes: the emulator refuses to start and frees its port', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const {port} = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    await expect(startEmulator({port, merchantKeys: {groom: 'too-short'}})).rejects.toThrow(/groom.*32 bytes/);
    const started = await startEmulator({port, merchantKeys: {groom: key}});
    await started.close();
  });
});
