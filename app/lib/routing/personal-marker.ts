/**
 * Whether a page should ask the personal route at all. The cart and session cookies are HttpOnly, so
 * a page's scripts cannot tell a shopper with a cart or a login from one with neither; this cookie
 * tells them. It holds nothing personal (its value is always 1): the worker sets it beside a cart or
 * session cookie it writes, and the personal route clears it when it finds nothing to say. A shopper
 * without it gets no request: their page reads consent from its own cookie, and has no cart or login.
 */

import {CART_COOKIE_MAX_AGE, readCookie} from '~/lib/cart/cookie';

export const PERSONAL_MARKER_COOKIE = 'has_personal';

/**
 * The Set-Cookie value that sets the marker (as long as a cart cookie lives; a new cart or login sets
 * it again), or clears it. Not HttpOnly: page scripts read it.
 */
export function personalMarkerCookie(present: boolean, secure: boolean): string {
  const value = present
    ? `${PERSONAL_MARKER_COOKIE}=1; Max-Age=${CART_COOKIE_MAX_AGE}`
    : `${PERSONAL_MARKER_COOKIE}=; Max-Age=0`;
  return `${value}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a `Cookie` header or `document.cookie` holds a cookie of this name with a value. */
const holds = (cookieHeader: string | null, name: string) => Boolean(readCookie(cookieHeader, name));

/** Whether a `Cookie` header or `document.cookie` holds the marker. */
export function hasPersonalMarker(cookieHeader: string | null): boolean {
  return holds(cookieHeader, PERSONAL_MARKER_COOKIE);
}

/** Whether a Set-Cookie value names `name` and gives it a value that lives (not a deletion). */
function setsLiving(setCookie: string, name: string): boolean {
  const [pair = '', ...attributes] = setCookie.split(';');
  const separator = pair.indexOf('=');
  if (separator === -1 || pair.slice(0, separator).trim() !== name || !pair.slice(separator + 1).trim()) return false;
  return !attributes.some((attribute) => {
    const [key = '', value = ''] = attribute.split('=', 2).map((part) => part.trim());
    return (
      (key.toLowerCase() === 'max-age' && Number(value) <= 0) ||
      (key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now())
    );
  });
}

/**
 * The marker an answer should carry beside its own cookies, or null to leave the browser's as it is:
 * set when the answer writes a cart or session cookie, or (with `markCarried`) when the request
 * carries one but not the marker (a cart from before the marker existed). An answer that sets or
 * clears the marker itself (the personal route) is left as it is.
 */
export function personalMarkerUpdate({
  requestCookies,
  setCookies,
  personalCookies,
  markCarried,
  secure,
}: {
  requestCookies: string | null;
  setCookies: readonly string[];
  /** the brand's cart and session cookie names */
  personalCookies: readonly string[];
  markCarried: boolean;
  secure: boolean;
}): string | null {
  if (setCookies.some((setCookie) => setCookie.trimStart().startsWith(`${PERSONAL_MARKER_COOKIE}=`))) return null;
  const writesPersonal = setCookies.some((setCookie) => personalCookies.some((name) => setsLiving(setCookie, name)));
  const carriesUnmarked =
    markCarried && !hasPersonalMarker(requestCookies) && personalCookies.some((name) => holds(requestCookies, name));
  return writesPersonal || carriesUnmarked ? personalMarkerCookie(true, secure) : null;
}
