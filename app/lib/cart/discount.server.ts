import type {HydrogenCart} from '@shopify/hydrogen';
import {throwIfGraphqlErrors} from '~/lib/graphql-errors';

type CartRead = NonNullable<Awaited<ReturnType<HydrogenCart['get']>>>;

export type DiscountOutcome =
  | {outcome: 'applied'; cart: CartRead; totalDiscount: number; totalPrice: number}
  | {outcome: 'refused'}
  | {outcome: 'noCart'};

/**
 * Puts these codes on the cart, for the cart action and `POST /api/discount` alike. A
 * code the cart cannot use makes the whole change a refusal: the codes it had before go
 * back on, so a refused coupon changes nothing. Reads the cart before (for those codes)
 * and after (the mutation answers a slim cart without codes or cost).
 */
export async function applyDiscountCodes(cart: HydrogenCart, codes: readonly string[]): Promise<DiscountOutcome> {
  if (!cart.getCartId()) return {outcome: 'noCart'};
  const current = await cart.get();
  if (!current?.id) return {outcome: 'noCart'};
  const result = await cart.updateDiscountCodes([...codes]);
  throwIfGraphqlErrors(result.errors);
  const updated = await cart.get();
  const applicable = new Set(
    (updated?.discountCodes ?? []).filter((discount) => discount.applicable).map(({code}) => code.toUpperCase()),
  );
  if (!updated?.id || !codes.every((code) => applicable.has(code))) {
    await cart.updateDiscountCodes(current.discountCodes.map((discount) => discount.code));
    return {outcome: 'refused'};
  }
  const subtotal = Number(updated.cost.subtotalAmount.amount);
  const total = Number(updated.cost.totalAmount.amount);
  return {
    outcome: 'applied',
    cart: updated,
    totalDiscount: Math.round((subtotal - total) * 100) / 100,
    totalPrice: total,
  };
}
