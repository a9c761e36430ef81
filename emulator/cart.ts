/**
 * Carts: lines, discount codes with the seed's rules and cost arithmetic. The
 * mutations that change carts are in ./cart-mutations.
 */
import type {BrandSeed, SeedDiscountRule} from './seed/types';
import {connection, type ConnectionArgs} from './connection';
import {gid, parseGid} from './ids';
import {money} from './money';
import type {ProductVariant} from './catalog';
import type {Customer} from './customer';
import {noMetafields} from './metafields';
import {sellingPlanAllocation, type SellingPlanEntity} from './selling-plans';
import type {Attribute, LangContext} from './types';

/** What a cart needs of its shop (the store). */
interface CartShop {
  readonly publicUrl: string;
  readonly seed: Pick<BrandSeed, 'discountRules'>;
}

interface Pricing {
  subtotal: number;
  discount: number;
  /** the code that applies (as the buyer typed it) and its rule */
  applied: {code: string; rule: SeedDiscountRule} | null;
  lineDiscounts: Map<CartLine, number>;
}

function codeAllocation(code: string, rule: SeedDiscountRule, paise: number) {
  return {
    __typename: 'CartCodeDiscountAllocation',
    code,
    discountedAmount: money(paise),
    targetType: 'LINE_ITEM',
    discountApplication: {
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: 'LINE_ITEM',
      value:
        rule.kind === 'percentage'
          ? {__typename: 'PricingPercentageValue', percentage: rule.value}
          : money(Math.round(rule.value * 100)),
    },
  };
}

export class CartLine {
  readonly __typename = 'CartLine';
  readonly id: string;

  constructor(
    private readonly cart: Cart,
    readonly n: number,
    public merchandise: ProductVariant,
    public quantity: number,
    public attributes: Attribute[],
    /** the subscription the line is bought on; null for a one-time purchase */
    public sellingPlan: SellingPlanEntity | null = null,
  ) {
    this.id = gid('CartLine', n);
  }

  sellingPlanAllocation() {
    return this.sellingPlan ? sellingPlanAllocation(this.sellingPlan, this.merchandise) : null;
  }

  /** What one unit is charged: the plan's price on a plan, the variant's price otherwise. */
  get unitPaise(): number {
    const oneTime = this.merchandise.pricePaise;
    return this.sellingPlan ? this.sellingPlan.pricePaise(oneTime) : oneTime;
  }

  /**
   * The price struck through beside the charged one: the variant's compare-at price; on a plan,
   * the one-time price when the variant has no higher compare-at price.
   */
  private compareAtPaise(): number | null {
    const {compareAtPaise, pricePaise} = this.merchandise;
    if (!this.sellingPlan) return compareAtPaise;
    return Math.max(compareAtPaise ?? 0, pricePaise);
  }

  attribute(args: {key: string}): Attribute | null {
    return this.attributes.find((attribute) => attribute.key === args.key) ?? null;
  }

  get subtotalPaise(): number {
    return this.unitPaise * this.quantity;
  }

  private discountPaise(): number {
    return this.cart.pricing().lineDiscounts.get(this) ?? 0;
  }

  cost() {
    return {
      amountPerQuantity: money(this.unitPaise),
      compareAtAmountPerQuantity: this.compareAtPaise() === null ? null : money(this.compareAtPaise()!),
      subtotalAmount: money(this.subtotalPaise),
      totalAmount: money(this.subtotalPaise - this.discountPaise()),
    };
  }

  estimatedCost() {
    const cost = this.cost();
    return {
      amount: cost.amountPerQuantity,
      compareAtAmount: cost.compareAtAmountPerQuantity,
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
    };
  }

  discountAllocations() {
    const {applied} = this.cart.pricing();
    const paise = this.discountPaise();
    return applied && paise > 0 ? [codeAllocation(applied.code, applied.rule, paise)] : [];
  }
}

export class Cart {
  readonly __typename = 'Cart';
  readonly id: string;
  readonly checkoutUrl: string;
  readonly createdAt: string;
  readonly appliedGiftCards = [];
  readonly delivery = {addresses: () => []};
  readonly metafield = () => null;
  readonly metafields = noMetafields;
  updatedAt: string;
  note: string | null = null;
  attributes: Attribute[] = [];
  lineList: CartLine[] = [];
  codes: string[] = [];
  buyer: {email: string | null; phone: string | null; countryCode: string; customer: Customer | null} = {
    email: null,
    phone: null,
    countryCode: 'IN',
    customer: null,
  };

  constructor(
    private readonly store: CartShop,
    readonly token: string,
    readonly key: string,
  ) {
    this.id = `${gid('Cart', token)}?key=${key}`;
    this.checkoutUrl = `${store.publicUrl}/checkouts/cn/${token}`;
    this.createdAt = new Date().toISOString();
    this.updatedAt = this.createdAt;
  }

  get totalQuantity(): number {
    return this.lineList.reduce((sum, line) => sum + line.quantity, 0);
  }

  attribute(args: {key: string}): Attribute | null {
    return this.attributes.find((attribute) => attribute.key === args.key) ?? null;
  }

  buyerIdentity() {
    return {...this.buyer, deliveryAddressPreferences: [], preferences: null, purchasingCompany: null};
  }

  lines(args: ConnectionArgs, ctx: LangContext) {
    return connection(
      this.lineList.map((node) => ({node, key: [node.n]})),
      args,
      ctx.lang,
    );
  }

  deliveryGroups(args: ConnectionArgs, ctx: LangContext) {
    return connection([], args, ctx.lang);
  }

  /**
   * Subtotal, the one code that applies (the largest discount among codes
   * whose thresholds the cart meets: seeded discounts do not combine), and
   * its split over the lines in proportion to their subtotals, the last line
   * taking the rounding remainder so line totals add up to the cart total.
   */
  pricing(): Pricing {
    const subtotal = this.lineList.reduce((sum, line) => sum + line.subtotalPaise, 0);
    const quantity = this.totalQuantity;
    let applied: Pricing['applied'] = null;
    let discount = 0;
    for (const code of this.codes) {
      const rule = this.store.seed.discountRules.find((r) => r.code.toLowerCase() === code.toLowerCase());
      if (!rule || subtotal === 0) continue;
      if (rule.minSubtotal !== undefined && subtotal < Math.round(rule.minSubtotal * 100)) continue;
      if (rule.minQuantity !== undefined && quantity < rule.minQuantity) continue;
      const amount =
        rule.kind === 'percentage'
          ? Math.round((subtotal * rule.value) / 100)
          : Math.min(Math.round(rule.value * 100), subtotal);
      if (amount > discount) {
        discount = amount;
        applied = {code, rule};
      }
    }
    const lineDiscounts = new Map<CartLine, number>();
    const paying = this.lineList.filter((line) => line.subtotalPaise > 0);
    let left = discount;
    paying.forEach((line, i) => {
      const share = i === paying.length - 1 ? left : Math.floor((discount * line.subtotalPaise) / subtotal);
      lineDiscounts.set(line, share);
      left -= share;
    });
    return {subtotal, discount, applied, lineDiscounts};
  }

  cost() {
    const {subtotal, discount} = this.pricing();
    return {
      subtotalAmount: money(subtotal),
      totalAmount: money(subtotal - discount),
      checkoutChargeAmount: money(subtotal - discount),
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      // No tax or duty in the emulator; these fields are gone from newer API versions.
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    };
  }

  estimatedCost() {
    const cost = this.cost();
    return {
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
      checkoutChargeAmount: cost.checkoutChargeAmount,
      totalTaxAmount: null,
      totalDutyAmount: null,
    };
  }

  /** Codes stay on the cart whether or not they apply, as on Shopify. */
  discountCodes() {
    const {applied} = this.pricing();
    return this.codes.map((code) => ({code, applicable: applied?.code === code}));
  }

  /** The whole-cart view of the code discount (the same amount is split over the lines). */
  discountAllocations() {
    const {applied, discount} = this.pricing();
    return applied && discount > 0 ? [codeAllocation(applied.code, applied.rule, discount)] : [];
  }
}

/** Accepts `gid://shopify/Cart/<token>?key=<key>`, the gid without the key, or the bare token. */
export function findCart(store: {readonly carts: ReadonlyMap<string, Cart>}, id: string): Cart | null {
  const parsed = parseGid(id);
  if (parsed && parsed.type !== 'Cart') return null;
  const cart = store.carts.get(parsed ? parsed.id : id) ?? null;
  const key = parsed?.params.get('key');
  return cart && (!key || key === cart.key) ? cart : null;
}
