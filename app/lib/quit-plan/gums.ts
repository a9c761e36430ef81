/**
 * The gums a quit plan can be made from, read from the Storefront products: the strengths each is sold
 * in, its packs of each strength (variants whose pack size is a number of pieces), and the selling plans
 * it can be delivered on.
 */
import type {QuitPlanGumsQuery} from 'storefrontapi.generated';
import type {QuitPlanSettings} from '~/brands/types';
import type {MoneyData} from '~/lib/catalog/money';

type GumProduct = NonNullable<QuitPlanGumsQuery['collection']>['products']['nodes'][number];

/** One pack size of a gum on sale: a variant. */
export interface GumPack {
  id: string;
  pieces: number;
  /** the pack size as the shop names it in the page's language ("30 Pieces") */
  label: string;
  /** the one-time price */
  price: MoneyData;
  /** the price of one pack on each selling plan it can be delivered on, by plan id */
  planPrices: Readonly<Record<string, MoneyData>>;
}

/** A selling plan the gum can be delivered on, with how often, in months. */
export interface GumDeliveryPlan {
  id: string;
  name: string;
  intervalMonths: number;
}

export interface PlanGum {
  handle: string;
  title: string;
  /** the strengths it is sold in, as the shop names them in the page's language; [] when it has no strength option */
  strengths: string[];
  /** the packs on sale, by strength ('' without a strength option) */
  packs: Readonly<Record<string, GumPack[]>>;
  deliveryPlans: GumDeliveryPlan[];
  /** the product's own words on which strength to use, where it has them */
  strengthGuidance: string | null;
}

/** "30 Pieces", "30 पीस" → 30; null for a value that does not start with a whole number. */
export function piecesInPack(value: string): number | null {
  const match = /^\s*(\d{1,4})(?!\d)/.exec(value);
  return match ? Number(match[1]) : null;
}

/** Monthly or every few months; anything else (weekly, yearly) the plan's months cannot follow. */
function intervalMonths(
  policy: GumProduct['sellingPlanGroups']['nodes'][number]['sellingPlans']['nodes'][number]['deliveryPolicy'],
) {
  if (!policy || !('interval' in policy) || !policy.intervalCount || policy.intervalCount < 1) return null;
  return policy.interval === 'MONTH' && policy.intervalCount <= 6 ? policy.intervalCount : null;
}

/** Reads one product; null when it is not sold in packs of pieces (a trial pack, a jar). */
export function planGum(product: GumProduct, optionNames: QuitPlanSettings['optionNames']): PlanGum | null {
  const isPackSize = (name: string) => optionNames.packSize.includes(name);
  const isStrength = (name: string) => optionNames.strength.includes(name);
  if (!product.options.some((option) => isPackSize(option.name))) return null;
  const strengths = product.options.find((option) => isStrength(option.name))?.optionValues.map(({name}) => name) ?? [];
  const deliveryPlans = product.sellingPlanGroups.nodes.flatMap((group) =>
    group.sellingPlans.nodes.flatMap((plan) => {
      const months = intervalMonths(plan.deliveryPolicy);
      return months ? [{id: plan.id, name: plan.name, intervalMonths: months}] : [];
    }),
  );
  const packs: Record<string, GumPack[]> = {};
  for (const variant of product.variants.nodes) {
    const packValue = variant.selectedOptions.find((option) => isPackSize(option.name))?.value;
    const pieces = packValue ? piecesInPack(packValue) : null;
    if (!pieces || !variant.availableForSale) continue;
    const strength = variant.selectedOptions.find((option) => isStrength(option.name))?.value ?? '';
    const planPrices = Object.fromEntries(
      variant.sellingPlanAllocations.nodes.flatMap((allocation) =>
        allocation.priceAdjustments[0] ? [[allocation.sellingPlan.id, allocation.priceAdjustments[0].price]] : [],
      ),
    );
    (packs[strength] ??= []).push({
      id: variant.id,
      label: packValue!,
      pieces,
      price: variant.price,
      planPrices,
    });
  }
  return {
    handle: product.handle,
    title: product.title,
    strengths,
    packs,
    deliveryPlans,
    strengthGuidance: product.strengthGuidance?.value?.trim() || null,
  };
}

export function planGums(products: readonly GumProduct[], optionNames: QuitPlanSettings['optionNames']): PlanGum[] {
  // A gum with no pack on sale cannot make a plan today.
  return products.flatMap((product) => {
    const gum = planGum(product, optionNames);
    return gum && Object.keys(gum.packs).length > 0 ? [gum] : [];
  });
}
