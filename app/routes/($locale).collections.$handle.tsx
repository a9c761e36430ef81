import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from 'react-i18next';
import {CollectionFilters} from '~/components/CollectionFilters';
import {PaginatedGrid} from '~/components/PaginatedGrid';
import {COLLECTION_QUERY} from '~/graphql/collections';
import {STALE_FOR_AN_HOUR} from '~/lib/cache-rules';
import {parseCollectionParams, storefrontFilters} from '~/lib/collection-filters';
import {pageOrFirstPage} from '~/lib/pagination';
import {assertLocale, queryOrNotFound} from '~/lib/route-guards';

const PRODUCTS_PER_PAGE = 12;

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.collection.seo.title || data?.collection.title},
  {name: 'description', content: data?.collection.seo.description || data?.collection.description.slice(0, 160)},
];

export async function loader(args: LoaderFunctionArgs) {
  const {request, params, context} = args;
  assertLocale(params, context);
  const {storefront} = context;
  const state = parseCollectionParams(new URL(request.url).searchParams);
  const {sortKey, reverse} = state.sort;
  const page = pageOrFirstPage(request, PRODUCTS_PER_PAGE, (pagination) =>
    storefront.query(COLLECTION_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {handle: params.handle ?? '', filters: storefrontFilters(state), sortKey, reverse, ...pagination},
    }),
  );
  const {collection} = await queryOrNotFound(args, 'collection', page);
  return {collection, state};
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
        <PaginatedGrid
          connection={collection.products}
          labels={{previous: t('collection.previous'), next: t('collection.next'), loading: t('collection.loading')}}
          className="mt-8"
          columns="md:grid-cols-4"
          eagerImages={4}
        />
      )}
    </section>
  );
}
