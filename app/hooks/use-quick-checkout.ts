import {useCallback, useEffect, useRef, useState} from 'react';
import {track} from '~/lib/analytics/track';
import {checkoutDestination, checkoutPayload, orderIdFromMessage} from '~/lib/cart/checkout';
import {CART_FORM_INPUT_NAME, cartFormInput, FORGET_CART_ACTION} from '~/lib/cart/form-protocol';
import type {CartPayload} from '~/lib/cart/payload';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useCartPostFetcher} from '~/hooks/use-personal';
import {useRootData} from '~/hooks/use-root-data';

/** How long a hand-off waits for the widget's script before going to the checkout page instead. */
const WIDGET_WAIT_MS = 5000;

/**
 * The hand-off from the cart to the brand's quick-checkout widget (or Shopify's checkout
 * page without one, or for a cart holding a subscription), and the order the widget reports placed: the cart is then
 * forgotten through the cart action, and the personal route asked again (the header's
 * count reads "no cart"). `onOrderPlaced` runs when the widget reports the order.
 */
export function useQuickCheckout(onOrderPlaced: () => void) {
  const localePath = useLocalePath();
  const widget = useRootData()?.quickCheckout ?? null;
  const forgetter = useCartPostFetcher('forget');

  const widgetScript = useRef<Promise<void> | null>(null);
  /** Fetches the widget's script (once); resolves when it is there, or after WIDGET_WAIT_MS regardless. */
  const preload = useCallback(() => {
    if (!widget) return Promise.resolve();
    widgetScript.current ??= new Promise<void>((resolve) => {
      const script = document.createElement('script');
      script.src = widget.scriptUrl;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // A later checkout tries again.
        script.remove();
        widgetScript.current = null;
        resolve();
      };
      document.head.append(script);
    });
    // A widget that does not answer must not strand the shopper: the checkout page is the way on.
    return Promise.race([widgetScript.current, new Promise<void>((resolve) => setTimeout(resolve, WIDGET_WAIT_MS))]);
  }, [widget]);

  const handedOver = useRef<CartPayload | null>(null);
  const handOver = useCallback(
    async (cart: CartPayload) => {
      track('checkout_started', {cartId: cart.id, ...checkoutPayload(cart)});
      if (checkoutDestination(cart, widget) === 'checkoutPage') {
        window.location.assign(cart.checkoutUrl);
        return;
      }
      handedOver.current = cart;
      await preload();
      const trigger: unknown = widget ? (window as unknown as Record<string, unknown>)[widget.trigger] : undefined;
      if (typeof trigger === 'function') {
        try {
          trigger(`gid://shopify/Cart/${cart.id}`);
          return;
        } catch (error) {
          console.error(error);
        }
      } else if (widget) {
        console.error(`Quick checkout: window.${widget.trigger} is not available; using the checkout page.`);
      }
      window.location.assign(cart.checkoutUrl);
    },
    [preload, widget],
  );

  /** The order the widget last reported placed, until the shopper has read the confirmation. */
  const [placedOrder, setPlacedOrder] = useState<{orderId: string} | null>(null);
  const dismissPlacedOrder = useCallback(() => setPlacedOrder(null), []);
  /** the cart whose order was placed: no longer the shopper's, even before the root loader says so */
  const [orderedCartId, setOrderedCartId] = useState<string | null>(null);

  const orderPlaced = useRef<(orderId: string) => void>(() => {});
  orderPlaced.current = (orderId) => {
    const ordered = handedOver.current;
    if (ordered) track('checkout_completed', {orderId, ...checkoutPayload(ordered)});
    handedOver.current = null;
    setPlacedOrder({orderId});
    if (ordered) setOrderedCartId(ordered.id);
    onOrderPlaced();
    void forgetter.submit(
      {[CART_FORM_INPUT_NAME]: cartFormInput(FORGET_CART_ACTION, {})},
      {method: 'POST', action: localePath('/cart')},
    );
  };
  // Only messages from the widget's own origin count.
  useEffect(() => {
    if (!widget) return;
    const onMessage = (event: MessageEvent) => {
      const orderId = orderIdFromMessage(event, widget.origin);
      if (orderId !== null) orderPlaced.current(orderId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [widget]);

  return {preload, handOver, placedOrder, dismissPlacedOrder, orderedCartId};
}
