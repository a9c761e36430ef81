/**
 * Selling plans (subscriptions) as Storefront API objects: the groups a product offers, their
 * plans, and a plan's price for one variant (SellingPlanAllocation), which cart lines on a plan
 * are charged.
 */
import type {SeedSellingPlan, SeedSellingPlanGroup} from './seed/types';
import {connection, inOrder, type ConnectionArgs} from './connection';
import {gid} from './ids';
import {money} from './money';
import {noMetafields} from './metafields';
import {tr} from './text';
import type {LangContext} from './types';

export class SellingPlanEntity {
  readonly __typename = 'SellingPlan';
  readonly id: string;
  /** each delivery is charged when it is ordered, in full */
  readonly recurringDeliveries = true;
  readonly checkoutCharge = {
    type: 'PERCENTAGE',
    value: {__typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100},
  };
  readonly metafield = () => null;
  readonly metafields = noMetafields;

  constructor(
    readonly group: SellingPlanGroupEntity,
    readonly seed: SeedSellingPlan,
    readonly n: number,
  ) {
    this.id = gid('SellingPlan', n);
  }

  name(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.name, this.seed.hi?.name);
  }

  description(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.description, this.seed.hi?.description);
  }

  options(_args: unknown, ctx: LangContext) {
    return [
      {
        name: tr(ctx, this.group.seed.optionName, this.group.seed.hi?.optionName),
        value: tr(ctx, this.seed.optionValue, this.seed.hi?.optionValue),
      },
    ];
  }

  private get policy() {
    return {interval: this.seed.interval, intervalCount: this.seed.intervalCount};
  }

  billingPolicy() {
    return {__typename: 'SellingPlanRecurringBillingPolicy', ...this.policy};
  }

  deliveryPolicy() {
    return {__typename: 'SellingPlanRecurringDeliveryPolicy', ...this.policy};
  }

  priceAdjustments() {
    return [
      {
        orderCount: null,
        adjustmentValue: {
          __typename: 'SellingPlanPercentagePriceAdjustment',
          adjustmentPercentage: this.seed.percentageOff,
        },
      },
    ];
  }

  /** The price of one unit on this plan, from the unit's one-time price. */
  pricePaise(oneTimePaise: number): number {
    return Math.round((oneTimePaise * (100 - this.seed.percentageOff)) / 100);
  }
}

export class SellingPlanGroupEntity {
  readonly __typename = 'SellingPlanGroup';
  readonly appName: string;
  readonly planList: SellingPlanEntity[];

  constructor(
    readonly seed: SeedSellingPlanGroup,
    nextPlan: () => number,
  ) {
    this.appName = seed.appName;
    this.planList = seed.plans.map((plan) => new SellingPlanEntity(this, plan, nextPlan()));
  }

  name(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.name, this.seed.hi?.name);
  }

  options(_args: unknown, ctx: LangContext) {
    return [
      {
        name: tr(ctx, this.seed.optionName, this.seed.hi?.optionName),
        values: this.seed.plans.map((plan) => tr(ctx, plan.optionValue, plan.hi?.optionValue)),
      },
    ];
  }

  sellingPlans(args: ConnectionArgs, ctx: LangContext) {
    return connection(inOrder(this.planList), args, ctx.lang);
  }
}

/**
 * A plan's price for one variant. Each delivery is charged at checkout in full, so the checkout
 * charge and the price per delivery are the plan's price, and nothing is left to pay later;
 * `compareAtPrice` is what the same delivery costs bought one time.
 */
export function sellingPlanAllocation(plan: SellingPlanEntity, variant: {pricePaise: number}) {
  const price = plan.pricePaise(variant.pricePaise);
  return {
    __typename: 'SellingPlanAllocation',
    sellingPlan: plan,
    checkoutChargeAmount: money(price),
    remainingBalanceChargeAmount: money(0),
    priceAdjustments: [
      {
        price: money(price),
        compareAtPrice: money(variant.pricePaise),
        perDeliveryPrice: money(price),
        unitPrice: null,
      },
    ],
  };
}
