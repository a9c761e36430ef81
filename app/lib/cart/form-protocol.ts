/**
 * Hydrogen's CartForm protocol, spelled out for every cart write in the browser (the
 * add-to-cart forms of product and bundle pages, the drawer): importing `CartForm` there
 * would put Hydrogen's whole client module (its analytics included) into those pages'
 * first load. The server still reads the post with `CartForm.getFormInput`; a unit test
 * holds these equal to Hydrogen's.
 */
export const CART_FORM_INPUT_NAME = 'cartFormInput';

/** The CartForm actions this storefront sends, named as `CartForm.ACTIONS` names them. */
export const CART_FORM_ACTIONS = {
  LinesAdd: 'LinesAdd',
  LinesUpdate: 'LinesUpdate',
  LinesRemove: 'LinesRemove',
  DiscountCodesUpdate: 'DiscountCodesUpdate',
  AttributesUpdateInput: 'AttributesUpdateInput',
} as const;

/**
 * A custom action (CartForm lets those start with "Custom"): forgets the cart cookie once the quick-checkout widget reports
 * the order placed (Shopify closes a checked-out cart), so the next add starts a new one.
 */
export const FORGET_CART_ACTION = 'CustomForgetCart';

/**
 * The cart page's checkout for a brand that asks the shopper's age: the tick (`ageConfirmed`) is sent
 * with it and saved on the cart, as the drawer's tick is, and refused unticked. Works without JavaScript.
 */
export const AGE_CONFIRMATION_ACTION = 'CustomAgeConfirmation';

export type CartFormAction =
  | (typeof CART_FORM_ACTIONS)[keyof typeof CART_FORM_ACTIONS]
  | typeof FORGET_CART_ACTION
  | typeof AGE_CONFIRMATION_ACTION;

export interface CartLineToAdd {
  merchandiseId: string;
  quantity: number;
  /** the subscription the line is bought on (a selling plan's gid); none for a one-time purchase */
  sellingPlanId?: string;
}

/** The `cartFormInput` field's value, as `CartForm` would send it. */
export function cartFormInput(action: CartFormAction, inputs: Record<string, unknown>): string {
  return JSON.stringify({action, inputs});
}

/** The hidden input's value for adding these lines. */
export function linesAddFormInput(lines: readonly CartLineToAdd[]): string {
  // The action's name as a typed literal, not CART_FORM_ACTIONS.LinesAdd: product pages load this
  // in their first JS, and the whole table would come with it.
  return cartFormInput('LinesAdd', {lines});
}
