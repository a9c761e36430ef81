import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {BEST_SELLERS_QUERY} from '~/graphql/search';
import {assertLocale} from '~/lib/routing/route-guards';

/** Shown by the search overlay before the shopper types: 4 on phones, 3 on desktops. */
const BEST_SELLERS_SHOWN = 4;

export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront, brand} = context;
  try {
    const {collection, errors} = await storefront.query(BEST_SELLERS_QUERY, {
      cache: storefront.CacheLong(),
      variables: {handle: brand.bestSellersCollection, first: BEST_SELLERS_SHOWN},
    });
    throwIfGraphqlErrors(errors);
    return Response.json({products: collection?.products.nodes ?? []});
  } catch (error) {
    console.error(error);
    return Response.json({error: 'Failed to load best sellers'}, {status: 502});
  }
}
