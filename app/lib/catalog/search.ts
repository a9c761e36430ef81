// Named as graphql/search.ts: that file holds the Storefront documents, this one the search rules.
/** Search rules shared by the overlay and the results page (grooming spec sections 4, 5 and 9). */
import type {ProductCardFragment} from 'storefrontapi.generated';
import {formatIndianNumber} from '~/lib/catalog/money';

export const SEARCH_DEBOUNCE_MS = 300;
/** Results page size. */
export const SEARCH_PAGE_SIZE = 6;
/** Product cards the overlay shows for a query. */
export const SEARCH_PREVIEW_SIZE = 3;
/** Longer queries are cut (and the shopper told): nobody types more, and it bounds what reaches the API. */
export const MAX_QUERY_LENGTH = 100;
/** Counts above this show as "10,000+", as the old site's counter stopped there. */
export const MAX_RESULT_COUNT = 10_000;

/** What `GET /api/search?q=` answers. */
export interface SearchPreview {
  query: string;
  products: ProductCardFragment[];
  totalCount: number;
}

export interface NormalizedQuery {
  query: string;
  /** true when the query was cut to MAX_QUERY_LENGTH */
  truncated: boolean;
}

/**
 * What the shopper typed, made safe to send: control characters removed, white space
 * folded, cut to MAX_QUERY_LENGTH characters (whole characters, so an emoji or a
 * Devanagari letter is never split). Quotes, Hindi and GraphQL-looking text stay:
 * the query travels as a GraphQL variable, never spliced into a document.
 */
export function normalizeSearchQuery(raw: string | null | undefined): NormalizedQuery {
  const folded = (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(folded);
  if (characters.length <= MAX_QUERY_LENGTH) return {query: folded, truncated: false};
  return {query: characters.slice(0, MAX_QUERY_LENGTH).join('').trim(), truncated: true};
}

/** "1,234" or "10,000+" for counts past the cap; Hindi pages group digits the same way. */
export function formatResultCount(totalCount: number): string {
  return totalCount > MAX_RESULT_COUNT
    ? `${formatIndianNumber(MAX_RESULT_COUNT)}+`
    : formatIndianNumber(Math.max(0, totalCount));
}

export type SearchState<Result> =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'done'; query: string; result: Result}
  | {status: 'error'; query: string};

export interface SearchController {
  /** Call on every keystroke. */
  setQuery(raw: string): void;
  /** Stops timers and ignores answers still on their way. */
  dispose(): void;
}

/**
 * The overlay's typing rules, without React: a query is sent 300 ms after the last
 * keystroke; a blank query clears results and errors and sends nothing; an answer
 * to an older query never replaces the answer to a newer one (the older request is
 * also aborted).
 */
export function createSearchController<Result>(options: {
  search: (query: string, signal: AbortSignal) => Promise<Result>;
  onChange: (state: SearchState<Result>) => void;
  debounceMs?: number;
}): SearchController {
  const {search, onChange, debounceMs = SEARCH_DEBOUNCE_MS} = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  let inFlight: AbortController | undefined;

  const supersede = () => {
    latest += 1;
    inFlight?.abort();
    inFlight = undefined;
    return latest;
  };

  const run = async (query: string) => {
    const id = supersede();
    const controller = new AbortController();
    inFlight = controller;
    onChange({status: 'loading', query});
    try {
      const result = await search(query, controller.signal);
      if (id === latest) onChange({status: 'done', query, result});
    } catch {
      if (id === latest) onChange({status: 'error', query});
    }
  };

  return {
    setQuery(raw) {
      clearTimeout(timer);
      const {query} = normalizeSearchQuery(raw);
      if (!query) {
        supersede();
        onChange({status: 'idle'});
        return;
      }
      timer = setTimeout(() => void run(query), debounceMs);
    },
    dispose() {
      clearTimeout(timer);
      supersede();
    },
  };
}
