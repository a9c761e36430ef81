/**
 * Shopify global ids (gid://shopify/<Type>/<n>) and opaque connection cursors.
 */
import {GraphQLError} from 'graphql';

export const gid = (type: string, n: number | string): string => `gid://shopify/${type}/${n}`;

export interface ParsedGid {
  type: string;
  /** the part after the type, without the query string */
  id: string;
  params: URLSearchParams;
}

/** Splits a gid; `?key=...` style suffixes (cart ids, cart line ids) land in params. */
export function parseGid(value: string): ParsedGid | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#]+)(\?[^#]*)?$/.exec(value);
  if (!match) return null;
  return {type: match[1], id: match[2], params: new URLSearchParams(match[3] ?? '')};
}

/** The numeric part of a gid of the given type, or null when it is another type or malformed. */
export function gidNumber(value: string, type: string): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type || !/^\d+$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

/**
 * A sort position: the values the list is ordered by, ending with a unique
 * tie-breaker (the entity number), so every position is distinct.
 */
export type SortKey = Array<string | number>;

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify({k: key})).toString('base64url');
}

export function decodeCursor(cursor: string): SortKey {
  let key: unknown;
  try {
    key = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {k?: unknown}).k;
  } catch {
    key = undefined;
  }
  const valid =
    Array.isArray(key) &&
    key.length > 0 &&
    key.every((part) => typeof part === 'string' || (typeof part === 'number' && Number.isFinite(part)));
  if (!valid) throw invalidCursor(cursor);
  return key as SortKey;
}

export const invalidCursor = (cursor: string) =>
  new GraphQLError(`Invalid cursor: ${JSON.stringify(cursor)}`, {extensions: {code: 'BAD_REQUEST'}});
