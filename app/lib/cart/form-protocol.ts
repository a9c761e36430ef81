/**
 * Hydrogen's CartForm protocol, spelled out for the add-to-cart forms of product and
 * bundle pages: importing `CartForm` there would put Hydrogen's whole client module
 * (its analytics included) into those pages' first load. The server still reads the
 * post with `CartForm.getFormInput`; a unit test holds these equal to Hydrogen's.
 */
export const CART_FORM_INPUT_NAME = 'cartFormInput';
export const CART_FORM_LINES_ADD = 'LinesAdd';

export interface CartLineToAdd {
  merchandiseId: string;
  quantity: number;
}

/** The hidden input's value: what `CartForm` would send for adding these lines. */
export function linesAddFormInput(lines: readonly CartLineToAdd[]): string {
  return JSON.stringify({action: CART_FORM_LINES_ADD, inputs: {lines}});
}
