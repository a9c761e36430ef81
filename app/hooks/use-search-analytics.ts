import {useEffect} from 'react';
import {track} from '~/lib/analytics/track';

/**
 * The search page's "view search results" event, once per query and count (not again when a
 * revalidation hands over an equal result). The analytics runtime also hands it to Hydrogen's
 * provider as its standard search_viewed (lib/analytics/shopify-views.ts).
 */
export function useSearchAnalytics(query: string, search: {totalCount: number} | null) {
  const totalCount = search?.totalCount ?? 0;
  useEffect(() => {
    if (query) track('view_search_results', {searchQuery: query, count: totalCount});
  }, [query, totalCount]);
}
