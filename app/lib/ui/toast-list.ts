/**
 * The toasts on screen once `toast` is shown. One with the same words and tone gives way to it: a
 * repeated confirmation (a second "Product added to cart", a login reported twice) shows once,
 * announced again and with its full time, instead of stacking copies.
 */
export function withToast<Toast extends {message: string; tone: string}>(
  current: readonly Toast[],
  toast: Toast,
): Toast[] {
  return [...current.filter((shown) => shown.message !== toast.message || shown.tone !== toast.tone), toast];
}
