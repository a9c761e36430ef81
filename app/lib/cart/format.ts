/** Whole rupees without ".00"; paise, when there are some, always as two digits ("149.50"). */
const fractionDigits = (amount: number) => (Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2);

const localeOf = (lang: string) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

/** An amount of rupees for running text ("₹{{amount}}" in a message), with Indian grouping. */
export function formatRupeeAmount(amount: number, lang: string): string {
  const digits = fractionDigits(amount);
  return new Intl.NumberFormat(localeOf(lang), {minimumFractionDigits: digits, maximumFractionDigits: digits}).format(
    amount,
  );
}

/** Rupees with the sign, for messages that cannot hold a <Money> element ("Add ₹120 more…"). */
export function formatRupees(amount: number, lang: string): string {
  const digits = fractionDigits(amount);
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
