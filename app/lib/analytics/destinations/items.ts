/** What the three destinations share: an order line's value and the catalogue's exhaustiveness guard. */
import type {EventProduct, StorefrontEvent} from '~/lib/analytics/catalogue';

/**
 * Rupees the products come to (price × quantity, summed). Summed in paise so float prices add up
 * to what the customer sees (199.99 × 3 + 349.5 is 949.47, not 949.4699999999999).
 */
export function productsValue(products: readonly EventProduct[]): number {
  return products.reduce((paise, product) => paise + Math.round(product.price * 100) * product.quantity, 0) / 100;
}

/**
 * Reached only when a switch on the event's name misses a case: the `never` parameter fails the
 * build until a new catalogue event is mapped, and the throw covers a value that slipped past types.
 */
export function unmappedEvent(event: never): never {
  throw new Error(`Analytics event "${(event as StorefrontEvent).name}" has no mapping for this destination`);
}
