import type {ShouldRevalidateFunction} from '@remix-run/react';

/** The cart action's path, in any language (`/cart`, `/hi/cart`). */
const CART_ACTION_PATH = /^(?:\/[a-z]{2})?\/cart\/?$/i;

/** Whether a submission is a post to the cart action (add to cart, the drawer's changes, a coupon). */
export function isCartPost(formAction: string | undefined, formMethod: string | undefined): boolean {
  if (!formAction || formMethod?.toUpperCase() !== 'POST') return false;
  return CART_ACTION_PATH.test(new URL(formAction, 'http://localhost').pathname);
}

/**
 * `shouldRevalidate` for a page whose data a cart post does not change (the catalogue, content, the
 * account): Remix would load it again after every cart post, one more round trip before the post's
 * fetcher settles and the drawer opens, for the same data. The post's answer carries the cart the page
 * shows (decision 040); anything else revalidates as Remix decides.
 */
export const keepDataAfterCartPost: ShouldRevalidateFunction = ({formAction, formMethod, defaultShouldRevalidate}) =>
  isCartPost(formAction, formMethod) ? false : defaultShouldRevalidate;
