/**
 * lib/storefront/: the Storefront API as the app uses it: which store and credentials, or the local
 * stand-in (this file), the API versions, cache rules, the isolate's sub-request memory, outages,
 * GraphQL errors, streamed data and Shopify's cookies.
 */

// Relative import: vite.config.ts and the Node scripts load this file without the ~ alias.
import {BRAND_IDS, type BrandId} from '../../brands/types';

/** Where the stand-in listens unless EMULATOR_URL says otherwise. */
export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:4100';

export interface StorefrontCredentials {
  /** with scheme: the stand-in is plain http on loopback */
  storeDomain: string;
  publicStorefrontToken: string;
  privateStorefrontToken?: string;
  storefrontId?: string;
  /** true when the brand talks to the local stand-in */
  emulated: boolean;
}

/** Env (the worker's bindings) or process.env: string values by name. */
type EnvLike = object;

function read(env: EnvLike, name: string): string | undefined {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A per-brand setting: `GROOM_<NAME>` overrides `<NAME>`. */
export function brandValue(env: EnvLike, brand: BrandId, name: string): string | undefined {
  return read(env, `${brand.toUpperCase()}_${name}`) ?? read(env, name);
}

/**
 * Per-brand Storefront API credentials: `GROOM_PUBLIC_STORE_DOMAIN` overrides
 * `PUBLIC_STORE_DOMAIN` and so on. With no domain, or `STOREFRONT=emulator`,
 * the brand uses the local stand-in, which tells brands apart by token.
 */
export function storefrontCredentials(env: EnvLike, brand: BrandId): StorefrontCredentials {
  const storeDomain = brandValue(env, brand, 'PUBLIC_STORE_DOMAIN');
  if (read(env, 'STOREFRONT') === 'emulator' || !storeDomain) {
    const token = `emulator-${brand}-token`;
    return {
      storeDomain: read(env, 'EMULATOR_URL') ?? DEFAULT_EMULATOR_URL,
      publicStorefrontToken: token,
      // The worker sends the private-token header, as it would to a real store.
      privateStorefrontToken: token,
      emulated: true,
    };
  }
  return {
    storeDomain,
    publicStorefrontToken: brandValue(env, brand, 'PUBLIC_STOREFRONT_API_TOKEN') ?? '',
    privateStorefrontToken: brandValue(env, brand, 'PRIVATE_STOREFRONT_API_TOKEN'),
    storefrontId: brandValue(env, brand, 'PUBLIC_STOREFRONT_ID'),
    emulated: false,
  };
}

export function usesEmulator(env: EnvLike): boolean {
  return BRAND_IDS.some((brand) => storefrontCredentials(env, brand).emulated);
}

/** The origin (scheme, host, port) of a store domain, for CSP sources and image hosts. */
export function storeOrigin(storeDomain: string): string {
  let origin = storeOrigins.get(storeDomain);
  if (origin === undefined) {
    const withScheme = storeDomain.includes('://') ? storeDomain : `https://${storeDomain}`;
    origin = new URL(withScheme).origin;
    // A worker has a domain or two; the map is only a cache of its settings.
    if (storeOrigins.size >= 8) storeOrigins.clear();
    storeOrigins.set(storeDomain, origin);
  }
  return origin;
}

const storeOrigins = new Map<string, string>();
