import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CollectionPage} from '~/components/CollectionPage';
import {COLLECTION_QUERY} from '~/graphql/collections';
import {collectionPageSeo, pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {COLLECTION_PAGE_SIZE, parseCollectionParams, storefrontFilters} from '~/lib/catalog/sort-and-filters';
import {pageOrFirstPage} from '~/lib/catalog/paginated-query';
import {assertLocale, queryOrNotFound} from '~/lib/routing/route-guards';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader(args: LoaderFunctionArgs) {
  const {request, params, context} = args;
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const state = parseCollectionParams(new URL(request.url).searchParams);
  const {sortKey, reverse} = state.sort;
  const page = pageOrFirstPage(request, COLLECTION_PAGE_SIZE, (pagination) =>
    storefront.query(COLLECTION_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {handle: params.handle ?? '', filters: storefrontFilters(state), sortKey, reverse, ...pagination},
    }),
  );
  const {collection} = await queryOrNotFound(args, 'collection', page);
  const root = await seoRoot;
  return {collection, state, seo: pageMeta(root, request, collectionPageSeo(root, collection))};
}

export default function Collection() {
  const {collection, state} = useLoaderData<typeof loader>();
  return <CollectionPage collection={collection} state={state} />;
}
