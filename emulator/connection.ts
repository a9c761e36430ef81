/**
 * Relay connections as the Storefront API serves them: first/last/after/before
 * over a stably sorted list, opaque cursors that encode the sort position.
 */
import {GraphQLError} from 'graphql';
import {decodeCursor, encodeCursor, invalidCursor, type SortKey} from './ids';
import type {Lang} from './types';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Entry<T> {
  node: T;
  /** ascending sort position; the last element is a unique tie-breaker */
  key: SortKey;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Array<{cursor: string; node: T}>;
  nodes: T[];
  pageInfo: PageInfo;
}

const MAX_PAGE_SIZE = 250;

const badRequest = (message: string) => new GraphQLError(message, {extensions: {code: 'BAD_REQUEST'}});

function checkPageSize(args: ConnectionArgs): void {
  if (args.first == null && args.last == null) throw badRequest('you must provide one of first or last');
  for (const name of ['first', 'last'] as const) {
    const size = args[name];
    if (size == null) continue;
    if (size < 0) throw badRequest(`${name} must be a positive number, got ${size}`);
    if (size > MAX_PAGE_SIZE) {
      throw badRequest(`${name} must be less than or equal to ${MAX_PAGE_SIZE}, got ${size}`);
    }
  }
}

const collators: Record<Lang, Intl.Collator> = {
  EN: new Intl.Collator('en'),
  HI: new Intl.Collator('hi'),
};

function compareKeys(a: SortKey, b: SortKey, lang: Lang): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collators[lang].compare(String(x), String(y));
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** A cursor from another sort (or a hand-made one) must not be compared blindly. */
function cursorKey(cursor: string, sample: SortKey | undefined): SortKey {
  const key = decodeCursor(cursor);
  if (sample && (key.length !== sample.length || key.some((part, i) => typeof part !== typeof sample[i]))) {
    throw invalidCursor(cursor);
  }
  return key;
}

/**
 * Sorts the entries by key (descending when `reverse`) and cuts the page.
 * hasPreviousPage / hasNextPage tell whether items exist before / after the
 * page in the whole list, which is what Shopify answers too.
 */
export function connection<T>(entries: Array<Entry<T>>, args: ConnectionArgs, lang: Lang): Connection<T> {
  checkPageSize(args);
  const direction = args.reverse ? -1 : 1;
  const sorted = [...entries].sort((a, b) => direction * compareKeys(a.key, b.key, lang));
  const sample = sorted[0]?.key;
  let start = 0;
  let end = sorted.length;
  if (args.after) {
    const after = cursorKey(args.after, sample);
    const index = sorted.findIndex((entry) => direction * compareKeys(entry.key, after, lang) > 0);
    start = index === -1 ? sorted.length : index;
  }
  if (args.before) {
    const before = cursorKey(args.before, sample);
    const index = sorted.findIndex((entry) => direction * compareKeys(entry.key, before, lang) >= 0);
    end = Math.max(start, index === -1 ? sorted.length : index);
  }
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);
  const edges = sorted.slice(start, end).map((entry) => ({cursor: encodeCursor(entry.key), node: entry.node}));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: end < sorted.length,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** Entries in their given order (images, variants by position, cart lines...). */
export const inOrder = <T>(nodes: readonly T[]): Array<Entry<T>> => nodes.map((node, i) => ({node, key: [i]}));
