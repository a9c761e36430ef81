import {describe, expect, it} from 'vitest';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {
  intervalLabelKey,
  outcomeOfUserErrors,
  subscriptionChangeOf,
  subscriptionOf,
  subscriptionsEntry,
  subscriptionsManageUrl,
} from '~/lib/account/subscriptions';
import type {AccountSubscriptionContractFragment} from 'customer-accountapi.generated';

function contract(overrides: Partial<AccountSubscriptionContractFragment> = {}): AccountSubscriptionContractFragment {
  return {
    id: 'gid://shopify/SubscriptionContract/7001',
    status: 'ACTIVE',
    nextBillingDate: '2026-12-14T04:30:00Z',
    deliveryPolicy: {interval: 'MONTH', intervalCount: {count: 1}},
    lines: {
      nodes: [
        {
          title: 'Nicotine Gum Frosty Mint',
          variantTitle: '2 mg / 30 Pieces',
          quantity: 2,
          currentPrice: {amount: '297.0', currencyCode: 'INR'},
          image: null,
        },
      ],
    },
    upcomingBillingCycles: {
      nodes: [
        {cycleIndex: 3, billingAttemptExpectedDate: '2026-12-14T04:30:00Z', skipped: true},
        {cycleIndex: 4, billingAttemptExpectedDate: '2027-01-14T04:30:00Z', skipped: false},
      ],
    },
    ...overrides,
  };
}

describe('subscriptionOf', () => {
  it('shows the product, quantity, price and interval, and the first delivery not skipped as the next', () => {
    const subscription = subscriptionOf(contract());
    expect(subscription).toMatchObject({
      id: '7001',
      status: 'ACTIVE',
      interval: {unit: 'MONTH', count: 1},
      lines: [{title: 'Nicotine Gum Frosty Mint', variantTitle: '2 mg / 30 Pieces', quantity: 2}],
      nextDelivery: {date: '2027-01-14T04:30:00Z', cycleIndex: 4},
      cancellable: true,
    });
    expect(subscription.lines[0].price).toEqual({amount: '297.0', currencyCode: 'INR'});
  });

  it('has no next delivery and cannot be cancelled once cancelled', () => {
    const subscription = subscriptionOf(contract({status: 'CANCELLED'}));
    expect(subscription.nextDelivery).toBeNull();
    expect(subscription.cancellable).toBe(false);
  });

  it('has no next delivery while paused, but can still be cancelled', () => {
    const subscription = subscriptionOf(contract({status: 'PAUSED'}));
    expect(subscription.nextDelivery).toBeNull();
    expect(subscription.cancellable).toBe(true);
  });

  it('reads a missing interval count as one, and drops Shopify\'s "Default Title"', () => {
    const subscription = subscriptionOf(
      contract({
        deliveryPolicy: {interval: 'WEEK', intervalCount: null},
        lines: {
          nodes: [{...contract().lines.nodes[0], variantTitle: 'Default Title'}],
        },
      }),
    );
    expect(subscription.interval).toEqual({unit: 'WEEK', count: 1});
    expect(subscription.lines[0].variantTitle).toBeNull();
  });
});

describe('intervalLabelKey', () => {
  const label = (lang: 'en' | 'hi', unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR', count: number) => {
    const {key, count: n} = intervalLabelKey({unit, count});
    return serverTranslator({lang}, 'account')(key, {count: n});
  };

  it('says the interval in words, in English and Hindi, singular and plural', () => {
    expect(label('en', 'MONTH', 1)).toBe('Every month');
    expect(label('en', 'MONTH', 2)).toBe('Every 2 months');
    expect(label('en', 'WEEK', 3)).toBe('Every 3 weeks');
    expect(label('hi', 'MONTH', 1)).toBe('हर महीने');
    expect(label('hi', 'MONTH', 2)).toBe('हर 2 महीने');
  });

  it('never says "every 0 months"', () => {
    expect(intervalLabelKey({unit: 'MONTH', count: 0}).count).toBe(1);
  });
});

describe('subscriptionChangeOf', () => {
  const form = (fields: Record<string, string>) => new Map(Object.entries(fields));

  it('reads a skip of one delivery and a cancel', () => {
    expect(subscriptionChangeOf(form({intent: 'skip', subscription: '7001', cycle: '4'}))).toEqual({
      intent: 'skip',
      contractId: '7001',
      cycleIndex: 4,
    });
    expect(subscriptionChangeOf(form({intent: 'cancel', subscription: '7001'}))).toEqual({
      intent: 'cancel',
      contractId: '7001',
    });
  });

  it.each([
    ['no intent', {subscription: '7001'}],
    ['another intent', {intent: 'pause', subscription: '7001'}],
    ['a gid instead of its number', {intent: 'cancel', subscription: 'gid://shopify/SubscriptionContract/7001'}],
    ['text', {intent: 'cancel', subscription: '7001 OR 1=1'}],
    ['a negative id', {intent: 'cancel', subscription: '-7001'}],
    ['an id too long', {intent: 'cancel', subscription: '1'.repeat(21)}],
    ['a skip without its delivery', {intent: 'skip', subscription: '7001'}],
    ['a negative delivery', {intent: 'skip', subscription: '7001', cycle: '-1'}],
    ['a delivery past any schedule', {intent: 'skip', subscription: '7001', cycle: '99999'}],
  ])('refuses %s', (_, fields) => {
    expect(subscriptionChangeOf(form(fields as Record<string, string>))).toBeNull();
  });
});

describe('outcomeOfUserErrors', () => {
  it('is done without errors', () => {
    expect(outcomeOfUserErrors([])).toEqual({ok: true});
  });

  it("tells a contract that is not the customer's, an ended one, and any other refusal apart", () => {
    expect(
      outcomeOfUserErrors([{code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST', field: null, message: 'does not exist'}]),
    ).toEqual({ok: false, reason: 'not-found'});
    expect(
      outcomeOfUserErrors([{code: 'INVALID', field: ['billingCycleInput', 'contractId'], message: 'does not exist'}]),
    ).toEqual({ok: false, reason: 'not-found'});
    expect(outcomeOfUserErrors([{code: 'CONTRACT_TERMINATED', message: 'already cancelled'}])).toEqual({
      ok: false,
      reason: 'ended',
    });
    expect(outcomeOfUserErrors([{code: 'HAS_FUTURE_EDITS', message: 'edits pending'}])).toEqual({
      ok: false,
      reason: 'refused',
    });
  });
});

describe('subscriptionsManageUrl', () => {
  const brand = {
    id: 'gum' as const,
    account: {subscriptionsManageUrl: 'https://quitbee.myshopify.com/apps/subscriptions'},
  };

  it("is the brand's portal on a real store, and the stand-in's page on the stand-in", () => {
    expect(subscriptionsManageUrl(brand, {emulated: false, storefrontOrigin: 'https://x'})).toBe(
      'https://quitbee.myshopify.com/apps/subscriptions',
    );
    expect(subscriptionsManageUrl(brand, {emulated: true, storefrontOrigin: 'http://127.0.0.1:4100'})).toBe(
      'http://127.0.0.1:4100/subscriptions-portal/gum',
    );
  });

  it('is none for a brand that names no portal', () => {
    expect(
      subscriptionsManageUrl({id: 'groom'}, {emulated: true, storefrontOrigin: 'http://127.0.0.1:4100'}),
    ).toBeNull();
  });
});

describe('subscriptionsEntry', () => {
  const store = (mode: 'legacy' | 'customer-account-api', brandId: 'groom' | 'gum') => ({
    customerAccounts: {mode},
    brand:
      brandId === 'gum'
        ? {id: brandId, account: {subscriptionsManageUrl: 'https://quitbee.myshopify.com/apps/subscriptions'}}
        : {id: brandId},
    emulated: false,
    storefrontOrigin: 'https://x',
  });

  it('on the Customer Account API, leads to the subscriptions page only for a customer who has some', () => {
    expect(subscriptionsEntry(store('customer-account-api', 'gum'), true)).toEqual({kind: 'page'});
    expect(subscriptionsEntry(store('customer-account-api', 'gum'), false)).toBeNull();
  });

  it("on legacy accounts, leads to the brand's portal whatever the API says, and nowhere for a brand without one", () => {
    expect(subscriptionsEntry(store('legacy', 'gum'), false)).toEqual({
      kind: 'portal',
      url: 'https://quitbee.myshopify.com/apps/subscriptions',
    });
    expect(subscriptionsEntry(store('legacy', 'groom'), false)).toBeNull();
  });
});
