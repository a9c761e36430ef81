import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it, vi} from 'vitest';
import {createAnalyticsBus} from '~/lib/analytics-bus';
import {CART_FORM_INPUT_NAME, CART_FORM_LINES_ADD, linesAddFormInput} from '~/lib/cart-form-protocol';

describe('analytics bus', () => {
  it('holds events until the provider connects, then sends them in order and the rest straight through', () => {
    const bus = createAnalyticsBus();
    bus.publish('custom_search', {searchQuery: 'razor'});
    bus.publish('custom_checkout_started', {cartId: 'c1'});
    const sink = vi.fn();
    const disconnect = bus.connect(sink);
    expect(sink.mock.calls).toEqual([
      ['custom_search', {searchQuery: 'razor'}],
      ['custom_checkout_started', {cartId: 'c1'}],
    ]);
    bus.publish('custom_checkout_completed', {orderId: 'GROOM-1001'});
    expect(sink).toHaveBeenCalledTimes(3);

    disconnect();
    bus.publish('custom_search', {searchQuery: 'trimmer'});
    expect(sink).toHaveBeenCalledTimes(3);
    const next = vi.fn();
    bus.connect(next);
    expect(next).toHaveBeenCalledWith('custom_search', {searchQuery: 'trimmer'});
  });

  it('keeps the views a page shows until it hides them, and tells listeners', () => {
    const bus = createAnalyticsBus();
    const listener = vi.fn();
    bus.subscribeToViews(listener);
    const hide = bus.showView({type: 'search_viewed', data: {searchTerm: 'razor'}});
    expect(bus.views()).toEqual([{type: 'search_viewed', data: {searchTerm: 'razor'}}]);
    hide();
    expect(bus.views()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

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
