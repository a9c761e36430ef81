import {formatIndianNumber, formatRupeeValue} from '~/lib/catalog/money';

/** Whole rupees without ".00"; paise, when there are some, always as two digits ("149.50"). */
const fractionDigits = (amount: number) => (Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2);

/** An amount of rupees for running text ("₹{{amount}}" in a message), with Indian grouping, as on Hindi pages too. */
export function formatRupeeAmount(amount: number): string {
  return formatIndianNumber(amount, fractionDigits(amount));
}

/** Rupees with the sign, for messages that cannot hold a price element ("Add ₹120 more…"). */
export function formatRupees(amount: number): string {
  return formatRupeeValue(amount, fractionDigits(amount));
}
