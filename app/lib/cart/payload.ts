import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {CartTotals} from '~/lib/cart/offers-engine';

const MAX_LINES = 250;

/** Highest quantity of one cart line: a stepper offers no more, and the cart action refuses a change that makes more. */
export const MAX_LINE_QUANTITY = 999;

/** A cart gid without its prefix: "gid://shopify/Cart/c1-abc?key=k" becomes "c1-abc?key=k". */
export const cartToken = (cartId: string) => cartId.replace(/^gid:\/\/shopify\/Cart\//, '');

/** The cart as `GET /api/cart` answers it: camelCase, the id without its gid prefix. */
export function toCartPayload(cart: CartApiQueryFragment) {
  return {
    id: cartToken(cart.id),
    checkoutUrl: cart.checkoutUrl,
    totalQuantity: cart.totalQuantity,
    cost: cart.cost,
    discountCodes: cart.discountCodes,
    attributes: cart.attributes,
    lines: cart.lines.nodes.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      cost: line.cost,
      // The subscription the line is bought on; null for a one-time purchase.
      sellingPlanAllocation: line.sellingPlanAllocation ?? null,
      merchandise: {
        id: line.merchandise.id,
        title: line.merchandise.title,
        availableForSale: line.merchandise.availableForSale,
        price: line.merchandise.price,
        compareAtPrice: line.merchandise.compareAtPrice ?? null,
        image: line.merchandise.image
          ? {url: line.merchandise.image.url, altText: line.merchandise.image.altText}
          : null,
        selectedOptions: line.merchandise.selectedOptions,
        product: line.merchandise.product,
      },
    })),
  };
}

export type CartPayload = ReturnType<typeof toCartPayload>;

/** What is wrong with a cart payload: a key of the `api` translations, with its values. */
export type PayloadError = {
  error: 'payloadLines' | 'payloadTooManyLines' | 'payloadQuantity' | 'payloadPrice';
  values: {index?: number; max?: number};
};

/**
 * Subtotal and item count from a cart payload posted to `POST /api/cart`, or what is
 * wrong with it. Only the fields the offers engine reads are required:
 * `lines[].quantity` and `lines[].merchandise.price.amount`. A line's `cost.amountPerQuantity`, where the
 * payload has it, is what the shopper pays for each item (a subscription's price), and counts instead.
 */
export function totalsFromPayload(body: unknown): CartTotals | PayloadError {
  const lines = (body as {lines?: unknown} | null)?.lines;
  if (!Array.isArray(lines)) return {error: 'payloadLines', values: {}};
  if (lines.length > MAX_LINES) return {error: 'payloadTooManyLines', values: {max: MAX_LINES}};
  let subtotal = 0;
  let itemCount = 0;
  for (const [index, line] of lines.entries()) {
    const quantity = (line as {quantity?: unknown} | null)?.quantity;
    const {merchandise, cost} =
      (line as {
        merchandise?: {price?: {amount?: unknown}};
        cost?: {amountPerQuantity?: {amount?: unknown}};
      } | null) ?? {};
    const amount = Number(cost?.amountPerQuantity?.amount ?? merchandise?.price?.amount);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_LINE_QUANTITY) {
      return {error: 'payloadQuantity', values: {index, max: MAX_LINE_QUANTITY}};
    }
    if (!Number.isFinite(amount) || amount < 0) return {error: 'payloadPrice', values: {index}};
    subtotal += amount * quantity;
    itemCount += quantity;
  }
  return {subtotal: Math.round(subtotal * 100) / 100, itemCount};
}
