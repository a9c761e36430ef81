/**
 * Rupee amounts for text that is not rendered through <Money> (toasts, JSON-LD,
 * messages): Indian digit grouping (₹1,29,999) and no ".00" on whole rupees,
 * the same output as <Money withoutTrailingZeros> under the en-IN / hi-IN locale.
 */
export function formatInr(amount: string | number, lang: 'en' | 'hi' = 'en'): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  const safe = Number.isFinite(value) ? value : 0;
  const whole = safe % 1 === 0;
  return new Intl.NumberFormat(`${lang}-IN`, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(safe);
}

/** A compare-at price only counts when it is above the selling price. */
export function isDiscounted(price: string, compareAtPrice: string | null | undefined): boolean {
  if (!compareAtPrice) return false;
  return Number.parseFloat(compareAtPrice) > Number.parseFloat(price);
}
