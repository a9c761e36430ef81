import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {
  heldUnchanged,
  MAX_ATTRIBUTES,
  othersAttributes,
  parseCartAttributes,
  storeCartAttributes,
  storeValuesAllowed,
} from '~/lib/cart/attributes';

const gumStore = storeCartAttributes(brands.gum.cart);

describe('storeCartAttributes', () => {
  it("is gum's age answer, yes or no, and nothing for groom", () => {
    expect([...gumStore]).toEqual([['age_confirmed_18_plus', ['yes', 'no']]]);
    expect(storeCartAttributes(brands.groom.cart).size).toBe(0);
  });
});

describe('parseCartAttributes', () => {
  it('reads 1 to 25 {key, value} strings', () => {
    expect(parseCartAttributes([{key: 'age_confirmed_18_plus', value: 'yes', extra: 1}])).toEqual([
      {key: 'age_confirmed_18_plus', value: 'yes'},
    ]);
    const many = Array.from({length: MAX_ATTRIBUTES}, (_, i) => ({key: `k${i}`, value: ''}));
    expect(parseCartAttributes(many)).toHaveLength(MAX_ATTRIBUTES);
  });

  it('refuses anything else: empty or long lists, bad keys, long values, a key twice', () => {
    for (const input of [
      undefined,
      'yes',
      [],
      Array.from({length: MAX_ATTRIBUTES + 1}, (_, i) => ({key: `k${i}`, value: ''})),
      [null],
      [{key: '', value: 'yes'}],
      [{key: 'line\nbreak', value: 'yes'}],
      [{key: 'k'.repeat(101), value: 'yes'}],
      [{key: 'note', value: 'x'.repeat(1001)}],
      [{key: 'note', value: 1}],
      [
        {key: 'note', value: 'a'},
        {key: 'note', value: 'b'},
      ],
    ]) {
      expect(parseCartAttributes(input), JSON.stringify(input)).toBeNull();
    }
  });
});

describe('what a change may write', () => {
  const held = [
    {key: '_checkout_ref', value: 'kp-123'},
    {key: 'blank', value: null},
  ];

  it("allows the store's attributes only with the values it writes", () => {
    expect(storeValuesAllowed([{key: 'age_confirmed_18_plus', value: 'no'}], gumStore)).toBe(true);
    expect(storeValuesAllowed([{key: 'age_confirmed_18_plus', value: '<b>yes</b>'}], gumStore)).toBe(false);
    expect(storeValuesAllowed([{key: 'other', value: 'anything'}], gumStore)).toBe(true);
  });

  it("sends others' attributes to be checked against the cart, which must hold them as they are", () => {
    const attributes = [
      {key: 'age_confirmed_18_plus', value: 'yes'},
      {key: '_checkout_ref', value: 'kp-123'},
      {key: 'blank', value: ''},
    ];
    const others = othersAttributes(attributes, gumStore);
    expect(others).toEqual(attributes.slice(1));
    expect(heldUnchanged(others, held)).toBe(true);
    expect(heldUnchanged([{key: '_checkout_ref', value: '<script>'}], held)).toBe(false);
    expect(heldUnchanged([{key: 'Gift note', value: 'hi'}], held)).toBe(false);
  });
});
