import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {PRODUCT_RECOMMENDATIONS_QUERY} from '~/graphql/products';
import {recommendationRows, type RecommendationRows} from '~/lib/catalog/recommendations';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {streamed} from '~/lib/storefront/streamed.server';

/**
 * Starts the query of a product page's recommendation rows, beside the product's own, and returns it
 * un-awaited for the page to stream below its first screen. A failed or late answer leaves the rows
 * out (null), never the page.
 */
export function streamProductRecommendations(
  storefront: AppLoadContext['storefront'],
  handle: string,
): Promise<RecommendationRows<ProductCardFragment> | null> {
  return streamed(
    'product recommendations',
    storefront
      .query(PRODUCT_RECOMMENDATIONS_QUERY, {
        cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
        variables: {handle},
      })
      .then(({complementary, related, errors}) => {
        throwIfGraphqlErrors(errors);
        return recommendationRows(handle, {complementary, related});
      }),
    null,
  );
}
