import {MAX_LINE_QUANTITY, type CartPayload} from '~/lib/cart/payload';

export type CartPayloadLine = CartPayload['lines'][number];
type Money = CartPayloadLine['merchandise']['price'];

/** What the drawer shows under the lines, in rupees. */
export interface CartSummary {
  itemCount: number;
  /** price × quantity of every line (a subscription's at its plan price), before discount codes */
  subtotal: number;
  /** compare-at price (or price, where there is none) × quantity */
  compareAtTotal: number;
  /** what the cart's discount codes take off, as Shopify last priced the cart */
  couponDiscount: number;
  estimatedTotal: number;
  /** compare-at total minus the estimated total; 0 when nothing is saved */
  savedSoFar: number;
}

const round2 = (amount: number) => Math.round(amount * 100) / 100;
const amountOf = (money: Money | null | undefined) => (money ? Number(money.amount) || 0 : 0);

/** What one unit of the line costs: the plan's price for a subscription, the variant's price otherwise. */
export function unitPrice(line: CartPayloadLine): Money {
  return line.sellingPlanAllocation?.priceAdjustments[0]?.price ?? line.merchandise.price;
}

/** The quantity the shopper sees: a change not yet sent wins over the cart's. */
export function shownQuantity(line: CartPayloadLine, pending: ReadonlyMap<string, number>): number {
  return pending.get(line.id) ?? line.quantity;
}

/**
 * Totals from the lines at their shown quantities, so the drawer follows the
 * stepper at once. The coupon's discount is Shopify's (subtotal minus total), capped
 * at the new subtotal while a quantity change is on its way.
 */
export function summarizeCart(cart: CartPayload | null, pending: ReadonlyMap<string, number> = new Map()): CartSummary {
  let itemCount = 0;
  let subtotal = 0;
  let compareAtTotal = 0;
  for (const line of cart?.lines ?? []) {
    const quantity = shownQuantity(line, pending);
    const price = amountOf(unitPrice(line));
    itemCount += quantity;
    subtotal += price * quantity;
    // A subscription's saving on the one-time price counts as saved, like a sale price.
    const regular = Math.max(amountOf(line.merchandise.price), amountOf(line.merchandise.compareAtPrice));
    compareAtTotal += Math.max(price, regular) * quantity;
  }
  const shopifyDiscount = cart ? amountOf(cart.cost.subtotalAmount) - amountOf(cart.cost.totalAmount) : 0;
  const couponDiscount = round2(Math.min(Math.max(0, shopifyDiscount), subtotal));
  const estimatedTotal = round2(subtotal - couponDiscount);
  return {
    itemCount,
    subtotal: round2(subtotal),
    compareAtTotal: round2(compareAtTotal),
    couponDiscount,
    estimatedTotal,
    savedSoFar: round2(Math.max(0, compareAtTotal - estimatedTotal)),
  };
}

/** Progress toward free shipping: percent of the threshold (capped at 100) and rupees still to add. */
export function freeShippingProgress(subtotal: number, threshold: number): {percent: number; remaining: number} {
  if (threshold <= 0) return {percent: 100, remaining: 0};
  return {
    percent: Math.min(100, Math.floor((Math.max(0, subtotal) / threshold) * 100)),
    remaining: round2(Math.max(0, threshold - subtotal)),
  };
}

/** A stepper move: never below 0 (which removes the line), never above the cart's limit. */
export function steppedQuantity(current: number, step: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, current + step));
}

/** Compare-at prices the shopper has seen, by variant id. */
export type SeenCompareAt = Record<string, Money>;

/**
 * Lines as refreshed from Shopify, keeping a compare-at price the shopper saw earlier
 * on a line whose fresh copy lacks one (a sale price the shop has since dropped must
 * not make the saving they were shown vanish from their cart). Returns the lines and
 * the compare-at prices to remember.
 */
export function keepSeenCompareAt(
  lines: readonly CartPayloadLine[],
  seen: SeenCompareAt,
): {lines: CartPayloadLine[]; seen: SeenCompareAt} {
  const remembered: SeenCompareAt = {};
  const kept = lines.map((line) => {
    const variantId = line.merchandise.id;
    const fresh = line.merchandise.compareAtPrice;
    const compareAt = fresh ?? seen[variantId] ?? null;
    if (compareAt && amountOf(compareAt) > amountOf(line.merchandise.price)) {
      remembered[variantId] = compareAt;
      return fresh ? line : {...line, merchandise: {...line.merchandise, compareAtPrice: compareAt}};
    }
    return line;
  });
  return {lines: kept, seen: remembered};
}

/**
 * The unsent quantities once a sent batch has come back (applied or refused): the ones
 * sent are dropped, so Shopify's quantity shows, unless the shopper has changed them since.
 */
export function withoutSent(
  pending: ReadonlyMap<string, number>,
  sent: ReadonlyMap<string, number>,
): Map<string, number> {
  const next = new Map(pending);
  for (const [lineId, quantity] of sent) if (next.get(lineId) === quantity) next.delete(lineId);
  return next;
}
