import type {BrandConfig} from '~/brands';
import type {StorefrontEventPayloads} from '~/lib/analytics/catalogue';
import type {CartPayload} from '~/lib/cart/payload';
import {hasSubscriptionLine} from '~/lib/catalog/selling-plans';
import {summarizeCart, unitPrice} from './summary';

/** The quick-checkout widget a page loads: its script, the global function it defines, and its origin. */
export interface QuickCheckoutWidget {
  scriptUrl: string;
  trigger: string;
  origin: string;
}

/**
 * The brand's quick-checkout widget. With the local stand-in the stand-in plays the
 * widget too (same contract), so checkout works offline.
 */
export function quickCheckoutWidget(
  brand: Pick<BrandConfig, 'id' | 'quickCheckout'>,
  store: {emulated: boolean; storefrontOrigin: string},
): QuickCheckoutWidget | null {
  if (!brand.quickCheckout) return null;
  const scriptUrl = store.emulated
    ? `${store.storefrontOrigin}/quick-checkout/${brand.id}/widget.js`
    : brand.quickCheckout.scriptUrl;
  try {
    return {scriptUrl, trigger: brand.quickCheckout.trigger, origin: new URL(scriptUrl).origin};
  } catch {
    return null;
  }
}

/**
 * What stands between the drawer's Checkout and the hand-off: no cart to check out, or the age
 * answer a brand asks for and the shopper has not given. Subscriptions are no exception.
 */
export function checkoutBlocker(
  cart: Pick<CartPayload, 'id'> | null | undefined,
  itemCount: number,
  age: {attribute: string | null | undefined; confirmed: boolean},
): 'noCart' | 'ageRequired' | null {
  if (!cart?.id || itemCount === 0) return 'noCart';
  if (age.attribute && !age.confirmed) return 'ageRequired';
  return null;
}

/**
 * Where a cart checks out: the brand's quick-checkout widget when it has one, except for a cart
 * holding a subscription, which only Shopify's own checkout (`checkoutUrl`) can set up.
 */
export function checkoutDestination(
  cart: Pick<CartPayload, 'lines'>,
  widget: QuickCheckoutWidget | null,
): 'widget' | 'checkoutPage' {
  return widget && !hasSubscriptionLine(cart.lines) ? 'widget' : 'checkoutPage';
}

/** The order id of an `orderSuccess` message, if it really comes from the widget's origin. */
export function orderIdFromMessage(event: {origin: string; data: unknown}, widgetOrigin: string): string | null {
  if (event.origin !== widgetOrigin) return null;
  const data = event.data as {type?: unknown; merchant_order_id?: unknown} | null;
  if (!data || typeof data !== 'object' || data.type !== 'orderSuccess') return null;
  const orderId = data.merchant_order_id;
  return typeof orderId === 'string' || typeof orderId === 'number' ? String(orderId) : '';
}

/** The checkout events' payload (grooming spec §3) for the cart handed to the widget; `orderId` is added once placed. */
export function checkoutPayload(cart: CartPayload): Omit<StorefrontEventPayloads['checkout_completed'], 'orderId'> {
  const summary = summarizeCart(cart);
  return {
    cartValue: summary.estimatedTotal,
    currency: 'INR' as const,
    itemCount: summary.itemCount,
    items: cart.lines.map((line) => ({
      productId: line.merchandise.product.id,
      productName: line.merchandise.product.title,
      price: Number(unitPrice(line).amount),
      quantity: line.quantity,
      variant: line.merchandise.title,
    })),
  };
}
