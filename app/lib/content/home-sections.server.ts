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

type StreamedSection = 'new_arrivals' | 'gifting';

/**
 * Starts the queries of the brand's default streamed sections (new arrivals, gifting) at once, beside
 * the home's content query, and answers the data of the sections that query names. A section that reads
 * its default collection gets the query already under way, so the page still costs one round trip (a
 * shared page's first byte waits for its last, page-cache.ts); only a collection a merchandiser chose
 * instead starts its own query after the content's, and streams in a round trip later.
 */
export function startHomeSections(
  storefront: AppLoadContext['storefront'],
  brand: Pick<BrandConfig, 'homeSections' | 'homeCollection'>,
) {
  const started = new Map<string, Promise<unknown>>();
  const once = <T>(section: StreamedSection | 'products', collection: string, start: () => Promise<T>): Promise<T> => {
    const key = `${section}:${collection}`;
    let promise = started.get(key) as Promise<T> | undefined;
    if (!promise) started.set(key, (promise = start()));
    return promise;
  };
  const productsOf = (section: 'new_arrivals' | 'products', handle: string) =>
    once(section, handle, () =>
      orNothing(
        section.replace('_', ' '),
        storefront
          .query(HOME_PRODUCTS_QUERY, {
            cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
            variables: {handle, first: HOME_SECTION_PRODUCTS},
          })
          .then(({collection, errors}) => {
            throwIfGraphqlErrors(errors);
            return collection?.products.nodes ?? [];
          }),
      ),
    );
  const giftingOf = (handle: string) =>
    once('gifting', handle, () =>
      orNothing(
        'gifting',
        storefront
          .query(HOME_GIFTING_QUERY, {
            cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
            variables: {handle, first: GIFTING_KITS, bundles: GIFT_BUNDLES},
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
    );

  for (const entry of brand.homeSections.default) {
    const collection = sectionCollection(entry, brand);
    if (collection === null) continue;
    if (entry.section === 'new_arrivals') void productsOf('new_arrivals', collection);
    if (entry.section === 'gifting') void giftingOf(collection);
  }

  /** The data of the sections the page shows; the home collection's products came with the page's content. */
  return function homeSectionsData(
    sections: readonly HomeSectionEntry[],
    homeProducts: ProductCardFragment[],
  ): HomeSectionsData {
    // The sections come with their collections chosen (homeContentOf).
    const collectionOf = (key: HomeSectionEntry['section']) =>
      sections.find(({section}) => section === key)?.collection ?? null;
    const products = collectionOf('products');
    const newArrivals = collectionOf('new_arrivals');
    const gifting = collectionOf('gifting');
    return {
      products:
        products === null || products === brand.homeCollection ? homeProducts : productsOf('products', products),
      newArrivals: newArrivals === null ? null : productsOf('new_arrivals', newArrivals),
      gifting: gifting === null ? null : giftingOf(gifting),
    };
  };
}
