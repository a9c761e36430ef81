import {cartSetIdDefault, createCartHandler} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CART_QUERY_FRAGMENT} from '~/graphql/cart';

/**
 * Hydrogen's cart handler for a cart named in the request (the `x-shopify-cookie`
 * header, a payload's `id`) rather than the cart cookie; the page's own cart otherwise.
 */
export function cartHandlerFor(context: AppLoadContext, cartId: string | undefined) {
  if (!cartId) return context.cart;
  return createCartHandler({
    storefront: context.storefront,
    getCartId: () => cartId,
    setCartId: cartSetIdDefault(),
    cartQueryFragment: CART_QUERY_FRAGMENT,
  });
}
