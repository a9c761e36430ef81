// Relative import: the Node scripts (npm test's version check) load this file without the ~ alias.
import type {BrandId} from '../../brands/types';
import {brandValue} from './storefront-credentials.server';

/**
 * The Shopify API versions the store asks for unless a setting says otherwise. The schemas every
 * document is validated against (codegen, the schema test, the stand-in) are these versions': the
 * dev dependency `shopify-api-schemas` (@shopify/hydrogen-react 2026.4.4). Move the two together
 * (README, "API versions").
 */
export const STOREFRONT_API_VERSION = '2026-04';
export const CUSTOMER_ACCOUNT_API_VERSION = '2026-04';

/** Shopify supports a stable API version for at least 12 months after its release. */
export const SUPPORT_MONTHS = 12;

/** The settings that move a version: `GROOM_<NAME>` overrides `<NAME>` for one brand. */
export const STOREFRONT_API_VERSION_SETTING = 'PUBLIC_STOREFRONT_API_VERSION';
export const CUSTOMER_ACCOUNT_API_VERSION_SETTING = 'PUBLIC_CUSTOMER_ACCOUNT_API_VERSION';

const STABLE_VERSION = /^(\d{4})-(01|04|07|10)$/;

/** Whether `version` names a stable version ("2026-04": a year and a quarter's first month) or `unstable`. */
export function isApiVersion(version: string): boolean {
  return version === 'unstable' || STABLE_VERSION.test(version);
}

/** The API versions a brand's worker asks for: its settings, else the defaults above. */
export function apiVersionsFor(env: object, brand: BrandId): {storefront: string; customerAccount: string} {
  const setting = (name: string, fallback: string) => {
    const value = brandValue(env, brand, name)?.trim();
    return value && isApiVersion(value) ? value : fallback;
  };
  return {
    storefront: setting(STOREFRONT_API_VERSION_SETTING, STOREFRONT_API_VERSION),
    customerAccount: setting(CUSTOMER_ACCOUNT_API_VERSION_SETTING, CUSTOMER_ACCOUNT_API_VERSION),
  };
}

/**
 * The day a stable version turns 12 months old (its release is taken as the first day of its month):
 * from then on Shopify may stop serving it. Null for `unstable` or a malformed version.
 */
export function supportWindowEnd(version: string): Date | null {
  const match = STABLE_VERSION.exec(version);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1 + SUPPORT_MONTHS, 1));
}

/** Whether `version` is more than 12 months old on `today`. */
export function isPastSupportWindow(version: string, today: Date): boolean {
  const end = supportWindowEnd(version);
  return end !== null && today.getTime() >= end.getTime();
}

/** The stable versions Shopify releases in the 12 months up to `version`, oldest first ("2025-07" … "2026-04"). */
export function versionsUpTo(version: string): string[] {
  const match = STABLE_VERSION.exec(version);
  if (!match) return [];
  const versions: string[] = [];
  for (let step = SUPPORT_MONTHS / 3 - 1; step >= 0; step--) {
    const quarter = Number(match[1]) * 4 + (Number(match[2]) - 1) / 3 - step;
    versions.push(`${Math.floor(quarter / 4)}-${String((quarter % 4) * 3 + 1).padStart(2, '0')}`);
  }
  return versions;
}
