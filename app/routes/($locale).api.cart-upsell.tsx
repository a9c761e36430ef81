import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CART_UPSELL_QUERY} from '~/graphql/cart';
import {toUpsellProduct} from '~/lib/cart/upsell';
import {assertLocale} from '~/lib/routing/route-guards';

/** The collection merchandisers fill with the drawer's add-on products. */
const UPSELL_COLLECTION = 'cart-upsell';
/** Enough that some remain once the ones already in the cart are left out. */
const UPSELL_FETCHED = 8;

/** `GET /api/cart-upsell`: the drawer's "Offers Unlocked!" products, each with the variant one click adds. */
export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  try {
    const {collection, errors} = await storefront.query(CART_UPSELL_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {handle: UPSELL_COLLECTION, first: UPSELL_FETCHED},
    });
    throwIfGraphqlErrors(errors);
    const products = (collection?.products.nodes ?? []).map(toUpsellProduct);
    // Private: on a shared preview host the brand (and so the answer) can come from a cookie.
    return Response.json({products}, {headers: {'Cache-Control': 'private, max-age=60', Vary: 'Cookie'}});
  } catch (error) {
    console.error(error);
    return Response.json({error: 'Failed to load add-on products'}, {status: 502});
  }
}
