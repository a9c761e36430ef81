import type {SeenCompareAt} from '~/lib/cart/summary';

const storageKey = (brandId: string) => `cart-compare-at:${brandId}`;

/** The compare-at prices this browser remembers for the brand's cart (see `keepSeenCompareAt`). */
export function readSeenCompareAt(brandId: string): SeenCompareAt {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(brandId)) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as SeenCompareAt) : {};
  } catch {
    return {};
  }
}

export function writeSeenCompareAt(brandId: string, seen: SeenCompareAt | null) {
  try {
    if (seen && Object.keys(seen).length > 0) window.localStorage.setItem(storageKey(brandId), JSON.stringify(seen));
    else window.localStorage.removeItem(storageKey(brandId));
  } catch {
    // Private browsing without storage: compare-at prices are simply not remembered.
  }
}
