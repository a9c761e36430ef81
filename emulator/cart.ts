/**
 * Carts: lines, discount codes with the seed's rules, cost arithmetic, and the
 * cart mutations with Shopify's payload shape ({cart, userErrors, warnings}).
 */
import type {SeedDiscountRule} from './seed/types';
import type {Ctx} from './context';
import {connection, type ConnectionArgs} from './connection';
import {gid, gidNumber, parseGid} from './ids';
import {money} from './money';
import type {ProductVariant} from './catalog';
import type {Customer} from './customer';
import {noMetafields} from './metafields';
import type {BrandStore} from './store';

interface Attribute {
  key: string;
  value: string | null;
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

class CartLine {
  readonly __typename = 'CartLine';
  readonly id: string;
  readonly sellingPlanAllocation = null;

  constructor(
    private readonly cart: Cart,
    readonly n: number,
    public merchandise: ProductVariant,
    public quantity: number,
    public attributes: Attribute[],
  ) {
    this.id = gid('CartLine', n);
  }

  attribute(args: {key: string}): Attribute | null {
    return this.attributes.find((attribute) => attribute.key === args.key) ?? null;
  }

  get subtotalPaise(): number {
    return this.merchandise.pricePaise * this.quantity;
  }

  private discountPaise(): number {
    return this.cart.pricing().lineDiscounts.get(this) ?? 0;
  }

  cost() {
    return {
      amountPerQuantity: money(this.merchandise.pricePaise),
      compareAtAmountPerQuantity: this.merchandise.compareAtPrice(),
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
    private readonly store: BrandStore,
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

  lines(args: ConnectionArgs, ctx: Ctx) {
    return connection(
      this.lineList.map((node) => ({node, key: [node.n]})),
      args,
      ctx.lang,
    );
  }

  deliveryGroups(args: ConnectionArgs, ctx: Ctx) {
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

// ---------------------------------------------------------------------------
// mutations
// ---------------------------------------------------------------------------

interface CartUserError {
  code: string;
  field: string[] | null;
  message: string;
}

interface CartWarning {
  code: string;
  message: string;
  target: string;
}

interface LineInput {
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
}

/** Accepts `gid://shopify/Cart/<token>?key=<key>`, the gid without the key, or the bare token. */
export function findCart(store: BrandStore, id: string): Cart | null {
  const parsed = parseGid(id);
  if (parsed && parsed.type !== 'Cart') return null;
  const cart = store.carts.get(parsed ? parsed.id : id) ?? null;
  const key = parsed?.params.get('key');
  return cart && (!key || key === cart.key) ? cart : null;
}

const payload = (cart: Cart | null, userErrors: CartUserError[] = [], warnings: CartWarning[] = []) => ({
  cart,
  userErrors,
  warnings,
});

const missingCart = () =>
  payload(null, [{code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'}]);

/** The variant a line input names, or the error Shopify would give for it. */
function checkMerchandise(
  store: BrandStore,
  merchandiseId: string,
  field: string[],
  ctx: Ctx,
): {variant: ProductVariant} | {error: CartUserError; warning?: CartWarning} {
  const n = gidNumber(merchandiseId, 'ProductVariant');
  const variant = n === null ? undefined : store.variantsByN.get(n);
  if (!variant) {
    return {error: {code: 'INVALID', field, message: `The merchandise with id ${merchandiseId} does not exist.`}};
  }
  if (!variant.availableForSale) {
    const message = `The product '${variant.product.title(null, ctx)}' is already sold out.`;
    return {
      error: {code: 'INVALID', field, message},
      warning: {code: 'MERCHANDISE_OUT_OF_STOCK', message, target: variant.id},
    };
  }
  return {variant};
}

function checkQuantity(quantity: number | null | undefined, field: string[]): CartUserError | null {
  return quantity != null && quantity < 0
    ? {code: 'INVALID', field, message: 'The quantity must be greater than or equal to 0.'}
    : null;
}

const sameAttributes = (a: Attribute[], b: Attribute[]) =>
  a.length === b.length && a.every((attribute, i) => attribute.key === b[i].key && attribute.value === b[i].value);

/**
 * Validates every line first so a bad line changes nothing; then adds them,
 * merging into an existing line with the same variant and attributes.
 */
function addLines(store: BrandStore, cart: Cart | null, lines: LineInput[], fieldName: string, ctx: Ctx) {
  const errors: CartUserError[] = [];
  const warnings: CartWarning[] = [];
  const valid: Array<{variant: ProductVariant; quantity: number; attributes: Attribute[]}> = [];
  lines.forEach((line, i) => {
    const field = [fieldName, String(i)];
    const quantityError = checkQuantity(line.quantity, [...field, 'quantity']);
    if (quantityError) {
      errors.push(quantityError);
      return;
    }
    const checked = checkMerchandise(store, line.merchandiseId ?? '', [...field, 'merchandiseId'], ctx);
    if ('error' in checked) {
      errors.push(checked.error);
      if (checked.warning) warnings.push(checked.warning);
      return;
    }
    valid.push({variant: checked.variant, quantity: line.quantity ?? 1, attributes: line.attributes ?? []});
  });
  if (errors.length) return {errors, warnings, cart: null};
  const target = cart ?? store.createCart();
  for (const {variant, quantity, attributes} of valid) {
    if (quantity === 0) continue;
    const existing = target.lineList.find(
      (line) => line.merchandise === variant && sameAttributes(line.attributes, attributes),
    );
    if (existing) existing.quantity += quantity;
    else target.lineList.push(new CartLine(target, store.nextCartLine(), variant, quantity, attributes));
  }
  return {errors, warnings, cart: target};
}

function setBuyerIdentity(store: BrandStore, cart: Cart, input: BuyerIdentityInput) {
  if (input.customerAccessToken !== undefined) {
    cart.buyer.customer = input.customerAccessToken ? store.customerForToken(input.customerAccessToken) : null;
  }
  if (input.email !== undefined) cart.buyer.email = input.email;
  else if (cart.buyer.customer && !cart.buyer.email) cart.buyer.email = cart.buyer.customer.email;
  if (input.phone !== undefined) cart.buyer.phone = input.phone;
  if (input.countryCode) cart.buyer.countryCode = input.countryCode;
}

const dedupeCodes = (codes: string[]) => {
  const seen = new Set<string>();
  return codes
    .map((code) => code.trim())
    .filter((code) => code && !seen.has(code.toLowerCase()) && seen.add(code.toLowerCase()));
};

/** Runs a change on an existing cart and stamps updatedAt. */
function withCart(ctx: Ctx, cartId: string, change: (cart: Cart) => ReturnType<typeof payload> | void) {
  const cart = findCart(ctx.store, cartId);
  if (!cart) return missingCart();
  const result = change(cart);
  if (result) return result;
  cart.updatedAt = new Date().toISOString();
  return payload(cart);
}

export const cartMutations = {
  cartCreate(
    args: {
      input?: {
        lines?: LineInput[] | null;
        discountCodes?: string[] | null;
        attributes?: Attribute[] | null;
        note?: string | null;
        buyerIdentity?: BuyerIdentityInput | null;
      } | null;
    },
    ctx: Ctx,
  ) {
    const input = args.input ?? {};
    const {store} = ctx;
    const added = addLines(store, null, input.lines ?? [], 'lines', ctx);
    if (!added.cart) return payload(null, added.errors, added.warnings);
    const cart = added.cart;
    cart.note = input.note ?? null;
    cart.attributes = input.attributes ?? [];
    cart.codes = dedupeCodes(input.discountCodes ?? []);
    if (input.buyerIdentity) setBuyerIdentity(store, cart, input.buyerIdentity);
    return payload(cart);
  },

  cartLinesAdd(args: {cartId: string; lines: LineInput[]}, ctx: Ctx) {
    return withCart(ctx, args.cartId, (cart) => {
      const added = addLines(ctx.store, cart, args.lines, 'lines', ctx);
      if (!added.cart) return payload(cart, added.errors, added.warnings);
    });
  },

  cartLinesUpdate(args: {cartId: string; lines: Array<LineInput & {id: string}>}, ctx: Ctx) {
    return withCart(ctx, args.cartId, (cart) => {
      const errors: CartUserError[] = [];
      const warnings: CartWarning[] = [];
      const changes = args.lines.flatMap((input, i) => {
        const field = ['lines', String(i)];
        const n = gidNumber(input.id, 'CartLine');
        const line = cart.lineList.find((candidate) => candidate.n === n);
        if (!line) {
          errors.push({
            code: 'INVALID_MERCHANDISE_LINE',
            field: [...field, 'id'],
            message: `The merchandise line with id ${input.id} does not exist.`,
          });
          return [];
        }
        const quantityError = checkQuantity(input.quantity, [...field, 'quantity']);
        if (quantityError) {
          errors.push(quantityError);
          return [];
        }
        let variant = line.merchandise;
        if (input.merchandiseId) {
          const checked = checkMerchandise(ctx.store, input.merchandiseId, [...field, 'merchandiseId'], ctx);
          if ('error' in checked) {
            errors.push(checked.error);
            if (checked.warning) warnings.push(checked.warning);
            return [];
          }
          variant = checked.variant;
        }
        return [{line, variant, quantity: input.quantity ?? line.quantity, attributes: input.attributes}];
      });
      if (errors.length) return payload(cart, errors, warnings);
      for (const {line, variant, quantity, attributes} of changes) {
        line.merchandise = variant;
        line.quantity = quantity;
        if (attributes) line.attributes = attributes;
      }
      // Quantity 0 removes the line, as Shopify does.
      cart.lineList = cart.lineList.filter((line) => line.quantity > 0);
    });
  },

  cartLinesRemove(args: {cartId: string; lineIds: string[]}, ctx: Ctx) {
    return withCart(ctx, args.cartId, (cart) => {
      const ns = args.lineIds.map((id) => gidNumber(id, 'CartLine'));
      const errors = args.lineIds.flatMap((id, i) =>
        cart.lineList.some((line) => line.n === ns[i])
          ? []
          : [
              {
                code: 'INVALID_MERCHANDISE_LINE',
                field: ['lineIds', String(i)],
                message: `The merchandise line with id ${id} does not exist.`,
              },
            ],
      );
      if (errors.length) return payload(cart, errors);
      cart.lineList = cart.lineList.filter((line) => !ns.includes(line.n));
    });
  },

  cartDiscountCodesUpdate(args: {cartId: string; discountCodes?: string[] | null}, ctx: Ctx) {
    return withCart(ctx, args.cartId, (cart) => {
      cart.codes = dedupeCodes(args.discountCodes ?? []);
    });
  },

  /** Replaces the whole attribute set, as Shopify does. */
  cartAttributesUpdate(args: {cartId: string; attributes: Attribute[]}, ctx: Ctx) {
    return withCart(ctx, args.cartId, (cart) => {
      cart.attributes = args.attributes;
    });
  },

  cartNoteUpdate(args: {cartId: string; note: string}, ctx: Ctx) {
    return withCart(ctx, args.cartId, (cart) => {
      cart.note = args.note;
    });
  },

  cartBuyerIdentityUpdate(args: {cartId: string; buyerIdentity: BuyerIdentityInput}, ctx: Ctx) {
    return withCart(ctx, args.cartId, (cart) => {
      setBuyerIdentity(ctx.store, cart, args.buyerIdentity);
    });
  },

  /** There are no delivery groups to choose from; the cart comes back unchanged. */
  cartSelectedDeliveryOptionsUpdate(args: {cartId: string}, ctx: Ctx) {
    return withCart(ctx, args.cartId, () => undefined);
  },
};
