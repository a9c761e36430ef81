/**
 * The cart mutations, with Shopify's payload shape ({cart, userErrors, warnings}).
 */
import type {Ctx} from './context';
import {gidNumber} from './ids';
import type {ProductVariant} from './catalog';
import {CartLine, findCart, type Cart} from './cart';
import type {SellingPlanEntity} from './selling-plans';
import type {BrandStore} from './store';
import type {Attribute} from './types';

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
  sellingPlanId?: string | null;
}

interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
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

/** The plan a line input names for this variant: none, one of the variant's product's plans, or the error Shopify gives. */
function checkSellingPlan(
  store: BrandStore,
  sellingPlanId: string | null | undefined,
  variant: ProductVariant,
  field: string[],
): {plan: SellingPlanEntity | null} | {error: CartUserError} {
  if (sellingPlanId == null) return {plan: null};
  const n = gidNumber(sellingPlanId, 'SellingPlan');
  const plan = n === null ? undefined : store.sellingPlansByN.get(n);
  if (!plan || !variant.product.sellingPlanGroupList.includes(plan.group)) {
    return {
      error: {
        code: 'SELLING_PLAN_NOT_APPLICABLE',
        field,
        message: `The selling plan with id ${sellingPlanId} is not applicable to the merchandise.`,
      },
    };
  }
  return {plan};
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
 * merging into an existing line with the same variant, attributes and selling plan
 * (the same variant bought one time and on a plan are two lines, as on Shopify).
 */
function addLines(store: BrandStore, cart: Cart | null, lines: LineInput[], fieldName: string, ctx: Ctx) {
  const errors: CartUserError[] = [];
  const warnings: CartWarning[] = [];
  const valid: Array<{
    variant: ProductVariant;
    quantity: number;
    attributes: Attribute[];
    plan: SellingPlanEntity | null;
  }> = [];
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
    const planned = checkSellingPlan(store, line.sellingPlanId, checked.variant, [...field, 'sellingPlanId']);
    if ('error' in planned) {
      errors.push(planned.error);
      return;
    }
    valid.push({
      variant: checked.variant,
      quantity: line.quantity ?? 1,
      attributes: line.attributes ?? [],
      plan: planned.plan,
    });
  });
  if (errors.length) return {errors, warnings, cart: null};
  const target = cart ?? store.createCart();
  for (const {variant, quantity, attributes, plan} of valid) {
    if (quantity === 0) continue;
    const existing = target.lineList.find(
      (line) =>
        line.merchandise === variant && line.sellingPlan === plan && sameAttributes(line.attributes, attributes),
    );
    if (existing) existing.quantity += quantity;
    else target.lineList.push(new CartLine(target, store.nextCartLine(), variant, quantity, attributes, plan));
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
        // No sellingPlanId keeps the line's plan, null makes it a one-time purchase; either way
        // the plan must be one of the (possibly new) variant's product's.
        const planned =
          input.sellingPlanId === undefined
            ? line.sellingPlan && checkSellingPlan(ctx.store, line.sellingPlan.id, variant, [...field, 'sellingPlanId'])
            : checkSellingPlan(ctx.store, input.sellingPlanId, variant, [...field, 'sellingPlanId']);
        if (planned && 'error' in planned) {
          errors.push(planned.error);
          return [];
        }
        const plan = planned ? planned.plan : null;
        return [{line, variant, plan, quantity: input.quantity ?? line.quantity, attributes: input.attributes}];
      });
      if (errors.length) return payload(cart, errors, warnings);
      for (const {line, variant, plan, quantity, attributes} of changes) {
        line.merchandise = variant;
        line.sellingPlan = plan;
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
