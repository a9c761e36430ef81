import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {SEARCH_PREVIEW_QUERY} from '~/graphql/search';
import {assertLocale} from '~/lib/routing/route-guards';
import {normalizeSearchQuery, SEARCH_PREVIEW_SIZE, type SearchPreview} from '~/lib/catalog/search';

/** The search overlay's data: `GET /api/search?q=` answers a few cards and the total count. */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {query} = normalizeSearchQuery(new URL(request.url).searchParams.get('q'));
  if (!query) return Response.json({error: 'Parameter "q" is required'}, {status: 400});

  const {storefront} = context;
  try {
    const {search, errors} = await storefront.query(SEARCH_PREVIEW_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {query, first: SEARCH_PREVIEW_SIZE},
    });
    throwIfGraphqlErrors(errors);
    const preview: SearchPreview = {query, products: search.nodes, totalCount: search.totalCount};
    return Response.json(preview);
  } catch (error) {
    console.error(error);
    return Response.json({error: 'Failed to search products'}, {status: 502});
  }
}
