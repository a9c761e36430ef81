import {describe, expect, it} from 'vitest';
import {exceedsLineQuantity} from '~/lib/cart/line-quantity';

const A = 'gid://shopify/ProductVariant/1';
const B = 'gid://shopify/ProductVariant/2';
const line = (id: string, quantity: number, attributes: unknown[] = []) => ({quantity, merchandise: {id}, attributes});

describe('exceedsLineQuantity', () => {
  it('counts the lines of one variant in one add together', () => {
    expect(exceedsLineQuantity([{merchandiseId: A, quantity: 999}], [])).toBe(false);
    expect(
      exceedsLineQuantity(
        [
          {merchandiseId: A, quantity: 600},
          {merchandiseId: A, quantity: 600},
        ],
        [],
      ),
    ).toBe(true);
    expect(
      exceedsLineQuantity(
        [
          {merchandiseId: A, quantity: 600},
          {merchandiseId: B, quantity: 600},
        ],
        [],
      ),
    ).toBe(false);
  });

  it("adds the cart's line for the variant, unless that line has attributes (Shopify keeps it apart)", () => {
    expect(exceedsLineQuantity([{merchandiseId: A, quantity: 600}], [line(A, 600)])).toBe(true);
    expect(exceedsLineQuantity([{merchandiseId: A, quantity: 399}], [line(A, 600)])).toBe(false);
    expect(exceedsLineQuantity([{merchandiseId: A, quantity: 600}], [line(B, 600)])).toBe(false);
    expect(exceedsLineQuantity([{merchandiseId: A, quantity: 600}], [line(A, 600, [{key: 'k', value: 'v'}])])).toBe(
      false,
    );
  });
});
