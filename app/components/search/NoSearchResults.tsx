import {Link} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import {TrendingSearches} from '~/components/search/TrendingSearches';
import {useBrand} from '~/hooks/use-brand';
import {useLocalePath} from '~/hooks/use-locale-path';

/** What the search page shows without results (or before a query): trending searches and the best sellers. */
export function NoSearchResults({query}: {query: string}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const brand = useBrand();
  return (
    <div className="mt-8 rounded-lg bg-foreground/5 p-6">
      {query && <h2 className="text-xl font-semibold">{t('search.noResults', {query})}</h2>}
      <p className="mt-2 text-muted">{t('search.tryTrending')}</p>
      <TrendingSearches searches={brand.trendingSearches} />
      <Link to={localePath(`/collections/${brand.bestSellersCollection}`)} className="mt-4 inline-block underline">
        {t('search.browseBestSellers')}
      </Link>
    </div>
  );
}
