import {describe, expect, it} from 'vitest';
import {cartChangeEvents, type CartForEvents} from '~/lib/analytics/cart-events';

const line = (id: string, quantity: number, price = '100.0') => ({
  id,
  quantity,
  merchandise: {
    id: `gid://shopify/ProductVariant/${id}`,
    title: `Variant ${id}`,
    price: {amount: price},
    product: {id: `gid://shopify/Product/${id}`, title: `Product ${id}`},
  },
});

const cart = (updatedAt: string, lines: ReturnType<typeof line>[], id = 'c1'): CartForEvents => ({
  id,
  updatedAt,
  cost: {
    totalAmount: {amount: String(lines.reduce((sum, l) => sum + l.quantity * Number(l.merchandise.price.amount), 0))},
  },
  lines: {nodes: lines},
});

describe('cartChangeEvents', () => {
  it('nothing for the first cart seen, or the same cart again', () => {
    expect(cartChangeEvents(undefined, cart('t1', [line('a', 1)]))).toEqual([]);
    expect(cartChangeEvents(undefined, null)).toEqual([]);
    expect(cartChangeEvents(cart('t1', [line('a', 1)]), cart('t1', [line('a', 1)]))).toEqual([]);
  });

  it('the first add, which creates the cart, is an addition', () => {
    expect(cartChangeEvents(null, cart('t1', [line('a', 2)])).map((event) => event.name)).toEqual([
      'cart_updated',
      'product_added_to_cart',
    ]);
    expect(cartChangeEvents(null, null)).toEqual([]);
  });

  it('an added line, and more of a line, are additions of the difference', () => {
    const events = cartChangeEvents(cart('t1', [line('a', 1)]), cart('t2', [line('a', 3), line('b', 1, '50.0')]));
    expect(events.map((event) => event.name)).toEqual([
      'cart_updated',
      'product_added_to_cart',
      'product_added_to_cart',
    ]);
    expect(events[0].payload).toEqual({cartValue: 350, itemCount: 4});
    expect(events[1].payload).toMatchObject({
      products: [{productId: 'gid://shopify/Product/a', quantity: 2, price: 100}],
    });
    expect(events[2].payload).toMatchObject({
      products: [{productName: 'Product b', variantName: 'Variant b', quantity: 1}],
    });
  });

  it('a line on a subscription is reported at the plan price the shopper pays', () => {
    const onPlan = {...line('a', 1, '330.0'), sellingPlanAllocation: {priceAdjustments: [{price: {amount: '297.0'}}]}};
    const [, added] = cartChangeEvents(null, cart('t1', [onPlan]));
    expect(added.payload).toMatchObject({products: [{quantity: 1, price: 297}]});
  });

  it('fewer of a line, and a line gone, are removals', () => {
    const events = cartChangeEvents(cart('t1', [line('a', 3), line('b', 2)]), cart('t2', [line('a', 1)]));
    expect(
      events.map((event) => [event.name, 'products' in event.payload ? event.payload.products[0].quantity : null]),
    ).toEqual([
      ['cart_updated', null],
      ['product_removed_from_cart', 2],
      ['product_removed_from_cart', 2],
    ]);
  });

  it('a cart gone is no removal', () => {
    expect(cartChangeEvents(cart('t1', [line('a', 1)]), null)).toEqual([]);
  });

  it('a new cart after an order: its lines are additions', () => {
    const events = cartChangeEvents(cart('t1', [line('a', 1)]), cart('t2', [line('a', 1)], 'c2'));
    expect(events.map((event) => event.name)).toEqual(['cart_updated', 'product_added_to_cart']);
  });
});
