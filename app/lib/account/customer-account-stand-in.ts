/**
 * The Customer Account API as the local stand-in plays it (emulator/customer-account.ts), shared by
 * the stand-in and the worker. Hydrogen's client calls fixed URLs on SHOPIFY_ACCOUNTS_ORIGIN:
 * `/authentication/<shop id>/oauth/authorize|token`, `/authentication/<shop id>/logout` and
 * `/<shop id>/account/customer/api/<version>/graphql`. The stand-in serves the same paths on its
 * own origin, for the shop ids below only.
 */
// Relative: the stand-in (emulator/) loads this file without the ~ alias.
import type {BrandId} from '../../brands/types';

export const SHOPIFY_ACCOUNTS_ORIGIN = 'https://shopify.com';

/** Each brand's shop id and customer-account client id on the stand-in (set them as SHOP_ID and PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID). */
export const STAND_IN_CUSTOMER_ACCOUNT_APPS: Readonly<Record<BrandId, {shopId: string; clientId: string}>> = {
  groom: {shopId: '90000000001', clientId: 'a1c0ffee-0000-4000-8000-000000000001'},
  gum: {shopId: '90000000002', clientId: 'a1c0ffee-0000-4000-8000-000000000002'},
};

/**
 * Hosts a callback may name over plain http (RFC 8252's loopback exception): Hydrogen always asks
 * for an https callback, which a local server on loopback cannot answer, so the stand-in sends
 * the browser to the http URL instead for these hosts.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}
