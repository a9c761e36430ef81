/** Cart tokens Shopify issues: letters, digits, '-' and '_', optionally with ?key=. */
export const CART_TOKEN = /^[A-Za-z0-9_-]{1,100}(?:\?key=[A-Za-z0-9_-]{1,100})?$/;

/** One cart per brand: a preview host serves both brands, each with its own store. */
export function cartCookieName(brand: string): string {
  return `cart_${brand}`;
}
/** A cart outlives a browser restart: one year, refreshed on every cart change. */
export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The cart gid from the cart cookie. A malformed value is dropped, so the shopper
 * gets a fresh cart instead of an error from the Storefront API.
 */
export function cartIdFromCookie(cookieHeader: string | null, brand: string): string | undefined {
  const token = readCookie(cookieHeader, cartCookieName(brand));
  return token && CART_TOKEN.test(token) ? `gid://shopify/Cart/${token}` : undefined;
}

export function cartCookie(cartId: string, brand: string, secure: boolean): string {
  const token = cartId.split('/').pop() ?? '';
  const attributes = [
    `${cartCookieName(brand)}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${CART_COOKIE_MAX_AGE}`,
    'SameSite=Lax',
    // Page scripts read the cart through the root loader and /api/cart, never the cookie.
    'HttpOnly',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Forgets the cart (after its order is placed): the next add starts a new one. */
export function expiredCartCookie(brand: string, secure: boolean): string {
  const attributes = [`${cartCookieName(brand)}=`, 'Path=/', 'Max-Age=0', 'SameSite=Lax', 'HttpOnly'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export {readCookie};
