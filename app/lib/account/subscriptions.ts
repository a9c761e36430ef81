import type {BrandConfig} from '~/brands';
import type {AccountSubscriptionContractFragment} from 'customer-accountapi.generated';

/** What the subscriptions page shows of one subscription contract. */
export interface AccountSubscription {
  /** the number at the end of the contract's gid: what the page's forms post */
  id: string;
  /** Shopify's status: ACTIVE, PAUSED, CANCELLED, EXPIRED, FAILED or STALE */
  status: string;
  interval: DeliveryInterval;
  lines: Array<{
    title: string;
    variantTitle: string | null;
    quantity: number;
    /** per unit, after the plan's saving */
    price: AccountSubscriptionContractFragment['lines']['nodes'][number]['currentPrice'];
    image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  }>;
  /** the next delivery not skipped; null when none is coming (cancelled, paused, ended) */
  nextDelivery: {date: string; cycleIndex: number} | null;
  /** whether the shopper may cancel it here: one that has ended cannot be */
  cancellable: boolean;
}

export interface DeliveryInterval {
  unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  count: number;
}

const ENDED = new Set(['CANCELLED', 'EXPIRED']);

/** The number at the end of a contract's gid. */
const contractNumber = (gid: string) => gid.split('/').pop() ?? gid;

/** A contract from the Customer Account API as the page shows it. */
export function subscriptionOf(contract: AccountSubscriptionContractFragment): AccountSubscription {
  const cycle =
    contract.status === 'ACTIVE' ? contract.upcomingBillingCycles.nodes.find((candidate) => !candidate.skipped) : null;
  return {
    id: contractNumber(contract.id),
    status: contract.status,
    interval: {unit: contract.deliveryPolicy.interval, count: contract.deliveryPolicy.intervalCount?.count ?? 1},
    lines: contract.lines.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null,
      quantity: line.quantity,
      price: line.currentPrice,
      image: line.image ?? null,
    })),
    nextDelivery: cycle ? {date: cycle.billingAttemptExpectedDate, cycleIndex: cycle.cycleIndex} : null,
    cancellable: !ENDED.has(contract.status),
  };
}

/** The translation key and count for "every month", "every 2 months" (plurals by i18next). */
export function intervalLabelKey(interval: DeliveryInterval): {key: string; count: number} {
  return {key: `subscriptions.every.${interval.unit}`, count: Math.max(1, interval.count)};
}

/** A contract id as the page's forms post it: the number of its gid, nothing else. */
const CONTRACT_ID = /^\d{1,20}$/;
/** Billing cycles are counted from the contract's start; a year of weekly deliveries is far below this. */
const MAX_CYCLE_INDEX = 10_000;

export type SubscriptionChange =
  {intent: 'skip'; contractId: string; cycleIndex: number} | {intent: 'cancel'; contractId: string};

/** The change a subscriptions form asks for, or null when the form is not one of the page's own. */
export function subscriptionChangeOf(form: {get(name: string): unknown}): SubscriptionChange | null {
  const intent = form.get('intent');
  const contractId = form.get('subscription');
  if (typeof contractId !== 'string' || !CONTRACT_ID.test(contractId)) return null;
  if (intent === 'cancel') return {intent, contractId};
  if (intent !== 'skip') return null;
  const cycle = form.get('cycle');
  if (typeof cycle !== 'string' || !/^\d{1,5}$/.test(cycle) || Number(cycle) > MAX_CYCLE_INDEX) return null;
  return {intent, contractId, cycleIndex: Number(cycle)};
}

/**
 * How a change ended: `not-found` for a contract that is not the customer's, `ended` for one
 * already cancelled, `refused` for any other refusal, `unavailable` when Shopify could not be asked.
 */
export type SubscriptionChangeOutcome =
  {ok: true} | {ok: false; reason: 'not-found' | 'ended' | 'refused' | 'unavailable' | 'logged-out'};

/** A mutation's userErrors as an outcome; Shopify says "does not exist" of another customer's contract. */
export function outcomeOfUserErrors(
  userErrors: ReadonlyArray<{code?: string | null; field?: ReadonlyArray<string> | null; message: string}>,
): SubscriptionChangeOutcome {
  if (!userErrors.length) return {ok: true};
  const [error] = userErrors;
  if (error.code === 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST' || error.field?.includes('contractId')) {
    return {ok: false, reason: 'not-found'};
  }
  if (error.code === 'CONTRACT_TERMINATED') return {ok: false, reason: 'ended'};
  return {ok: false, reason: 'refused'};
}

/**
 * Where a shopper on legacy customer accounts manages their subscriptions: the subscriptions app's
 * customer portal the brand names, or the stand-in's copy of it; null for a brand that names none.
 */
export function subscriptionsManageUrl(
  brand: Pick<BrandConfig, 'id' | 'account'>,
  store: {emulated: boolean; storefrontOrigin: string},
): string | null {
  const configured = brand.account?.subscriptionsManageUrl;
  if (!configured) return null;
  return store.emulated ? `${store.storefrontOrigin}/subscriptions-portal/${brand.id}` : configured;
}

/** The form token's purpose for the subscriptions page's forms (a token for another form does not pass). */
export const subscriptionsFormPurpose = (brandId: string) => `subscriptions:${brandId}`;

/**
 * Where the account page sends a customer to see their subscriptions: this store's page on the
 * Customer Account API when they have any; on legacy accounts, whose API has none, the shop's
 * portal when the brand names one.
 */
export type SubscriptionsEntry = {kind: 'page'} | {kind: 'portal'; url: string} | null;

export function subscriptionsEntry(
  store: {
    customerAccounts: {mode: 'legacy' | 'customer-account-api'};
    brand: Pick<BrandConfig, 'id' | 'account'>;
    emulated: boolean;
    storefrontOrigin: string;
  },
  hasSubscriptions: boolean,
): SubscriptionsEntry {
  if (store.customerAccounts.mode === 'customer-account-api') return hasSubscriptions ? {kind: 'page'} : null;
  const url = subscriptionsManageUrl(store.brand, store);
  return url ? {kind: 'portal', url} : null;
}
