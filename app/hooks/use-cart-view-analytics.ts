import {useEffect} from 'react';
import {track} from '~/lib/analytics/track';

/** The cart shown (the drawer opened, the cart page): the cart-viewed event (Hydrogen's cart view too). */
export function useCartViewAnalytics(shown: boolean, cart: {cartValue: number; itemCount: number}) {
  const {cartValue, itemCount} = cart;
  useEffect(() => {
    if (!shown) return;
    track('cart_viewed', {cartValue, itemCount});
    // Reported when the cart is shown, not again as its lines change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
}
