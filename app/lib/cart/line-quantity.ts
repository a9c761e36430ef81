import {MAX_LINE_QUANTITY} from '~/lib/cart/payload';

type HeldLine = {quantity: number; merchandise: {id: string}; attributes: readonly unknown[]};

/**
 * Whether adding these lines leaves a cart line with more than MAX_LINE_QUANTITY. Shopify
 * adds lines of the same variant up into one, and into the cart's line for that variant
 * when it has no line attributes (the store adds lines without any).
 */
export function exceedsLineQuantity(
  adding: ReadonlyArray<{merchandiseId: string; quantity: number}>,
  held: readonly HeldLine[],
): boolean {
  const totals = new Map<string, number>();
  for (const {merchandiseId, quantity} of adding)
    totals.set(merchandiseId, (totals.get(merchandiseId) ?? 0) + quantity);
  for (const line of held) {
    const adds = totals.get(line.merchandise.id);
    if (adds !== undefined && line.attributes.length === 0) totals.set(line.merchandise.id, adds + line.quantity);
  }
  return [...totals.values()].some((quantity) => quantity > MAX_LINE_QUANTITY);
}
