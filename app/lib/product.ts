/** Product facts derived from Storefront data, shared by every product card and page. */

/** Whole percent off the compare-at price (799 vs 999 is 20), or null when there is no discount. */
export function discountPercent(price: string | number, compareAtPrice: string | number | null | undefined): number | null {
  const selling = Number(price);
  const original = Number(compareAtPrice);
  if (!compareAtPrice || !Number.isFinite(selling) || !Number.isFinite(original) || original <= selling || original <= 0) {
    return null;
  }
  const percent = Math.round(((original - selling) / original) * 100);
  return percent > 0 ? percent : null;
}

export interface Rating {
  /** 0 to 5, one decimal */
  value: number;
  count: number;
}

/**
 * The review app's metafields: `reviews.rating` is JSON with a `value` field,
 * `reviews.rating_count` an integer string. Anything malformed means "no rating",
 * never a broken page.
 */
export function parseRating(
  ratingJson: string | null | undefined,
  ratingCount: string | null | undefined,
): Rating | null {
  if (!ratingJson) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(ratingJson);
  } catch {
    return null;
  }
  const raw = parsed && typeof parsed === 'object' ? (parsed as {value?: unknown}).value : undefined;
  const value = Number(raw);
  if (raw === null || raw === undefined || raw === '' || !Number.isFinite(value) || value < 0 || value > 5) return null;
  const count = Number.parseInt(ratingCount ?? '', 10);
  return {value: Math.round(value * 10) / 10, count: Number.isFinite(count) && count > 0 ? count : 0};
}
