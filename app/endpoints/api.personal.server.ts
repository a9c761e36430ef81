import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CONSENT_COOKIE, effectiveConsent, parseConsent} from '~/lib/analytics/consent';
import {takeLogin} from '~/lib/analytics/login-flash.server';
import {takeCartLink} from '~/lib/cart/cart-link.server';
import {readCookie} from '~/lib/cart/cookie';
import {hasPersonalData, type PersonalData} from '~/lib/root-data';
import {PRIVATE_NO_STORE} from '~/lib/routing/page-cache';
import {personalMarkerCookie} from '~/lib/routing/personal-marker';
import {assertLocale} from '~/lib/routing/route-guards';
import {streamed} from '~/lib/storefront/streamed.server';

/**
 * `GET /api/personal`: what is the shopper's own (PersonalData), fetched by a page once it has loaded
 * (usePersonal) when the personal marker says there is something to fetch, so that the page itself can
 * be one HTML for every shopper. Never cached anywhere; the one-time notices it hands over are taken
 * from the session. It keeps the marker when it found something, and clears it when it knows there is
 * nothing (a cart it could not read leaves the marker as it is).
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {session} = context;
  // A cart the API no longer knows is simply no cart; one it cannot read now is no cart for this answer.
  const [cartRead, loggedIn] = await Promise.all([
    streamed(
      'cart',
      context.cart.get().then((cart) => ({cart})),
      null,
    ),
    context.customerAccounts.isLoggedIn(),
  ]);
  const personal: PersonalData = {
    cart: cartRead?.cart ?? null,
    loggedIn,
    consent: effectiveConsent(parseConsent(readCookie(request.headers.get('Cookie'), CONSENT_COOKIE)), {
      gpc: request.headers.get('Sec-GPC'),
      dnt: request.headers.get('DNT'),
    }),
    loggedInWith: takeLogin(session),
    cartLink: takeCartLink(session),
  };
  const headers = new Headers({'Cache-Control': PRIVATE_NO_STORE});
  const found = hasPersonalData(personal);
  if (found || cartRead)
    headers.append('Set-Cookie', personalMarkerCookie(found, new URL(request.url).protocol === 'https:'));
  return Response.json(personal, {headers});
}
