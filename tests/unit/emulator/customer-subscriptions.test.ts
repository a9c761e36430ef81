import {describe, expect, it} from 'vitest';
import {executeCustomerAccountQuery} from '../../../emulator/customer-account-graphql';
import {createStorefrontExecutor} from '../../../emulator/executor';

const CONTRACTS = `{
  customer {
    subscriptionContracts(first: 5) {
      nodes {
        id
        status
        nextBillingDate
        deliveryPolicy { interval intervalCount { count } }
        lines(first: 5) { nodes { title quantity currentPrice { amount } } }
        upcomingBillingCycles(first: 2) { nodes { cycleIndex billingAttemptExpectedDate skipped } }
      }
    }
  }
}`;

const SKIP = `mutation Skip($id: ID!, $index: Int!) {
  subscriptionBillingCycleSkip(billingCycleInput: {contractId: $id, selector: {index: $index}}) {
    billingCycle { cycleIndex skipped }
    userErrors { code field message }
  }
}`;

const CANCEL = `mutation Cancel($id: ID!) {
  subscriptionContractCancel(subscriptionContractId: $id) {
    contract { id status }
    userErrors { code message }
  }
}`;

interface Cycle {
  cycleIndex: number;
  billingAttemptExpectedDate: string;
  skipped: boolean;
}
interface Answer {
  customer: {
    subscriptionContracts: {nodes: Array<Record<string, unknown> & {upcomingBillingCycles: {nodes: Cycle[]}}>};
    orders: {nodes: Array<{name: string; lineItems: {nodes: Array<{sellingPlan: {name: string} | null}>}}>};
  };
  subscriptionBillingCycleSkip: {userErrors: Array<{code: string}>};
  subscriptionContractCancel: {userErrors: Array<{code: string}>};
}

function gumShop() {
  const shop = createStorefrontExecutor().shop('gum')!;
  const [sanjay, meera] = shop.customers;
  const run = (customer: typeof sanjay, query: string, variables?: Record<string, unknown>) =>
    executeCustomerAccountQuery({customer, query, variables}) as unknown as Promise<{data: Answer; errors?: unknown}>;
  return {sanjay, meera, run};
}

const SANJAYS = 'gid://shopify/SubscriptionContract/7001';

describe('the Customer Account API stand-in: subscription contracts', () => {
  it("serves the customer's own contract with its plan, price and next deliveries", async () => {
    const {sanjay, run} = gumShop();
    const {data, errors} = await run(sanjay, CONTRACTS);
    expect(errors).toBeUndefined();
    const [contract] = data.customer.subscriptionContracts.nodes;
    expect(contract).toMatchObject({
      id: SANJAYS,
      status: 'ACTIVE',
      nextBillingDate: '2026-12-14T04:30:00.000Z',
      deliveryPolicy: {interval: 'MONTH', intervalCount: {count: 1}},
      lines: {nodes: [{quantity: 2, currentPrice: {amount: '297.0'}}]},
    });
    expect(contract.upcomingBillingCycles.nodes.map((cycle) => cycle.billingAttemptExpectedDate)).toEqual([
      '2026-12-14T04:30:00.000Z',
      '2027-01-14T04:30:00.000Z',
    ]);
  });

  it('skipping a delivery moves the next billing date on by one interval, once however often it is asked', async () => {
    const {sanjay, run} = gumShop();
    for (let i = 0; i < 2; i++) {
      const {data} = await run(sanjay, SKIP, {id: SANJAYS, index: 0});
      expect(data.subscriptionBillingCycleSkip).toEqual({billingCycle: {cycleIndex: 0, skipped: true}, userErrors: []});
    }
    const {data} = await run(sanjay, CONTRACTS);
    expect(data.customer.subscriptionContracts.nodes[0].nextBillingDate).toBe('2027-01-14T04:30:00.000Z');
  });

  it('cancels a contract once; a cancelled one can be neither cancelled nor skipped again', async () => {
    const {sanjay, run} = gumShop();
    const cancelled = await run(sanjay, CANCEL, {id: SANJAYS});
    expect(cancelled.data.subscriptionContractCancel).toEqual({
      contract: {id: SANJAYS, status: 'CANCELLED'},
      userErrors: [],
    });
    const again = await run(sanjay, CANCEL, {id: SANJAYS});
    expect(again.data.subscriptionContractCancel.userErrors[0].code).toBe('CONTRACT_TERMINATED');
    const skip = await run(sanjay, SKIP, {id: SANJAYS, index: 0});
    expect(skip.data.subscriptionBillingCycleSkip.userErrors[0].code).toBe('INVALID');
    const {data} = await run(sanjay, CONTRACTS);
    expect(data.customer.subscriptionContracts.nodes[0]).toMatchObject({status: 'CANCELLED', nextBillingDate: null});
  });

  it("refuses another customer's contract, an unknown one and a malformed id, and changes nothing", async () => {
    const {sanjay, meera, run} = gumShop();
    for (const id of [SANJAYS, 'gid://shopify/SubscriptionContract/999999', 'not-a-gid']) {
      const cancel = await run(meera, CANCEL, {id});
      expect(cancel.data.subscriptionContractCancel).toMatchObject({
        contract: null,
        userErrors: [{code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST'}],
      });
      const skip = await run(meera, SKIP, {id, index: 0});
      expect(skip.data.subscriptionBillingCycleSkip).toMatchObject({
        billingCycle: null,
        userErrors: [{code: 'INVALID'}],
      });
    }
    const {data} = await run(sanjay, CONTRACTS);
    expect(data.customer.subscriptionContracts.nodes[0]).toMatchObject({
      status: 'ACTIVE',
      nextBillingDate: '2026-12-14T04:30:00.000Z',
    });
  });

  it('names the selling plan on the lines of orders a subscription placed, and no plan on others', async () => {
    const {sanjay, run} = gumShop();
    const {data} = await run(
      sanjay,
      '{ customer { orders(first: 5, sortKey: PROCESSED_AT, reverse: true) { nodes { name lineItems(first: 5) { nodes { sellingPlan { name } } } } } } }',
    );
    const plans = data.customer.orders.nodes.map((order) => [
      order.name,
      order.lineItems.nodes.map((line) => line.sellingPlan?.name ?? null),
    ]);
    expect(plans).toEqual([
      ['#2020', ['Delivered every month']],
      ['#2019', ['Delivered every month']],
      ['#2001', [null, null, null]],
    ]);
  });
});
