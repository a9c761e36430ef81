/**
 * A shopper's quit plan, whole: the schedule's months with the packs each needs and what they cost, and
 * the first delivery, which the page's one button puts in the cart (once, or on the chosen selling plan).
 */
import {fromMinorUnits, minorUnits, type MoneyData} from '~/lib/catalog/money';
import {deliveryPlanFor, type QuitPlanAnswers} from '~/lib/quit-plan/answers';
import type {GumDeliveryPlan, GumPack, PlanGum} from '~/lib/quit-plan/gums';
import {cheapestPacks, type PackCount} from '~/lib/quit-plan/packs';
import {DAYS_PER_MONTH, figuresFitStrength, planMonths, type Dosage, type PlanMonth} from '~/lib/quit-plan/schedule';

export interface PlannedMonth extends PlanMonth {
  /** pieces for the month's 30 days */
  pieces: number;
  /** the packs that hold them at the lowest price; empty when no pack of the strength is on sale */
  packs: Array<PackCount<GumPack>>;
  cost: MoneyData | null;
}

export interface QuitPlanLine {
  merchandiseId: string;
  quantity: number;
  sellingPlanId?: string;
}

export interface QuitPlan {
  gum: PlanGum;
  months: PlannedMonth[];
  /** what the whole course costs at today's prices, bought as chosen */
  total: MoneyData | null;
  /** the selling plan chosen; null for one-time purchase */
  deliveryPlan: GumDeliveryPlan | null;
  /** the first delivery: the first month's packs, or those of as many months as the selling plan's interval */
  firstDelivery: {months: number; packs: Array<PackCount<GumPack>>; lines: QuitPlanLine[]; cost: MoneyData} | null;
  doctorAfterMonths: number;
  /** the strength chosen is not the one the dosage figures are for: the pieces a day are the shopper's own */
  otherStrength: boolean;
}

/** A pack's price bought as chosen: on the selling plan (every pack offered on it has its price there), or once. */
function priceOf(pack: GumPack, deliveryPlan: GumDeliveryPlan | null): MoneyData {
  return deliveryPlan ? pack.planPrices[deliveryPlan.id] : pack.price;
}

function costOf(packs: ReadonlyArray<PackCount<GumPack>>, deliveryPlan: GumDeliveryPlan | null): MoneyData | null {
  if (packs.length === 0) return null;
  const paise = packs.reduce((sum, {pack, count}) => sum + minorUnits(priceOf(pack, deliveryPlan)) * count, 0);
  return fromMinorUnits(paise, packs[0].pack.price.currencyCode);
}

/**
 * The cheapest packs at the prices the shopper would pay. On a selling plan only the packs the plan covers
 * count: Shopify refuses a plan on a variant outside its group, and would refuse the whole add.
 */
function packsFor(pieces: number, offers: readonly GumPack[], deliveryPlan: GumDeliveryPlan | null) {
  const priced = offers
    .filter((pack) => !deliveryPlan || pack.planPrices[deliveryPlan.id])
    .map((pack) => ({...pack, pricePaise: minorUnits(priceOf(pack, deliveryPlan))}));
  return (cheapestPacks(pieces, priced) ?? []).map(({pack, count}) => ({
    pack: offers.find((offer) => offer.id === pack.id)!,
    count,
  }));
}

/** The plan for answers `readAnswers` accepted, made from `gum` (the answers' gum). */
export function quitPlan(answers: QuitPlanAnswers, gum: PlanGum, dosage: Dosage): QuitPlan {
  const deliveryPlan = deliveryPlanFor(gum, answers.purchase);
  const offers = gum.packs[answers.strength] ?? [];
  const months = planMonths(answers.startPieces, dosage).map((month) => {
    const pieces = month.piecesPerDay * DAYS_PER_MONTH;
    const packs = packsFor(pieces, offers, deliveryPlan);
    return {...month, pieces, packs, cost: costOf(packs, deliveryPlan)};
  });
  const costs = months.map((month) => month.cost);
  const total = costs.every((cost) => cost !== null)
    ? fromMinorUnits(
        costs.reduce((sum, cost) => sum + minorUnits(cost!), 0),
        costs[0]!.currencyCode,
      )
    : null;
  const deliveryMonths = Math.min(deliveryPlan?.intervalMonths ?? 1, months.length);
  const firstPieces = months.slice(0, deliveryMonths).reduce((sum, month) => sum + month.pieces, 0);
  const firstPacks = packsFor(firstPieces, offers, deliveryPlan);
  const firstCost = costOf(firstPacks, deliveryPlan);
  return {
    gum,
    months,
    total,
    deliveryPlan,
    firstDelivery: firstCost
      ? {
          months: deliveryMonths,
          packs: firstPacks,
          cost: firstCost,
          lines: firstPacks.map(({pack, count}) => ({
            merchandiseId: pack.id,
            quantity: count,
            ...(deliveryPlan ? {sellingPlanId: deliveryPlan.id} : {}),
          })),
        }
      : null,
    doctorAfterMonths: dosage.doctorAfterMonths,
    otherStrength: !figuresFitStrength(answers.strength, dosage),
  };
}
