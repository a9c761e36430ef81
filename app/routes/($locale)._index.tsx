import {throwIfGraphqlErrors} from '~/lib/graphql-errors';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {AppLoadContext, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {brandHomePlans, brandHomes} from '~/brands/homes';
import type {BrandHomePlan, HomeSections} from '~/brands/types';
import {HOME_GIFTING_QUERY} from '~/graphql/home';
import {HOME_PRODUCTS_QUERY} from '~/graphql/products';
import {translationsFor} from '~/lib/i18n.server';
import {assertLocale} from '~/lib/route-guards';
import {useBrand} from '~/hooks/use-brand';
import {rootDataOf} from '~/lib/root-data';

export const meta: MetaFunction<typeof loader> = ({matches}) => {
  const shop = rootDataOf(matches)?.header.shop;
  return [{title: shop?.name}, {name: 'description', content: shop?.description ?? ''}];
};

export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront, brand, locale} = context;
  // Started first so they run alongside the critical query; not awaited, the page streams them in.
  const sections = streamSections(storefront, brandHomePlans[brand.id]);
  const {collection} = await storefront.query(HOME_PRODUCTS_QUERY, {
    cache: storefront.CacheShort(),
    variables: {handle: brand.homeCollection, first: 8},
  });
  return {
    products: collection?.products.nodes ?? [],
    sections,
    translations: translationsFor(locale.lang, brand.homeNamespaces),
  };
}

/** A streamed section whose query fails is logged and left out of the page (null), never an error page. */
function orNothing<T>(section: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.error(`Home page section "${section}" left out:`, error);
    return null;
  });
}

function failOnErrors(errors: ReadonlyArray<{message: string}> | undefined) {
  throwIfGraphqlErrors(errors);
}

function streamSections(storefront: AppLoadContext['storefront'], plan: BrandHomePlan): HomeSections {
  const {newArrivals, gifting} = plan;
  return {
    newArrivals: newArrivals
      ? orNothing(
          'new arrivals',
          storefront
            .query(HOME_PRODUCTS_QUERY, {
              cache: storefront.CacheShort(),
              variables: {handle: newArrivals.collection, first: newArrivals.first},
            })
            .then(({collection, errors}) => {
              failOnErrors(errors);
              return collection?.products.nodes ?? [];
            }),
        )
      : null,
    gifting: gifting
      ? orNothing(
          'gifting',
          storefront
            .query(HOME_GIFTING_QUERY, {
              cache: storefront.CacheShort(),
              variables: {handle: gifting.collection, first: gifting.first, bundles: gifting.bundles},
            })
            .then(({collection, bundles, localization, errors}) => {
              failOnErrors(errors);
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

export default function Home() {
  const {products, sections} = useLoaderData<typeof loader>();
  const BrandHome = brandHomes[useBrand().id];
  return <BrandHome products={products} sections={sections} />;
}
