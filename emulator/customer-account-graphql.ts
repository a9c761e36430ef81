/**
 * The Customer Account API's GraphQL for one logged-in customer, executed against the schema
 * Hydrogen ships (so a document Shopify would reject is rejected here too), over the brand's live
 * shop: the same customers and orders the Storefront API stand-in serves, under the same gids.
 */
import {
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import {apiSchema, deprecationErrors} from './api-schemas';
import {connection, type ConnectionArgs} from './connection';
import type {Customer, Order} from './customer';
import {
  AccountSubscriptionContract,
  billingCycle,
  CONTRACT_NOT_FOUND,
  selectedCycle,
  type SubscriptionContract,
} from './customer-subscriptions';
import {gid, gidNumber, type SortKey} from './ids';
import {money} from './money';
import type {LangContext} from './types';

/** Titles are English: the Customer Account API has no @inContext. */
interface AccountCtx extends LangContext {
  customer: Customer;
}

/** The Customer Account schema of the version the stand-in serves (emulator/api-schemas.ts). */
const customerAccountSchema = (): GraphQLSchema => apiSchema('customer-account');

type OrderLine = Order['lines'][number];

class AccountLineItem {
  readonly __typename = 'LineItem';
  readonly id: string;
  readonly quantity: number;
  readonly sku: string | null;
  readonly productId: string | null;
  readonly variantId: string | null;
  readonly vendor: string | null;
  readonly giftCard = false;
  readonly requiresShipping = true;
  readonly customAttributes = [];
  readonly discountAllocations = [];

  constructor(
    order: Order,
    private readonly line: OrderLine,
    index: number,
  ) {
    // Stable per order and position; orders never have a thousand lines.
    this.id = gid('LineItem', order.n * 1000 + index + 1);
    this.quantity = line.quantity;
    this.sku = line.variant?.sku ?? null;
    this.productId = line.variant?.product.id ?? null;
    this.variantId = line.variant?.id ?? null;
    this.vendor = line.variant?.product.vendor ?? null;
  }

  title(_args: unknown, ctx: LangContext): string {
    return this.line.title(null, ctx);
  }

  /** null for a product without options, whose only variant Shopify calls "Default Title". */
  variantTitle(_args: unknown, ctx: LangContext): string | null {
    const title = this.line.variant?.title(null, ctx);
    return title && title !== 'Default Title' ? title : null;
  }

  name(_args: unknown, ctx: LangContext): string {
    const variant = this.variantTitle(null, ctx);
    return variant ? `${this.title(null, ctx)} - ${variant}` : this.title(null, ctx);
  }

  price() {
    return money(this.line.variant?.pricePaise ?? 0);
  }

  totalPrice() {
    return this.line.originalTotalPrice();
  }

  currentTotalPrice() {
    return this.line.originalTotalPrice();
  }

  image() {
    return this.line.variant?.image() ?? null;
  }

  /** The plan a subscription's line was sold on, by the name the merchant gave it (not translated: no @inContext). */
  sellingPlan() {
    return this.line.sellingPlanName ? {name: this.line.sellingPlanName, sellingPlanId: null} : null;
  }
}

class AccountOrder {
  readonly __typename = 'Order';
  readonly id: string;
  readonly name: string;
  readonly number: number;
  readonly processedAt: string;
  // Seeded orders are never edited: created, updated and processed at once.
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly financialStatus: string;
  readonly fulfillmentStatus: string;
  readonly currencyCode: string;
  readonly email: string;
  readonly phone: string | null;
  readonly statusPageUrl: string;
  readonly edited = false;
  readonly cancelledAt = null;
  readonly cancelReason = null;
  readonly customAttributes = [];
  readonly requiresShipping = true;

  constructor(private readonly order: Order) {
    this.id = order.id;
    this.name = order.name;
    this.number = order.orderNumber;
    this.processedAt = order.processedAt;
    this.createdAt = order.processedAt;
    this.updatedAt = order.processedAt;
    this.financialStatus = order.financialStatus;
    // Since 2026-04 the Customer Account API names statuses as the Storefront API does (the seed's words).
    this.fulfillmentStatus = order.fulfillmentStatus;
    this.currencyCode = order.currencyCode;
    this.email = order.email;
    this.phone = order.phone;
    this.statusPageUrl = order.statusUrl;
  }

  totalPrice() {
    return this.order.totalPrice();
  }

  subtotal() {
    return this.order.subtotalPrice();
  }

  totalTax() {
    return this.order.totalTax();
  }

  totalShipping() {
    return this.order.totalShippingPrice();
  }

  totalRefunded() {
    return this.order.totalRefunded();
  }

  lineItems(args: ConnectionArgs, ctx: LangContext) {
    return connection(
      this.order.lines.map((line, i) => ({node: new AccountLineItem(this.order, line, i), key: [i]})),
      args,
      ctx.lang,
    );
  }
}

/** The position of an order under the API's OrderSortKeys (ID and RELEVANCE: the order number in the shop). */
function orderKey(order: Order, sortKey: string | null | undefined): SortKey {
  switch (sortKey) {
    case 'PROCESSED_AT':
    case 'CREATED_AT':
    case 'UPDATED_AT':
      return [Date.parse(order.processedAt), order.n];
    case 'TOTAL_PRICE':
      return [order.totalPaise, order.n];
    case 'ORDER_NUMBER':
      return [order.orderNumber, order.n];
    default:
      return [order.n];
  }
}

class AccountCustomer {
  readonly __typename = 'Customer';
  readonly id: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly displayName: string;
  readonly createdAt: string;
  readonly creationDate: string;
  readonly defaultAddress = null;
  readonly tags = [];

  constructor(private readonly customer: Customer) {
    this.id = customer.id;
    this.firstName = customer.firstName;
    this.lastName = customer.lastName;
    this.displayName = customer.displayName;
    this.createdAt = customer.createdAt;
    this.creationDate = customer.createdAt;
  }

  emailAddress() {
    return {
      emailAddress: this.customer.email,
      marketingState: this.customer.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED',
    };
  }

  phoneNumber() {
    return this.customer.phone ? {phoneNumber: this.customer.phone, marketingState: 'NOT_SUBSCRIBED'} : null;
  }

  /** `query` (a search string) is ignored: every order matches. */
  orders(args: ConnectionArgs & {sortKey?: string | null}, ctx: LangContext) {
    return connection(
      this.customer.orderList.map((order) => ({node: new AccountOrder(order), key: orderKey(order, args.sortKey)})),
      args,
      ctx.lang,
    );
  }

  addresses(args: ConnectionArgs, ctx: LangContext) {
    return connection([], args, ctx.lang);
  }

  /** Oldest first by default (CREATED_AT); `query` is ignored: every contract matches. */
  subscriptionContracts(args: ConnectionArgs, ctx: LangContext) {
    return connection(
      this.customer.subscriptionContracts.map((contract) => ({
        node: new AccountSubscriptionContract(contract),
        key: [Date.parse(contract.seed.createdAt), contract.seed.id],
      })),
      args,
      ctx.lang,
    );
  }

  subscriptionContract(args: {id: string}) {
    const contract = contractOf(this.customer, args.id);
    return contract ? new AccountSubscriptionContract(contract) : null;
  }
}

/** The customer's own contract by gid; another customer's, an unknown one and a malformed id are all none. */
function contractOf(customer: Customer, id: string): SubscriptionContract | null {
  const n = gidNumber(id, 'SubscriptionContract');
  return customer.subscriptionContracts.find((contract) => contract.seed.id === n) ?? null;
}

const root = {
  customer: (_args: unknown, ctx: AccountCtx) => new AccountCustomer(ctx.customer),
  /** Another customer's order, an unknown one and a malformed id all answer null, as Shopify does. */
  order: (args: {id: string}, ctx: AccountCtx) => {
    const n = gidNumber(args.id, 'Order');
    const order = n === null ? undefined : ctx.customer.orderList.find((candidate) => candidate.n === n);
    return order ? new AccountOrder(order) : null;
  },

  subscriptionBillingCycleSkip: (
    args: {billingCycleInput: {contractId: string; selector: {index?: number | null; date?: string | null}}},
    ctx: AccountCtx,
  ) => {
    const {contractId, selector} = args.billingCycleInput;
    const contract = contractOf(ctx.customer, contractId);
    const refuse = (message: string, field: string[]) => ({
      billingCycle: null,
      userErrors: [{__typename: 'SubscriptionBillingCycleSkipUserError', code: 'INVALID', field, message}],
    });
    if (!contract) return refuse(CONTRACT_NOT_FOUND, ['billingCycleInput', 'contractId']);
    if (contract.status === 'CANCELLED')
      return refuse('Cannot skip a billing cycle of a cancelled contract', ['billingCycleInput', 'contractId']);
    const index = selectedCycle(contract, selector);
    if (index === null) return refuse('Billing cycle does not exist', ['billingCycleInput', 'selector']);
    contract.skip(index, new Date().toISOString());
    return {billingCycle: billingCycle(contract, index), userErrors: []};
  },

  subscriptionContractCancel: (args: {subscriptionContractId: string}, ctx: AccountCtx) => {
    const contract = contractOf(ctx.customer, args.subscriptionContractId);
    const refuse = (code: string, message: string) => ({
      contract: null,
      userErrors: [
        {__typename: 'SubscriptionContractStatusUpdateUserError', code, field: ['subscriptionContractId'], message},
      ],
    });
    if (!contract) return refuse('SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST', CONTRACT_NOT_FOUND);
    if (contract.status === 'CANCELLED')
      return refuse('CONTRACT_TERMINATED', 'Subscription contract is already cancelled');
    contract.cancel(new Date().toISOString());
    return {contract: new AccountSubscriptionContract(contract), userErrors: []};
  },
};

/** graphql-js's default resolver, except that a root field the stand-in lacks says so instead of answering null. */
function fieldResolver(schema: GraphQLSchema): GraphQLFieldResolver<unknown, AccountCtx> {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  return (source, args, ctx, info) => {
    const value = (source as Record<string, unknown>)[info.fieldName];
    if (typeof value === 'function') return value.call(source, args, ctx, info);
    if (value === undefined && roots.has(info.parentType)) {
      throw new GraphQLError(`${info.fieldName} is not supported by the Customer Account API stand-in`, {
        extensions: {code: 'NOT_IMPLEMENTED'},
      });
    }
    return value;
  };
}

export interface CustomerAccountRequest {
  customer: Customer;
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Parse and validation errors come back as `{errors}` without data, as Shopify answers them (with a 200). */
export async function executeCustomerAccountQuery({
  customer,
  query,
  variables,
  operationName,
}: CustomerAccountRequest): Promise<ExecutionResult> {
  const schema = customerAccountSchema();
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return {errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))]};
  }
  const errors = validate(schema, document);
  if (errors.length > 0) return {errors};
  const deprecated = deprecationErrors(schema, document);
  if (deprecated.length > 0) return {errors: deprecated};
  const ctx: AccountCtx = {lang: 'EN', customer};
  return execute({
    schema,
    document,
    rootValue: root,
    contextValue: ctx,
    variableValues: variables,
    operationName,
    fieldResolver: fieldResolver(schema),
  });
}
