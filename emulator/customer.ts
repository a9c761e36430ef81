/**
 * Customers, their seeded orders, and Multipass tokens. Access tokens and
 * activation URLs are kept by the store; the mutations are in ./customer-mutations.
 */
import {createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual} from 'node:crypto';
import type {SeedCustomer, SeedOrder} from './seed/types';
import {connection, type ConnectionArgs} from './connection';
import {gid} from './ids';
import {money} from './money';
import type {ProductVariant} from './catalog';
import {noMetafields} from './metafields';
import {seedSubscriptionContract, type SubscriptionContract} from './customer-subscriptions';
import type {LangContext} from './types';

/** What seeded orders need of their shop (the store). */
interface OrderShop {
  readonly brand: string;
  readonly publicUrl: string;
  readonly variantsBySku: ReadonlyMap<string, ProductVariant>;
}

class OrderLineItem {
  readonly customAttributes = [];
  readonly discountAllocations = [];

  constructor(
    readonly variant: ProductVariant | null,
    private readonly sku: string,
    readonly quantity: number,
    /** the selling plan's name on a line a subscription placed; the Storefront API's OrderLineItem has no field for it */
    readonly sellingPlanName: string | null,
  ) {}

  get currentQuantity(): number {
    return this.quantity;
  }

  get totalPaise(): number {
    return (this.variant?.pricePaise ?? 0) * this.quantity;
  }

  /** Shopify keeps the product title on the line; an unknown SKU keeps the SKU. */
  title(_args: unknown, ctx: LangContext): string {
    return this.variant ? this.variant.product.title(null, ctx) : this.sku;
  }

  originalTotalPrice() {
    return money(this.totalPaise);
  }

  discountedTotalPrice() {
    return money(this.totalPaise);
  }
}

export class Order {
  readonly __typename = 'Order';
  readonly id: string;
  readonly name: string;
  readonly orderNumber: number;
  readonly processedAt: string;
  readonly financialStatus: string;
  readonly fulfillmentStatus: string;
  readonly currencyCode = 'INR';
  readonly edited = false;
  readonly cancelReason = null;
  readonly canceledAt = null;
  readonly customerLocale = 'en';
  readonly customerUrl = null;
  readonly shippingAddress = null;
  readonly billingAddress = null;
  readonly currentTotalDuties = null;
  readonly originalTotalDuties = null;
  readonly customAttributes = [];
  readonly shippingDiscountAllocations = [];
  readonly successfulFulfillments = [];
  readonly metafield = () => null;
  readonly metafields = noMetafields;
  readonly statusUrl: string;
  readonly lines: OrderLineItem[];
  readonly totalPaise: number;

  constructor(
    store: OrderShop,
    readonly customer: Customer,
    seed: SeedOrder,
    readonly n: number,
  ) {
    this.id = gid('Order', n);
    this.name = `#${seed.orderNumber}`;
    this.orderNumber = seed.orderNumber;
    this.processedAt = seed.processedAt;
    this.financialStatus = seed.financialStatus;
    this.fulfillmentStatus = seed.fulfillmentStatus;
    this.statusUrl = `${store.publicUrl}/${store.brand}/orders/${n}/status`;
    this.lines = seed.lines.map(
      (line) =>
        new OrderLineItem(store.variantsBySku.get(line.sku) ?? null, line.sku, line.quantity, line.sellingPlan ?? null),
    );
    this.totalPaise = this.lines.reduce((sum, line) => sum + line.totalPaise, 0);
  }

  get email(): string {
    return this.customer.email;
  }

  get phone(): string | null {
    return this.customer.phone;
  }

  // No tax, shipping or order discounts in the seeded orders: every total is the line sum.
  currentTotalPrice() {
    return money(this.totalPaise);
  }
  currentSubtotalPrice() {
    return money(this.totalPaise);
  }
  totalPrice() {
    return money(this.totalPaise);
  }
  totalPriceV2() {
    return money(this.totalPaise);
  }
  subtotalPrice() {
    return money(this.totalPaise);
  }
  subtotalPriceV2() {
    return money(this.totalPaise);
  }
  originalTotalPrice() {
    return money(this.totalPaise);
  }
  totalRefunded() {
    return money(this.financialStatus === 'REFUNDED' ? this.totalPaise : 0);
  }
  totalRefundedV2() {
    return this.totalRefunded();
  }
  totalShippingPrice() {
    return money(0);
  }
  totalShippingPriceV2() {
    return money(0);
  }
  currentTotalShippingPrice() {
    return money(0);
  }
  totalTax() {
    return money(0);
  }
  totalTaxV2() {
    return money(0);
  }
  currentTotalTax() {
    return money(0);
  }

  lineItems(args: ConnectionArgs, ctx: LangContext) {
    return connection(
      this.lines.map((node, i) => ({node, key: [i]})),
      args,
      ctx.lang,
    );
  }

  discountApplications(args: ConnectionArgs, ctx: LangContext) {
    return connection([], args, ctx.lang);
  }
}

/** What a new customer is made of, from the seed or from customerCreate. */
export interface CustomerFields {
  email: string;
  password: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

export class Customer {
  readonly __typename = 'Customer';
  readonly id: string;
  readonly tags: string[] = [];
  readonly defaultAddress = null;
  readonly metafield = () => null;
  readonly metafields = noMetafields;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  /** null until the account is activated (invited customers) */
  password: string | null;
  readonly createdAt: string;
  updatedAt: string;
  orderList: Order[] = [];
  subscriptionContracts: SubscriptionContract[] = [];

  constructor(
    readonly n: number,
    fields: CustomerFields & {createdAt: string},
  ) {
    this.id = gid('Customer', n);
    this.email = fields.email;
    this.password = fields.password;
    this.firstName = fields.firstName ?? null;
    this.lastName = fields.lastName ?? null;
    this.phone = fields.phone ?? null;
    this.acceptsMarketing = fields.acceptsMarketing ?? false;
    this.createdAt = fields.createdAt;
    this.updatedAt = fields.createdAt;
  }

  get displayName(): string {
    return [this.firstName, this.lastName].filter(Boolean).join(' ') || this.email;
  }

  get numberOfOrders(): string {
    return String(this.orderList.length);
  }

  orders(args: ConnectionArgs & {sortKey?: string | null}, ctx: LangContext) {
    const key = (order: Order) => {
      switch (args.sortKey) {
        case 'PROCESSED_AT':
          return [Date.parse(order.processedAt), order.n];
        case 'TOTAL_PRICE':
          return [order.totalPaise, order.n];
        default:
          return [order.n];
      }
    };
    return {
      ...connection(
        this.orderList.map((node) => ({node, key: key(node)})),
        args,
        ctx.lang,
      ),
      totalCount: String(this.orderList.length),
    };
  }

  addresses(args: ConnectionArgs, ctx: LangContext) {
    return connection([], args, ctx.lang);
  }
}

export function seedCustomer(store: OrderShop, seed: SeedCustomer, n: number, nextOrder: () => number): Customer {
  const orders = [...seed.orders].sort((a, b) => a.processedAt.localeCompare(b.processedAt));
  const customer = new Customer(n, {
    ...seed,
    createdAt: orders[0]?.processedAt ?? '2024-01-01T00:00:00Z',
  });
  customer.orderList = orders.map((order) => new Order(store, customer, order, nextOrder()));
  customer.subscriptionContracts = (seed.subscriptionContracts ?? []).map((contract) =>
    seedSubscriptionContract(contract, store.variantsBySku),
  );
  return customer;
}

// ---------------------------------------------------------------------------
// Multipass
// ---------------------------------------------------------------------------

function multipassKeys(secret: string) {
  const material = createHash('sha256').update(secret).digest();
  return {encryption: material.subarray(0, 16), signature: material.subarray(16, 32)};
}

/**
 * Shopify Multipass: AES-128-CBC with a random IV over the JSON payload,
 * signed with HMAC-SHA256, URL-safe base64 of IV + ciphertext + signature.
 * `created_at` is added when missing.
 */
export function encodeMultipassToken(secret: string, payload: Record<string, unknown>): string {
  const keys = multipassKeys(secret);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', keys.encryption, iv);
  const body = JSON.stringify({created_at: new Date().toISOString(), ...payload});
  const encrypted = Buffer.concat([iv, cipher.update(body, 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', keys.signature).update(encrypted).digest();
  return Buffer.concat([encrypted, signature]).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

export interface MultipassPayload {
  email: string;
  created_at?: string;
  first_name?: string;
  last_name?: string;
  [key: string]: unknown;
}

export interface DecodedMultipassToken {
  payload: MultipassPayload;
  /** hex; names the token however its base64 is written (padding, alphabet) */
  signature: string;
}

/** A valid token for this secret, or null (bad encoding, signature, JSON or email). */
export function decodeMultipassToken(secret: string, token: string): DecodedMultipassToken | null {
  const keys = multipassKeys(secret);
  const raw = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (raw.length < 16 + 16 + 32) return null;
  const encrypted = raw.subarray(0, raw.length - 32);
  const signature = raw.subarray(raw.length - 32);
  const expected = createHmac('sha256', keys.signature).update(encrypted).digest();
  if (!timingSafeEqual(signature, expected)) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', keys.encryption, encrypted.subarray(0, 16));
    const json = Buffer.concat([decipher.update(encrypted.subarray(16)), decipher.final()]).toString('utf8');
    const payload = JSON.parse(json) as MultipassPayload;
    return typeof payload?.email === 'string' && payload.email ? {payload, signature: signature.toString('hex')} : null;
  } catch {
    return null;
  }
}
