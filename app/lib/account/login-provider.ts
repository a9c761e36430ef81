/**
 * The phone-login provider's contract, as the storefront and the local stand-in
 * (emulator/login-provider.ts) both use it. The provider's script, loaded from its own host,
 * puts LOGIN_PROVIDER_GLOBAL on window with `ready: true` and dispatches READY_EVENT; after a
 * login in its dialog it dispatches LOGIN_DATA_EVENT with LoginData. `kpToken` is a JWT
 * encrypted with the merchant's key (JWE compact, `alg: dir`, `enc: A256GCM`) holding
 * LoginTokenClaims.
 */

/** `window.KwikPass` */
export const LOGIN_PROVIDER_GLOBAL = 'KwikPass';
/** Dispatched on window when the script has set `ready`. */
export const READY_EVENT = 'kwikpass:ready';
/** Dispatched on window with `detail: LoginData` after a successful login. */
export const LOGIN_DATA_EVENT = 'kwikpass:login-data';

export const LOGIN_METHODS = ['messaging-app', 'caller-id', 'shop-login'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export interface LoginData {
  kpToken: string;
  phone: string;
  loginMethod: LoginMethod;
  userId: string;
}

/** What the script offers the page. `open` shows the login dialog; `logout` forgets the provider's own session. */
export interface LoginProviderApi {
  ready: true;
  open(options?: {lang?: string}): void;
  logout(): Promise<void>;
}

/** The customer's login data inside the token: email and exactly one way in. */
export interface TokenCustomer {
  email: string;
  password?: string;
  multipassToken?: string;
  accountActivationUrl?: string;
}

export interface LoginTokenClaims {
  /** issued at, seconds since the epoch */
  iat: number;
  /** expiry, seconds since the epoch: a few minutes after `iat` */
  exp: number;
  merchantId: string;
  customer: TokenCustomer;
}

/** The script tag carries the merchant id: `<script src=… data-merchant-id=…>`. */
export const MERCHANT_ID_ATTRIBUTE = 'data-merchant-id';

/** How long the provider's tokens live. */
export const LOGIN_TOKEN_LIFETIME_SECONDS = 5 * 60;

/**
 * The key the stand-in and the worker share for a brand when no `<BRAND>_KWIKPASS_MERCHANT_KEY`
 * is set: fixed and public, so a fresh clone logs in offline. Never used with a real provider.
 */
export function standInMerchantKey(brand: string): string {
  const text = `${brand}: stand-in login key`.padEnd(32, '.').slice(0, 32);
  return base64url(new TextEncoder().encode(text));
}

/** The stand-in's merchant id for a brand. */
export const standInMerchantId = (brand: string) => `stand-in-${brand}`;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
