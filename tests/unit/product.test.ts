import {describe, expect, it} from 'vitest';
import {discountPercent, parseRating} from '~/lib/product';

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
    expect(parseRating('{"scale_min":"1.0","scale_max":"5.0","value":"4.56"}', '132')).toEqual({value: 4.6, count: 132});
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
