/**
 * Whether the page may show an image from this URL: Shopify's CDN (file fields of
 * metaobjects) or the store itself, the hosts the content security policy allows.
 * Others would only be blocked, with an error in the console.
 */
export function isAllowedImageUrl(url: string, storeOrigin: string | undefined): boolean {
  try {
    const {origin, protocol} = new URL(url);
    if (protocol !== 'https:' && origin !== storeOrigin) return false;
    return origin === 'https://cdn.shopify.com' || origin === storeOrigin;
  } catch {
    return false;
  }
}
