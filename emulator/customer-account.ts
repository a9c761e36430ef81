/**
 * Plays Shopify's Customer Account API, the OAuth 2.0 / OpenID Connect service and GraphQL API that
 * Hydrogen's createCustomerAccountClient calls on https://shopify.com, for the shop ids in
 * app/lib/account/customer-account-stand-in.ts, so the storefront's "new customer accounts" mode runs
 * offline: authorize (with PKCE; the hosted login lists the brand's customers where Shopify asks
 * for an email and a one-time code), token (authorization_code, refresh_token), logout, and
 * `/<shop id>/account/customer/api/<version>/graphql` over the brand's live shop.
 * Fetch-API Request in, Response out, matched on the path whatever the origin: the emulator's
 * server serves it on loopback and msw serves it in integration tests.
 */
import {createHash, createHmac, randomBytes, randomUUID, timingSafeEqual} from 'node:crypto';
import {isLoopbackHost, STAND_IN_CUSTOMER_ACCOUNT_APPS} from '../app/lib/account/customer-account-stand-in';
import type {Customer} from './customer';
import {executeCustomerAccountQuery} from './customer-account-graphql';
import {servesVersion, unservedVersion} from './api-schemas';
import {loggedOutPage, loginPage, refusalPage, type PageLanguage} from './customer-account-page';
import type {StorefrontExecutor} from './executor';
import type {BrandStore} from './store';

const AUTHORIZE_PATH = /^\/authentication\/([^/]+)\/oauth\/authorize$/;
const TOKEN_PATH = /^\/authentication\/([^/]+)\/oauth\/token$/;
const LOGOUT_PATH = /^\/authentication\/([^/]+)\/logout$/;
const GRAPHQL_PATH = /^\/([^/]+)\/account\/customer\/api\/([^/]+)\/graphql$/;
/** Hydrogen's authorizePath, optionally under a language prefix (/hi/account/authorize). */
const CALLBACK_PATH = /^\/(?:[A-Za-z]{2}\/)?account\/authorize$/;

const AUTHORIZE_PARAMS = [
  'client_id',
  'scope',
  'response_type',
  'redirect_uri',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'ui_locales',
] as const;

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

/** Signs id tokens; a new one per process, as nothing outside the process needs to check them. */
const ID_TOKEN_SECRET = randomBytes(32);

const NO_STORE = {'Cache-Control': 'no-store'};
/**
 * No form-action: Chromium applies it to the redirect that follows a form post, and the login
 * form's post redirects to the storefront.
 */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  ...NO_STORE,
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

const LOGIN_REFUSED = 'This login request is not valid';
const LOGOUT_REFUSED = 'This logout request is not valid';

interface AccountShop {
  id: string;
  clientId: string;
  store: BrandStore;
}

/** A request answered with a 400 page saying what is wrong with it. */
class Refusal extends Error {}

/** A token-endpoint refusal: `{error, error_description}` (RFC 6749 §5.2). */
class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: 'invalid_client' | 'invalid_grant' | 'invalid_request' | 'unsupported_grant_type',
    message: string,
  ) {
    super(message);
  }
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json; charset=utf-8', ...NO_STORE},
  });

const pageResponse = (status: number, html: string) => new Response(html, {status, headers: PAGE_HEADERS});

const redirectResponse = (location: URL) =>
  new Response(null, {status: 302, headers: {Location: location.toString(), ...NO_STORE}});

const notAllowed = (allow: string) =>
  new Response(`Use ${allow}`, {status: 405, headers: {Allow: allow, 'Content-Type': 'text/plain', ...NO_STORE}});

const isForm = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/**
 * A callback URL a browser may be sent to: absolute, no fragment or credentials, https, or http
 * on a loopback host; and on `path` when given.
 */
function callbackUrl(name: string, value: string, path?: RegExp): URL {
  if (!value) throw new Refusal(`${name} is missing`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Refusal(`${name} is not an absolute URL`);
  }
  if (value.includes('#')) throw new Refusal(`${name} must not have a fragment`);
  if (url.username || url.password) throw new Refusal(`${name} must not carry a user name or password`);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new Refusal(`${name} must be an https URL (or http on a loopback host)`);
  }
  if (path && !path.test(url.pathname)) {
    throw new Refusal(`${name} must point at /account/authorize (or /<language>/account/authorize)`);
  }
  return url;
}

/**
 * Where the browser goes for a callback. Hydrogen always builds an https callback from the
 * request origin, and a dev server on loopback speaks only http, so a loopback host gets the
 * http URL (RFC 8252 §7.3's loopback exception). The token request still names the https
 * redirect_uri it was authorized with.
 */
function browserUrl(url: URL): URL {
  const target = new URL(url);
  if (target.protocol === 'https:' && isLoopbackHost(target.hostname)) target.protocol = 'http:';
  return target;
}

interface AuthorizationRequest {
  clientId: string;
  scope: string;
  redirectUri: string;
  redirectUrl: URL;
  state: string;
  nonce: string;
  codeChallenge: string;
  /** the OAuth parameters as given, for the login forms to post back */
  given: Array<[string, string]>;
  lang: PageLanguage;
}

function authorizationRequest(shop: AccountShop, params: URLSearchParams): AuthorizationRequest {
  for (const name of AUTHORIZE_PARAMS) {
    if (params.getAll(name).length > 1) throw new Refusal(`${name} is given more than once`);
  }
  const value = (name: (typeof AUTHORIZE_PARAMS)[number]) => params.get(name) ?? '';
  if (value('client_id') !== shop.clientId) {
    throw new Refusal(`client_id ${JSON.stringify(value('client_id'))} is not the client of shop ${shop.id}`);
  }
  if (value('response_type') !== 'code') throw new Refusal('response_type must be "code"');
  if (!value('scope').split(' ').includes('openid')) throw new Refusal('scope must include "openid"');
  if (value('code_challenge_method') !== 'S256') throw new Refusal('code_challenge_method must be "S256"');
  for (const name of ['code_challenge', 'state', 'nonce'] as const) {
    if (!value(name)) throw new Refusal(`${name} is missing`);
  }
  const redirectUrl = callbackUrl('redirect_uri', value('redirect_uri'), CALLBACK_PATH);
  return {
    clientId: value('client_id'),
    scope: value('scope'),
    redirectUri: value('redirect_uri'),
    redirectUrl,
    state: value('state'),
    nonce: value('nonce'),
    codeChallenge: value('code_challenge'),
    given: AUTHORIZE_PARAMS.flatMap((name): Array<[string, string]> => (params.has(name) ? [[name, value(name)]] : [])),
    lang: /^hi(?:[-_\s]|$)/i.test(value('ui_locales')) ? 'hi' : 'en',
  };
}

/** PKCE S256 (RFC 7636 §4.2). */
const codeChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * base64url of JSON that `atob` reads as well: Hydrogen decodes id-token segments with
 * `JSON.parse(atob(segment))`, and atob refuses base64url's `-` and `_` (sextets 62 and 63).
 * In ASCII text only the low six bits of a byte can be 62 or 63 (every other sextet of an ASCII
 * byte stays below 62), and only for '>', '?', '~' and DEL; so the JSON writes those, and every
 * non-ASCII character, as \u escapes: the same JSON value, encoded without `-` or `_`.
 */
export function atobSafeSegment(value: object): string {
  const json = JSON.stringify(value).replace(
    /[>?~\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return Buffer.from(json).toString('base64url');
}

const sign = (input: string) => createHmac('sha256', ID_TOKEN_SECRET).update(input).digest('base64url');

/** The session id of an id token this process signed for this client (expired or not), else null. */
function sessionOfIdToken(token: string, clientId: string): string | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const {sid, aud} = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {sid?: unknown; aud?: unknown};
  return typeof sid === 'string' && aud === clientId ? sid : null;
}

/** A login: what its codes and tokens are bound to. */
interface Session {
  shop: AccountShop;
  customerN: number;
  clientId: string;
  scope: string;
  sid: string;
}

interface AuthorizationCode {
  shop: AccountShop;
  customerN: number;
  clientId: string;
  scope: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  expiresAt: number;
  /** set once exchanged: the session its tokens belong to */
  sid?: string;
}

export interface CustomerAccountStandInOptions {
  /** what the token endpoint answers as expires_in; 3600 by default */
  accessTokenLifetimeSeconds?: number;
  /** the clock, in milliseconds, for codes, tokens and id-token times */
  now?: () => number;
}

export interface CustomerAccountStandIn {
  /** The answer to a Customer Account API request, or null when the path is none of the stand-in's. */
  fetch(request: Request): Promise<Response | null>;
  /** Forgets every code and token (the executor's own reset restores the customers). */
  reset(): void;
}

export function createCustomerAccountStandIn(
  executor: StorefrontExecutor,
  options: CustomerAccountStandInOptions = {},
): CustomerAccountStandIn {
  const now = options.now ?? Date.now;
  const lifetimeSeconds = options.accessTokenLifetimeSeconds ?? DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS;
  const shops = new Map<string, AccountShop>(
    Object.entries(STAND_IN_CUSTOMER_ACCOUNT_APPS).flatMap(
      ([brand, {shopId, clientId}]): Array<[string, AccountShop]> => {
        const store = executor.shop(brand);
        return store ? [[shopId, {id: shopId, clientId, store}]] : [];
      },
    ),
  );

  const codes = new Map<string, AuthorizationCode>();
  const accessTokens = new Map<string, Session & {expiresAt: number}>();
  // Refresh tokens last until used, logged out or reset.
  const refreshTokens = new Map<string, Session & {accessToken: string}>();

  /** Looked up on each use: the executor's reset replaces customer objects (numbers stay). */
  const customerOf = (shop: AccountShop, n: number): Customer | null =>
    shop.store.customers.find((customer) => customer.n === n) ?? null;

  function prune() {
    const time = now();
    for (const [code, entry] of codes) if (entry.expiresAt <= time) codes.delete(code);
    for (const [token, entry] of accessTokens) if (entry.expiresAt <= time) accessTokens.delete(token);
  }

  function revokeSession(sid: string) {
    for (const [token, entry] of accessTokens) if (entry.sid === sid) accessTokens.delete(token);
    for (const [token, entry] of refreshTokens) if (entry.sid === sid) refreshTokens.delete(token);
  }

  function issueTokens(session: Session) {
    prune();
    const accessToken = `shcat_${randomBytes(32).toString('base64url')}`;
    const refreshToken = `shcrt_${randomBytes(32).toString('base64url')}`;
    accessTokens.set(accessToken, {...session, expiresAt: now() + lifetimeSeconds * 1000});
    refreshTokens.set(refreshToken, {...session, accessToken});
    return {access_token: accessToken, token_type: 'Bearer', expires_in: lifetimeSeconds, refresh_token: refreshToken};
  }

  function idToken(origin: string, session: Session, customer: Customer, nonce: string): string {
    const iat = Math.floor(now() / 1000);
    const header = atobSafeSegment({alg: 'HS256', typ: 'JWT'});
    const payload = atobSafeSegment({
      iss: `${origin}/authentication/${session.shop.id}`,
      sub: customer.id,
      aud: session.clientId,
      iat,
      exp: iat + lifetimeSeconds,
      nonce,
      email: customer.email,
      sid: session.sid,
    });
    return `${header}.${payload}.${sign(`${header}.${payload}`)}`;
  }

  function showLogin(shop: AccountShop, url: URL): Response {
    const authorization = authorizationRequest(shop, url.searchParams);
    return pageResponse(
      200,
      loginPage({
        lang: authorization.lang,
        shopName: shop.store.seed.shop.name,
        action: url.pathname,
        params: authorization.given,
        customers: shop.store.customers.map((customer) => ({name: customer.displayName, email: customer.email})),
      }),
    );
  }

  async function logIn(shop: AccountShop, request: Request): Promise<Response> {
    if (!isForm(request)) throw new Refusal('The login form must be posted as application/x-www-form-urlencoded');
    const form = new URLSearchParams(await request.text());
    const authorization = authorizationRequest(shop, form);
    const emails = form.getAll('email');
    const customer = emails.length === 1 ? shop.store.customerByEmail(emails[0]) : null;
    if (!customer) throw new Refusal(`email must name one customer of ${shop.store.seed.shop.name}`);
    const code = randomBytes(32).toString('base64url');
    codes.set(code, {
      shop,
      customerN: customer.n,
      clientId: authorization.clientId,
      scope: authorization.scope,
      redirectUri: authorization.redirectUri,
      codeChallenge: authorization.codeChallenge,
      nonce: authorization.nonce,
      expiresAt: now() + CODE_LIFETIME_MS,
    });
    const target = browserUrl(authorization.redirectUrl);
    target.searchParams.set('code', code);
    target.searchParams.set('state', authorization.state);
    return redirectResponse(target);
  }

  function exchangeCode(shop: AccountShop, form: URLSearchParams, origin: string) {
    const [code, redirectUri, verifier] = [form.get('code'), form.get('redirect_uri'), form.get('code_verifier')];
    if (!code || !redirectUri || !verifier) {
      throw new OAuthError(400, 'invalid_request', 'code, redirect_uri and code_verifier are required');
    }
    const entry = codes.get(code);
    if (!entry || entry.shop !== shop || entry.clientId !== form.get('client_id') || entry.expiresAt <= now()) {
      throw new OAuthError(400, 'invalid_grant', 'The authorization code is unknown or expired');
    }
    if (entry.sid) {
      // A code used twice may have been stolen: its first tokens go too (RFC 6749 §4.1.2).
      revokeSession(entry.sid);
      throw new OAuthError(400, 'invalid_grant', 'The authorization code was already used');
    }
    if (redirectUri !== entry.redirectUri) {
      throw new OAuthError(400, 'invalid_grant', 'redirect_uri is not the one the code was issued for');
    }
    if (codeChallengeOf(verifier) !== entry.codeChallenge) {
      throw new OAuthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
    }
    const customer = customerOf(shop, entry.customerN);
    if (!customer) throw new OAuthError(400, 'invalid_grant', 'The customer no longer exists');
    entry.sid = randomUUID();
    const session: Session = {
      shop,
      customerN: customer.n,
      clientId: entry.clientId,
      scope: entry.scope,
      sid: entry.sid,
    };
    return {...issueTokens(session), id_token: idToken(origin, session, customer, entry.nonce), scope: session.scope};
  }

  function refresh(shop: AccountShop, form: URLSearchParams) {
    const token = form.get('refresh_token');
    if (!token) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
    const entry = refreshTokens.get(token);
    if (!entry || entry.shop !== shop || entry.clientId !== form.get('client_id')) {
      throw new OAuthError(400, 'invalid_grant', 'The refresh token is unknown or revoked');
    }
    refreshTokens.delete(token);
    accessTokens.delete(entry.accessToken);
    if (!customerOf(shop, entry.customerN)) throw new OAuthError(400, 'invalid_grant', 'The customer no longer exists');
    const {accessToken: _revoked, ...session} = entry;
    return {...issueTokens(session), scope: session.scope};
  }

  async function token(shop: AccountShop, request: Request, origin: string): Promise<Response> {
    try {
      if (!isForm(request)) {
        throw new OAuthError(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
      }
      const form = new URLSearchParams(await request.text());
      if (form.get('client_id') !== shop.clientId) {
        throw new OAuthError(401, 'invalid_client', `client_id is not the client of shop ${shop.id}`);
      }
      const grantType = form.get('grant_type');
      if (grantType === 'authorization_code') return jsonResponse(200, exchangeCode(shop, form, origin));
      if (grantType === 'refresh_token') return jsonResponse(200, refresh(shop, form));
      if (!grantType) throw new OAuthError(400, 'invalid_request', 'grant_type is required');
      throw new OAuthError(400, 'unsupported_grant_type', `grant_type ${JSON.stringify(grantType)} is not supported`);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return jsonResponse(error.status, {error: error.error, error_description: error.message});
    }
  }

  function logOut(shop: AccountShop, url: URL): Response {
    const hint = url.searchParams.get('id_token_hint');
    const redirect = url.searchParams.get('post_logout_redirect_uri');
    const target = redirect === null ? null : browserUrl(callbackUrl('post_logout_redirect_uri', redirect));
    const sid = hint ? sessionOfIdToken(hint, shop.clientId) : null;
    if (sid) revokeSession(sid);
    return target ? redirectResponse(target) : pageResponse(200, loggedOutPage());
  }

  async function graphql(shop: AccountShop, request: Request): Promise<Response> {
    const authorization = request.headers.get('authorization') ?? '';
    const grant = accessTokens.get(authorization.replace(/^Bearer\s+/i, ''));
    const customer = grant && grant.shop === shop && grant.expiresAt > now() ? customerOf(shop, grant.customerN) : null;
    if (!customer) return jsonResponse(401, {errors: [{message: 'Unauthorized'}]});
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return jsonResponse(400, {errors: [{message: 'Request body is not valid JSON'}]});
    }
    const {query, variables, operationName} = (body ?? {}) as Record<string, unknown>;
    if (typeof query !== 'string' || !query.trim()) {
      return jsonResponse(400, {errors: [{message: 'Parameter "query" is required'}]});
    }
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
      return jsonResponse(400, {errors: [{message: 'Parameter "variables" must be an object'}]});
    }
    if (operationName != null && typeof operationName !== 'string') {
      return jsonResponse(400, {errors: [{message: 'Parameter "operationName" must be a string'}]});
    }
    const result = await executeCustomerAccountQuery({
      customer,
      query,
      variables: (variables ?? undefined) as Record<string, unknown> | undefined,
      operationName: operationName ?? undefined,
    });
    return jsonResponse(200, result);
  }

  /** A page-answering endpoint: its refusals become a page with their status. */
  async function page(answer: () => Response | Promise<Response>, refusedTitle: string): Promise<Response> {
    try {
      return await answer();
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return pageResponse(400, refusalPage(refusedTitle, error.message));
    }
  }

  const unknownShop = (id: string) => `No shop ${id} on the Customer Account API stand-in`;

  return {
    async fetch(request) {
      const url = new URL(request.url);
      const {pathname} = url;
      const method = request.method === 'HEAD' ? 'GET' : request.method;

      const authorize = AUTHORIZE_PATH.exec(pathname);
      if (authorize) {
        const shop = shops.get(authorize[1]);
        if (!shop) return pageResponse(404, refusalPage('Unknown shop', unknownShop(authorize[1])));
        if (method === 'GET') return page(() => showLogin(shop, url), LOGIN_REFUSED);
        if (method === 'POST') return page(() => logIn(shop, request), LOGIN_REFUSED);
        return notAllowed('GET, POST');
      }

      const tokenPath = TOKEN_PATH.exec(pathname);
      if (tokenPath) {
        const shop = shops.get(tokenPath[1]);
        if (!shop) return jsonResponse(404, {error: 'invalid_request', error_description: unknownShop(tokenPath[1])});
        return method === 'POST' ? token(shop, request, url.origin) : notAllowed('POST');
      }

      const logout = LOGOUT_PATH.exec(pathname);
      if (logout) {
        const shop = shops.get(logout[1]);
        if (!shop) return pageResponse(404, refusalPage('Unknown shop', unknownShop(logout[1])));
        return method === 'GET' ? page(() => logOut(shop, url), LOGOUT_REFUSED) : notAllowed('GET');
      }

      const api = GRAPHQL_PATH.exec(pathname);
      if (api) {
        const shop = shops.get(api[1]);
        if (!shop) return jsonResponse(404, {errors: [{message: unknownShop(api[1])}]});
        if (!servesVersion(api[2], 'customerAccount'))
          return jsonResponse(404, unservedVersion(api[2], 'customerAccount'));
        return method === 'POST' ? graphql(shop, request) : notAllowed('POST');
      }
      return null;
    },
    reset() {
      codes.clear();
      accessTokens.clear();
      refreshTokens.clear();
    },
  };
}
