import type {OfferDefinition} from './offer-definitions';

/** What the offers engine needs to know about a cart. */
export interface CartTotals {
  /** rupees, before discounts */
  subtotal: number;
  itemCount: number;
}

/** One offer as the cart drawer's "Offers & Benefits" panel shows it (spec section 3, Offer). */
export interface OfferResult {
  offerId: string;
  offerType: OfferDefinition['type'];
  title: string;
  discountCode: string;
  discountDetail: string;
  /** rupees this cart would save (or get back, for payment offers) */
  amountSaved: number;
  /** items still to add before the offer applies (unavailable offers) */
  itemCountMissing?: number;
  /** rupees still to add before the offer applies (unavailable offers) */
  amountMissing?: number;
  autoApply: boolean;
  cashbackAmount: number | null;
  logoUrl: string | null;
  offerCategory: string | null;
  paymentOfferTitle: string | null;
  tnc: string[];
}

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** Rupees an offer is worth on this subtotal: percent of it, or the fixed amount, never above the subtotal or the cashback cap. */
export function offerValue(offer: OfferDefinition, subtotal: number): number {
  const raw = offer.kind === 'percentage' ? (subtotal * offer.value) / 100 : offer.value;
  const capped = offer.cashbackAmount !== null ? Math.min(raw, offer.cashbackAmount) : raw;
  return round2(Math.max(0, Math.min(capped, subtotal)));
}

/**
 * Sorts every offer into available (the cart meets its subtotal and item-count
 * thresholds) and unavailable (with what is missing). Available offers come best first;
 * unavailable ones closest to reach first.
 */
export function evaluateOffers(
  offers: readonly OfferDefinition[],
  cart: CartTotals,
): {discounts: OfferResult[]; unavailableDiscounts: OfferResult[]} {
  const discounts: OfferResult[] = [];
  const unavailableDiscounts: OfferResult[] = [];
  for (const offer of offers) {
    const itemCountMissing = Math.max(0, offer.minItemCount - cart.itemCount);
    const amountMissing = round2(Math.max(0, offer.minSubtotal - cart.subtotal));
    const available = itemCountMissing === 0 && amountMissing === 0 && cart.itemCount > 0;
    const result: OfferResult = {
      offerId: offer.id,
      offerType: offer.type,
      title: offer.title,
      discountCode: offer.code,
      discountDetail: offer.detail,
      // What it would be worth once reached, so the panel can say what is at stake.
      amountSaved: offerValue(offer, Math.max(cart.subtotal, offer.minSubtotal)),
      autoApply: offer.autoApply,
      cashbackAmount: offer.cashbackAmount,
      logoUrl: offer.logoUrl,
      offerCategory: offer.category,
      paymentOfferTitle: offer.paymentTitle,
      tnc: offer.terms,
    };
    if (available) {
      discounts.push(result);
    } else {
      unavailableDiscounts.push({
        ...result,
        ...(itemCountMissing > 0 ? {itemCountMissing} : {}),
        ...(amountMissing > 0 ? {amountMissing} : {}),
      });
    }
  }
  discounts.sort((a, b) => b.amountSaved - a.amountSaved || a.discountCode.localeCompare(b.discountCode));
  unavailableDiscounts.sort(
    (a, b) =>
      (a.amountMissing ?? 0) - (b.amountMissing ?? 0) ||
      (a.itemCountMissing ?? 0) - (b.itemCountMissing ?? 0) ||
      a.discountCode.localeCompare(b.discountCode),
  );
  return {discounts, unavailableDiscounts};
}
