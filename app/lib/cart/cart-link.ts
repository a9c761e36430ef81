/**
 * Discount links (`/discount/<code>`) and cart permalinks (`/cart/<variant>:<qty>,...`) change the
 * cart by a GET, so they must only ever be followed as page loads: never prefetched, never
 * loaded as data by the app's client router.
 */

/**
 * How a discount code from a link fared:
 * - `applied`: the cart holds it and Shopify applies it;
 * - `saved`: the cart has no items yet, so Shopify cannot judge the code: it stays on the cart
 *   and applies once the items qualify (the usual case for a link in an email);
 * - `notApplied`: Shopify does not apply it to this cart (or it is no code at all); the cart is as it was;
 * - `failed`: the store did not answer; the cart is as it was.
 */
export type DiscountLinkOutcome =
  {outcome: 'applied'; code: string} | {outcome: 'saved'} | {outcome: 'notApplied'} | {outcome: 'failed'};

/** What the page a cart link lands on does once: open the cart drawer, tell how the discount code fared. */
export interface CartLinkNotice {
  openCart: boolean;
  discount: DiscountLinkOutcome | null;
}

const CART_LINK_PATH = /^(?:\/[a-z]{2})?\/(?:discount|cart)\/[^/?#]+\/?(?:[?#]|$)/;

/** Whether a path on this site is a discount link or a cart permalink. */
export function isCartLinkPath(path: string): boolean {
  return CART_LINK_PATH.test(path);
}
