import {Link} from '@remix-run/react';
import type {BrandConfig} from '~/brands';
import {useLocalePath} from '~/hooks/use-locale-path';

/**
 * Suggested searches as chips. Links by default (they work without JavaScript);
 * the overlay passes `onPick` to run the search in place instead.
 */
export function TrendingSearches({
  searches,
  onPick,
}: {
  searches: BrandConfig['trendingSearches'];
  onPick?: (query: string) => void;
}) {
  const localePath = useLocalePath();
  const chip = 'rounded-full border border-foreground/20 px-4 py-1.5 text-sm hover:bg-foreground/5';
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {searches.map(({query, desktopOnly}) => (
        <li key={query} className={desktopOnly ? 'hidden lg:block' : undefined}>
          {onPick ? (
            <button type="button" className={chip} onClick={() => onPick(query)}>
              {query}
            </button>
          ) : (
            <Link to={`${localePath('/search')}?q=${encodeURIComponent(query)}`} className={`inline-block ${chip}`}>
              {query}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
