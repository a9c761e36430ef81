import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {PaginatedGrid} from '~/components/PaginatedGrid';
import {NoSearchResults} from '~/components/search/NoSearchResults';
import {SearchPageForm} from '~/components/search/SearchPageForm';
import {SEARCH_RESULTS_QUERY} from '~/graphql/search';
import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {pageOrFirstPage} from '~/lib/catalog/paginated-query';
import {assertLocale} from '~/lib/routing/route-guards';
import {formatResultCount, normalizeSearchQuery, SEARCH_PAGE_SIZE} from '~/lib/catalog/search';
import {useSearchAnalytics} from '~/hooks/use-search-analytics';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

/** Result pages are the shopper's own query: kept out of search engines' indexes. */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const {query, truncated} = normalizeSearchQuery(new URL(request.url).searchParams.get('q'));
  const seo = seoRoot.then((root) =>
    pageMeta(root, request, {title: query || root.text('search.title'), noIndex: true}),
  );
  if (!query) return {query, truncated, search: null, seo: await seo};
  const {search, errors} = await pageOrFirstPage(request, SEARCH_PAGE_SIZE, (pagination) =>
    storefront.query(SEARCH_RESULTS_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {query, ...pagination},
    }),
  );
  throwIfGraphqlErrors(errors, 'Search failed');
  return {query, truncated, search, seo: await seo};
}

export default function SearchPage() {
  const {query, truncated, search} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  useSearchAnalytics(query, search);
  const totalCount = search?.totalCount ?? 0;
  const formatted = formatResultCount(totalCount);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('search.title')}</h1>
      <SearchPageForm query={query} truncated={truncated} />
      {search && totalCount > 0 ? (
        <>
          <p className="mt-6 text-muted" role="status">
            {t('search.resultCount', {count: totalCount, formatted, query})}
          </p>
          <h2 className="sr-only">{t('search.results')}</h2>
          <PaginatedGrid
            connection={search}
            labels={{previous: t('search.previous'), next: t('search.next'), loading: t('search.loading')}}
            className="mt-6"
            columns="md:grid-cols-3"
            eagerImages={3}
          />
        </>
      ) : (
        <NoSearchResults query={query} />
      )}
    </section>
  );
}
