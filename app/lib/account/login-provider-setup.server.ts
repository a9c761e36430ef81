import type {BrandId} from '~/brands/types';
import {standInMerchantId, standInMerchantKey} from '~/lib/account/login-provider';
import {merchantKeyBytes} from '~/lib/account/login-token.server';
import {brandValue} from '~/lib/storefront/storefront-credentials.server';

/** The phone-login provider as this brand's worker uses it. The key never leaves the server. */
export interface LoginProviderSetup {
  scriptUrl: string;
  origin: string;
  merchantId: string;
  key: Uint8Array;
}

/**
 * `KWIKPASS_SCRIPT_URL`, `KWIKPASS_MERCHANT_ID` and `KWIKPASS_MERCHANT_KEY` (each overridable per
 * brand: `GUM_KWIKPASS_MERCHANT_KEY`). With the Storefront stand-in, the stand-in plays the
 * provider and only the key may be set (it defaults to the stand-in's public key). A real store
 * without all three offers email and password login only.
 */
export function loginProviderSetup(
  env: object,
  brand: BrandId,
  store: {emulated: boolean; storefrontOrigin: string},
): LoginProviderSetup | null {
  const keyText = brandValue(env, brand, 'KWIKPASS_MERCHANT_KEY');
  if (store.emulated) {
    const key = merchantKeyBytes(keyText ?? standInMerchantKey(brand));
    if (!key) return null;
    const scriptUrl = `${store.storefrontOrigin}/kwikpass/sdk.js`;
    return {scriptUrl, origin: store.storefrontOrigin, merchantId: standInMerchantId(brand), key};
  }
  const scriptUrl = brandValue(env, brand, 'KWIKPASS_SCRIPT_URL');
  const merchantId = brandValue(env, brand, 'KWIKPASS_MERCHANT_ID');
  const key = keyText ? merchantKeyBytes(keyText) : null;
  if (!scriptUrl || !merchantId || !key) return null;
  try {
    const url = new URL(scriptUrl);
    if (url.protocol !== 'https:') return null;
    return {scriptUrl: url.href, origin: url.origin, merchantId, key};
  } catch {
    return null;
  }
}
