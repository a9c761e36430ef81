/**
 * A customer's subscription contracts, as a subscriptions app keeps them in Shopify: the product,
 * the plan's interval and price, a status, and billing cycles one interval apart from the next
 * billing date, some of which the customer skipped. Skipping and cancelling change them; the
 * store's reset() restores the seed. The Customer Account API serves them
 * (./customer-account-graphql.ts); the Storefront API has no subscription contracts.
 */
import type {ProductVariant} from './catalog';
import type {SeedSubscriptionContract} from './seed/types';
import {connection, type ConnectionArgs} from './connection';
import {gid} from './ids';
import {money, toPaise} from './money';
import type {LangContext} from './types';

/** How far ahead `upcomingBillingCycles` looks; the API pages them, a year is enough for the storefront. */
const CYCLES_AHEAD = 12;

export type ContractStatus = SeedSubscriptionContract['status'];

/** The date `count` intervals after `start`; months keep the day of the month, as Shopify's anchors do. */
function addIntervals(start: Date, interval: SeedSubscriptionContract['interval'], count: number): Date {
  const date = new Date(start);
  if (interval === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * count);
  else date.setUTCMonth(date.getUTCMonth() + count);
  return date;
}

export class SubscriptionContract {
  readonly id: string;
  status: ContractStatus;
  updatedAt: string;
  /** indexes of the cycles the customer skipped, counted from the seed's next billing date */
  private readonly skipped = new Set<number>();

  constructor(
    readonly seed: SeedSubscriptionContract,
    readonly variant: ProductVariant | null,
  ) {
    this.id = gid('SubscriptionContract', seed.id);
    this.status = seed.status;
    this.updatedAt = seed.createdAt;
  }

  get pricePaise(): number {
    return toPaise(this.seed.price);
  }

  /** The billing date of cycle `index`; each bills one interval (times its count) after the one before. */
  cycleDate(index: number): Date {
    return addIntervals(new Date(this.seed.nextBillingDate), this.seed.interval, index * this.seed.intervalCount);
  }

  isSkipped(index: number): boolean {
    return this.skipped.has(index);
  }

  /** The first cycle not skipped; none once the contract has ended. */
  nextCycleIndex(): number | null {
    if (this.status === 'CANCELLED') return null;
    let index = 0;
    while (this.skipped.has(index)) index++;
    return index;
  }

  /** Skipping a skipped cycle again changes nothing, as Shopify's mutation is idempotent. */
  skip(index: number, now: string): void {
    this.skipped.add(index);
    this.updatedAt = now;
  }

  cancel(now: string): void {
    this.status = 'CANCELLED';
    this.updatedAt = now;
  }

  /** The cycle whose billing date is `date` (same day in UTC), if any within the cycles served. */
  cycleIndexOn(date: Date): number | null {
    const day = date.toISOString().slice(0, 10);
    for (let index = 0; index < CYCLES_AHEAD; index++) {
      if (this.cycleDate(index).toISOString().slice(0, 10) === day) return index;
    }
    return null;
  }

  upcomingCycles(): number[] {
    return this.status === 'CANCELLED' ? [] : Array.from({length: CYCLES_AHEAD}, (_, index) => index);
  }
}

export function seedSubscriptionContract(
  seed: SeedSubscriptionContract,
  variantsBySku: ReadonlyMap<string, ProductVariant>,
): SubscriptionContract {
  return new SubscriptionContract(seed, variantsBySku.get(seed.sku) ?? null);
}

/** A billing cycle as the Customer Account API answers it. */
export function billingCycle(contract: SubscriptionContract, index: number) {
  const start = contract.cycleDate(index);
  const end = contract.cycleDate(index + 1);
  return {
    __typename: 'SubscriptionBillingCycle',
    cycleIndex: index,
    cycleStartAt: start.toISOString(),
    cycleEndAt: end.toISOString(),
    billingAttemptExpectedDate: start.toISOString(),
    skipped: contract.isSkipped(index),
    edited: false,
    status: 'UNBILLED',
  };
}

/** The Customer Account API's SubscriptionContract over the stand-in's state. */
export class AccountSubscriptionContract {
  readonly __typename = 'SubscriptionContract';
  readonly id: string;
  readonly status: ContractStatus;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly currencyCode = 'INR';
  readonly lineCount = 1;
  readonly note = null;
  readonly customAttributes = [];
  readonly appEligibleForCustomerActions = true;
  readonly revisionId = '1';
  readonly lastPaymentStatus = 'SUCCEEDED';
  readonly lastBillingAttemptErrorType = null;

  constructor(private readonly contract: SubscriptionContract) {
    this.id = contract.id;
    this.status = contract.status;
    this.createdAt = contract.seed.createdAt;
    this.updatedAt = contract.updatedAt;
  }

  /** The first billing date not skipped; none once cancelled. */
  nextBillingDate(): string | null {
    const index = this.contract.nextCycleIndex();
    return index === null ? null : this.contract.cycleDate(index).toISOString();
  }

  billingPolicy() {
    const {interval, intervalCount} = this.contract.seed;
    return {
      interval,
      intervalCount: {count: intervalCount, precision: 'EXACT'},
      anchors: [],
      maxCycles: null,
      minCycles: null,
    };
  }

  deliveryPolicy() {
    const {interval, intervalCount} = this.contract.seed;
    return {interval, intervalCount: {count: intervalCount, precision: 'EXACT'}, anchors: []};
  }

  deliveryPrice() {
    return money(0);
  }

  lines(args: ConnectionArgs, ctx: LangContext) {
    const {contract} = this;
    const variant = contract.variant;
    const line = {
      __typename: 'SubscriptionLine',
      id: gid('SubscriptionLine', contract.seed.id),
      // The product's title as the contract was made: the Customer Account API has no @inContext.
      title: variant ? variant.product.title(null, ctx) : contract.seed.sku,
      variantTitle: variant ? variant.title(null, ctx) : null,
      name: variant ? `${variant.product.title(null, ctx)} - ${variant.title(null, ctx)}` : contract.seed.sku,
      quantity: contract.seed.quantity,
      sku: contract.seed.sku,
      currentPrice: money(contract.pricePaise),
      lineDiscountedPrice: money(contract.pricePaise * contract.seed.quantity),
      image: variant?.image() ?? null,
      variantImage: variant?.image() ?? null,
      requiresShipping: true,
      taxable: true,
      onlineStoreUrl: null,
      customAttributes: [],
      discountAllocations: [],
    };
    return connection([{node: line, key: [contract.seed.id]}], args, ctx.lang);
  }

  upcomingBillingCycles(args: ConnectionArgs, ctx: LangContext) {
    const cycles = this.contract.upcomingCycles().map((index) => ({
      node: billingCycle(this.contract, index),
      key: [index],
    }));
    return connection(cycles, args, ctx.lang);
  }
}

/** The two mutations' answers for a contract the customer does not have (another's, unknown, malformed). */
export const CONTRACT_NOT_FOUND = 'Subscription contract does not exist';

/** A cycle selector's index: by index, or by the billing date of one of the cycles served. */
export function selectedCycle(
  contract: SubscriptionContract,
  selector: {index?: number | null; date?: string | null},
): number | null {
  if (typeof selector.index === 'number') return selector.index >= 0 ? selector.index : null;
  if (typeof selector.date === 'string') {
    const date = new Date(selector.date);
    return Number.isNaN(date.getTime()) ? null : contract.cycleIndexOn(date);
  }
  return null;
}
