import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {OFFERS_QUERY} from '~/graphql/offers';
import {cartHandlerFor} from '~/lib/cart/for-id.server';
import {cartToken, toCartPayload, totalsFromPayload} from '~/lib/cart/payload';
import {CART_TOKEN, expiredCartCookie} from '~/lib/cart/cookie';
import {offerFromMetaobject, type OfferDefinition} from '~/lib/cart/offer-definitions';
import {evaluateOffers} from '~/lib/cart/offers-engine';
import {readRequestBody} from '~/lib/security/request-body.server';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {assertLocale} from '~/lib/routing/route-guards';

const NO_STORE = {'Cache-Control': 'no-store'};

/**
 * `GET /api/cart`: the shopper's cart as a camelCase payload. The cart comes from the
 * `x-shopify-cookie` header (the cart token, gid prefix removed) or the cart cookie;
 * 204 when the shopper has none yet, 404 for a cart Shopify does not know (or has closed).
 * Errors are in the page's language.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const t = serverTranslator(context.locale, 'api');
  const headerToken = request.headers.get('x-shopify-cookie')?.trim();
  if (headerToken !== undefined && headerToken !== '' && !CART_TOKEN.test(headerToken)) {
    return Response.json({error: t('cartToken')}, {status: 400, headers: NO_STORE});
  }
  const cart = cartHandlerFor(context, headerToken ? `gid://shopify/Cart/${headerToken}` : undefined);
  const cartId = cart.getCartId();
  // No cart yet is not an error: there is simply nothing in it.
  if (!cartId) return new Response(null, {status: 204, headers: NO_STORE});
  try {
    const current = await cart.get();
    if (!current?.id) {
      return Response.json({error: t('noSuchCart', {token: cartToken(cartId)})}, {status: 404, headers: NO_STORE});
    }
    return Response.json(toCartPayload(current), {headers: NO_STORE});
  } catch (error) {
    console.error(error);
    return Response.json({error: t('cartReadFailed')}, {status: 502, headers: NO_STORE});
  }
}

/**
 * `POST /api/cart` with the cart payload: `{data: {discounts, unavailableDiscounts}}` from the offers engine
 * (it reads no Shopify cart, so a cart Shopify no longer knows cannot block it); errors in the page's language.
 * `DELETE /api/cart` forgets the shopper's cart once its order is placed (Shopify closes a checked-out cart).
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const t = serverTranslator(context.locale, 'api');
  if (request.method === 'DELETE') {
    const secure = new URL(request.url).protocol === 'https:';
    return new Response(null, {
      status: 204,
      headers: {...NO_STORE, 'Set-Cookie': expiredCartCookie(context.brand.id, secure)},
    });
  }
  if (request.method !== 'POST') {
    return Response.json({error: t('cartMethods')}, {status: 405, headers: {Allow: 'GET, POST, DELETE'}});
  }
  const body = await readRequestBody(request);
  if ('error' in body) return Response.json({error: t(body.error)}, {status: body.status});
  const totals = totalsFromPayload(body.value);
  if ('error' in totals) return Response.json({error: t(totals.error, totals.values)}, {status: 400});

  const {storefront} = context;
  const {metaobjects, errors} = await storefront
    .query(OFFERS_QUERY, {cache: storefront.CacheLong()})
    .catch((error: unknown) => ({metaobjects: null, errors: [error]}));
  if (errors || !metaobjects) {
    console.error(errors);
    return Response.json({error: t('offersFailed')}, {status: 502});
  }
  const offers = metaobjects.nodes
    .map((node) => offerFromMetaobject(node.id, node.fields))
    .filter((offer): offer is OfferDefinition => offer !== null);
  return Response.json({data: evaluateOffers(offers, totals)}, {headers: NO_STORE});
}
