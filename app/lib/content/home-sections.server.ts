import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {BrandHomePlan, HomeSections} from '~/brands/types';
import {HOME_GIFTING_QUERY} from '~/graphql/home';
import {HOME_PRODUCTS_QUERY} from '~/graphql/products';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {streamed} from '~/lib/storefront/streamed.server';

/** A streamed section whose query fails or is late is logged and left out of the page (null), never an error page. */
const orNothing = <T>(section: string, promise: Promise<T>) => streamed(`home section ${section}`, promise, null);

/**
 * Starts the queries of the sections a brand's home streams in below its home collection.
 * Not awaited: the loader returns the promises and the page shows each when it arrives.
 */
export function streamHomeSections(storefront: AppLoadContext['storefront'], plan: BrandHomePlan): HomeSections {
  const {newArrivals, gifting} = plan;
  return {
    newArrivals: newArrivals
      ? orNothing(
          'new arrivals',
          storefront
            .query(HOME_PRODUCTS_QUERY, {
              cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
              variables: {handle: newArrivals.collection, first: newArrivals.first},
            })
            .then(({collection, errors}) => {
              throwIfGraphqlErrors(errors);
              return collection?.products.nodes ?? [];
            }),
        )
      : null,
    gifting: gifting
      ? orNothing(
          'gifting',
          storefront
            .query(HOME_GIFTING_QUERY, {
              cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
              variables: {handle: gifting.collection, first: gifting.first, bundles: gifting.bundles},
            })
            .then(({collection, bundles, localization, errors}) => {
              throwIfGraphqlErrors(errors);
              return {
                kits: collection?.products.nodes ?? [],
                bundles: bundles.nodes,
                currencyCode: localization.country.currency.isoCode,
              };
            }),
        )
      : null,
  };
}
