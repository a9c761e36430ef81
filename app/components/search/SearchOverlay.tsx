import {Form, Link} from '@remix-run/react';
import {useEffect, useMemo, useRef, useState} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {CloseIcon, SearchIcon} from '~/components/icons';
import {ProductCard} from '~/components/ProductCard';
import {TrendingSearches} from '~/components/search/TrendingSearches';
import {track} from '~/lib/analytics/track';
import {
  createSearchController,
  formatResultCount,
  MAX_QUERY_LENGTH,
  normalizeSearchQuery,
  type SearchPreview,
  type SearchState,
} from '~/lib/catalog/search';
import {useBrand} from '~/hooks/use-brand';
import {useFocusTrap} from '~/hooks/use-focus-trap';
import {useLocalePath} from '~/hooks/use-locale-path';

/**
 * Live search: a modal on screens 1024 px and wider, a side panel below that.
 * Loaded on demand by SearchButton (default export for React.lazy).
 */
export default function SearchOverlay({onClose}: {onClose: () => void}) {
  const {t} = useTranslation();
  const brand = useBrand();
  const localePath = useLocalePath();
  const panel = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState<SearchPreview>>({status: 'idle'});
  const [bestSellers, setBestSellers] = useState<ProductCardFragment[]>([]);
  const trackedQuery = useRef('');
  useFocusTrap(panel, onClose);

  const trackSearch = (query: string) => {
    if (!query || query === trackedQuery.current) return;
    trackedQuery.current = query;
    track('search', {searchQuery: query});
  };

  const searchPath = localePath('/api/search');
  const controller = useMemo(
    () =>
      createSearchController<SearchPreview>({
        search: async (query, signal) => {
          trackSearch(query);
          const response = await fetch(`${searchPath}?q=${encodeURIComponent(query)}`, {signal});
          if (!response.ok) throw new Error(`search answered ${response.status}`);
          return (await response.json()) as SearchPreview;
        },
        onChange: setState,
      }),
    [searchPath],
  );
  useEffect(() => () => controller.dispose(), [controller]);

  const bestSellersPath = localePath('/api/best-sellers');
  useEffect(() => {
    const abort = new AbortController();
    fetch(bestSellersPath, {signal: abort.signal})
      .then(async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as {products?: ProductCardFragment[]};
        setBestSellers(body.products ?? []);
      })
      // Best sellers are a nicety: without them the chips still show.
      .catch(() => {});
    return () => abort.abort();
  }, [bestSellersPath]);

  const type = (value: string) => {
    setText(value);
    controller.setQuery(value);
  };
  const resultsHref = (query: string) => `${localePath('/search')}?q=${encodeURIComponent(query)}`;

  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-black/50" aria-hidden onClick={onClose} data-testid="search-backdrop" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('search.dialogLabel')}
        className="absolute inset-y-0 right-0 flex w-[88%] max-w-md flex-col overflow-y-auto bg-background p-4 shadow-xl lg:inset-x-0 lg:bottom-auto lg:top-16 lg:mx-auto lg:max-h-[80vh] lg:max-w-4xl lg:rounded-xl lg:p-6"
      >
        <div className="flex items-center gap-2">
          <Form
            method="get"
            action={localePath('/search')}
            role="search"
            onSubmit={() => {
              // Enter within the debounce: the shopper searched, though the overlay never ran the query.
              trackSearch(normalizeSearchQuery(text).query);
              onClose();
            }}
            className="flex flex-1 items-center gap-2 rounded-full border border-foreground/20 px-4 py-2"
          >
            <SearchIcon className="h-5 w-5 text-muted" />
            <input
              type="search"
              name="q"
              value={text}
              onChange={(event) => type(event.target.value)}
              maxLength={MAX_QUERY_LENGTH * 2}
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
              autoFocus
              className="min-w-0 flex-1 bg-transparent outline-none"
            />
          </Form>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('search.close')}
            className="rounded-full p-2 hover:bg-foreground/5"
          >
            <CloseIcon />
          </button>
        </div>

        <div className="mt-6" aria-live="polite">
          {state.status === 'idle' && (
            <>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">{t('search.trending')}</h2>
              <TrendingSearches searches={brand.trendingSearches} onPick={type} />
              {bestSellers.length > 0 && (
                <>
                  <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted">
                    {t('search.bestSellers')}
                  </h2>
                  <ul className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-3">
                    {bestSellers.map((product, index) => (
                      <li key={product.id} className={index === 3 ? 'lg:hidden' : undefined}>
                        <ProductCard product={product} onNavigate={onClose} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
          {state.status === 'loading' && <p className="text-muted">{t('search.loading')}</p>}
          {state.status === 'error' && (
            <p role="alert" className="font-medium text-red-600">
              {t('search.failed')}
            </p>
          )}
          {state.status === 'done' &&
            (state.result.products.length > 0 ? (
              <>
                <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
                  {state.result.products.map((product) => (
                    <li key={product.id}>
                      <ProductCard product={product} onNavigate={onClose} />
                    </li>
                  ))}
                </ul>
                <Link
                  to={resultsHref(state.query)}
                  onClick={onClose}
                  className="mt-6 block rounded-full bg-primary px-6 py-3 text-center font-semibold text-primary-foreground"
                >
                  {t('search.viewAll', {
                    count: state.result.totalCount,
                    formatted: formatResultCount(state.result.totalCount),
                  })}
                </Link>
              </>
            ) : (
              <p>{t('search.noResults', {query: state.query})}</p>
            ))}
        </div>
      </div>
    </div>
  );
}
