import {describe, expect, it} from 'vitest';
import {offerFromMetaobject, type OfferDefinition} from '~/lib/cart/offer-definitions';
import {evaluateOffers, offerValue} from '~/lib/cart/offers-engine';

const fields = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({key, value}));

const flat100 = offerFromMetaobject(
  'gid://shopify/Metaobject/1',
  fields({
    offer_type: 'store_offer',
    title: 'Flat ₹100 off above ₹999',
    discount_code: 'flat100 ',
    discount_detail: 'Save ₹100',
    min_subtotal: '999.0',
    discount_kind: 'fixed_amount',
    discount_value: '100.0',
    auto_apply: 'true',
    tnc: 'One per order.|| Not with other codes. ||',
  }),
)!;
const buy3 = offerFromMetaobject(
  'gid://shopify/Metaobject/2',
  fields({
    offer_type: 'store_offer',
    title: 'Buy 3, get 15% off',
    discount_code: 'BUY3GET15',
    min_item_count: '3',
    discount_kind: 'percentage',
    discount_value: '15',
  }),
)!;
const bankCashback = offerFromMetaobject(
  'gid://shopify/Metaobject/3',
  fields({
    offer_type: 'payment_offer',
    title: '10% cashback up to ₹150',
    discount_code: 'SAFFRON10',
    min_subtotal: '999',
    discount_kind: 'percentage',
    discount_value: '10',
    cashback_amount: '150',
    logo_url: 'https://bank.example/logo.svg',
    offer_category: 'cashback_offer',
    payment_offer_title: 'Saffron Bank Debit Cards',
  }),
)!;

describe('offerFromMetaobject', () => {
  it('reads the fields merchandisers fill in, trimming and upper-casing the code and splitting terms on ||', () => {
    expect(flat100).toMatchObject({
      type: 'store_offer',
      code: 'FLAT100',
      minSubtotal: 999,
      minItemCount: 0,
      kind: 'fixed_amount',
      value: 100,
      autoApply: true,
      cashbackAmount: null,
      terms: ['One per order.', 'Not with other codes.'],
    });
    expect(bankCashback).toMatchObject({
      cashbackAmount: 150,
      category: 'cashback_offer',
      paymentTitle: 'Saffron Bank Debit Cards',
    });
  });

  it('skips a metaobject it cannot trust', () => {
    const base = {
      offer_type: 'store_offer',
      title: 'x',
      discount_code: 'X',
      discount_kind: 'percentage',
      discount_value: '10',
    };
    expect(offerFromMetaobject('1', fields(base))).not.toBeNull();
    expect(offerFromMetaobject('1', fields({...base, offer_type: 'loyalty'}))).toBeNull();
    expect(offerFromMetaobject('1', fields({...base, discount_kind: 'bogo'}))).toBeNull();
    expect(offerFromMetaobject('1', fields({...base, discount_value: 'ten'}))).toBeNull();
    expect(offerFromMetaobject('1', fields({...base, discount_value: '150'}))).toBeNull();
    expect(offerFromMetaobject('1', fields({...base, min_subtotal: '-5'}))).toBeNull();
    expect(offerFromMetaobject('1', fields({...base, discount_code: '  '}))).toBeNull();
  });
});

describe('offerValue', () => {
  it('is the percent of the subtotal, or the fixed amount, capped by the cashback and the subtotal', () => {
    expect(offerValue(buy3, 1000)).toBe(150);
    expect(offerValue(buy3, 333.33)).toBe(50);
    expect(offerValue(flat100, 1500)).toBe(100);
    expect(offerValue(flat100, 60)).toBe(60);
    expect(offerValue(bankCashback, 1200)).toBe(120);
    expect(offerValue(bankCashback, 5000)).toBe(150);
  });
});

describe('evaluateOffers', () => {
  const offers: OfferDefinition[] = [flat100, buy3, bankCashback];

  it('makes available the offers whose thresholds the cart meets, best first', () => {
    const {discounts, unavailableDiscounts} = evaluateOffers(offers, {subtotal: 1200, itemCount: 3});
    expect(discounts.map((offer) => [offer.discountCode, offer.amountSaved])).toEqual([
      ['BUY3GET15', 180],
      ['SAFFRON10', 120],
      ['FLAT100', 100],
    ]);
    expect(unavailableDiscounts).toEqual([]);
    expect(discounts.find((offer) => offer.discountCode === 'FLAT100')).toMatchObject({
      autoApply: true,
      tnc: ['One per order.', 'Not with other codes.'],
      offerType: 'store_offer',
    });
    expect(discounts.find((offer) => offer.discountCode === 'SAFFRON10')).toMatchObject({
      offerType: 'payment_offer',
      cashbackAmount: 150,
      logoUrl: 'https://bank.example/logo.svg',
      offerCategory: 'cashback_offer',
      paymentOfferTitle: 'Saffron Bank Debit Cards',
    });
  });

  it('says what is missing on the others, closest first', () => {
    const {discounts, unavailableDiscounts} = evaluateOffers(offers, {subtotal: 700, itemCount: 1});
    expect(discounts).toEqual([]);
    expect(
      unavailableDiscounts.map((offer) => [offer.discountCode, offer.amountMissing, offer.itemCountMissing]),
    ).toEqual([
      ['BUY3GET15', undefined, 2],
      ['FLAT100', 299, undefined],
      ['SAFFRON10', 299, undefined],
    ]);
    expect(unavailableDiscounts.find((offer) => offer.discountCode === 'FLAT100')!.amountSaved).toBe(100);
  });

  it('offers nothing to an empty cart', () => {
    const {discounts, unavailableDiscounts} = evaluateOffers(offers, {subtotal: 0, itemCount: 0});
    expect(discounts).toEqual([]);
    expect(unavailableDiscounts).toHaveLength(3);
  });
});
