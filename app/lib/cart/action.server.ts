/**
 * lib/cart/: the cart's rules. Every cart write and what it refuses (this file), attributes, discount
 * codes and links, the offers engine and its definitions, the drawer's state and summary, the cart
 * cookie, checkout and the upsell.
 */

import {CartForm, type HydrogenCart, type Storefront} from '@shopify/hydrogen';
import {data, type AppLoadContext} from '@shopify/remix-oxygen';
import type {BrandConfig} from '~/brands';
import {
  MAX_ATTRIBUTES,
  heldUnchanged,
  othersAttributes,
  parseCartAttributes,
  storeCartAttributes,
  storeValuesAllowed,
} from '~/lib/cart/attributes';
import {expiredCartCookie} from '~/lib/cart/cookie';
import {applyDiscountCodes, setDiscountCodes} from '~/lib/cart/discount.server';
import {AGE_CONFIRMATION_ACTION, FORGET_CART_ACTION} from '~/lib/cart/form-protocol';
import {exceedsLineQuantity} from '~/lib/cart/line-quantity';
import {MAX_LINE_QUANTITY} from '~/lib/cart/payload';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';

/**
 * A cart change refused before (or instead of) reaching the cart: answered 400 with
 * `shopperMessageKey` (and its values) in the page's language, and the detail for API callers.
 */
export class CartInputError extends Error {
  constructor(
    detail: string,
    readonly shopperMessageKey:
      | 'cart.badRequest'
      | 'cart.quantityLimit'
      | 'cart.attributesRefused'
      | 'cart.ageConfirmationRequired'
      | 'cart.noCart'
      | 'coupon.invalid'
      | 'coupon.noCart' = 'cart.badRequest',
    readonly shopperMessageValues: Record<string, number> = {},
  ) {
    super(detail);
  }
}

/** What a cart change needs: the cart, the Storefront client (for discount codes) and the brand's cart settings. */
export interface CartActionContext {
  cart: HydrogenCart;
  storefront: Storefront;
  brand: Pick<BrandConfig, 'cart'>;
}

const VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/\d+$/;
const CART_LINE_ID = /^gid:\/\/shopify\/CartLine\/[\w-]+(\?cart=[\w-]+)?$/;
const SELLING_PLAN_ID = /^gid:\/\/shopify\/SellingPlan\/\d+$/;
const MAX_LINES = 100;
/** A discount code as the store takes it from a shopper (trimmed): the coupon box and discount links alike. */
export const DISCOUNT_CODE = /^[\w-]{1,50}$/;
const MAX_DISCOUNT_CODES = 5;

/** Reads the CartForm post; anything but a well-formed form is the shopper's (or a bot's) error. */
export async function readCartForm(request: Request) {
  // Hydrogen's CartForm protocol is form-only and `getFormInput` reads FormData: the form as the request carries it.
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw new CartInputError('Send the cart change as a form (CartForm).');
  }
  try {
    return CartForm.getFormInput(formData);
  } catch {
    throw new CartInputError('The cart form could not be read.');
  }
}

/**
 * Runs one CartForm action against Hydrogen's cart handler. Input the Storefront
 * API would reject, or the store would not send, is refused here, before anything is
 * sent; discount codes the cart cannot use are refused after trying them, leaving the
 * codes it had.
 */
export async function runCartAction(
  {cart, storefront, brand}: CartActionContext,
  {action, inputs}: ReturnType<typeof CartForm.getFormInput>,
) {
  switch (action) {
    case CartForm.ACTIONS.LinesAdd: {
      const lines = requireLines(inputs.lines, 'merchandiseId', VARIANT_ID).map(({id, ...line}) => ({
        merchandiseId: id,
        ...line,
      }));
      const current = await readCart(cart);
      if (exceedsLineQuantity(lines, current?.lines.nodes ?? [])) throw quantityLimitError();
      // The cookie names a cart Shopify no longer knows (expired, or closed by its order):
      // adding to it would fail until the cookie expires, so the lines start a new cart.
      if (cart.getCartId() && !current) return cart.create({lines});
      return cart.addLines(lines);
    }
    case CartForm.ACTIONS.LinesUpdate:
      return cart.updateLines(requireLines(inputs.lines, 'id', CART_LINE_ID));
    case CartForm.ACTIONS.LinesRemove: {
      const lineIds: unknown = inputs.lineIds;
      if (
        !Array.isArray(lineIds) ||
        lineIds.length === 0 ||
        !lineIds.every((id) => typeof id === 'string' && CART_LINE_ID.test(id))
      ) {
        throw new CartInputError('lineIds must be a list of cart line ids.');
      }
      return cart.removeLines(lineIds);
    }
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      // An empty list takes every code off the cart (the drawer's "remove coupon").
      const codes: unknown = inputs.discountCodes;
      if (
        !Array.isArray(codes) ||
        codes.length > MAX_DISCOUNT_CODES ||
        !codes.every((code) => typeof code === 'string' && DISCOUNT_CODE.test(code.trim()))
      ) {
        throw new CartInputError(
          `discountCodes must be a list of up to ${MAX_DISCOUNT_CODES} codes.`,
          // One malformed code is what a shopper typing a coupon sends.
          Array.isArray(codes) && codes.length === 1 ? 'coupon.invalid' : 'cart.badRequest',
        );
      }
      if (codes.length === 0) {
        const cartId = cart.getCartId();
        if (!cartId) throw new CartInputError('There is no cart to take codes off.', 'coupon.noCart');
        return setDiscountCodes(storefront, cartId, []);
      }
      const applied = await applyDiscountCodes(
        {cart, storefront},
        (codes as string[]).map((code) => code.trim().toUpperCase()),
      );
      if (applied.outcome === 'noCart')
        throw new CartInputError('There is no cart to apply codes to.', 'coupon.noCart');
      if (applied.outcome === 'refused') throw new CartInputError('The cart cannot use these codes.', 'coupon.invalid');
      return {cart: applied.cart, errors: [], userErrors: [], warnings: []};
    }
    case CartForm.ACTIONS.AttributesUpdateInput: {
      const attributes = parseCartAttributes(inputs.attributes);
      if (!attributes) {
        throw new CartInputError(
          `attributes must be a list of 1 to ${MAX_ATTRIBUTES} {key, value} pairs, each key once.`,
        );
      }
      const store = storeCartAttributes(brand.cart);
      // Shopify replaces the whole list, so the drawer sends the attributes other apps wrote
      // back with the age answer: those may come only exactly as the cart holds them.
      const others = othersAttributes(attributes, store);
      if (
        !storeValuesAllowed(attributes, store) ||
        (others.length > 0 && !heldUnchanged(others, (await readCart(cart))?.attributes ?? []))
      ) {
        throw new CartInputError(
          `Only the store's attributes (${[...store.keys()].join(', ') || 'none'}) may be written, with the values it writes.`,
          'cart.attributesRefused',
        );
      }
      return cart.updateAttributes(attributes);
    }
    case AGE_CONFIRMATION_ACTION:
      return confirmAge({cart, brand}, inputs);
    default:
      throw new CartInputError(`Unsupported cart action: ${String(action)}`);
  }
}

/** The cart page's age tick: saved on the cart as the drawer saves it, the cart's other attributes kept. */
async function confirmAge({cart, brand}: Pick<CartActionContext, 'cart' | 'brand'>, inputs: Record<string, unknown>) {
  const key = brand.cart.ageConfirmationAttribute;
  if (!key) throw new CartInputError('This store asks for no age confirmation.');
  // A ticked checkbox arrives as "on", which CartForm reads as true.
  if (inputs.ageConfirmed !== true) {
    throw new CartInputError('Tick the age confirmation to check out.', 'cart.ageConfirmationRequired');
  }
  const current = await readCart(cart);
  if (!current) throw new CartInputError('There is no cart to check out.', 'cart.noCart');
  return cart.updateAttributes([
    ...current.attributes
      .filter((attribute) => attribute.key !== key)
      .map(({key: otherKey, value}) => ({key: otherKey, value: value ?? ''})),
    {key, value: 'yes'},
  ]);
}

const quantityLimitError = () =>
  new CartInputError(`A cart line holds at most ${MAX_LINE_QUANTITY} items.`, 'cart.quantityLimit', {
    max: MAX_LINE_QUANTITY,
  });

/** The cart as Shopify holds it; null without a cart id, or for an id Shopify does not know. */
async function readCart(cart: HydrogenCart) {
  if (!cart.getCartId()) return null;
  const current = await cart.get();
  // A failed read is no evidence the cart is gone: it must not make the shopper a new one.
  throwIfGraphqlErrors(current?.errors);
  return current?.id ? current : null;
}

/**
 * The lines of a LinesAdd or LinesUpdate, with only what this store sends: an id, a quantity
 * and, for a subscription, a selling plan's id (whether the plan is the product's is the cart
 * API's to say). It sets no line attributes, so a line carrying them, or a malformed plan id,
 * is refused rather than passed on.
 */
function requireLines(lines: unknown, idField: 'merchandiseId' | 'id', idPattern: RegExp) {
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_LINES) {
    throw new CartInputError(`lines must be a list of 1 to ${MAX_LINES} cart lines.`);
  }
  return (lines as unknown[]).map((line) => {
    if (!line || typeof line !== 'object') throw new CartInputError('Each cart line must be an object.');
    const {quantity = 1, [idField]: id, attributes, sellingPlanId} = line as Record<string, unknown>;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
      throw new CartInputError(`quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}.`);
    }
    if (quantity > MAX_LINE_QUANTITY) throw quantityLimitError();
    if (typeof id !== 'string' || !idPattern.test(id)) {
      throw new CartInputError(
        idField === 'id' ? 'Each line needs a cart line id.' : 'Each line needs a product variant id.',
      );
    }
    if (attributes !== undefined) {
      throw new CartInputError('Cart lines take no attributes here.', 'cart.attributesRefused');
    }
    if (sellingPlanId === undefined) return {id, quantity};
    if (typeof sellingPlanId !== 'string' || !SELLING_PLAN_ID.test(sellingPlanId)) {
      throw new CartInputError('sellingPlanId must be a selling plan id.', 'cart.attributesRefused');
    }
    return {id, quantity, sellingPlanId};
  });
}

const OUT_OF_STOCK_WARNINGS = new Set(['MERCHANDISE_OUT_OF_STOCK', 'MERCHANDISE_NOT_ENOUGH_STOCK']);

/** Whether the cart API refused a line's selling plan as not the product's (a stale or tampered page). */
function planRefused(userErrors: ReadonlyArray<{message: string; code?: string | null}>): boolean {
  return userErrors.some((error) => error.code === 'SELLING_PLAN_NOT_APPLICABLE');
}

/** Whether the cart API refused a line for want of stock (its warning codes, which its messages do not translate). */
function soldOutSinceShown(warnings: ReadonlyArray<{code?: string | null}> | undefined): boolean {
  return (warnings ?? []).some((warning) => OUT_OF_STOCK_WARNINGS.has(warning.code ?? ''));
}

/**
 * The cart route's answer to every cart write (the add-to-cart forms, the drawer's lines, coupons and
 * age answer, the cart page's forms without JavaScript): `{cart, errors, warnings}`, 400 with the
 * shopper's message for a change refused here or by the cart API, 502 when the store did not answer.
 * A refused change leaves the cart as it was.
 */
export async function answerCartAction(request: Request, context: AppLoadContext) {
  const t = serverTranslator(context.locale);
  try {
    const input = await readCartForm(request);
    if (input.action === FORGET_CART_ACTION) {
      const secure = new URL(request.url).protocol === 'https:';
      return data(
        {cart: null, errors: [], warnings: []},
        {headers: {'Set-Cookie': expiredCartCookie(context.brand.id, secure)}},
      );
    }
    const result = await runCartAction(context, input);
    const headers = result.cart?.id ? context.cart.setCartId(result.cart.id) : new Headers();
    // The cart API's own refusals (sold out, unknown variant) leave the cart as it was. Sold out is said in
    // the page's language: a shared page can show a product as in stock for minutes after it sold out.
    const refusals = [...(result.userErrors ?? []), ...(result.errors ?? [])];
    const errors = refusals.length
      ? soldOutSinceShown(result.warnings)
        ? [{message: t('cart.soldOutSinceShown')}]
        : planRefused(result.userErrors ?? [])
          ? [{message: t('cart.planNotApplicable')}]
          : refusals.map(({message}) => ({message}))
      : [];
    return data(
      {cart: result.cart, errors, warnings: result.warnings ?? []},
      {status: errors.length > 0 ? 400 : 200, headers},
    );
  } catch (error) {
    if (error instanceof CartInputError) {
      const message = t(error.shopperMessageKey, error.shopperMessageValues);
      return data({cart: null, errors: [{message, detail: error.message}], warnings: []}, {status: 400});
    }
    // The store did not answer: the cart is as it was, and the shopper can try again.
    console.error(error);
    return data({cart: null, errors: [{message: t('cart.updateFailed')}], warnings: []}, {status: 502});
  }
}
