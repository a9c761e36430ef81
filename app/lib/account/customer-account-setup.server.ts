import type {BrandId} from '~/brands/types';
import {SHOPIFY_ACCOUNTS_ORIGIN} from '~/lib/account/customer-account-stand-in';
import {brandValue} from '~/lib/storefront/storefront-credentials.server';

/** A brand on the Customer Account API, as its worker uses it. */
export interface CustomerAccountApiSetup {
  clientId: string;
  shopId: string;
  /** where the browser goes to log in and out: Shopify, or the stand-in when the store is emulated */
  origin: string;
  /** true when the stand-in plays Shopify's customer accounts (server.ts routes calls there) */
  standIn: boolean;
}

const warnedBrands = new Set<BrandId>();

/**
 * The Customer Account API when the brand has both `PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID` and
 * `SHOP_ID` (each overridable per brand: `GUM_SHOP_ID`); null (legacy customer accounts) when it
 * has neither. One without the other is a mistake: legacy, with a warning in the log.
 */
export function customerAccountApiSetup(
  env: object,
  brand: BrandId,
  store: {emulated: boolean; storefrontOrigin: string},
): CustomerAccountApiSetup | null {
  const clientId = brandValue(env, brand, 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID');
  const shopId = brandValue(env, brand, 'SHOP_ID');
  if (!clientId || !shopId) {
    if ((clientId || shopId) && !warnedBrands.has(brand)) {
      warnedBrands.add(brand);
      console.warn(
        `${brand}: the Customer Account API needs both PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID and SHOP_ID; using legacy customer accounts.`,
      );
    }
    return null;
  }
  return {
    clientId,
    shopId,
    origin: store.emulated ? store.storefrontOrigin : SHOPIFY_ACCOUNTS_ORIGIN,
    standIn: store.emulated,
  };
}
