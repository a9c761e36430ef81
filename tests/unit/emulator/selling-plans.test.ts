import {beforeEach, describe, expect, it} from 'vitest';
import {gql, newExecutor, seeds, variantGid} from './helpers';

const executor = newExecutor();
beforeEach(() => executor.reset());

const FROSTY_MINT = 'nicotine-gum-frosty-mint-2mg-4mg';
const TRIAL_PACK = 'nicotine-gum-mixed-flavour-trial-pack';
/** 2 mg, 30 pieces: ₹330, compare-at ₹360 */
const FROSTY_MINT_30 = 'QB-NG-FM-2-30';

const PLANS = `#graphql
  query Plans($handle: String!, $language: LanguageCode) @inContext(language: $language) {
    product(handle: $handle) {
      requiresSellingPlan
      sellingPlanGroups(first: 5) {
        nodes {
          name
          appName
          options { name values }
          sellingPlans(first: 5) {
            nodes {
              id
              name
              description
              recurringDeliveries
              options { name value }
              deliveryPolicy { ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount } }
              checkoutCharge { type value { ... on SellingPlanCheckoutChargePercentageValue { percentage } } }
              priceAdjustments {
                orderCount
                adjustmentValue { ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage } }
              }
            }
          }
        }
      }
      variants(first: 10) {
        nodes {
          sku
          price { amount }
          sellingPlanAllocations(first: 5) {
            nodes {
              sellingPlan { id name }
              checkoutChargeAmount { amount }
              remainingBalanceChargeAmount { amount }
              priceAdjustments {
                price { amount }
                compareAtPrice { amount }
                perDeliveryPrice { amount }
                unitPrice { amount }
              }
            }
          }
        }
      }
    }
  }
`;

async function plansOf(handle: string, language: 'EN' | 'HI' = 'EN') {
  const {product} = await gql(executor, 'gum', PLANS, {handle, language});
  return product;
}

async function planIds(handle: string): Promise<string[]> {
  const product = await plansOf(handle);
  return product.sellingPlanGroups.nodes.flatMap((group: {sellingPlans: {nodes: Array<{id: string}>}}) =>
    group.sellingPlans.nodes.map((plan) => plan.id),
  );
}

describe('selling plans on products', () => {
  it('gum flavours offer a monthly plan at 10% off and a two-monthly one at 15% off', async () => {
    const product = await plansOf(FROSTY_MINT);
    expect(product.requiresSellingPlan).toBe(false);
    expect(product.sellingPlanGroups.nodes).toHaveLength(1);
    const [group] = product.sellingPlanGroups.nodes;
    expect(group.name).toBe('Subscribe and save');
    expect(group.options).toEqual([{name: 'Delivery every', values: ['1 month', '2 months']}]);
    const [monthly, twoMonthly] = group.sellingPlans.nodes;
    expect(monthly).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/SellingPlan\/\d+$/),
      name: 'Delivered every month',
      recurringDeliveries: true,
      options: [{name: 'Delivery every', value: '1 month'}],
      deliveryPolicy: {interval: 'MONTH', intervalCount: 1},
      checkoutCharge: {type: 'PERCENTAGE', value: {percentage: 100}},
      priceAdjustments: [{orderCount: null, adjustmentValue: {adjustmentPercentage: 10}}],
    });
    expect(twoMonthly).toMatchObject({
      name: 'Delivered every 2 months',
      deliveryPolicy: {interval: 'MONTH', intervalCount: 2},
      priceAdjustments: [{adjustmentValue: {adjustmentPercentage: 15}}],
    });
  });

  it('every variant has an allocation per plan: the plan price, charged in full at checkout', async () => {
    const product = await plansOf(FROSTY_MINT);
    const variant = product.variants.nodes.find((v: {sku: string}) => v.sku === FROSTY_MINT_30);
    expect(variant.price.amount).toBe('330.0');
    const [monthly, twoMonthly] = variant.sellingPlanAllocations.nodes;
    expect(monthly).toEqual({
      sellingPlan: {id: product.sellingPlanGroups.nodes[0].sellingPlans.nodes[0].id, name: 'Delivered every month'},
      checkoutChargeAmount: {amount: '297.0'},
      remainingBalanceChargeAmount: {amount: '0.0'},
      priceAdjustments: [
        {
          price: {amount: '297.0'},
          compareAtPrice: {amount: '330.0'},
          perDeliveryPrice: {amount: '297.0'},
          unitPrice: null,
        },
      ],
    });
    expect(twoMonthly.priceAdjustments[0].price.amount).toBe('280.5');
  });

  it('speaks Hindi on Hindi pages', async () => {
    const [group] = (await plansOf(FROSTY_MINT, 'HI')).sellingPlanGroups.nodes;
    expect(group.name).toBe('सब्सक्राइब करें और बचाएँ');
    expect(group.sellingPlans.nodes[0].name).toBe('हर महीने डिलीवरी');
    expect(group.sellingPlans.nodes[1].options).toEqual([{name: 'डिलीवरी हर', value: '2 महीने'}]);
  });

  it('the trial pack, the supplements and every groom product are sold one time only', async () => {
    expect((await plansOf(TRIAL_PACK)).sellingPlanGroups.nodes).toEqual([]);
    const supplement = seeds.gum.products.find((p) => p.tags.includes('supplement'))!;
    expect((await plansOf(supplement.handle)).sellingPlanGroups.nodes).toEqual([]);
    expect(seeds.groom.products.every((p) => !p.sellingPlanGroups)).toBe(true);
  });

  it('each flavour has its own plan ids', async () => {
    const pudina = seeds.gum.products.find((p) => p.handle.startsWith('nicotine-gum-pudina-punch'))!;
    const [mint, other] = [await planIds(FROSTY_MINT), await planIds(pudina.handle)];
    expect(mint).toHaveLength(2);
    expect(other).toHaveLength(2);
    expect(mint.filter((id) => other.includes(id))).toEqual([]);
  });
});

const LINE = `
  id quantity
  merchandise { ... on ProductVariant { sku } }
  sellingPlanAllocation {
    sellingPlan { id name }
    priceAdjustments { price { amount } compareAtPrice { amount } }
  }
  cost {
    amountPerQuantity { amount }
    compareAtAmountPerQuantity { amount }
    subtotalAmount { amount }
    totalAmount { amount }
  }
`;
const CART = `
  cart { id cost { subtotalAmount { amount } totalAmount { amount } } lines(first: 10) { nodes { ${LINE} } } }
  userErrors { code field message }
`;
const CREATE = `mutation ($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { ${CART} } }`;
const ADD = `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${CART} } }`;
const UPDATE = `mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) { ${CART} }
}`;

describe('cart lines on a selling plan', () => {
  const variantId = variantGid('gum', FROSTY_MINT_30);

  it('a line on a plan carries it and is charged the plan price; totals follow', async () => {
    const [monthly] = await planIds(FROSTY_MINT);
    const {cartCreate} = await gql(executor, 'gum', CREATE, {
      lines: [{merchandiseId: variantId, quantity: 2, sellingPlanId: monthly}],
    });
    expect(cartCreate.userErrors).toEqual([]);
    const [line] = cartCreate.cart.lines.nodes;
    expect(line.sellingPlanAllocation).toEqual({
      sellingPlan: {id: monthly, name: 'Delivered every month'},
      priceAdjustments: [{price: {amount: '297.0'}, compareAtPrice: {amount: '330.0'}}],
    });
    // The variant's own compare-at price (₹360) is above its one-time price: that is struck through.
    expect(line.cost).toEqual({
      amountPerQuantity: {amount: '297.0'},
      compareAtAmountPerQuantity: {amount: '360.0'},
      subtotalAmount: {amount: '594.0'},
      totalAmount: {amount: '594.0'},
    });
    expect(cartCreate.cart.cost).toEqual({subtotalAmount: {amount: '594.0'}, totalAmount: {amount: '594.0'}});
  });

  it('without a compare-at price, the one-time price is the one struck through', async () => {
    const [monthly] = await planIds(FROSTY_MINT);
    const {cartCreate} = await gql(executor, 'gum', CREATE, {
      lines: [{merchandiseId: variantGid('gum', 'QB-NG-FM-2-10'), quantity: 1, sellingPlanId: monthly}],
    });
    expect(cartCreate.cart.lines.nodes[0].cost).toMatchObject({
      amountPerQuantity: {amount: '108.0'},
      compareAtAmountPerQuantity: {amount: '120.0'},
    });
  });

  it('the same variant one time and on a plan are two lines; the same plan again adds to its line', async () => {
    const [monthly] = await planIds(FROSTY_MINT);
    const {cartCreate} = await gql(executor, 'gum', CREATE, {lines: [{merchandiseId: variantId, quantity: 1}]});
    const cartId = cartCreate.cart.id;
    await gql(executor, 'gum', ADD, {cartId, lines: [{merchandiseId: variantId, quantity: 1, sellingPlanId: monthly}]});
    const {cartLinesAdd} = await gql(executor, 'gum', ADD, {
      cartId,
      lines: [{merchandiseId: variantId, quantity: 2, sellingPlanId: monthly}],
    });
    const lines = cartLinesAdd.cart.lines.nodes;
    expect(lines.map((l: {quantity: number}) => l.quantity)).toEqual([1, 3]);
    expect(lines[0].sellingPlanAllocation).toBeNull();
    expect(lines[0].cost.amountPerQuantity.amount).toBe('330.0');
    expect(lines[1].sellingPlanAllocation.sellingPlan.id).toBe(monthly);
    expect(cartLinesAdd.cart.cost.subtotalAmount.amount).toBe(String(330 + 3 * 297) + '.0');
  });

  it("another product's plan is refused with SELLING_PLAN_NOT_APPLICABLE and the cart is unchanged", async () => {
    const pudina = seeds.gum.products.find((p) => p.handle.startsWith('nicotine-gum-pudina-punch'))!;
    const [pudinaMonthly] = await planIds(pudina.handle);
    const {cartCreate} = await gql(executor, 'gum', CREATE, {lines: [{merchandiseId: variantId, quantity: 1}]});
    const cartId = cartCreate.cart.id;
    const {cartLinesAdd} = await gql(executor, 'gum', ADD, {
      cartId,
      lines: [
        {merchandiseId: variantId, quantity: 1},
        {merchandiseId: variantId, quantity: 1, sellingPlanId: pudinaMonthly},
      ],
    });
    expect(cartLinesAdd.userErrors).toEqual([
      {
        code: 'SELLING_PLAN_NOT_APPLICABLE',
        field: ['lines', '1', 'sellingPlanId'],
        message: expect.stringContaining(pudinaMonthly),
      },
    ]);
    expect(cartLinesAdd.cart.lines.nodes.map((l: {quantity: number}) => l.quantity)).toEqual([1]);
  });

  it('a plan on a product without plans, or an unknown plan, is refused too; cartCreate makes no cart', async () => {
    const [monthly] = await planIds(FROSTY_MINT);
    const trialVariant = variantGid('gum', 'QB-NG-TRIAL-14');
    const refused = await gql(executor, 'gum', CREATE, {
      lines: [{merchandiseId: trialVariant, quantity: 1, sellingPlanId: monthly}],
    });
    expect(refused.cartCreate.cart).toBeNull();
    expect(refused.cartCreate.userErrors[0]).toMatchObject({
      code: 'SELLING_PLAN_NOT_APPLICABLE',
      field: ['lines', '0', 'sellingPlanId'],
    });
    const unknown = await gql(executor, 'gum', CREATE, {
      lines: [{merchandiseId: variantId, quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/999999'}],
    });
    expect(unknown.cartCreate.userErrors[0].code).toBe('SELLING_PLAN_NOT_APPLICABLE');
  });

  it('cartLinesUpdate switches a line between plans and back to one time, and refuses a foreign plan', async () => {
    const [monthly, twoMonthly] = await planIds(FROSTY_MINT);
    const {cartCreate} = await gql(executor, 'gum', CREATE, {
      lines: [{merchandiseId: variantId, quantity: 1, sellingPlanId: monthly}],
    });
    const cartId = cartCreate.cart.id;
    const lineId = cartCreate.cart.lines.nodes[0].id;
    const switched = await gql(executor, 'gum', UPDATE, {cartId, lines: [{id: lineId, sellingPlanId: twoMonthly}]});
    expect(switched.cartLinesUpdate.cart.lines.nodes[0].cost.amountPerQuantity.amount).toBe('280.5');
    const quantityOnly = await gql(executor, 'gum', UPDATE, {cartId, lines: [{id: lineId, quantity: 2}]});
    expect(quantityOnly.cartLinesUpdate.cart.lines.nodes[0].sellingPlanAllocation.sellingPlan.id).toBe(twoMonthly);

    const supplement = seeds.gum.products.find((p) => p.tags.includes('supplement'))!;
    const foreign = await gql(executor, 'gum', UPDATE, {
      cartId,
      lines: [{id: lineId, merchandiseId: variantGid('gum', supplement.variants[0].sku)}],
    });
    expect(foreign.cartLinesUpdate.userErrors[0]).toMatchObject({
      code: 'SELLING_PLAN_NOT_APPLICABLE',
      field: ['lines', '0', 'sellingPlanId'],
    });
    expect(foreign.cartLinesUpdate.cart.lines.nodes[0].merchandise.sku).toBe(FROSTY_MINT_30);

    const oneTime = await gql(executor, 'gum', UPDATE, {cartId, lines: [{id: lineId, sellingPlanId: null}]});
    const [line] = oneTime.cartLinesUpdate.cart.lines.nodes;
    expect(line.sellingPlanAllocation).toBeNull();
    expect(line.cost.amountPerQuantity.amount).toBe('330.0');
  });
});
