/**
 * lib/catalog/: products and collections as the pages show them: product facts (this file), options,
 * gift bundles, prices in rupees, sort orders and filters, search rules and paginated queries.
 */

/** Product facts derived from Storefront data, shared by every product card and page. */

/** Whole percent off the compare-at price (799 vs 999 is 20), or null when there is no discount. */
export function discountPercent(
  price: string | number,
  compareAtPrice: string | number | null | undefined,
): number | null {
  const selling = Number(price);
  const original = Number(compareAtPrice);
  if (
    !compareAtPrice ||
    !Number.isFinite(selling) ||
    !Number.isFinite(original) ||
    original <= selling ||
    original <= 0
  ) {
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

export interface BundlePricing {
  /** what the bundle costs */
  price: number;
  /** what its products cost bought one by one, when that is more than the bundle price */
  compareAtPrice: number | null;
  /** compareAtPrice minus price, rounded to the paisa */
  saving: number | null;
  /** whole percent off, as on product cards */
  percentOff: number | null;
}

/**
 * A gift bundle's price from its metaobject fields (`price`, `compare_at_price`, decimals as
 * text). No readable price means no price shown, never "₹NaN"; a compare-at price that is
 * not higher is no saving.
 */
export function bundlePricing(
  price: string | null | undefined,
  compareAtPrice: string | null | undefined,
): BundlePricing | null {
  const selling = price ? Number(price) : Number.NaN;
  if (!Number.isFinite(selling) || selling < 0) return null;
  const percentOff = discountPercent(selling, compareAtPrice);
  if (percentOff === null) return {price: selling, compareAtPrice: null, saving: null, percentOff: null};
  const original = Number(compareAtPrice);
  return {price: selling, compareAtPrice: original, saving: Math.round((original - selling) * 100) / 100, percentOff};
}

interface BundleProduct {
  selectedOrFirstAvailableVariant?: {id: string; availableForSale: boolean} | null;
}

/**
 * The cart lines that add a bundle: one of each product's first available variant.
 * Null when the bundle is empty or any product has nothing in stock (a bundle is sold whole).
 */
export function bundleCartLines(
  products: readonly BundleProduct[],
): Array<{merchandiseId: string; quantity: number}> | null {
  if (products.length === 0) return null;
  const lines = products.map((product) => product.selectedOrFirstAvailableVariant);
  if (!lines.every((variant) => variant?.availableForSale)) return null;
  return lines.map((variant) => ({merchandiseId: variant!.id, quantity: 1}));
}

/** `message` is null when the error had none the shopper could read (say something generic). */
export type CartActionOutcome = {tone: 'success'} | {tone: 'error'; message: string | null};

/**
 * What the shopper is told once a CartForm post comes back (the /cart action answers
 * `{cart, errors, warnings}`): the first error if there is one, success when a cart came
 * back, nothing for anything else (no answer yet, or not the cart action's).
 */
export function cartActionOutcome(data: unknown): CartActionOutcome | null {
  if (!data || typeof data !== 'object') return null;
  const {cart, errors} = data as {cart?: unknown; errors?: unknown};
  if (Array.isArray(errors) && errors.length > 0) {
    const first: unknown = errors[0];
    const message = first && typeof first === 'object' ? (first as {message?: unknown}).message : undefined;
    return {tone: 'error', message: typeof message === 'string' && message.trim() ? message : null};
  }
  return cart ? {tone: 'success'} : null;
}
