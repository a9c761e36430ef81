/**
 * Subscriptions (Shopify selling plans) as the product page and the cart show them: the purchase
 * options a product offers, the plan a product page's URL selects, a plan's price and saving, and
 * whether a cart holds a subscription. Everything follows the product data, for any brand.
 */
import {fromMinorUnits, minorUnits, type MoneyData} from '~/lib/catalog/money';

/** The search parameter a product page's URL names the chosen plan in (as Shopify's themes do). */
export const SELLING_PLAN_PARAM = 'selling_plan';

type AdjustmentValue =
  {adjustmentPercentage: number} | {adjustmentAmount: MoneyData} | {price: MoneyData} | Record<string, never>;

/** The parts of `Product.sellingPlanGroups` read here. */
export interface SellingPlanGroupData {
  name: string;
  sellingPlans: {
    nodes: ReadonlyArray<{
      id: string;
      name: string;
      priceAdjustments: ReadonlyArray<{orderCount?: number | null; adjustmentValue: AdjustmentValue}>;
    }>;
  };
}

/** The parts of a variant read here: its one-time price and its price on each plan. */
export interface VariantPricing {
  price: MoneyData;
  sellingPlanAllocations?: {
    nodes: ReadonlyArray<{
      sellingPlan: {id: string};
      priceAdjustments: ReadonlyArray<{price: MoneyData; compareAtPrice: MoneyData}>;
    }>;
  } | null;
}

export interface Saving {
  /** rupees off the one-time price */
  amount: number;
  /** whole percent off the one-time price */
  percent: number;
}

/** One way to buy the selected variant: one time (`sellingPlanId` null) or on a plan. */
export interface PurchaseOption {
  sellingPlanId: string | null;
  /** the plan's name; null for the one-time purchase, which the page names in its own words */
  name: string | null;
  price: MoneyData;
  /** the one-time price, beside a plan's */
  oneTimePrice: MoneyData;
  /** null when the plan costs no less than buying one time */
  saving: Saving | null;
  selected: boolean;
}

const plansOf = (groups: readonly SellingPlanGroupData[]) => groups.flatMap((group) => group.sellingPlans.nodes);

/**
 * The plan a product page's URL chose: the `selling_plan` parameter when it names one of this
 * product's plans. Anything else (missing, another product's plan, junk) is a one-time purchase.
 */
export function selectedSellingPlanId(
  groups: readonly SellingPlanGroupData[],
  searchParams: URLSearchParams,
): string | null {
  const wanted = searchParams.get(SELLING_PLAN_PARAM);
  if (!wanted) return null;
  return plansOf(groups).some((plan) => plan.id === wanted) ? wanted : null;
}

const moneyOf = (cents: number, currencyCode: string): MoneyData => fromMinorUnits(Math.max(0, cents), currencyCode);

/**
 * The variant's price on a plan: Shopify's own figure from the variant's allocation for the plan,
 * otherwise worked out from the plan's first price adjustment (the one that applies to the first
 * order); a plan without adjustments costs the one-time price.
 */
export function planPrice(
  plan: SellingPlanGroupData['sellingPlans']['nodes'][number],
  variant: VariantPricing,
): MoneyData {
  const allocation = variant.sellingPlanAllocations?.nodes.find((node) => node.sellingPlan.id === plan.id);
  const allocated = allocation?.priceAdjustments[0]?.price;
  if (allocated && Number.isFinite(Number(allocated.amount))) return allocated;
  const oneTime = minorUnits(variant.price);
  const currency = variant.price.currencyCode;
  const adjustment = plan.priceAdjustments[0]?.adjustmentValue;
  if (!adjustment) return variant.price;
  if ('adjustmentPercentage' in adjustment) {
    return moneyOf(Math.round((oneTime * (100 - adjustment.adjustmentPercentage)) / 100), currency);
  }
  if ('adjustmentAmount' in adjustment) return moneyOf(oneTime - minorUnits(adjustment.adjustmentAmount), currency);
  if ('price' in adjustment) return adjustment.price;
  return variant.price;
}

/** What a plan price saves on the one-time price, or null when it saves nothing. */
export function savingOf(oneTimePrice: MoneyData, planPriceValue: MoneyData): Saving | null {
  const oneTime = minorUnits(oneTimePrice);
  const plan = minorUnits(planPriceValue);
  if (!Number.isFinite(oneTime) || !Number.isFinite(plan) || oneTime <= 0 || plan >= oneTime) return null;
  const percent = Math.round(((oneTime - plan) / oneTime) * 100);
  return {amount: (oneTime - plan) / 100, percent};
}

/**
 * How the selected variant can be bought: one time, then each plan of each group in Shopify's
 * order, with its price and saving. Empty when the product has no plans (the page then offers no
 * choice at all).
 */
export function purchaseOptions(
  groups: readonly SellingPlanGroupData[],
  variant: VariantPricing,
  selectedPlanId: string | null,
): PurchaseOption[] {
  const plans = plansOf(groups);
  if (plans.length === 0) return [];
  const oneTimePrice = variant.price;
  return [
    {
      sellingPlanId: null,
      name: null,
      price: oneTimePrice,
      oneTimePrice,
      saving: null,
      selected: selectedPlanId === null,
    },
    ...plans.map((plan) => {
      const price = planPrice(plan, variant);
      return {
        sellingPlanId: plan.id,
        name: plan.name,
        price,
        oneTimePrice,
        saving: savingOf(oneTimePrice, price),
        selected: plan.id === selectedPlanId,
      };
    }),
  ];
}

/**
 * The search part of a purchase option's link: the page's own parameters (the variant's options
 * among them) with `selling_plan` set to the plan, or taken out for the one-time purchase.
 */
export function purchaseOptionSearch(current: URLSearchParams, sellingPlanId: string | null): string {
  const next = new URLSearchParams(current);
  if (sellingPlanId) next.set(SELLING_PLAN_PARAM, sellingPlanId);
  else next.delete(SELLING_PLAN_PARAM);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** The purchase options a product page offers for its variant (none without one), each with the search that chooses it. */
export function pagePurchaseOptions(
  groups: readonly SellingPlanGroupData[],
  variant: VariantPricing | null | undefined,
  selectedPlanId: string | null,
  searchParams: URLSearchParams,
) {
  if (!variant) return [];
  return purchaseOptions(groups, variant, selectedPlanId).map((option) => ({
    ...option,
    search: purchaseOptionSearch(searchParams, option.sellingPlanId),
  }));
}

/** Whether any line of a cart is bought on a selling plan (a subscription). */
export function hasSubscriptionLine(
  lines: ReadonlyArray<{sellingPlanAllocation?: {sellingPlan: {id: string}} | null}>,
): boolean {
  return lines.some((line) => Boolean(line.sellingPlanAllocation?.sellingPlan.id));
}
