import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PREDICTIVE_SEARCH_QUERY} from '~/graphql/search';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {checkPredictiveQuery, PREDICTIVE_SEARCH_LIMIT, predictiveSearchAnswer} from '~/lib/catalog/predictive-search';
import {MAX_QUERY_LENGTH} from '~/lib/catalog/search';
import {assertLocale} from '~/lib/routing/route-guards';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';

/**
 * `GET /api/predictive-search?q=`: the overlay's suggestions as the shopper types (query completions,
 * products, collections, pages and articles), in the page's language. The answer depends on nothing but
 * the host, the path and the query, so browsers and CDNs may keep it a minute (decision 030).
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const t = serverTranslator(context.locale, 'api');
  const check = checkPredictiveQuery(new URL(request.url).searchParams.get('q'));
  if (!check.ok) return Response.json({error: t(check.problem, {max: MAX_QUERY_LENGTH})}, {status: 400});

  const {storefront} = context;
  try {
    const {predictiveSearch, errors} = await storefront.query(PREDICTIVE_SEARCH_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {query: check.query, limit: PREDICTIVE_SEARCH_LIMIT},
    });
    throwIfGraphqlErrors(errors);
    return Response.json(predictiveSearchAnswer(check.query, predictiveSearch), {
      headers: {'Cache-Control': 'public, max-age=60, stale-while-revalidate=300'},
    });
  } catch (error) {
    console.error(error);
    return Response.json({error: t('searchFailed')}, {status: 502});
  }
}
