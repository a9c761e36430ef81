import {Form, Link, useNavigate} from '@remix-run/react';
import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {CloseIcon, SearchIcon} from '~/components/icons';
import {ProductCard} from '~/components/ProductCard';
import RecentlyViewedRow from '~/components/RecentlyViewedRow';
import {SearchSuggestions} from '~/components/search/SearchSuggestions';
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
import {
  nextActiveIndex,
  suggestionCount,
  suggestionGroups,
  type PredictiveSearchAnswer,
  type SuggestionOption,
} from '~/lib/catalog/predictive-search';
import {useBrand} from '~/hooks/use-brand';
import {useFocusTrap} from '~/hooks/use-focus-trap';
import {useLocalePath} from '~/hooks/use-locale-path';

/** What the overlay shows for a query: the count and cards of `search`, and the suggestions of `predictiveSearch`. */
interface OverlayResult {
  preview: SearchPreview;
  suggestions: PredictiveSearchAnswer;
}

async function getJson<Body>(url: string, signal: AbortSignal): Promise<Body> {
  const response = await fetch(url, {signal});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Body;
}

/**
 * Live search: a modal on screens 1024 px and wider, a side panel below that. As the shopper types, the
 * field is a combobox (WAI-ARIA's pattern): query completions, product cards, collections, pages and
 * articles are one listbox that the arrow keys walk, Enter follows, and a polite live region counts.
 * Loaded on demand by SearchButton (default export for React.lazy).
 */
export default function SearchOverlay({onClose}: {onClose: () => void}) {
  const {t} = useTranslation();
  const brand = useBrand();
  const localePath = useLocalePath();
  const panel = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const listboxId = useId();
  const [state, setState] = useState<SearchState<OverlayResult>>({status: 'idle'});
  const [active, setActive] = useState(-1);
  const [bestSellers, setBestSellers] = useState<ProductCardFragment[]>([]);
  const trackedQuery = useRef('');
  useFocusTrap(panel, onClose);

  const trackSearch = (query: string) => {
    if (!query || query === trackedQuery.current) return;
    trackedQuery.current = query;
    track('search', {searchQuery: query});
  };

  const searchPath = localePath('/api/search');
  const predictivePath = localePath('/api/predictive-search');
  const controller = useMemo(
    () =>
      createSearchController<OverlayResult>({
        search: async (query, signal) => {
          trackSearch(query);
          const q = `?q=${encodeURIComponent(query)}`;
          const [preview, suggestions] = await Promise.all([
            getJson<SearchPreview>(`${searchPath}${q}`, signal),
            getJson<PredictiveSearchAnswer>(`${predictivePath}${q}`, signal),
          ]);
          return {preview, suggestions};
        },
        onChange: (next) => {
          setState(next);
          setActive(-1);
        },
      }),
    [searchPath, predictivePath],
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

  const groups = useMemo(
    () => (state.status === 'done' ? suggestionGroups(state.result.suggestions, listboxId) : []),
    [state, listboxId],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const activeOption = options[active] as SuggestionOption | undefined;
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({block: 'nearest'});
  }, [activeOption]);

  const choose = (option: SuggestionOption) => {
    if (state.status !== 'done') return;
    track('search_suggestion_clicked', {searchQuery: state.query, kind: option.kind, position: option.position});
    navigate(localePath(option.path));
    onClose();
  };

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActiveIndex(active, event.key, options.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  };

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
              role="combobox"
              aria-expanded={options.length > 0}
              aria-controls={options.length > 0 ? listboxId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={activeOption?.id}
              autoComplete="off"
              value={text}
              onChange={(event) => type(event.target.value)}
              onKeyDown={onFieldKeyDown}
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

        <p role="status" className="sr-only">
          {state.status === 'done' && t('search.suggestionCount', {count: suggestionCount(groups)})}
        </p>
        <div className="mt-6">
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
              <RecentlyViewedRow onNavigate={onClose} className="mt-6" />
            </>
          )}
          {state.status === 'loading' && <p className="text-muted">{t('search.loading')}</p>}
          {state.status === 'error' && (
            <p role="alert" className="font-medium text-red-600">
              {t('search.failed')}
            </p>
          )}
          {state.status === 'done' && (
            <>
              {groups.length > 0 && (
                <SearchSuggestions
                  id={listboxId}
                  groups={groups}
                  activeId={activeOption?.id ?? null}
                  onChoose={choose}
                />
              )}
              {state.result.suggestions.products.length === 0 && (
                <p className="mt-4">{t('search.noResults', {query: state.query})}</p>
              )}
              {state.result.preview.totalCount > 0 && (
                <Link
                  to={resultsHref(state.query)}
                  onClick={onClose}
                  className="mt-6 block rounded-full bg-primary px-6 py-3 text-center font-semibold text-primary-foreground"
                >
                  {t('search.viewAll', {
                    count: state.result.preview.totalCount,
                    formatted: formatResultCount(state.result.preview.totalCount),
                  })}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
