/**
 * Plays the phone-login provider ("KwikPass") the storefront's login uses: its browser script
 * (./login-provider-sdk.js at /kwikpass/sdk.js) and the JSON API that script calls: a one-time
 * code for a known phone, the code checked, and a fresh token for a session the script kept.
 * Each login answers with `kpToken`, the customer's way into the brand's shop (password,
 * Multipass token, or activation URL) in a JWT encrypted with the merchant's key. The contract
 * is app/lib/account/login-provider.ts. Any origin may call it, and it sets no cookies.
 */
import {createHash, randomBytes} from 'node:crypto';
import {readFileSync} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {EncryptJWT} from 'jose';
import {
  LOGIN_METHODS,
  LOGIN_TOKEN_LIFETIME_SECONDS,
  standInMerchantId,
  standInMerchantKey,
  type LoginData,
  type LoginMethod,
  type LoginTokenClaims,
  type TokenCustomer,
} from '../app/lib/account/login-provider';
import {encodeMultipassToken} from './customer';
import type {BrandId, StorefrontExecutor} from './executor';
import {HttpError, readJsonObject, sendJson} from './http';
import {seeds} from './seed/index';
import type {SeedCustomer, SeedPhoneLogin} from './seed/types';
import type {BrandStore} from './store';

/** The code every seeded phone "receives": nothing is sent anywhere. */
export const STAND_IN_OTP = '123456';

const SDK_SOURCE = readFileSync(new URL('./login-provider-sdk.js', import.meta.url), 'utf8');

const CORS = {'Access-Control-Allow-Origin': '*'};
const NO_STORE = {'Cache-Control': 'no-store'};

type PhoneCustomer = Extract<SeedCustomer, {phoneLogin: SeedPhoneLogin}>;

/** A customer as the provider knows them: by phone, under its own user id. */
interface PhoneUser {
  /** +91 and ten digits */
  phone: string;
  userId: string;
  customer: PhoneCustomer;
}

interface Merchant {
  id: string;
  brand: BrandId;
  store: BrandStore;
  key: Uint8Array;
  users: PhoneUser[];
}

/**
 * The status of a refusal of what the shopper typed (a malformed or unknown number, a wrong code):
 * 200, as the dialog shows it and carries on. A 4xx would also log "Failed to load resource" in
 * the storefront's console, which its browser tests count as a failure.
 */
const REFUSED = 200;

/** An API refusal: `{error: {code, message}}`; the script words `code` for the shopper. */
class ProviderError extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
  ) {
    super(status, message);
  }
}

/** +91 and the ten digits of an Indian mobile number as shoppers type it (spaces, dashes, +91, 91 or 0 in front). */
export function indianMobile(input: string): string | null {
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(input.replace(/[\s().-]/g, ''));
  return match ? `+91${match[1]}` : null;
}

/**
 * The merchant keys set in the environment: `<BRAND>_KWIKPASS_MERCHANT_KEY` (as the storefront
 * names them), else `KWIKPASS_MERCHANT_KEY` for every brand.
 */
export function merchantKeysFromEnv(env: Record<string, string | undefined>): Partial<Record<BrandId, string>> {
  return Object.fromEntries(
    (Object.keys(seeds) as BrandId[]).flatMap((brand) => {
      const key = env[`${brand.toUpperCase()}_KWIKPASS_MERCHANT_KEY`] || env.KWIKPASS_MERCHANT_KEY;
      return key ? [[brand, key]] : [];
    }),
  );
}

/** 32 bytes, written in base64url (or base64): the key format the storefront reads too. */
function merchantKeyBytes(brand: string, key: string): Uint8Array {
  const bytes = Buffer.from(key.trim(), 'base64');
  if (bytes.length !== 32) {
    throw new Error(`The ${brand} login-provider merchant key must be 32 bytes in base64url; it has ${bytes.length}`);
  }
  return new Uint8Array(bytes);
}

function phoneUsers(merchantId: string, store: BrandStore): PhoneUser[] {
  return store.seed.customers.flatMap((customer) => {
    if (!customer.phoneLogin) return [];
    const phone = indianMobile(customer.phone);
    if (!phone) throw new Error(`${customer.email}'s seeded phone ${customer.phone} is no Indian mobile number`);
    // Per merchant, as the provider's user ids are: one shop cannot match its users with another's.
    const userId = `kp_${createHash('sha256').update(`${merchantId}:${phone}`).digest('hex').slice(0, 24)}`;
    return [{phone, userId, customer}];
  });
}

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string') throw new ProviderError(400, 'INVALID_REQUEST', `"${name}" must be a string`);
  return value;
}

function loginMethodOf(body: Record<string, unknown>): LoginMethod {
  const value = body.loginMethod;
  if (!LOGIN_METHODS.includes(value as LoginMethod)) {
    throw new ProviderError(400, 'INVALID_REQUEST', `"loginMethod" must be one of ${LOGIN_METHODS.join(', ')}`);
  }
  return value as LoginMethod;
}

export interface LoginProvider {
  /** Answers a /kwikpass/ request; false when the path is not the provider's. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

/**
 * The provider for the executor's shops, one merchant per brand (`standInMerchantId`), each with
 * its key from `merchantKeys` or else the contract's stand-in key.
 */
export function createLoginProvider(
  executor: StorefrontExecutor,
  merchantKeys: Partial<Record<BrandId, string>> = {},
): LoginProvider {
  const merchants = new Map<string, Merchant>(
    executor.brands.map((brand) => {
      const id = standInMerchantId(brand);
      // Every brand the executor lists has a shop.
      const store = executor.shop(brand)!;
      const key = merchantKeyBytes(brand, merchantKeys[brand] ?? standInMerchantKey(brand));
      return [id, {id, brand, store, key, users: phoneUsers(id, store)}];
    }),
  );
  // The password the provider chose for each invited account it activates, by brand and email.
  // Kept across resets: a reset shop invites the customer again, and the same password still fits.
  const pickedPasswords = new Map<string, string>();

  function pickedPassword(merchant: Merchant, email: string): string {
    const key = `${merchant.brand}\n${email}`;
    let password = pickedPasswords.get(key);
    if (!password) {
      password = randomBytes(18).toString('base64url');
      pickedPasswords.set(key, password);
    }
    return password;
  }

  /** The customer's way into the shop, as this kind of phone login hands it over. */
  function tokenCustomer(merchant: Merchant, customer: PhoneCustomer): TokenCustomer {
    const {email} = customer;
    switch (customer.phoneLogin) {
      case 'password':
        return {email, password: customer.password};
      case 'multipass':
        return {
          email,
          multipassToken: encodeMultipassToken(merchant.store.seed.shop.multipassSecret, {
            email,
            first_name: customer.firstName,
            last_name: customer.lastName,
          }),
        };
      case 'activation': {
        // Once the storefront has activated the account with the password picked here, that password logs in.
        if (merchant.store.customerByEmail(email)?.password != null) {
          return {email, password: pickedPassword(merchant, email)};
        }
        const accountActivationUrl = merchant.store.createActivationUrl(email);
        return {email, accountActivationUrl, password: pickedPassword(merchant, email)};
      }
    }
  }

  async function loginData(merchant: Merchant, user: PhoneUser, loginMethod: LoginMethod): Promise<LoginData> {
    const iat = Math.floor(Date.now() / 1000);
    const claims: LoginTokenClaims = {
      iat,
      exp: iat + LOGIN_TOKEN_LIFETIME_SECONDS,
      merchantId: merchant.id,
      customer: tokenCustomer(merchant, user.customer),
    };
    const kpToken = await new EncryptJWT({...claims})
      .setProtectedHeader({alg: 'dir', enc: 'A256GCM'})
      .encrypt(merchant.key);
    return {kpToken, phone: user.phone, loginMethod, userId: user.userId};
  }

  function merchantOf(body: Record<string, unknown>): Merchant {
    const id = text(body, 'merchantId');
    const merchant = merchants.get(id);
    if (!merchant) throw new ProviderError(404, 'UNKNOWN_MERCHANT', `No merchant ${id}`);
    return merchant;
  }

  function userByPhone(merchant: Merchant, typed: string): PhoneUser {
    const phone = indianMobile(typed);
    if (!phone) throw new ProviderError(REFUSED, 'INVALID_PHONE', 'Phone must be a 10-digit Indian mobile number');
    const user = merchant.users.find((candidate) => candidate.phone === phone);
    if (!user) throw new ProviderError(REFUSED, 'UNKNOWN_PHONE', 'No account uses this number.');
    return user;
  }

  type Endpoint = (body: Record<string, unknown>) => Promise<unknown>;
  const endpoints = new Map<string, Endpoint>([
    // `{merchantId, phone}` → `{phone}`: the number the code went to.
    [
      '/kwikpass/otp',
      async (body) => {
        const merchant = merchantOf(body);
        return {phone: userByPhone(merchant, text(body, 'phone')).phone};
      },
    ],
    // `{merchantId, phone, code, loginMethod}` → LoginData
    [
      '/kwikpass/verify',
      async (body) => {
        const merchant = merchantOf(body);
        const [phone, code, loginMethod] = [text(body, 'phone'), text(body, 'code'), loginMethodOf(body)];
        const user = userByPhone(merchant, phone);
        if (code.trim() !== STAND_IN_OTP) throw new ProviderError(REFUSED, 'WRONG_CODE', 'That code is not right.');
        return loginData(merchant, user, loginMethod);
      },
    ],
    // `{merchantId, userId, loginMethod}` → LoginData: the script's silent re-login.
    [
      '/kwikpass/session',
      async (body) => {
        const merchant = merchantOf(body);
        const [userId, loginMethod] = [text(body, 'userId'), loginMethodOf(body)];
        const user = merchant.users.find((candidate) => candidate.userId === userId);
        if (!user) throw new ProviderError(404, 'UNKNOWN_USER', `No user ${userId}`);
        return loginData(merchant, user, loginMethod);
      },
    ],
  ]);

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      req.resume();
      res.writeHead(204, {
        ...CORS,
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && url.pathname === '/kwikpass/sdk.js') {
      res.writeHead(200, {'Content-Type': 'text/javascript; charset=utf-8', ...NO_STORE, ...CORS});
      res.end(SDK_SOURCE);
      return;
    }
    const endpoint = method === 'POST' ? endpoints.get(url.pathname) : undefined;
    if (!endpoint) {
      req.resume();
      throw new ProviderError(404, 'NOT_FOUND', `No route for ${method} ${url.pathname}`);
    }
    sendJson(res, 200, await endpoint(await readJsonObject(req)), {...NO_STORE, ...CORS});
  }

  return {
    async handle(req, res, url) {
      if (!url.pathname.startsWith('/kwikpass/')) return false;
      try {
        await route(req, res, url);
      } catch (error) {
        // Body errors from readJsonObject (bad JSON, too large) are HttpErrors without a code.
        if (!(error instanceof HttpError)) throw error;
        const code = error instanceof ProviderError ? error.code : 'INVALID_REQUEST';
        sendJson(res, error.status, {error: {code, message: error.message}}, {...NO_STORE, ...CORS});
      }
      return true;
    },
  };
}
