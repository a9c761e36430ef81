import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {CART_FORM_INPUT_NAME, CART_FORM_LINES_ADD, linesAddFormInput} from '~/lib/cart/form-protocol';

describe('cart form protocol', () => {
  it('is the one Hydrogen’s CartForm speaks, so its cart action reads our posts', () => {
    expect(CART_FORM_INPUT_NAME).toBe(CartForm.INPUT_NAME);
    expect(CART_FORM_LINES_ADD).toBe(CartForm.ACTIONS.LinesAdd);
    const form = new FormData();
    form.set(CART_FORM_INPUT_NAME, linesAddFormInput([{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2}]));
    expect(CartForm.getFormInput(form)).toMatchObject({
      action: CartForm.ACTIONS.LinesAdd,
      inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2}]},
    });
  });
});
