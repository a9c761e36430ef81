import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {CartTotals} from '~/lib/offers/engine';

const MAX_LINES = 250;

/** A cart gid without its prefix: "gid://shopify/Cart/c1-abc?key=k" becomes "c1-abc?key=k". */
/** Highest quantity a stepper offers; the cart action refuses more. */
export const MAX_LINE_QUANTITY = 999;

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

/**
 * Subtotal and item count from a cart payload posted to `POST /api/cart`, or what is
 * wrong with it. Only the fields the offers engine reads are required:
 * `lines[].quantity` and `lines[].merchandise.price.amount`.
 */
export function totalsFromPayload(body: unknown): CartTotals | {error: string} {
  const lines = (body as {lines?: unknown} | null)?.lines;
  if (!Array.isArray(lines)) return {error: 'Send the cart payload: an object with a "lines" list.'};
  if (lines.length > MAX_LINES) return {error: `A cart has at most ${MAX_LINES} lines.`};
  let subtotal = 0;
  let itemCount = 0;
  for (const [index, line] of lines.entries()) {
    const quantity = (line as {quantity?: unknown} | null)?.quantity;
    const amount = Number((line as {merchandise?: {price?: {amount?: unknown}}} | null)?.merchandise?.price?.amount);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_LINE_QUANTITY) {
      return {error: `lines[${index}].quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}.`};
    }
    if (!Number.isFinite(amount) || amount < 0) {
      return {error: `lines[${index}].merchandise.price.amount must be a price.`};
    }
    subtotal += amount * quantity;
    itemCount += quantity;
  }
  return {subtotal: Math.round(subtotal * 100) / 100, itemCount};
}
