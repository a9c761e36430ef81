import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CART_UPSELL_QUERY, CART_UPSELL_RECOMMENDATIONS_QUERY} from '~/graphql/cart';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {pickUpsellProducts, readUpsellSources, toUpsellProduct, UPSELL_SHOWN} from '~/lib/cart/upsell';
import {assertLocale} from '~/lib/routing/route-guards';

/** The collection merchandisers fill with the drawer's add-on products, for carts whose products pair with too few. */
const UPSELL_COLLECTION = 'cart-upsell';

/**
 * `GET /api/cart-upsell?product=<gid>&product=<gid>…`: the drawer's "Offers Unlocked!" products for a cart
 * holding those products (what Shopify pairs with them, then the `cart-upsell` collection), each with the
 * variant one click adds.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const sources = readUpsellSources(new URL(request.url).searchParams);
  if ('error' in sources) {
    const message = serverTranslator(context.locale, 'api')(sources.error, sources.values);
    return Response.json({error: message}, {status: 400});
  }
  const cache = storefront.CacheShort(STALE_FOR_AN_HOUR);
  try {
    // The collection is asked for beside the pairs, not after them: both are cached, and the drawer waits less.
    const [recommended, fallback] = await Promise.all([
      Promise.all(
        sources.productIds.map(async (productId) => {
          const {productRecommendations, errors} = await storefront.query(CART_UPSELL_RECOMMENDATIONS_QUERY, {
            cache,
            variables: {productId},
          });
          throwIfGraphqlErrors(errors);
          return (productRecommendations ?? []).map(toUpsellProduct);
        }),
      ),
      storefront
        .query(CART_UPSELL_QUERY, {cache, variables: {handle: UPSELL_COLLECTION, first: UPSELL_SHOWN}})
        .then(({collection, errors}) => {
          throwIfGraphqlErrors(errors);
          return (collection?.products.nodes ?? []).map(toUpsellProduct);
        }),
    ]);
    const products = pickUpsellProducts(recommended, fallback, sources.productIds);
    // Private: on a shared preview host the brand (and so the answer) can come from a cookie.
    return Response.json({products}, {headers: {'Cache-Control': 'private, max-age=60', Vary: 'Cookie'}});
  } catch (error) {
    console.error(error);
    return Response.json({error: 'Failed to load add-on products'}, {status: 502});
  }
}
