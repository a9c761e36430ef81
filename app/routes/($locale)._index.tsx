import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from 'react-i18next';
import {ProductCard} from '~/components/ProductCard';
import {HOME_PRODUCTS_QUERY} from '~/graphql/products';
import {assertLocale} from '~/lib/route-guards';
import {useBrand} from '~/lib/use-brand';
import {useLocalePath} from '~/lib/use-locale-path';
import type {RootLoader} from '~/root';

export const meta: MetaFunction<typeof loader, {root: RootLoader}> = ({matches}) => {
  const shop = matches.find((match) => match.id === 'root')?.data?.header.shop;
  return [{title: shop?.name}, {name: 'description', content: shop?.description ?? ''}];
};

export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront, brand} = context;
  const {collection} = await storefront.query(HOME_PRODUCTS_QUERY, {
    cache: storefront.CacheShort(),
    variables: {handle: brand.homeCollection, first: 8},
  });
  return {
    collectionHandle: brand.homeCollection,
    products: collection?.products.nodes ?? [],
  };
}

export default function Home() {
  const {products, collectionHandle} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const {copyNamespace} = useBrand();
  const localePath = useLocalePath();

  return (
    <>
      <section className="bg-foreground/5">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-2xl text-4xl font-bold leading-tight md:text-5xl">
            {t(`${copyNamespace}:hero.title`)}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{t(`${copyNamespace}:hero.subtitle`)}</p>
          <Link
            to={localePath(`/collections/${collectionHandle}`)}
            className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
          >
            {t(`${copyNamespace}:hero.cta`)}
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-products" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="home-products" className="text-2xl font-bold">
          {t(`${copyNamespace}:home.productsHeading`)}
        </h2>
        <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} loading={index < 4 ? 'eager' : 'lazy'} />
          ))}
        </div>
      </section>
    </>
  );
}
