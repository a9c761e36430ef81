import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CollectionPage} from '~/components/CollectionPage';
import {ALL_PRODUCTS_QUERY, COLLECTION_QUERY} from '~/graphql/collections';
import {collectionPageSeo, pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {
  allProductsArguments,
  COLLECTION_PAGE_SIZE,
  parseCollectionParams,
  storefrontFilters,
} from '~/lib/catalog/sort-and-filters';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {pageOrFirstPage} from '~/lib/catalog/paginated-query';
import {assertLocale} from '~/lib/routing/route-guards';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

/**
 * Every product. A shop that keeps a collection with the handle `all` (its own title, copy and
 * order) gets that collection; any other gets its whole catalogue from the `products` list,
 * as Shopify's online store does.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const state = parseCollectionParams(new URL(request.url).searchParams);
  const {sortKey, reverse} = state.sort;
  // Both asked for at once, so a shop without its own `all` collection still costs one round trip;
  // the list of products is dropped unanswered when the collection exists.
  const productsPromise = pageOrFirstPage(request, COLLECTION_PAGE_SIZE, (pagination) =>
    storefront.query(ALL_PRODUCTS_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {...allProductsArguments(state), ...pagination},
    }),
  );
  productsPromise.catch(() => {});
  const {collection, errors} = await pageOrFirstPage(request, COLLECTION_PAGE_SIZE, (pagination) =>
    storefront.query(COLLECTION_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {handle: 'all', filters: storefrontFilters(state), sortKey, reverse, ...pagination},
    }),
  );
  throwIfGraphqlErrors(errors);
  if (collection) {
    const root = await seoRoot;
    return {collection, state, seo: pageMeta(root, request, collectionPageSeo(root, collection))};
  }

  const {products, errors: productErrors} = await productsPromise;
  throwIfGraphqlErrors(productErrors);
  const root = await seoRoot;
  const title = root.text('collections.allProducts');
  const catalogue = {handle: 'all', title, description: '', descriptionHtml: '', seo: {}, image: null, products};
  return {collection: catalogue, state, seo: pageMeta(root, request, collectionPageSeo(root, catalogue))};
}

export default function AllProducts() {
  const {collection, state} = useLoaderData<typeof loader>();
  return <CollectionPage collection={collection} state={state} />;
}
