/**
 * Shopify returns menu URLs as absolute links on the shop's primary domain.
 * Links to the store itself become paths so they stay on whatever host serves
 * the storefront (a preview URL, localhost); other sites stay absolute.
 */
export function menuItemHref(url: string | null | undefined, storeHosts: readonly string[]): string {
  if (!url) return '/';
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    if (storeHosts.includes(parsed.host) || parsed.host.endsWith('.myshopify.com')) {
      return `${parsed.pathname}${parsed.search}${parsed.hash}` || '/';
    }
    return parsed.toString();
  } catch {
    return '/';
  }
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
