import {describe, expect, it} from 'vitest';
import {MAX_LINE_QUANTITY, type CartPayload} from '~/lib/cart/payload';
import {
  checkoutBlocker,
  checkoutDestination,
  checkoutPayload,
  orderIdFromMessage,
  quickCheckoutWidget,
} from '~/lib/cart/checkout';
import {formatRupeeAmount, formatRupees} from '~/lib/cart/format';
import {freeShippingProgress, keepSeenCompareAt, steppedQuantity, summarizeCart, withoutSent} from '~/lib/cart/summary';
import {upsellCandidates, type UpsellProduct} from '~/lib/cart/upsell';

const inr = (amount: number) => ({amount: amount.toFixed(2), currencyCode: 'INR' as const});

function line(id: string, price: number, quantity: number, compareAt: number | null = null, productId = `p-${id}`) {
  return {
    id: `gid://shopify/CartLine/${id}`,
    quantity,
    cost: {totalAmount: inr(price * quantity), amountPerQuantity: inr(price), compareAtAmountPerQuantity: null},
    merchandise: {
      id: `gid://shopify/ProductVariant/${id}`,
      title: 'Pack of 2',
      availableForSale: true,
      price: inr(price),
      compareAtPrice: compareAt === null ? null : inr(compareAt),
      image: null,
      selectedOptions: [{name: 'Pack Size', value: 'Pack of 2'}],
      product: {
        id: `gid://shopify/Product/${productId}`,
        title: `Product ${id}`,
        handle: `product-${id}`,
        vendor: 'Kestrel',
      },
    },
  } as CartPayload['lines'][number];
}

function cartOf(lines: CartPayload['lines'], subtotal: number, total = subtotal): CartPayload {
  return {
    id: 'c1-abc',
    checkoutUrl: 'http://127.0.0.1:4100/checkouts/cn/c1-abc',
    totalQuantity: lines.reduce((sum, entry) => sum + entry.quantity, 0),
    cost: {subtotalAmount: inr(subtotal), totalAmount: inr(total)},
    discountCodes: [],
    attributes: [],
    lines,
  } as unknown as CartPayload;
}

describe('summarizeCart', () => {
  it('counts items and totals lines at their shown quantities', () => {
    const cart = cartOf([line('1', 249, 2, 399), line('2', 100, 1)], 598);
    expect(summarizeCart(cart)).toEqual({
      itemCount: 3,
      subtotal: 598,
      compareAtTotal: 898,
      couponDiscount: 0,
      estimatedTotal: 598,
      savedSoFar: 300,
    });
    const pending = new Map([[cart.lines[0].id, 3]]);
    expect(summarizeCart(cart, pending)).toMatchObject({
      itemCount: 4,
      subtotal: 847,
      compareAtTotal: 1297,
      savedSoFar: 450,
    });
  });

  it('takes the coupon off the total and counts it as saved', () => {
    const cart = cartOf([line('1', 500, 2, 600)], 1000, 900);
    expect(summarizeCart(cart)).toMatchObject({couponDiscount: 100, estimatedTotal: 900, savedSoFar: 300});
  });

  it('never discounts more than the subtotal while a smaller quantity is on its way', () => {
    const cart = cartOf([line('1', 500, 2)], 1000, 700);
    expect(summarizeCart(cart, new Map([[cart.lines[0].id, 0]]))).toMatchObject({
      itemCount: 0,
      subtotal: 0,
      couponDiscount: 0,
      estimatedTotal: 0,
      savedSoFar: 0,
    });
  });

  it('has nothing to say about no cart', () => {
    expect(summarizeCart(null)).toMatchObject({itemCount: 0, subtotal: 0, estimatedTotal: 0, savedSoFar: 0});
  });

  it('ignores a compare-at price below the price', () => {
    expect(summarizeCart(cartOf([line('1', 300, 1, 200)], 300)).savedSoFar).toBe(0);
  });
});

/** The line on a plan that takes `percent` off its price, as the cart API allocates it. */
function onPlan(entry: CartPayload['lines'][number], percent: number, name = 'Delivered every month') {
  const oneTime = Number(entry.merchandise.price.amount);
  const price = inr(Math.round(oneTime * (100 - percent)) / 100);
  return {
    ...entry,
    sellingPlanAllocation: {
      sellingPlan: {id: 'gid://shopify/SellingPlan/1', name},
      priceAdjustments: [{price, compareAtPrice: entry.merchandise.price}],
    },
  } as CartPayload['lines'][number];
}

describe('a cart holding a subscription', () => {
  const widget = {scriptUrl: 'https://widget.example/w.js', trigger: 'openCheckout', origin: 'https://widget.example'};
  const oneTimeCart = cartOf([line('1', 330, 1)], 330);
  const subscriptionCart = cartOf([line('1', 330, 1), onPlan(line('2', 330, 2), 10)], 924);

  it('totals its subscription lines at the plan price, and counts the saving as saved', () => {
    expect(summarizeCart(subscriptionCart)).toEqual({
      itemCount: 3,
      subtotal: 924,
      compareAtTotal: 990,
      couponDiscount: 0,
      estimatedTotal: 924,
      savedSoFar: 66,
    });
  });

  it("goes to Shopify's checkout page; a one-time cart to the brand's widget", () => {
    expect(checkoutDestination(subscriptionCart, widget)).toBe('checkoutPage');
    expect(checkoutDestination(oneTimeCart, widget)).toBe('widget');
    expect(checkoutDestination(oneTimeCart, null)).toBe('checkoutPage');
  });

  it('still needs the age answer before checkout', () => {
    const age = {attribute: 'age_confirmed', confirmed: false};
    expect(checkoutBlocker(subscriptionCart, 3, age)).toBe('ageRequired');
    expect(checkoutBlocker(subscriptionCart, 3, {...age, confirmed: true})).toBeNull();
    expect(checkoutBlocker(subscriptionCart, 0, {...age, confirmed: true})).toBe('noCart');
    expect(checkoutBlocker(null, 0, {attribute: null, confirmed: false})).toBe('noCart');
  });

  it('reports its subscription lines at the price paid', () => {
    expect(checkoutPayload(subscriptionCart).items.map((item) => item.price)).toEqual([330, 297]);
  });
});

describe('freeShippingProgress', () => {
  it('is the subtotal as a share of the threshold, capped at 100%', () => {
    expect(freeShippingProgress(0, 299)).toEqual({percent: 0, remaining: 299});
    expect(freeShippingProgress(149.5, 299)).toEqual({percent: 50, remaining: 149.5});
    expect(freeShippingProgress(299, 299)).toEqual({percent: 100, remaining: 0});
    expect(freeShippingProgress(1200, 299)).toEqual({percent: 100, remaining: 0});
  });
});

describe('steppedQuantity', () => {
  it('never goes below 0 or above the limit', () => {
    expect(steppedQuantity(1, -1)).toBe(0);
    expect(steppedQuantity(0, -1)).toBe(0);
    expect(steppedQuantity(2, 1)).toBe(3);
    expect(steppedQuantity(MAX_LINE_QUANTITY, 1)).toBe(MAX_LINE_QUANTITY);
  });
});

describe('keepSeenCompareAt', () => {
  it('keeps a compare-at price the shopper saw when the refreshed line has none', () => {
    const seen = {'gid://shopify/ProductVariant/1': inr(399)};
    const {lines, seen: remembered} = keepSeenCompareAt([line('1', 249, 1), line('2', 100, 1, 150)], seen);
    expect(lines[0].merchandise.compareAtPrice).toEqual(inr(399));
    expect(lines[1].merchandise.compareAtPrice).toEqual(inr(150));
    expect(remembered).toEqual({
      'gid://shopify/ProductVariant/1': inr(399),
      'gid://shopify/ProductVariant/2': inr(150),
    });
  });

  it('drops remembered prices that are no longer above the price, and variants no longer in the cart', () => {
    const seen = {'gid://shopify/ProductVariant/1': inr(200), 'gid://shopify/ProductVariant/9': inr(999)};
    const {lines, seen: remembered} = keepSeenCompareAt([line('1', 249, 1)], seen);
    expect(lines[0].merchandise.compareAtPrice).toBeNull();
    expect(remembered).toEqual({});
  });
});

describe('withoutSent', () => {
  it('drops the quantities that were sent, but keeps one the shopper changed since', () => {
    const pending = new Map([
      ['line-1', 6],
      ['line-2', 3],
      ['line-3', 1],
    ]);
    const sent = new Map([
      ['line-1', 6],
      ['line-2', 2],
    ]);
    expect([...withoutSent(pending, sent)]).toEqual([
      ['line-2', 3],
      ['line-3', 1],
    ]);
    expect(pending.size).toBe(3);
  });
});

describe('upsellCandidates', () => {
  const product = (id: string, availableForSale = true, variantId: string | null = `v-${id}`) =>
    ({id: `gid://shopify/Product/${id}`, availableForSale, variantId}) as UpsellProduct;

  it('offers only products available for sale and not already in the cart', () => {
    const cart = cartOf([line('1', 100, 1, null, 'in-cart')], 100);
    const offered = upsellCandidates(
      [product('in-cart'), product('sold-out', false), product('no-variant', true, null), product('fresh')],
      cart,
    );
    expect(offered.map((entry) => entry.id)).toEqual(['gid://shopify/Product/fresh']);
  });
});

describe('quick checkout', () => {
  const brand = {
    id: 'groom' as const,
    quickCheckout: {scriptUrl: 'https://widget.example/v2/k.js', trigger: 'openQuickCheckout'},
  };

  it('uses the brand widget on a real store and the stand-in when emulated', () => {
    expect(quickCheckoutWidget(brand, {emulated: false, storefrontOrigin: 'https://shop.myshopify.com'})).toEqual({
      scriptUrl: 'https://widget.example/v2/k.js',
      trigger: 'openQuickCheckout',
      origin: 'https://widget.example',
    });
    expect(quickCheckoutWidget(brand, {emulated: true, storefrontOrigin: 'http://127.0.0.1:4100'})).toEqual({
      scriptUrl: 'http://127.0.0.1:4100/quick-checkout/groom/widget.js',
      trigger: 'openQuickCheckout',
      origin: 'http://127.0.0.1:4100',
    });
    expect(quickCheckoutWidget({id: 'gum'}, {emulated: true, storefrontOrigin: 'http://127.0.0.1:4100'})).toBeNull();
  });

  it('accepts orderSuccess only from the widget origin', () => {
    const data = {type: 'orderSuccess', merchant_order_id: 'GROOM-1001'};
    expect(orderIdFromMessage({origin: 'http://127.0.0.1:4100', data}, 'http://127.0.0.1:4100')).toBe('GROOM-1001');
    expect(orderIdFromMessage({origin: 'https://evil.example', data}, 'http://127.0.0.1:4100')).toBeNull();
    expect(
      orderIdFromMessage({origin: 'http://127.0.0.1:4100', data: {type: 'checkoutClosed'}}, 'http://127.0.0.1:4100'),
    ).toBeNull();
    expect(
      orderIdFromMessage({origin: 'http://127.0.0.1:4100', data: 'orderSuccess'}, 'http://127.0.0.1:4100'),
    ).toBeNull();
  });

  it('describes the checkout from the cart handed over', () => {
    const cart = cartOf([line('1', 249, 2, 399), line('2', 100, 1)], 598, 548);
    expect(checkoutPayload(cart)).toEqual({
      cartValue: 548,
      currency: 'INR',
      itemCount: 3,
      items: [
        {
          productId: 'gid://shopify/Product/p-1',
          productName: 'Product 1',
          price: 249,
          quantity: 2,
          variant: 'Pack of 2',
        },
        {
          productId: 'gid://shopify/Product/p-2',
          productName: 'Product 2',
          price: 100,
          quantity: 1,
          variant: 'Pack of 2',
        },
      ],
    });
  });
});

describe('rupee formatting', () => {
  it('groups the Indian way and shows paise only when there are some', () => {
    expect(formatRupeeAmount(123456)).toBe('1,23,456');
    expect(formatRupeeAmount(149.5)).toBe('149.50');
    expect(formatRupees(1499)).toBe('₹1,499');
  });
});
