import {describe, expect, it} from 'vitest';
import {
  hasSubscriptionLine,
  pagePurchaseOptions,
  planPrice,
  purchaseOptions,
  purchaseOptionSearch,
  savingOf,
  selectedSellingPlanId,
  type SellingPlanGroupData,
  type VariantPricing,
} from '~/lib/catalog/selling-plans';

const inr = (amount: string) => ({amount, currencyCode: 'INR'});
const MONTHLY = 'gid://shopify/SellingPlan/1';
const TWO_MONTHLY = 'gid://shopify/SellingPlan/2';

const groups: SellingPlanGroupData[] = [
  {
    name: 'Subscribe and save',
    sellingPlans: {
      nodes: [
        {
          id: MONTHLY,
          name: 'Delivered every month',
          priceAdjustments: [{orderCount: null, adjustmentValue: {adjustmentPercentage: 10}}],
        },
        {
          id: TWO_MONTHLY,
          name: 'Delivered every 2 months',
          priceAdjustments: [{orderCount: null, adjustmentValue: {adjustmentPercentage: 15}}],
        },
      ],
    },
  },
];

const variant: VariantPricing = {
  price: inr('330.0'),
  sellingPlanAllocations: {
    nodes: [
      {sellingPlan: {id: MONTHLY}, priceAdjustments: [{price: inr('297.0'), compareAtPrice: inr('330.0')}]},
      {sellingPlan: {id: TWO_MONTHLY}, priceAdjustments: [{price: inr('280.5'), compareAtPrice: inr('330.0')}]},
    ],
  },
};

describe('the plan a product page URL selects', () => {
  const select = (search: string) => selectedSellingPlanId(groups, new URLSearchParams(search));

  it("is one of the product's plans named by selling_plan", () => {
    expect(select(`Pack+Size=30+Pieces&selling_plan=${encodeURIComponent(TWO_MONTHLY)}`)).toBe(TWO_MONTHLY);
  });

  it.each([
    ['no parameter', ''],
    ['an empty one', 'selling_plan='],
    ["another product's plan", 'selling_plan=gid://shopify/SellingPlan/99'],
    ['junk', 'selling_plan=%3Cscript%3E'],
    ['a bare number', 'selling_plan=1'],
  ])('is none (one-time) for %s', (_, search) => {
    expect(select(search)).toBeNull();
  });

  it('is none for a product without plans', () => {
    expect(selectedSellingPlanId([], new URLSearchParams(`selling_plan=${MONTHLY}`))).toBeNull();
  });
});

describe('purchase options', () => {
  it('are one-time, then each plan with its price and saving; the selected one is marked', () => {
    expect(purchaseOptions(groups, variant, MONTHLY)).toEqual([
      {
        sellingPlanId: null,
        name: null,
        price: inr('330.0'),
        oneTimePrice: inr('330.0'),
        saving: null,
        selected: false,
      },
      {
        sellingPlanId: MONTHLY,
        name: 'Delivered every month',
        price: inr('297.0'),
        oneTimePrice: inr('330.0'),
        saving: {amount: 33, percent: 10},
        selected: true,
      },
      {
        sellingPlanId: TWO_MONTHLY,
        name: 'Delivered every 2 months',
        price: inr('280.5'),
        oneTimePrice: inr('330.0'),
        saving: {amount: 49.5, percent: 15},
        selected: false,
      },
    ]);
  });

  it('select one-time when no plan is chosen', () => {
    const [oneTime, ...plans] = purchaseOptions(groups, variant, null);
    expect(oneTime.selected).toBe(true);
    expect(plans.every((option) => !option.selected)).toBe(true);
  });

  it('are none for a product without plans', () => {
    expect(purchaseOptions([], variant, null)).toEqual([]);
    expect(purchaseOptions([{name: 'Empty', sellingPlans: {nodes: []}}], variant, null)).toEqual([]);
  });
});

describe('a plan price', () => {
  const plan = (
    adjustmentValue: SellingPlanGroupData['sellingPlans']['nodes'][number]['priceAdjustments'][number]['adjustmentValue'],
  ) => ({
    id: 'gid://shopify/SellingPlan/7',
    name: 'Plan',
    priceAdjustments: [{adjustmentValue}],
  });
  const withoutAllocations: VariantPricing = {price: inr('149.0'), sellingPlanAllocations: {nodes: []}};

  it("is Shopify's allocation price when the variant has one", () => {
    expect(planPrice(groups[0].sellingPlans.nodes[1], variant)).toEqual(inr('280.5'));
  });

  it('is worked out from the adjustment without an allocation', () => {
    expect(planPrice(plan({adjustmentPercentage: 10}), withoutAllocations)).toEqual(inr('134.10'));
    expect(planPrice(plan({adjustmentAmount: inr('20.0')}), withoutAllocations)).toEqual(inr('129.00'));
    expect(planPrice(plan({price: inr('99.0')}), withoutAllocations)).toEqual(inr('99.0'));
    expect(planPrice({...plan({}), priceAdjustments: []}, withoutAllocations)).toEqual(inr('149.0'));
  });

  it('never goes below nothing', () => {
    expect(planPrice(plan({adjustmentAmount: inr('500.0')}), withoutAllocations)).toEqual(inr('0.00'));
  });
});

describe('the saving', () => {
  it('is rupees and whole percent off the one-time price', () => {
    expect(savingOf(inr('330.0'), inr('297.0'))).toEqual({amount: 33, percent: 10});
    expect(savingOf(inr('1149.0'), inr('976.65'))).toEqual({amount: 172.35, percent: 15});
  });

  it('is none when the plan costs the same or more, or a price is unreadable', () => {
    expect(savingOf(inr('330.0'), inr('330.0'))).toBeNull();
    expect(savingOf(inr('330.0'), inr('340.0'))).toBeNull();
    expect(savingOf(inr('abc'), inr('297.0'))).toBeNull();
  });
});

describe('purchase option links', () => {
  it("keep the page's parameters and set or drop selling_plan", () => {
    const current = new URLSearchParams(`Strength=2+mg&Pack+Size=30+Pieces&selling_plan=${MONTHLY}`);
    expect(purchaseOptionSearch(current, TWO_MONTHLY)).toBe(
      `?Strength=2+mg&Pack+Size=30+Pieces&selling_plan=${encodeURIComponent(TWO_MONTHLY)}`,
    );
    expect(purchaseOptionSearch(current, null)).toBe('?Strength=2+mg&Pack+Size=30+Pieces');
    expect(purchaseOptionSearch(new URLSearchParams(`selling_plan=${MONTHLY}`), null)).toBe('');
  });

  it("are a product page's options, each with the link that chooses it, and none without a variant", () => {
    const current = new URLSearchParams(`Strength=2+mg&selling_plan=${MONTHLY}`);
    const options = pagePurchaseOptions(groups, variant, MONTHLY, current);
    expect(options.map((option) => [option.sellingPlanId, option.selected, option.search])).toEqual([
      [null, false, '?Strength=2+mg'],
      [MONTHLY, true, `?Strength=2+mg&selling_plan=${encodeURIComponent(MONTHLY)}`],
      [TWO_MONTHLY, false, `?Strength=2+mg&selling_plan=${encodeURIComponent(TWO_MONTHLY)}`],
    ]);
    expect(pagePurchaseOptions(groups, null, MONTHLY, current)).toEqual([]);
  });
});

describe('a cart holding a subscription', () => {
  it('is one with any line on a selling plan', () => {
    const oneTime = {sellingPlanAllocation: null};
    const subscribed = {sellingPlanAllocation: {sellingPlan: {id: MONTHLY}}};
    expect(hasSubscriptionLine([oneTime, subscribed])).toBe(true);
    expect(hasSubscriptionLine([oneTime, {}])).toBe(false);
    expect(hasSubscriptionLine([])).toBe(false);
  });
});
