/** Cookies Shopify's own analytics and consent set, which the Storefront API reads. */
const SHOPIFY_COOKIE = /^(_shopify_\w+|_tracking_consent|_cmp_\w+|_landing_page|_orig_referrer)$/;
const MAX_FORWARDED_LENGTH = 4096;

/**
 * The part of a browser's Cookie header worth forwarding to the Storefront API: Shopify's cookies,
 * at most 4 KB of them. A page's other cookies (32 KB is allowed) would make every call fail.
 */
export function shopifyCookieHeader(cookieHeader: string | null): string {
  let forwarded = '';
  for (const pair of (cookieHeader ?? '').split(';')) {
    const trimmed = pair.trim();
    const name = trimmed.slice(0, trimmed.indexOf('='));
    if (!SHOPIFY_COOKIE.test(name)) continue;
    const next = forwarded ? `${forwarded}; ${trimmed}` : trimmed;
    if (next.length > MAX_FORWARDED_LENGTH) break;
    forwarded = next;
  }
  return forwarded;
}
