/**
 * Predictive search (grooming spec §2 "Search overlay", issue 46): the answer of `GET /api/predictive-search`,
 * made from Shopify's `predictiveSearch`; query suggestions' marked text, sanitised to nothing but the marking;
 * the one list of options the overlay's listbox shows; and moving through it by key.
 */
import type {PredictiveSearchQuery, ProductCardFragment} from 'storefrontapi.generated';
import type {SearchSuggestionKind} from '~/lib/analytics/catalogue';
import {normalizeSearchQuery, SEARCH_PREVIEW_SIZE} from '~/lib/catalog/search';

/** Suggestions asked for per kind; products are the spec's 3 overlay cards. */
export const PREDICTIVE_SEARCH_LIMIT = SEARCH_PREVIEW_SIZE;
/** Pages and articles share one group of this many. */
export const CONTENT_SUGGESTIONS_SHOWN = 3;

/** A run of a suggestion's text, marked when it is the completion (what the shopper did not type). */
export interface MarkedSegment {
  text: string;
  marked: boolean;
}

export interface PredictiveSearchAnswer {
  query: string;
  queries: Array<{text: string; segments: MarkedSegment[]}>;
  products: ProductCardFragment[];
  collections: Array<{handle: string; title: string}>;
  pages: Array<{handle: string; title: string}>;
  articles: Array<{handle: string; title: string; blogHandle: string}>;
}

export type PredictiveQueryCheck =
  {ok: true; query: string} | {ok: false; problem: 'searchQueryMissing' | 'searchQueryTooLong'};

/**
 * The `q` of a predictive search: blank is refused, and so is one longer than the overlay ever sends
 * (it cuts queries to MAX_QUERY_LENGTH), rather than suggesting for a query nobody typed.
 */
export function checkPredictiveQuery(raw: string | null): PredictiveQueryCheck {
  const {query, truncated} = normalizeSearchQuery(raw);
  if (!query) return {ok: false, problem: 'searchQueryMissing'};
  if (truncated) return {ok: false, problem: 'searchQueryTooLong'};
  return {ok: true, query};
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
  });
}

const TAG = /<(\/?)([a-z][a-z0-9-]*)\b[^>]*>/gi;
/** Elements whose content is not text to show, should Shopify's marking ever carry one. */
const DROPPED_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript']);

/**
 * Shopify's `styledText` as plain text runs, marked or not: `<mark>` is the only markup kept (as a flag,
 * never as HTML); other tags are dropped, the content of scripts and the like too; entities are decoded
 * to the characters they stand for. The page renders the runs as text, so nothing from the API can
 * become markup.
 */
export function markedSegments(styledText: string): MarkedSegment[] {
  const segments: MarkedSegment[] = [];
  let markDepth = 0;
  let dropping: string | null = null;
  let from = 0;
  const push = (raw: string) => {
    if (dropping || !raw) return;
    const text = decodeEntities(raw);
    const marked = markDepth > 0;
    const last = segments.at(-1);
    if (last && last.marked === marked) last.text += text;
    else if (text) segments.push({text, marked});
  };
  for (const match of styledText.matchAll(TAG)) {
    push(styledText.slice(from, match.index));
    from = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = null;
    } else if (name === 'mark') {
      markDepth = closing ? Math.max(0, markDepth - 1) : markDepth + 1;
    } else if (!closing && DROPPED_CONTENT.has(name)) {
      dropping = name;
    }
  }
  push(styledText.slice(from));
  return segments;
}

type PredictiveSearchResult = NonNullable<PredictiveSearchQuery['predictiveSearch']>;

/** The endpoint's answer from Shopify's: query suggestions as marked runs, pages and articles at most 3 together. */
export function predictiveSearchAnswer(
  query: string,
  result: PredictiveSearchResult | null | undefined,
): PredictiveSearchAnswer {
  const pages = (result?.pages ?? []).map(({handle, title}) => ({handle, title}));
  const articles = (result?.articles ?? []).map(({handle, title, blog}) => ({handle, title, blogHandle: blog.handle}));
  const pagesShown = pages.slice(0, CONTENT_SUGGESTIONS_SHOWN);
  return {
    query,
    queries: (result?.queries ?? []).slice(0, PREDICTIVE_SEARCH_LIMIT).map(({text, styledText}) => {
      const segments = markedSegments(styledText);
      // Marking that does not spell the suggestion is not shown: the plain text is.
      const spelled = segments.map((segment) => segment.text).join('');
      return {text, segments: spelled === text ? segments : [{text, marked: false}]};
    }),
    products: (result?.products ?? []).slice(0, PREDICTIVE_SEARCH_LIMIT),
    collections: (result?.collections ?? [])
      .slice(0, PREDICTIVE_SEARCH_LIMIT)
      .map(({handle, title}) => ({handle, title})),
    pages: pagesShown,
    articles: articles.slice(0, CONTENT_SUGGESTIONS_SHOWN - pagesShown.length),
  };
}

/** One option of the overlay's listbox. */
export interface SuggestionOption {
  /** unique in the page, for aria-activedescendant */
  id: string;
  kind: SearchSuggestionKind;
  /** place in the whole list, from 1 (what analytics reports) */
  position: number;
  /** plain text: the suggestion's name */
  label: string;
  /** where choosing it goes, without the language prefix */
  path: string;
  segments?: MarkedSegment[];
  product?: ProductCardFragment;
}

export type SuggestionGroupName = 'queries' | 'products' | 'collections' | 'content';

export interface SuggestionGroup {
  name: SuggestionGroupName;
  options: SuggestionOption[];
}

/** The path that runs a search for `query`. */
export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/**
 * Every suggestion as one list, in the order the listbox shows its groups (queries, products,
 * collections, then pages and articles): arrow keys walk it from the first option to the last. Empty
 * groups are left out.
 */
export function suggestionGroups(answer: PredictiveSearchAnswer, idPrefix: string): SuggestionGroup[] {
  let position = 0;
  const option = (fields: Omit<SuggestionOption, 'id' | 'position'>): SuggestionOption => {
    position += 1;
    return {id: `${idPrefix}-${position}`, position, ...fields};
  };
  const groups: SuggestionGroup[] = [
    {
      name: 'queries',
      options: answer.queries.map(({text, segments}) =>
        option({kind: 'query', label: text, path: searchPath(text), segments}),
      ),
    },
    {
      name: 'products',
      options: answer.products.map((product) =>
        option({kind: 'product', label: product.title, path: `/products/${product.handle}`, product}),
      ),
    },
    {
      name: 'collections',
      options: answer.collections.map(({handle, title}) =>
        option({kind: 'collection', label: title, path: `/collections/${handle}`}),
      ),
    },
    {
      name: 'content',
      options: [
        ...answer.pages.map(({handle, title}) => option({kind: 'page', label: title, path: `/pages/${handle}`})),
        ...answer.articles.map(({handle, title, blogHandle}) =>
          option({kind: 'article', label: title, path: `/blogs/${blogHandle}/${handle}`}),
        ),
      ],
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/**
 * The option active after a key press in the combobox, or null when the key does not move it: -1 is the
 * text field itself. Down from the field goes to the first option, Up to the last; both wrap around.
 */
export function nextActiveIndex(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  return null;
}

/** How many options the list holds: what the overlay's polite live region announces. */
export const suggestionCount = (groups: readonly SuggestionGroup[]) =>
  groups.reduce((total, group) => total + group.options.length, 0);
