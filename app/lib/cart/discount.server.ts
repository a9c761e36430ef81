import type {HydrogenCart, Storefront} from '@shopify/hydrogen';
import {CART_DISCOUNT_CODES_UPDATE_MUTATION} from '~/graphql/cart';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';

type CartRead = NonNullable<Awaited<ReturnType<HydrogenCart['get']>>>;
type HeldCode = {code: string; applicable: boolean};

export type DiscountOutcome =
  | {outcome: 'applied'; cart: CartRead; totalDiscount: number; totalPrice: number}
  | {outcome: 'refused'}
  | {outcome: 'noCart'};

/**
 * How many times a change is written when other requests keep undoing it. Shopify has no
 * compare-and-set for carts, and a lock in the worker would not help: on Oxygen each
 * request may run in another isolate.
 */
export const DISCOUNT_ATTEMPTS = 3;
/** The longest random pause before writing again, times the attempt's number. */
const RETRY_PAUSE_MS = 25;

/** Other requests undid the change at every attempt: the caller answers "try again". */
export class DiscountConflictError extends Error {
  constructor() {
    super(`Other requests kept changing the cart's discount codes; gave up after ${DISCOUNT_ATTEMPTS} attempts.`);
  }
}

const upper = (held: readonly HeldCode[]) => held.map(({code}) => code.toUpperCase());
const applicableCodes = (held: readonly HeldCode[]) => upper(held.filter((code) => code.applicable));
const hasAll = (codes: readonly string[], wanted: readonly string[]) => wanted.every((code) => codes.includes(code));
const union = (...lists: ReadonlyArray<readonly string[]>) => [...new Set(lists.flat())];

/**
 * Sets the cart's discount codes to exactly `codes` (none: every code off), in place of Hydrogen's
 * `cart.updateDiscountCodes`. Works around Hydrogen 2025.4's own mutation, which declares
 * `$discountCodes: [String!]` where Storefront API 2026-04 takes `[String!]!`: Shopify refuses that
 * document as a variable type mismatch, whatever the list.
 */
export async function setDiscountCodes(storefront: Storefront, cartId: string, codes: readonly string[]) {
  const {cartDiscountCodesUpdate, errors} = await storefront.mutate(CART_DISCOUNT_CODES_UPDATE_MUTATION, {
    variables: {cartId, discountCodes: [...codes]},
  });
  return {
    cart: cartDiscountCodesUpdate?.cart ?? null,
    userErrors: cartDiscountCodesUpdate?.userErrors ?? [],
    warnings: [],
    errors,
  };
}

/**
 * Puts these codes (trimmed, upper-cased) on the cart beside the codes it applies, for the
 * cart action and `POST /api/discount` alike.
 *
 * Every list written is computed from the cart as Shopify holds it at that moment: its
 * applying codes plus the new ones. So the codes that apply stay on the cart throughout,
 * and no request can read a cart without them and later put that back; codes that do not
 * apply are never carried forward, so no request puts back a code another one is trying.
 * Whether the new codes apply is judged on the mutation's own answer, that is on exactly
 * the list written, whatever other requests write meanwhile. Refused codes are taken off
 * again, keeping the codes that applied when the request came.
 *
 * The cart is read again afterwards: when another request's write has since undone ours
 * (dropped the applied code, or brought a refused one back), the change is made again
 * from the cart as it is then, after a random pause that spreads colliding requests out.
 */
export async function applyDiscountCodes(
  {cart, storefront}: {cart: HydrogenCart; storefront: Storefront},
  codes: readonly string[],
): Promise<DiscountOutcome> {
  const cartId = cart.getCartId();
  if (!cartId) return {outcome: 'noCart'};
  /** Writes the list; answers how its codes apply, or null for a cart Shopify does not know. */
  const setCodes = async (discountCodes: string[]) => {
    const written = await setDiscountCodes(storefront, cartId, discountCodes);
    throwIfGraphqlErrors(written.errors);
    return written.cart?.discountCodes ?? null;
  };

  let kept: string[] | undefined;
  let refused: string[] = [];
  for (let attempt = 0; attempt <= DISCOUNT_ATTEMPTS; attempt++) {
    // The cart as Shopify holds it now; after a write, this is its check.
    const now = await cart.get();
    if (!now?.id) return {outcome: 'noCart'};
    kept ??= applicableCodes(now.discountCodes);
    if (refused.length > 0) {
      if (!refused.some((code) => upper(now.discountCodes).includes(code))) return {outcome: 'refused'};
    } else if (hasAll(applicableCodes(now.discountCodes), codes)) {
      return applied(now);
    }
    if (attempt === DISCOUNT_ATTEMPTS) break;
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_PAUSE_MS * attempt));

    let held: readonly HeldCode[] = now.discountCodes;
    if (refused.length === 0) {
      const tried = await setCodes(union(applicableCodes(held), codes));
      if (!tried) return {outcome: 'noCart'};
      if (hasAll(applicableCodes(tried), codes)) continue;
      refused = codes.filter((code) => !kept?.includes(code));
      held = tried;
    }
    const restored = union(kept, applicableCodes(held)).filter((code) => !refused.includes(code));
    if (!(await setCodes(restored))) return {outcome: 'noCart'};
  }
  // Judged on a list of its own, a refusal stands; a request that brought the code back
  // with a list of its own takes it off again.
  if (refused.length > 0) return {outcome: 'refused'};
  throw new DiscountConflictError();
}

function applied(cart: CartRead): DiscountOutcome {
  const subtotal = Number(cart.cost.subtotalAmount.amount);
  const total = Number(cart.cost.totalAmount.amount);
  return {outcome: 'applied', cart, totalDiscount: Math.round((subtotal - total) * 100) / 100, totalPrice: total};
}
