import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {
  CART_FORM_ACTIONS,
  CART_FORM_INPUT_NAME,
  cartFormInput,
  FORGET_CART_ACTION,
  linesAddFormInput,
} from '~/lib/cart/form-protocol';

describe('cart form protocol', () => {
  it('is the one Hydrogen’s CartForm speaks, so its cart action reads our posts', () => {
    expect(CART_FORM_INPUT_NAME).toBe(CartForm.INPUT_NAME);
    for (const [name, action] of Object.entries(CART_FORM_ACTIONS)) {
      expect(action).toBe(CartForm.ACTIONS[name as keyof typeof CartForm.ACTIONS]);
    }
    const form = new FormData();
    form.set(CART_FORM_INPUT_NAME, linesAddFormInput([{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2}]));
    expect(CartForm.getFormInput(form)).toMatchObject({
      action: CartForm.ACTIONS.LinesAdd,
      inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2}]},
    });
  });

  it('names its own action as CartForm wants custom ones named', () => {
    expect(FORGET_CART_ACTION).toMatch(/^Custom/);
    const form = new FormData();
    form.set(CART_FORM_INPUT_NAME, cartFormInput(FORGET_CART_ACTION, {}));
    expect(CartForm.getFormInput(form)).toMatchObject({action: FORGET_CART_ACTION, inputs: {}});
  });
});
