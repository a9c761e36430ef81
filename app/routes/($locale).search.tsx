import {graphqlError} from '~/lib/graphql-errors';
import {Form, Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getPaginationVariables, Pagination} from '@shopify/hydrogen';
import {useEffect, useRef} from 'react';
import {useTranslation} from 'react-i18next';
import {ProductCard} from '~/components/ProductCard';
import {TrendingSearches} from '~/components/search/TrendingSearches';
import {SEARCH_RESULTS_QUERY} from '~/graphql/search';
import {analyticsBus} from '~/lib/analytics-bus';
import {ANALYTICS_EVENTS} from '~/lib/analytics-events';
import {assertLocale} from '~/lib/route-guards';
import {formatResultCount, MAX_QUERY_LENGTH, normalizeSearchQuery, SEARCH_PAGE_SIZE} from '~/lib/search';
import {useBrand} from '~/hooks/use-brand';
import {useLocalePath} from '~/hooks/use-locale-path';
import {rootDataOf} from '~/lib/root-data';

export const meta: MetaFunction<typeof loader> = ({data, matches}) => {
  const shopName = rootDataOf(matches)?.header.shop?.name ?? '';
  return [{title: data?.query ? `${data.query} | ${shopName}` : shopName}, {name: 'robots', content: 'noindex'}];
};

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const url = new URL(request.url);
  const {query, truncated} = normalizeSearchQuery(url.searchParams.get('q'));
  if (!query) return {query, truncated, search: null};

  const run = (pagination: ReturnType<typeof getPaginationVariables>) =>
    storefront.query(SEARCH_RESULTS_QUERY, {
      cache: storefront.CacheShort(),
      variables: {query, ...pagination},
    });

  const page = await run(getPaginationVariables(request, {pageBy: SEARCH_PAGE_SIZE}));
  if (!page.errors) return {query, truncated, search: page.search};

  // A cursor from an old or hand-edited link: show the first page rather than an error.
  if (url.searchParams.has('cursor')) {
    const firstPage = await run({first: SEARCH_PAGE_SIZE, endCursor: null});
    if (!firstPage.errors) return {query, truncated, search: firstPage.search};
  }
  throw graphqlError(page.errors, 'Search failed');
}

export default function SearchPage() {
  const {query, truncated, search} = useLoaderData<typeof loader>();
  const {t, i18n} = useTranslation();
  const localePath = useLocalePath();
  const brand = useBrand();
  const totalCount = search?.totalCount ?? 0;

  useEffect(() => {
    if (query) analyticsBus.publish(ANALYTICS_EVENTS.viewSearchResults, {searchQuery: query, totalCount});
  }, [query, totalCount]);
  // Hydrogen's standard search_viewed, sent by its provider while these results are shown; once
  // per query and page, not again when a revalidation hands over an equal result.
  const shownResults = useRef(search);
  shownResults.current = search;
  const resultsKey = `${totalCount}:${search?.pageInfo.startCursor ?? ''}`;
  useEffect(() => {
    if (!shownResults.current || totalCount === 0) return;
    return analyticsBus.showView({
      type: 'search_viewed',
      data: {searchTerm: query, searchResults: shownResults.current},
    });
  }, [query, resultsKey, totalCount]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('search.title')}</h1>
      <Form method="get" action={localePath('/search')} role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="search-page-query" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH * 2}
          placeholder={t('search.placeholder')}
          className="min-w-0 flex-1 rounded-full border border-foreground/20 px-4 py-2"
        />
        <button type="submit" className="rounded-full bg-primary px-5 py-2 font-semibold text-primary-foreground">
          {t('search.submit')}
        </button>
      </Form>
      {truncated && <p className="mt-3 text-sm text-muted">{t('search.truncated', {max: MAX_QUERY_LENGTH})}</p>}

      {search && totalCount > 0 ? (
        <>
          <p className="mt-6 text-muted" role="status">
            {t('search.resultCount', {
              count: totalCount,
              formatted: formatResultCount(totalCount, i18n.language === 'hi' ? 'hi' : 'en'),
              query,
            })}
          </p>
          <h2 className="sr-only">{t('search.results')}</h2>
          <Pagination connection={search}>
            {({nodes, PreviousLink, NextLink, isLoading}) => (
              <div className="mt-6 flex flex-col items-center gap-6">
                <PreviousLink className="rounded-full border border-current px-5 py-2 font-medium">
                  {isLoading ? t('search.loading') : t('search.previous')}
                </PreviousLink>
                <div className="grid w-full grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3">
                  {nodes.map((product) => (
                    <ProductCard key={product.id} product={product} />
                  ))}
                </div>
                <NextLink className="rounded-full border border-current px-5 py-2 font-medium">
                  {isLoading ? t('search.loading') : t('search.next')}
                </NextLink>
              </div>
            )}
          </Pagination>
        </>
      ) : (
        <div className="mt-8 rounded-lg bg-foreground/5 p-6">
          {query && <h2 className="text-xl font-semibold">{t('search.noResults', {query})}</h2>}
          <p className="mt-2 text-muted">{t('search.tryTrending')}</p>
          <TrendingSearches searches={brand.trendingSearches} />
          <Link to={localePath(`/collections/${brand.bestSellersCollection}`)} className="mt-4 inline-block underline">
            {t('search.browseBestSellers')}
          </Link>
        </div>
      )}
    </section>
  );
}
