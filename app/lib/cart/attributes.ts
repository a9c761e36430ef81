import type {BrandConfig} from '~/brands';

export interface CartAttribute {
  key: string;
  value: string;
}

/** The values the drawer writes for the age answer (`use-drawer-cart`). */
const AGE_ANSWERS = ['yes', 'no'] as const;
/** Enough for the store's own attribute and a few other apps' (the drawer sends those back too). */
export const MAX_ATTRIBUTES = 25;
// Printable text: keys as other apps write them, never a line break or other control character.
const ATTRIBUTE_KEY = /^[^\p{Cc}]{1,100}$/u;
const MAX_ATTRIBUTE_VALUE = 1000;

/** The attributes this store writes on a cart, each with the values it may take. */
export function storeCartAttributes(cart: BrandConfig['cart']): ReadonlyMap<string, readonly string[]> {
  return new Map(cart.ageConfirmationAttribute ? [[cart.ageConfirmationAttribute, AGE_ANSWERS]] : []);
}

/** The list of an AttributesUpdateInput: 1 to 25 {key, value} strings within the limits, no key twice; else null. */
export function parseCartAttributes(input: unknown): CartAttribute[] | null {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_ATTRIBUTES) return null;
  const attributes: CartAttribute[] = [];
  for (const entry of input as unknown[]) {
    if (!entry || typeof entry !== 'object') return null;
    const {key, value} = entry as Record<string, unknown>;
    if (typeof key !== 'string' || !ATTRIBUTE_KEY.test(key)) return null;
    if (typeof value !== 'string' || value.length > MAX_ATTRIBUTE_VALUE) return null;
    if (attributes.some((attribute) => attribute.key === key)) return null;
    attributes.push({key, value});
  }
  return attributes;
}

/** Whether each of the store's own attributes in the list has a value the store writes. */
export function storeValuesAllowed(
  attributes: readonly CartAttribute[],
  store: ReadonlyMap<string, readonly string[]>,
): boolean {
  return attributes.every(({key, value}) => store.get(key)?.includes(value) ?? true);
}

/** The attributes in the list that the store does not write. */
export function othersAttributes(
  attributes: readonly CartAttribute[],
  store: ReadonlyMap<string, readonly string[]>,
): CartAttribute[] {
  return attributes.filter(({key}) => !store.has(key));
}

/** Whether the cart holds each of these attributes with this very value, so writing them back changes nothing. */
export function heldUnchanged(
  attributes: readonly CartAttribute[],
  held: ReadonlyArray<{key: string; value?: string | null}>,
): boolean {
  return attributes.every(({key, value}) =>
    held.some((attribute) => attribute.key === key && (attribute.value ?? '') === value),
  );
}
