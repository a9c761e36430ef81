import {throwIfGraphqlErrors} from '~/lib/graphql-errors';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getPaginationVariables, Pagination} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {CollectionFilters} from '~/components/CollectionFilters';
import {ProductCard} from '~/components/ProductCard';
import {COLLECTION_QUERY} from '~/graphql/collections';
import {parseCollectionParams, storefrontFilters} from '~/lib/collection-filters';
import {assertLocale, notFoundOrRedirect} from '~/lib/route-guards';

const PRODUCTS_PER_PAGE = 12;

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.collection.seo.title || data?.collection.title},
  {name: 'description', content: data?.collection.seo.description || data?.collection.description.slice(0, 160)},
];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const url = new URL(request.url);
  const state = parseCollectionParams(url.searchParams);
  const query = (pagination: ReturnType<typeof getPaginationVariables>) =>
    storefront.query(COLLECTION_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        handle: params.handle ?? '',
        filters: storefrontFilters(state),
        sortKey: state.sort.sortKey,
        reverse: state.sort.reverse,
        ...pagination,
      },
    });

  let result = await query(getPaginationVariables(request, {pageBy: PRODUCTS_PER_PAGE}));
  // A cursor from an old or hand-edited link: show the first page rather than an error.
  if (result.errors && url.searchParams.has('cursor')) {
    result = await query({first: PRODUCTS_PER_PAGE, endCursor: null});
  }
  throwIfGraphqlErrors(result.errors);
  if (!result.collection) return notFoundOrRedirect(request, context);
  return {collection: result.collection, state};
}

export default function CollectionPage() {
  const {collection, state} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{collection.title}</h1>
      {collection.descriptionHtml && (
        <div
          className="rich-text mt-3 max-w-2xl text-muted"
          dangerouslySetInnerHTML={{__html: collection.descriptionHtml}}
        />
      )}
      <CollectionFilters state={state} />
      <h2 className="sr-only">{t('collection.products')}</h2>
      {collection.products.nodes.length === 0 ? (
        <p className="mt-10 text-lg font-medium">{t('collection.noProducts')}</p>
      ) : (
        <Pagination connection={collection.products}>
          {({nodes, PreviousLink, NextLink, isLoading}) => (
            <div className="mt-8 flex flex-col items-center gap-6">
              <PreviousLink className="rounded-full border border-current px-5 py-2 font-medium">
                {isLoading ? t('collection.loading') : t('collection.previous')}
              </PreviousLink>
              <div className="grid w-full grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
                {nodes.map((product, index) => (
                  <ProductCard key={product.id} product={product} loading={index < 4 ? 'eager' : 'lazy'} />
                ))}
              </div>
              <NextLink className="rounded-full border border-current px-5 py-2 font-medium">
                {isLoading ? t('collection.loading') : t('collection.next')}
              </NextLink>
            </div>
          )}
        </Pagination>
      )}
    </section>
  );
}
