import {MAX_LINE_QUANTITY} from '~/lib/cart/payload';

/**
 * Most items one cart permalink may name. Shopify's own permalinks take more, but a link with
 * dozens of different items is a mistake or an attack, and a longer one could not fit the
 * cart the drawer reads (its first 100 lines).
 */
export const MAX_PERMALINK_LINES = 50;

/** A variant's number, as in Shopify's admin and its own permalinks; 64-bit at most. */
const VARIANT_NUMBER = /^[1-9]\d{0,18}$/;
const WHOLE_NUMBER = /^[+-]?\d+$/;

export interface PermalinkLine {
  /** the variant's number, without the gid prefix */
  variant: string;
  quantity: number;
}

/**
 * Why a permalink cannot be used: `position` is the item's place in the link (from 1), `max` the
 * limit it broke. Each is a key of `cartLink.reasons` in the translations.
 */
export type PermalinkError =
  | {reason: 'empty'}
  | {reason: 'format'; position: number}
  | {reason: 'quantity'; position: number; max: number}
  | {reason: 'tooMany'; max: number};

/**
 * The lines of a cart permalink's `<variant>:<quantity>,<variant>:<quantity>` segment, or why it
 * cannot be used. A variant named twice is one line with the quantities added up.
 */
export function parseCartPermalink(
  segment: string,
): {ok: true; lines: PermalinkLine[]} | {ok: false; error: PermalinkError} {
  if (segment === '') return {ok: false, error: {reason: 'empty'}};
  const items = segment.split(',');
  if (items.length > MAX_PERMALINK_LINES) return {ok: false, error: {reason: 'tooMany', max: MAX_PERMALINK_LINES}};

  const quantities = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    const position = index + 1;
    const parts = item.split(':');
    if (parts.length !== 2 || !VARIANT_NUMBER.test(parts[0]) || !WHOLE_NUMBER.test(parts[1])) {
      return {ok: false, error: {reason: 'format', position}};
    }
    const [variant, written] = parts;
    const quantity = Number(written) + (quantities.get(variant) ?? 0);
    if (Number(written) < 1 || quantity > MAX_LINE_QUANTITY) {
      return {ok: false, error: {reason: 'quantity', position, max: MAX_LINE_QUANTITY}};
    }
    quantities.set(variant, quantity);
  }
  return {ok: true, lines: [...quantities].map(([variant, quantity]) => ({variant, quantity}))};
}

/** The Storefront API's id of a variant number. */
export const variantGid = (variant: string) => `gid://shopify/ProductVariant/${variant}`;
