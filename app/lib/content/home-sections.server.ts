import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {BrandConfig, HomeSectionEntry} from '~/brands/types';
import {HOME_GIFTING_QUERY} from '~/graphql/home';
import {HOME_PRODUCTS_QUERY} from '~/graphql/products';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {streamed} from '~/lib/storefront/streamed.server';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {sectionCollection, type HomeSectionsData} from './home-content';

/** How many products a section of products lists, and how many gift bundles the gifting section shows. */
export const HOME_SECTION_PRODUCTS = 8;
const GIFTING_KITS = 4;
const GIFT_BUNDLES = 6;

/** A streamed section whose query fails or is late is logged and left out of the page (null), never an error page. */
const orNothing = <T>(section: string, promise: Promise<T>) => streamed(`home section ${section}`, promise, null);

/**
 * The data of the home's sections of products. The home collection's products came with the page's
 * content; a section that lists another collection, and the sections below them, start their queries
 * here and stream in (not awaited: the page shows each when it arrives).
 */
export function streamHomeSections(
  storefront: AppLoadContext['storefront'],
  sections: readonly HomeSectionEntry[],
  brand: Pick<BrandConfig, 'homeSections' | 'homeCollection'>,
  homeProducts: ProductCardFragment[],
): HomeSectionsData {
  const entry = (key: HomeSectionEntry['section']) => sections.find(({section}) => section === key);
  const collectionOf = (key: HomeSectionEntry['section']) => {
    const found = entry(key);
    return found ? sectionCollection(found, brand) : null;
  };
  const productsOf = (label: string, handle: string) =>
    orNothing(
      label,
      storefront
        .query(HOME_PRODUCTS_QUERY, {
          cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
          variables: {handle, first: HOME_SECTION_PRODUCTS},
        })
        .then(({collection, errors}) => {
          throwIfGraphqlErrors(errors);
          return collection?.products.nodes ?? [];
        }),
    );

  const productsCollection = collectionOf('products');
  const newArrivals = collectionOf('new_arrivals');
  const gifting = collectionOf('gifting');
  return {
    products:
      productsCollection === null || productsCollection === brand.homeCollection
        ? homeProducts
        : productsOf('products', productsCollection),
    newArrivals: newArrivals === null ? null : productsOf('new arrivals', newArrivals),
    gifting:
      gifting === null
        ? null
        : orNothing(
            'gifting',
            storefront
              .query(HOME_GIFTING_QUERY, {
                cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
                variables: {handle: gifting, first: GIFTING_KITS, bundles: GIFT_BUNDLES},
              })
              .then(({collection, bundles, localization, errors}) => {
                throwIfGraphqlErrors(errors);
                return {
                  kits: collection?.products.nodes ?? [],
                  bundles: bundles.nodes,
                  currencyCode: localization.country.currency.isoCode,
                };
              }),
          ),
  };
}
