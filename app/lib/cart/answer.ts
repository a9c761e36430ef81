/**
 * What the cart action's answer carries, for the page that posted. Apart from form-protocol.ts, which
 * only pages with a cart form load: every page takes a cart post's answer (the drawer is on each).
 */
import type {CartReturn} from '@shopify/hydrogen';

/**
 * The cart a cart post's answer (`{cart, errors, warnings}`) carries: every write answers the whole cart
 * as a read gives it (`CART_MUTATE_FRAGMENT`), a refused one the cart as it stayed. Null when the answer
 * has none (input refused before the cart was reached, the store not answering, a forgotten cart) or is
 * not the cart action's: the page then asks the personal route.
 */
export function answeredCart(data: unknown): CartReturn | null {
  if (!data || typeof data !== 'object') return null;
  const {cart} = data as {cart?: unknown};
  if (!cart || typeof cart !== 'object') return null;
  const {id, lines} = cart as {id?: unknown; lines?: {nodes?: unknown}};
  return typeof id === 'string' && Array.isArray(lines?.nodes) ? (cart as CartReturn) : null;
}
