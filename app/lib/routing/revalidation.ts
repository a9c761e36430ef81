import type {ShouldRevalidateFunction} from '@remix-run/react';
import {localePrefixOf} from '~/lib/i18n/locale';

/** Whether a submission is a post to the cart action in any language (`/cart`, `/hi/cart`): add to cart, the drawer's changes, a coupon. */
export function isCartPost(formAction: string | undefined, formMethod: string | undefined): boolean {
  if (!formAction || formMethod?.toUpperCase() !== 'POST') return false;
  const {pathname} = new URL(formAction, 'http://localhost');
  const prefix = localePrefixOf(pathname);
  const path = prefix ? pathname.slice(prefix.length + 1) : pathname;
  // Remix matches routes whatever their letter case, so `/Cart` reaches the cart action too.
  return path.replace(/\/$/, '').toLowerCase() === '/cart';
}

/**
 * `shouldRevalidate` for a page whose data a cart post does not change (the catalogue, content, the
 * account): Remix would load it again after every cart post, one more round trip before the post's
 * fetcher settles and the drawer opens, for the same data. The post's answer carries the cart the page
 * shows (decision 040); anything else revalidates as Remix decides.
 */
export const keepDataAfterCartPost: ShouldRevalidateFunction = ({formAction, formMethod, defaultShouldRevalidate}) =>
  isCartPost(formAction, formMethod) ? false : defaultShouldRevalidate;
