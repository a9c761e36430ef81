import {useEffect, useRef} from 'react';
import {analyticsBus} from '~/lib/analytics-bus';
import {track} from '~/lib/analytics/track';

/**
 * The search page's analytics: the brand's "view search results" event for each query, and
 * Hydrogen's standard search_viewed, sent by its provider while these results are shown; once
 * per query and page, not again when a revalidation hands over an equal result.
 */
export function useSearchAnalytics(
  query: string,
  search: {totalCount: number; pageInfo: {startCursor?: string | null}} | null,
) {
  const totalCount = search?.totalCount ?? 0;
  useEffect(() => {
    if (query) track('view_search_results', {searchQuery: query, count: totalCount});
  }, [query, totalCount]);
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
}
