import type {EventProduct, StorefrontEventPayloads} from './catalogue';

/** What the cart events read of a cart (the root loader's, CART_QUERY_FRAGMENT). */
export interface CartForEvents {
  id: string;
  updatedAt: string;
  cost: {totalAmount: {amount: string}};
  lines: {
    nodes: ReadonlyArray<{
      id: string;
      quantity: number;
      /** a subscription line's plan price is what the shopper pays for each item */
      sellingPlanAllocation?: {priceAdjustments: ReadonlyArray<{price: {amount: string}}>} | null;
      merchandise: {id: string; title: string; price: {amount: string}; product: {id: string; title: string}};
    }>;
  };
}

type CartEvent =
  | {name: 'cart_updated'; payload: StorefrontEventPayloads['cart_updated']}
  | {name: 'product_added_to_cart'; payload: StorefrontEventPayloads['product_added_to_cart']}
  | {name: 'product_removed_from_cart'; payload: StorefrontEventPayloads['product_removed_from_cart']};

type Line = CartForEvents['lines']['nodes'][number];

const product = (line: Line, quantity: number): EventProduct => ({
  productId: line.merchandise.product.id,
  variantId: line.merchandise.id,
  productName: line.merchandise.product.title,
  variantName: line.merchandise.title,
  price: Number((line.sellingPlanAllocation?.priceAdjustments[0]?.price ?? line.merchandise.price).amount),
  quantity,
});

const itemCount = (cart: CartForEvents) => cart.lines.nodes.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The events one cart change makes, as Hydrogen's cart analytics define them: `cart_updated`, and
 * for each line what was added or removed (the quantity is the difference). `previous` is
 * `undefined` before the page has seen any cart state, and `null` when it saw that there was no
 * cart: the first add then creates one, and is an addition. None for the first state seen, nor for
 * the same cart again (a revalidation). A cart gone (an order placed) is not a removal.
 */
export function cartChangeEvents(previous: CartForEvents | null | undefined, next: CartForEvents | null): CartEvent[] {
  if (previous === undefined || !next || next.updatedAt === previous?.updatedAt) return [];
  const cartValue = Number(next.cost.totalAmount.amount);
  const events: CartEvent[] = [{name: 'cart_updated', payload: {cartValue, itemCount: itemCount(next)}}];
  const before = new Map(previous?.id === next.id ? previous.lines.nodes.map((line) => [line.id, line]) : []);
  for (const line of next.lines.nodes) {
    const change = line.quantity - (before.get(line.id)?.quantity ?? 0);
    before.delete(line.id);
    if (change > 0)
      events.push({name: 'product_added_to_cart', payload: {products: [product(line, change)], cartValue}});
    if (change < 0)
      events.push({name: 'product_removed_from_cart', payload: {products: [product(line, -change)], cartValue}});
  }
  for (const line of before.values()) {
    events.push({name: 'product_removed_from_cart', payload: {products: [product(line, line.quantity)], cartValue}});
  }
  return events;
}
