import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {brandHomes} from '~/brands/homes';
import {HOME_PRODUCTS_QUERY} from '~/graphql/products';
import {translationsFor} from '~/lib/i18n.server';
import {assertLocale} from '~/lib/route-guards';
import {useBrand} from '~/lib/use-brand';
import type {RootLoader} from '~/root';

export const meta: MetaFunction<typeof loader, {root: RootLoader}> = ({matches}) => {
  const shop = matches.find((match) => match.id === 'root')?.data?.header.shop;
  return [{title: shop?.name}, {name: 'description', content: shop?.description ?? ''}];
};

export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront, brand, locale} = context;
  const {collection} = await storefront.query(HOME_PRODUCTS_QUERY, {
    cache: storefront.CacheShort(),
    variables: {handle: brand.homeCollection, first: 8},
  });
  return {
    products: collection?.products.nodes ?? [],
    translations: translationsFor(locale.lang, brand.homeNamespaces),
  };
}

export default function Home() {
  const {products} = useLoaderData<typeof loader>();
  const BrandHome = brandHomes[useBrand().id];
  return <BrandHome products={products} />;
}
