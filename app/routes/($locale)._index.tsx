import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Suspense} from 'react';
import {brandScreens, brandScreensLoader} from '~/brands/screens';
import {HOME_CONTENT_QUERY} from '~/graphql/merchandising';
import {pageMeta, shopJsonLd} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {HOME_SECTION_PRODUCTS, startHomeSections} from '~/lib/content/home-sections.server';
import {homeContentOf} from '~/lib/content/home-content';
import {translationsFor} from '~/lib/i18n/i18n.server';
import {assertLocale} from '~/lib/routing/route-guards';
import {useBrand} from '~/hooks/use-brand';
import {screenPreloads} from '~/lib/ui/screen-preloads.server';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const clientLoader = brandScreensLoader((screens) => [screens.Home]);

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront, brand} = context;
  const seoRoot = seoRootOf(context);
  // The default sections' queries start first, beside the one query for the home collection and what
  // the shop's metaobjects say about the page: the whole page costs one Storefront round trip.
  const homeSectionsData = startHomeSections(storefront, brand);
  const query = await storefront.query(HOME_CONTENT_QUERY, {
    cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
    variables: {handle: brand.homeCollection, first: HOME_SECTION_PRODUCTS},
  });
  const content = homeContentOf(query, brand, context.ownHosts);
  const data = homeSectionsData(content.sections, query.collection?.products.nodes ?? []);
  const {Home} = brandScreens[brand.id];
  const [root] = await Promise.all([seoRoot, Home.load()]);
  return {
    content,
    data,
    translations: translationsFor(context, brand.homeNamespaces),
    seo: [...pageMeta(root, request, {jsonLd: shopJsonLd(root)}), ...screenPreloads(Home)],
  };
}

export default function Home() {
  const {content, data} = useLoaderData<typeof loader>();
  const BrandHome = brandScreens[useBrand().id].Home;
  return (
    // Its code is here before the page hydrates (routeScreensLoaded); the boundary lets React hydrate
    // the body in a pass of its own, after the header and the cart.
    <Suspense>
      <BrandHome content={content} data={data} />
    </Suspense>
  );
}
