import {CartForm, type HydrogenCart, type Storefront} from '@shopify/hydrogen';
import {applyDiscountCodes} from '~/lib/cart/discount.server';
import {MAX_LINE_QUANTITY} from '~/lib/cart/payload';

/**
 * A cart change refused before (or instead of) reaching the cart: answered 400 with
 * `shopperMessageKey` in the page's language, and the detail for API callers.
 */
export class CartInputError extends Error {
  constructor(
    detail: string,
    readonly shopperMessageKey: 'cart.badRequest' | 'coupon.invalid' | 'coupon.noCart' = 'cart.badRequest',
  ) {
    super(detail);
  }
}

/** What a cart change needs: the cart, and the Storefront client (for discount codes). */
export interface CartActionContext {
  cart: HydrogenCart;
  storefront: Storefront;
}

const VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/\d+$/;
const CART_LINE_ID = /^gid:\/\/shopify\/CartLine\/[\w-]+(\?cart=[\w-]+)?$/;
const MAX_LINES = 100;
const DISCOUNT_CODE = /^[\w-]{1,50}$/;
const MAX_DISCOUNT_CODES = 5;
// Keys as other apps (checkout widgets, gift notes) write them: any printable text.
const ATTRIBUTE_KEY = /^[^\p{Cc}]{1,100}$/u;
const MAX_ATTRIBUTES = 10;
const MAX_ATTRIBUTE_VALUE = 1000;

/** Reads the CartForm post; anything but a well-formed form is the shopper's (or a bot's) error. */
export async function readCartForm(request: Request) {
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
 * API would reject is refused here, before anything is sent; discount codes the cart
 * cannot use are refused after trying them, leaving the codes it had.
 */
export async function runCartAction(
  {cart, storefront}: CartActionContext,
  {action, inputs}: ReturnType<typeof CartForm.getFormInput>,
) {
  switch (action) {
    case CartForm.ACTIONS.LinesAdd:
      return cart.addLines(requireLines(inputs.lines, 'merchandiseId', VARIANT_ID));
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
      if (codes.length === 0) return cart.updateDiscountCodes([]);
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
      const attributes: unknown = inputs.attributes;
      if (
        !Array.isArray(attributes) ||
        attributes.length === 0 ||
        attributes.length > MAX_ATTRIBUTES ||
        !attributes.every(
          (attribute) =>
            attribute &&
            typeof attribute === 'object' &&
            typeof attribute.key === 'string' &&
            ATTRIBUTE_KEY.test(attribute.key) &&
            typeof attribute.value === 'string' &&
            attribute.value.length <= MAX_ATTRIBUTE_VALUE,
        )
      ) {
        throw new CartInputError(`attributes must be a list of 1 to ${MAX_ATTRIBUTES} {key, value} pairs.`);
      }
      return cart.updateAttributes(attributes.map(({key, value}: {key: string; value: string}) => ({key, value})));
    }
    default:
      throw new CartInputError(`Unsupported cart action: ${String(action)}`);
  }
}

function requireLines<T>(lines: T, idField: 'merchandiseId' | 'id', idPattern: RegExp): T {
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_LINES) {
    throw new CartInputError(`lines must be a list of 1 to ${MAX_LINES} cart lines.`);
  }
  for (const line of lines as unknown[]) {
    if (!line || typeof line !== 'object') throw new CartInputError('Each cart line must be an object.');
    const {quantity = 1, [idField]: id} = line as Record<string, unknown>;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_LINE_QUANTITY) {
      throw new CartInputError(`quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}.`);
    }
    if (typeof id !== 'string' || !idPattern.test(id)) {
      throw new CartInputError(
        idField === 'id' ? 'Each line needs a cart line id.' : 'Each line needs a product variant id.',
      );
    }
  }
  return lines;
}
