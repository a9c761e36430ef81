import {errors as joseErrors, jwtDecrypt} from 'jose';
import type {LoginTokenClaims, TokenCustomer} from '~/lib/account/login-provider';
import type {LoginCredentials} from '~/lib/account/customer-accounts';

/** Why a token was refused; logged, and mapped to the shopper's message by the endpoint. */
export type TokenProblem = 'malformed' | 'undecryptable' | 'expired' | 'foreign' | 'incomplete';

export type TokenReading =
  {ok: true; credentials: LoginCredentials; email: string} | {ok: false; problem: TokenProblem};

/** The provider's tokens live minutes; one that claims longer, or was issued in the future, is not theirs. */
const MAX_LIFETIME_SECONDS = 10 * 60;
const CLOCK_TOLERANCE_SECONDS = 30;
const JWE_COMPACT = /^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/;

/** The merchant key from env: 32 bytes, written in base64 or base64url. */
export function merchantKeyBytes(key: string): Uint8Array | null {
  try {
    const binary = atob(key.trim().replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * How the customer is logged in, from the token's customer data: a Multipass token; else an
 * activation URL with the password to set; else email and password. Anything less is no login.
 */
export function loginCredentialsFor(customer: TokenCustomer): LoginCredentials | null {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  const email = text(customer.email);
  const password = text(customer.password);
  const multipassToken = text(customer.multipassToken);
  const activationUrl = text(customer.accountActivationUrl);
  if (multipassToken) return {kind: 'multipass', multipassToken};
  if (activationUrl && password && email) return {kind: 'activation', activationUrl, email, password};
  if (email && password) return {kind: 'password', email, password};
  return null;
}

/**
 * Decrypts and checks a login token: JWE compact with `dir` + `A256GCM` only, made with this
 * merchant's key, for this merchant, issued now-ish and not expired.
 */
export async function readLoginToken(
  token: unknown,
  {key, merchantId, now = new Date()}: {key: Uint8Array; merchantId: string; now?: Date},
): Promise<TokenReading> {
  if (typeof token !== 'string' || token.length > 16_384 || !JWE_COMPACT.test(token)) {
    return {ok: false, problem: 'malformed'};
  }
  let claims: Partial<LoginTokenClaims>;
  try {
    ({payload: claims} = await jwtDecrypt<Partial<LoginTokenClaims>>(token, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['iat', 'exp'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return {ok: false, problem: 'expired'};
    if (error instanceof joseErrors.JWTClaimValidationFailed) return {ok: false, problem: 'incomplete'};
    return {ok: false, problem: 'undecryptable'};
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const {iat, exp} = claims as {iat: number; exp: number};
  if (iat > nowSeconds + CLOCK_TOLERANCE_SECONDS || exp - iat > MAX_LIFETIME_SECONDS) {
    return {ok: false, problem: 'expired'};
  }
  if (claims.merchantId !== merchantId) return {ok: false, problem: 'foreign'};
  const customer = claims.customer;
  const credentials = customer && typeof customer === 'object' ? loginCredentialsFor(customer) : null;
  if (!credentials || typeof customer?.email !== 'string') return {ok: false, problem: 'incomplete'};
  return {ok: true, credentials, email: customer.email};
}
