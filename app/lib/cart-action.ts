import {CartForm, type HydrogenCart} from '@shopify/hydrogen';

export class CartInputError extends Error {}

/**
 * Runs one CartForm action against Hydrogen's cart handler. Input that the
 * Storefront API would reject is refused here, before anything is sent.
 */
export async function runCartAction(cart: HydrogenCart, formData: FormData) {
  let parsed: ReturnType<typeof CartForm.getFormInput>;
  try {
    parsed = CartForm.getFormInput(formData);
  } catch {
    throw new CartInputError('The cart form could not be read.');
  }
  const {action, inputs} = parsed;

  switch (action) {
    case CartForm.ACTIONS.LinesAdd:
      return cart.addLines(requireLines(inputs.lines));
    case CartForm.ACTIONS.LinesUpdate:
      return cart.updateLines(requireLines(inputs.lines));
    case CartForm.ACTIONS.LinesRemove:
      if (!Array.isArray(inputs.lineIds) || inputs.lineIds.some((id: unknown) => typeof id !== 'string')) {
        throw new CartInputError('lineIds must be a list of cart line ids.');
      }
      return cart.removeLines(inputs.lineIds);
    default:
      throw new CartInputError(`Unsupported cart action: ${String(action)}`);
  }
}

type Line = {merchandiseId?: unknown; id?: unknown; quantity?: unknown};

function requireLines<T>(lines: T): T {
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > 100) {
    throw new CartInputError('lines must be a list of 1 to 100 cart lines.');
  }
  for (const line of lines as Line[]) {
    const quantity = line.quantity ?? 1;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > 999) {
      throw new CartInputError('quantity must be a whole number from 0 to 999.');
    }
    if (typeof (line.merchandiseId ?? line.id) !== 'string') {
      throw new CartInputError('Each line needs a merchandiseId or a line id.');
    }
  }
  return lines;
}
