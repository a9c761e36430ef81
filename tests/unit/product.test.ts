import {describe, expect, it} from 'vitest';
import {bundleCartLines, bundlePricing, cartActionOutcome, discountPercent, parseRating} from '~/lib/catalog/product';

describe('discountPercent', () => {
  it('is the whole percent off the compare-at price', () => {
    expect(discountPercent('799.0', '999.0')).toBe(20);
    expect(discountPercent(1799, 2999)).toBe(40);
    expect(discountPercent('449.0', '499.0')).toBe(10);
  });

  it('is null without a real discount or with junk', () => {
    expect(discountPercent('999.0', '999.0')).toBeNull();
    expect(discountPercent('999.0', '799.0')).toBeNull();
    expect(discountPercent('999.0', null)).toBeNull();
    expect(discountPercent('abc', '999.0')).toBeNull();
    expect(discountPercent('998.9', '999.0')).toBeNull();
  });
});

describe('parseRating', () => {
  it('reads the value field of the JSON metafield and the integer count', () => {
    expect(parseRating('{"scale_min":"1.0","scale_max":"5.0","value":"4.56"}', '132')).toEqual({
      value: 4.6,
      count: 132,
    });
    expect(parseRating('{"value":4}', null)).toEqual({value: 4, count: 0});
  });

  it('treats malformed or out-of-range values as no rating', () => {
    expect(parseRating('{"value":4.', '10')).toBeNull();
    expect(parseRating('{"value":"great"}', '10')).toBeNull();
    expect(parseRating('{"value":7}', '10')).toBeNull();
    expect(parseRating('{}', '10')).toBeNull();
    expect(parseRating('null', '10')).toBeNull();
    expect(parseRating(undefined, '10')).toBeNull();
    expect(parseRating('{"value":"4.2"}', '-3')).toEqual({value: 4.2, count: 0});
  });
});

describe('bundlePricing', () => {
  it('is the bundle price, the price bought separately, the saving and the percent off', () => {
    expect(bundlePricing('1039.0', '1296.0')).toEqual({price: 1039, compareAtPrice: 1296, saving: 257, percentOff: 20});
    expect(bundlePricing('99.99', '120')).toEqual({price: 99.99, compareAtPrice: 120, saving: 20.01, percentOff: 17});
  });

  it('shows no saving without a higher compare-at price, and no price without a readable one', () => {
    expect(bundlePricing('999.0', '999.0')).toEqual({price: 999, compareAtPrice: null, saving: null, percentOff: null});
    expect(bundlePricing('999.0', null)).toEqual({price: 999, compareAtPrice: null, saving: null, percentOff: null});
    expect(bundlePricing('999.0', 'lots')).toEqual({price: 999, compareAtPrice: null, saving: null, percentOff: null});
    expect(bundlePricing(null, '999.0')).toBeNull();
    expect(bundlePricing('', '999.0')).toBeNull();
    expect(bundlePricing('abc', '999.0')).toBeNull();
    expect(bundlePricing('-5', '999.0')).toBeNull();
  });
});

describe('bundleCartLines', () => {
  const variant = (id: number, availableForSale = true) => ({
    selectedOrFirstAvailableVariant: {id: `gid://shopify/ProductVariant/${id}`, availableForSale},
  });

  it("adds one of each product's first available variant", () => {
    expect(bundleCartLines([variant(1), variant(27)])).toEqual([
      {merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1},
      {merchandiseId: 'gid://shopify/ProductVariant/27', quantity: 1},
    ]);
  });

  it('is null for an empty bundle or one with a product out of stock', () => {
    expect(bundleCartLines([])).toBeNull();
    expect(bundleCartLines([variant(1), variant(2, false)])).toBeNull();
    expect(bundleCartLines([variant(1), {selectedOrFirstAvailableVariant: null}])).toBeNull();
  });
});

describe('cartActionOutcome', () => {
  it('is success when the cart action answered a cart and no errors', () => {
    expect(cartActionOutcome({cart: {id: 'gid://shopify/Cart/1'}, errors: [], warnings: []})).toEqual({
      tone: 'success',
    });
  });

  it('is the first error when there are errors', () => {
    expect(cartActionOutcome({cart: null, errors: [{message: 'Sold out'}, {message: 'Other'}]})).toEqual({
      tone: 'error',
      message: 'Sold out',
    });
    expect(cartActionOutcome({cart: {id: 'x'}, errors: [{message: 'Only 2 left'}]})).toEqual({
      tone: 'error',
      message: 'Only 2 left',
    });
    expect(cartActionOutcome({errors: [{}]})).toEqual({tone: 'error', message: null});
  });

  it("is nothing for no answer or an answer that is not the cart action's", () => {
    expect(cartActionOutcome(undefined)).toBeNull();
    expect(cartActionOutcome('ok')).toBeNull();
    expect(cartActionOutcome({cart: null, errors: []})).toBeNull();
  });
});
