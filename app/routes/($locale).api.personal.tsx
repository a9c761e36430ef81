import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {newsletterFormPurpose} from '~/lib/account/newsletter';
import {sessionSecrets} from '~/lib/account/session.server';
import {CONSENT_COOKIE, effectiveConsent, parseConsent} from '~/lib/analytics/consent';
import {takeLogin} from '~/lib/analytics/login-flash.server';
import {takeCartLink} from '~/lib/cart/cart-link.server';
import {readCookie} from '~/lib/cart/cookie';
import type {PersonalData} from '~/lib/root-data';
import {PRIVATE_NO_STORE} from '~/lib/routing/page-cache';
import {assertLocale} from '~/lib/routing/route-guards';
import {issueFormToken} from '~/lib/security/form-token.server';
import {streamed} from '~/lib/storefront/streamed.server';

/**
 * `GET /api/personal`: what is the shopper's own (PersonalData), fetched by every page once it has
 * loaded (usePersonal), so that the page itself can be one HTML for every shopper. Never cached
 * anywhere; the one-time notices it hands over are taken from the session.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {brand, env, session} = context;
  // A cart the API no longer knows, or cannot read now, is simply no cart.
  const [cart, loggedIn, newsletterToken] = await Promise.all([
    streamed('cart', context.cart.get(), null),
    context.customerAccounts.isLoggedIn(),
    issueFormToken(sessionSecrets(env.SESSION_SECRET, import.meta.env.PROD)[0], newsletterFormPurpose(brand.id)),
  ]);
  const personal: PersonalData = {
    cart,
    loggedIn,
    consent: effectiveConsent(parseConsent(readCookie(request.headers.get('Cookie'), CONSENT_COOKIE)), {
      gpc: request.headers.get('Sec-GPC'),
      dnt: request.headers.get('DNT'),
    }),
    loggedInWith: takeLogin(session),
    cartLink: takeCartLink(session),
    newsletterToken,
  };
  return Response.json(personal, {headers: {'Cache-Control': PRIVATE_NO_STORE}});
}
