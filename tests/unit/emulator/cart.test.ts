import {beforeEach, describe, expect, it} from 'vitest';
import {gql, inStockVariants, newExecutor, seeds, variantGid} from './helpers';

const executor = newExecutor();
beforeEach(() => executor.reset());

const CART = `#graphql
  fragment CartFields on Cart {
    id checkoutUrl totalQuantity note createdAt updatedAt
    attributes { key value }
    buyerIdentity { countryCode email phone customer { email } }
    discountCodes { code applicable }
    discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
      checkoutChargeAmount { amount }
    }
    lines(first: 100) {
      nodes {
        id quantity
        attributes { key value }
        merchandise { ... on ProductVariant { id sku title product { handle } } }
        cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } }
        discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
      }
    }
  }
`;
const ERRORS = 'userErrors { field message code } warnings { code target message }';

const mutation = (name: string, signature: string, call: string) => `
  mutation (${signature}) { ${name}(${call}) { cart { ...CartFields } ${ERRORS} } }
  ${CART}
`;

const CREATE = mutation('cartCreate', '$input: CartInput', 'input: $input');
const ADD = mutation('cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartId: $cartId, lines: $lines');
const UPDATE = mutation(
  'cartLinesUpdate',
  '$cartId: ID!, $lines: [CartLineUpdateInput!]!',
  'cartId: $cartId, lines: $lines',
);
const REMOVE = mutation('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', 'cartId: $cartId, lineIds: $lineIds');
const CODES = mutation(
  'cartDiscountCodesUpdate',
  '$cartId: ID!, $discountCodes: [String!]!',
  'cartId: $cartId, discountCodes: $discountCodes',
);
const GET = `query ($id: ID!) { cart(id: $id) { ...CartFields } } ${CART}`;

type Money = {amount: string};
type Line = {
  id: string;
  quantity: number;
  attributes: Array<{key: string; value: string}>;
  merchandise: {id: string; sku: string};
  cost: {amountPerQuantity: Money; subtotalAmount: Money; totalAmount: Money};
  discountAllocations: Array<{discountedAmount: Money; code: string}>;
};
type Cart = {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note: string | null;
  discountCodes: Array<{code: string; applicable: boolean}>;
  discountAllocations: Array<{discountedAmount: Money; code: string}>;
  cost: {
    subtotalAmount: Money & {currencyCode: string};
    totalAmount: Money;
    checkoutChargeAmount: Money;
  };
  lines: {nodes: Line[]};
  [key: string]: unknown;
};
type Payload = {
  cart: Cart | null;
  userErrors: Array<{field: string[]; message: string; code: string}>;
  warnings: Array<{code: string; target: string}>;
};

async function run(query: string, variables: Record<string, unknown>): Promise<Payload> {
  const data = await gql(executor, 'groom', query, variables);
  return Object.values(data)[0] as Payload;
}

const paise = (money: Money) => Math.round(Number(money.amount) * 100);

// Single-option (Default Title) in-stock groom variants with distinct prices.
const stock = inStockVariants('groom');
const [a, b, c] = stock;
const line = (item: (typeof stock)[number], quantity: number) => ({
  merchandiseId: variantGid('groom', item.variant.sku),
  quantity,
});
const price = (item: (typeof stock)[number]) => Math.round(Number(item.variant.price) * 100);

async function createCart(
  lines: Array<{merchandiseId: string; quantity: number}>,
  extra: Record<string, unknown> = {},
) {
  const created = await run(CREATE, {input: {lines, ...extra}});
  expect(created.userErrors).toEqual([]);
  return created.cart!;
}

describe('cart lines', () => {
  it('creates a cart with lines, an id with a key and a checkout URL', async () => {
    const cart = await createCart([line(a, 2), line(b, 1)], {
      note: 'gift',
      attributes: [{key: 'source', value: 'test'}],
    });
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[\w-]+\?key=\w+$/);
    expect(cart.checkoutUrl).toMatch(/^http:\/\/emulator\.test\/checkouts\/cn\//);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.note).toBe('gift');
    expect(cart.lines.nodes.map((l) => [l.merchandise.sku, l.quantity])).toEqual([
      [a.variant.sku, 2],
      [b.variant.sku, 1],
    ]);
    expect(paise(cart.cost.subtotalAmount)).toBe(2 * price(a) + price(b));
    expect(cart.cost.subtotalAmount.currencyCode).toBe('INR');
    expect(cart.lines.nodes[0].id).toMatch(/^gid:\/\/shopify\/CartLine\/\d+/);
  });

  it('finds the cart with or without the key, and not with a wrong key', async () => {
    const cart = await createCart([line(a, 1)]);
    const withoutKey = cart.id.split('?')[0];
    expect((await gql(executor, 'groom', GET, {id: cart.id})).cart.id).toBe(cart.id);
    expect((await gql(executor, 'groom', GET, {id: withoutKey})).cart.id).toBe(cart.id);
    expect((await gql(executor, 'groom', GET, {id: `${withoutKey}?key=wrong`})).cart).toBeNull();
    // Carts belong to one shop.
    expect((await gql(executor, 'gum', GET, {id: cart.id})).cart).toBeNull();
  });

  it('merges a variant added twice and adds a new line for another', async () => {
    const cart = await createCart([line(a, 1)]);
    const added = await run(ADD, {cartId: cart.id, lines: [line(a, 2), line(b, 1)]});
    expect(added.userErrors).toEqual([]);
    expect(added.cart!.lines.nodes.map((l) => [l.merchandise.sku, l.quantity])).toEqual([
      [a.variant.sku, 3],
      [b.variant.sku, 1],
    ]);
    expect(added.cart!.totalQuantity).toBe(4);
  });

  it('updates quantities, removes a line at quantity 0 and by id', async () => {
    const cart = await createCart([line(a, 1), line(b, 1), line(c, 1)]);
    const [la, lb, lc] = cart.lines.nodes;
    const updated = await run(UPDATE, {
      cartId: cart.id,
      lines: [
        {id: la.id, quantity: 5},
        {id: lb.id, quantity: 0},
      ],
    });
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart!.lines.nodes.map((l) => [l.id, l.quantity])).toEqual([
      [la.id, 5],
      [lc.id, 1],
    ]);
    const removed = await run(REMOVE, {cartId: cart.id, lineIds: [lc.id]});
    expect(removed.cart!.lines.nodes.map((l) => l.id)).toEqual([la.id]);
    expect(removed.cart!.totalQuantity).toBe(5);
    expect(paise(removed.cart!.cost.totalAmount)).toBe(5 * price(a));
  });

  it('answers userErrors and leaves the cart alone for unknown merchandise or negative quantities', async () => {
    const cart = await createCart([line(a, 1)]);
    const unknown = await run(ADD, {
      cartId: cart.id,
      lines: [line(b, 1), {merchandiseId: 'gid://shopify/ProductVariant/999999', quantity: 1}],
    });
    expect(unknown.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '1', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/999999 does not exist.',
      },
    ]);
    expect(unknown.cart!.lines.nodes).toEqual(cart.lines.nodes);
    const negative = await run(UPDATE, {cartId: cart.id, lines: [{id: cart.lines.nodes[0].id, quantity: -1}]});
    expect(negative.userErrors[0].field).toEqual(['lines', '0', 'quantity']);
    expect(negative.cart!.totalQuantity).toBe(1);
    const missingLine = await run(REMOVE, {cartId: cart.id, lineIds: ['gid://shopify/CartLine/999999']});
    expect(missingLine.userErrors[0].code).toBe('INVALID_MERCHANDISE_LINE');
    const noCart = await run(ADD, {cartId: 'gid://shopify/Cart/nope', lines: [line(a, 1)]});
    expect(noCart.cart).toBeNull();
    expect(noCart.userErrors[0].field).toEqual(['cartId']);
  });

  it('refuses a sold-out variant with a userError and an out-of-stock warning', async () => {
    const soldOut = seeds.groom.products.flatMap((p) => p.variants).find((v) => v.quantityAvailable === 0)!;
    const cart = await createCart([line(a, 1)]);
    const result = await run(ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: variantGid('groom', soldOut.sku), quantity: 1}],
    });
    expect(result.userErrors[0].message).toMatch(/sold out/);
    expect(result.warnings).toEqual([
      expect.objectContaining({code: 'MERCHANDISE_OUT_OF_STOCK', target: variantGid('groom', soldOut.sku)}),
    ]);
    expect(result.cart!.totalQuantity).toBe(1);
    const created = await run(CREATE, {input: {lines: [{merchandiseId: variantGid('groom', soldOut.sku)}]}});
    expect(created.cart).toBeNull();
    expect(created.userErrors).toHaveLength(1);
  });

  it('updates note, attributes and buyer identity', async () => {
    const cart = await createCart([line(a, 1)]);
    await run(mutation('cartNoteUpdate', '$cartId: ID!, $note: String!', 'cartId: $cartId, note: $note'), {
      cartId: cart.id,
      note: 'leave at door',
    });
    await run(
      mutation(
        'cartAttributesUpdate',
        '$cartId: ID!, $attributes: [AttributeInput!]!',
        'cartId: $cartId, attributes: $attributes',
      ),
      {cartId: cart.id, attributes: [{key: 'gift', value: 'yes'}]},
    );
    const buyer = await run(
      mutation(
        'cartBuyerIdentityUpdate',
        '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
        'cartId: $cartId, buyerIdentity: $buyerIdentity',
      ),
      {cartId: cart.id, buyerIdentity: {email: 'a@example.com', phone: '+919800000000', countryCode: 'IN'}},
    );
    expect(buyer.cart).toMatchObject({
      note: 'leave at door',
      attributes: [{key: 'gift', value: 'yes'}],
      buyerIdentity: {countryCode: 'IN', email: 'a@example.com', phone: '+919800000000', customer: null},
    });
  });
});

describe('discount codes', () => {
  const rules = seeds.groom.discountRules;
  const fixed = rules.find((r) => r.kind === 'fixed_amount' && r.minSubtotal && !r.minQuantity)!;
  const percentByQuantity = rules.find((r) => r.kind === 'percentage' && r.minQuantity)!;
  const cheapest = [...stock].sort((x, y) => price(x) - price(y))[0];

  /** Line totals add up to the cart total, and line discounts to the cart discount. */
  function expectConsistent(cart: Cart) {
    const lineTotals = cart.lines.nodes.reduce((sum, l) => sum + paise(l.cost.totalAmount), 0);
    expect(lineTotals).toBe(paise(cart.cost.totalAmount));
    const lineDiscounts = cart.lines.nodes
      .flatMap((l) => l.discountAllocations)
      .reduce((s, d) => s + paise(d.discountedAmount), 0);
    const cartDiscount = cart.discountAllocations.reduce((s, d) => s + paise(d.discountedAmount), 0);
    expect(lineDiscounts).toBe(cartDiscount);
    expect(paise(cart.cost.subtotalAmount) - cartDiscount).toBe(paise(cart.cost.totalAmount));
    expect(paise(cart.cost.checkoutChargeAmount)).toBe(paise(cart.cost.totalAmount));
  }

  it('keeps a code that does not apply below its threshold, then applies it once the cart qualifies', async () => {
    const cart = await createCart([line(cheapest, 1)], {discountCodes: [fixed.code.toLowerCase()]});
    expect(price(cheapest)).toBeLessThan(fixed.minSubtotal! * 100);
    expect(cart.discountCodes).toEqual([{code: fixed.code.toLowerCase(), applicable: false}]);
    expect(cart.cost.totalAmount).toEqual(cart.cost.subtotalAmount);
    expect(cart.discountAllocations).toEqual([]);

    const quantity = Math.ceil((fixed.minSubtotal! * 100) / price(cheapest));
    const updated = await run(UPDATE, {cartId: cart.id, lines: [{id: cart.lines.nodes[0].id, quantity}]});
    const qualified = updated.cart!;
    expect(qualified.discountCodes).toEqual([{code: fixed.code.toLowerCase(), applicable: true}]);
    expect(paise(qualified.cost.subtotalAmount)).toBe(quantity * price(cheapest));
    expect(paise(qualified.cost.totalAmount)).toBe(quantity * price(cheapest) - fixed.value * 100);
    expect(qualified.discountAllocations[0].code).toBe(fixed.code.toLowerCase());
    expectConsistent(qualified);

    // Dropping below the threshold again makes it inapplicable.
    const back = await run(UPDATE, {cartId: cart.id, lines: [{id: cart.lines.nodes[0].id, quantity: 1}]});
    expect(back.cart!.discountCodes[0].applicable).toBe(false);
  });

  it('splits a percentage discount over the lines so the totals add up', async () => {
    const items = [line(a, 1), line(b, 2), line(c, 1)];
    const subtotal = price(a) + 2 * price(b) + price(c);
    const cart = await createCart(items);
    const result = await run(CODES, {cartId: cart.id, discountCodes: [percentByQuantity.code]});
    const discounted = result.cart!;
    expect(discounted.discountCodes).toEqual([{code: percentByQuantity.code, applicable: true}]);
    expect(paise(discounted.cost.totalAmount)).toBe(subtotal - Math.round((subtotal * percentByQuantity.value) / 100));
    expect(discounted.lines.nodes.every((l) => l.discountAllocations.length === 1)).toBe(true);
    expectConsistent(discounted);

    const cleared = await run(CODES, {cartId: cart.id, discountCodes: []});
    expect(cleared.cart!.discountCodes).toEqual([]);
    expect(paise(cleared.cart!.cost.totalAmount)).toBe(subtotal);
  });

  it('gives the rounding remainder of a fixed discount to the last line', async () => {
    const cart = await createCart([line(a, 1), line(b, 1), line(c, 1)]);
    const subtotal = price(a) + price(b) + price(c);
    expect(subtotal).toBeGreaterThanOrEqual(fixed.minSubtotal! * 100);
    const discount = fixed.value * 100;
    const shares = [price(a), price(b)].map((p) => Math.floor((discount * p) / subtotal));
    // The seed prices do not split evenly: a naive per-line split would lose paise.
    expect(shares.some((share, i) => share * subtotal !== discount * [price(a), price(b)][i])).toBe(true);
    const result = (await run(CODES, {cartId: cart.id, discountCodes: [fixed.code]})).cart!;
    expect(result.lines.nodes.map((l) => paise(l.discountAllocations[0].discountedAmount))).toEqual([
      ...shares,
      discount - shares[0] - shares[1],
    ]);
    expectConsistent(result);
  });

  it('keeps unknown codes as not applicable and applies the best of several', async () => {
    const cart = await createCart([line(a, 1), line(b, 1), line(c, 1)]);
    const subtotal = price(a) + price(b) + price(c);
    const qualifying = rules.filter((r) => (r.minSubtotal ?? 0) * 100 <= subtotal && (r.minQuantity ?? 0) <= 3);
    const amount = (r: (typeof rules)[number]) =>
      r.kind === 'percentage' ? Math.round((subtotal * r.value) / 100) : Math.min(r.value * 100, subtotal);
    const best = [...qualifying].sort((x, y) => amount(y) - amount(x))[0];
    const result = await run(CODES, {cartId: cart.id, discountCodes: ['NOPE', ...qualifying.map((r) => r.code)]});
    expect(result.cart!.discountCodes.filter((d) => d.applicable).map((d) => d.code)).toEqual([best.code]);
    expect(result.cart!.discountCodes.find((d) => d.code === 'NOPE')!.applicable).toBe(false);
    expect(paise(result.cart!.cost.totalAmount)).toBe(subtotal - amount(best));
    expectConsistent(result.cart!);
  });
});
