import {describe, expect, it} from 'vitest';
import {MAX_LINE_QUANTITY} from '~/lib/cart/payload';
import {MAX_PERMALINK_LINES, parseCartPermalink, variantGid} from '~/lib/cart/permalink';

describe('parseCartPermalink', () => {
  it('reads variant numbers and quantities in the order given', () => {
    expect(parseCartPermalink('41234567890:2,98765:1')).toEqual({
      ok: true,
      lines: [
        {variant: '41234567890', quantity: 2},
        {variant: '98765', quantity: 1},
      ],
    });
  });

  it('merges a variant named twice into one line', () => {
    expect(parseCartPermalink('5:1,6:2,5:3')).toEqual({
      ok: true,
      lines: [
        {variant: '5', quantity: 4},
        {variant: '6', quantity: 2},
      ],
    });
  });

  it('takes quantities from 1 up to the cart line limit', () => {
    expect(parseCartPermalink(`7:${MAX_LINE_QUANTITY}`)).toMatchObject({ok: true});
    expect(parseCartPermalink('7:01')).toEqual({ok: true, lines: [{variant: '7', quantity: 1}]});
  });

  it.each([
    ['1:0', 1],
    ['1:-3', 1],
    [`1:${MAX_LINE_QUANTITY + 1}`, 1],
    ['1:99999999999999999999999', 1],
    // Two halves that each fit, but not together.
    [`2:1,1:${MAX_LINE_QUANTITY},1:1`, 3],
  ])('refuses the quantity in %j (item %i)', (segment, position) => {
    expect(parseCartPermalink(segment)).toEqual({
      ok: false,
      error: {reason: 'quantity', position, max: MAX_LINE_QUANTITY},
    });
  });

  it.each([
    ['abc', 1],
    ['123', 1],
    ['123:', 1],
    [':2', 1],
    ['1:2:3', 1],
    ['1:2,', 2],
    ['1:2,,3:1', 2],
    ['0:1', 1],
    ['007:1', 1],
    ['1.5:1', 1],
    ['1:1.5', 1],
    ['1:two', 1],
    ['-4:1', 1],
    [' 1:1', 1],
    ['1:1,gid://shopify/ProductVariant/2:1', 2],
    // Longer than a 64-bit id.
    ['12345678901234567890:1', 1],
  ])('refuses %j as not an item (item %i)', (segment, position) => {
    expect(parseCartPermalink(segment)).toEqual({ok: false, error: {reason: 'format', position}});
  });

  it('refuses an empty link and a list longer than the cap, before reading its items', () => {
    expect(parseCartPermalink('')).toEqual({ok: false, error: {reason: 'empty'}});
    const fits = Array.from({length: MAX_PERMALINK_LINES}, (_, index) => `${index + 1}:1`).join(',');
    expect(parseCartPermalink(fits)).toMatchObject({ok: true});
    expect(parseCartPermalink(`${fits},x`)).toEqual({ok: false, error: {reason: 'tooMany', max: MAX_PERMALINK_LINES}});
    expect(parseCartPermalink(Array(5000).fill('1:1').join(','))).toMatchObject({error: {reason: 'tooMany'}});
  });
});

describe('variantGid', () => {
  it('names the variant as the Storefront API does', () => {
    expect(variantGid('41234567890')).toBe('gid://shopify/ProductVariant/41234567890');
  });
});
