import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Suspense} from 'react';
import {brandScreens, brandScreensLoader} from '~/brands/screens';
import {HOME_PRODUCTS_QUERY} from '~/graphql/products';
import {pageMeta, shopJsonLd} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {streamHomeSections} from '~/lib/content/home-sections.server';
import {translationsFor} from '~/lib/i18n/i18n.server';
import {assertLocale} from '~/lib/routing/route-guards';
import {useBrand} from '~/hooks/use-brand';

export const clientLoader = brandScreensLoader((screens) => [screens.Home]);

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront, brand} = context;
  const seoRoot = seoRootOf(context);
  // Started first so they run alongside the critical query; not awaited, the page streams them in.
  const sections = streamHomeSections(storefront, brand.homePlan);
  const {collection} = await storefront.query(HOME_PRODUCTS_QUERY, {
    cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
    variables: {handle: brand.homeCollection, first: 8},
  });
  const [root] = await Promise.all([seoRoot, brandScreens[brand.id].Home.load()]);
  return {
    products: collection?.products.nodes ?? [],
    sections,
    translations: translationsFor(context, brand.homeNamespaces),
    seo: pageMeta(root, request, {jsonLd: shopJsonLd(root)}),
  };
}

export default function Home() {
  const {products, sections} = useLoaderData<typeof loader>();
  const BrandHome = brandScreens[useBrand().id].Home;
  return (
    // Hydrates when the screen's chunk is there, without holding up the header and the cart.
    <Suspense>
      <BrandHome products={products} sections={sections} />
    </Suspense>
  );
}
