// Prices in rupees, written out by plain string arithmetic instead of Intl.NumberFormat: a page's first
// NumberFormat makes the browser load its number-formatting data, a task of about 40 ms on this
// machine and 150 ms on Lighthouse's mobile CPU, inside hydration (decision 021). The output is the
// same as Intl's for en-IN and hi-IN, which agree: Latin digits, Indian grouping, "₹" before the amount.
// Other currencies, which neither shop sells in, still go through Intl.

/** The amount and currency of a Storefront MoneyV2. */
export interface MoneyData {
  amount: string;
  currencyCode: string;
}

/** An amount in hundredths of its currency (paise for rupees), for sums without rounding drift. */
export function minorUnits(money: MoneyData): number {
  return Math.round(Number(money.amount) * 100);
}

/** Hundredths of a currency back to an amount of it. */
export function fromMinorUnits(units: number, currencyCode: string): MoneyData {
  return {amount: (units / 100).toFixed(2), currencyCode};
}

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let index = head.length % 2; index < head.length; index += 2) pairs.push(head.slice(index, index + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/** Adds one to a string of decimal digits ("0999" → "1000"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index--) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/** "1.5e+21" → "1500000000000000000000", "1e-7" → "0.0000001": the same digits, written out. */
function withoutExponent(text: string): string {
  const [mantissa, exponent] = text.split('e');
  if (exponent === undefined) return text;
  const [integerPart, fractionPart = ''] = mantissa.split('.');
  const digits = integerPart + fractionPart;
  const point = integerPart.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A finite number with `fractionDigits` decimals (0 or 2), Indian grouping, no currency sign.
 * Rounds as Intl does: half away from zero, on the number's shortest decimal form (2.675 → 2.68).
 */
function formatDecimal(value: number, fractionDigits: 0 | 2): {negative: boolean; text: string} {
  const negative = value < 0 || Object.is(value, -0);
  const [integerPart, fractionPart = ''] = withoutExponent(Math.abs(value).toString()).split('.');
  let whole = integerPart;
  let fraction = fractionPart.padEnd(fractionDigits, '0').slice(0, fractionDigits);
  if ((fractionPart[fractionDigits] ?? '0') >= '5') {
    const rounded = increment(whole + fraction);
    whole = rounded.slice(0, rounded.length - fractionDigits);
    fraction = rounded.slice(rounded.length - fractionDigits);
  }
  const grouped = groupIndian(whole.replace(/^0+(?=\d)/, ''));
  return {negative, text: fractionDigits ? `${grouped}.${fraction}` : grouped};
}

const intlFormatters = new Map<string, Intl.NumberFormat>();

/** Intl for what the plain path does not cover (another currency, NaN, Infinity), one formatter per setting. */
function intlFormat(value: number, options: Intl.NumberFormatOptions): string {
  const key = JSON.stringify(options);
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', options);
    intlFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A number with Indian grouping and exactly `fractionDigits` decimals ("12,34,567", "149.50"). */
export function formatIndianNumber(value: number, fractionDigits: 0 | 2 = 0): string {
  if (!Number.isFinite(value)) {
    return intlFormat(value, {minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits});
  }
  const {negative, text} = formatDecimal(value, fractionDigits);
  return negative ? `-${text}` : text;
}

/** Rupees with the sign and exactly `fractionDigits` decimals ("₹1,299", "-₹0.50"). */
export function formatRupeeValue(value: number, fractionDigits: 0 | 2): string {
  if (!Number.isFinite(value)) {
    return intlFormat(value, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  }
  const {negative, text} = formatDecimal(value, fractionDigits);
  return `${negative ? '-' : ''}₹${text}`;
}

/**
 * A price as Hydrogen's `<Money withoutTrailingZeros>` writes it: whole amounts without decimals
 * ("₹1,299"), others with two ("₹1,299.50").
 */
export function formatMoney({amount, currencyCode}: MoneyData): string {
  const value = Number.parseFloat(amount);
  const fractionDigits = value % 1 === 0 ? 0 : 2;
  if (currencyCode === 'INR') return formatRupeeValue(value, fractionDigits);
  const wholeAmount = fractionDigits === 0 ? {minimumFractionDigits: 0, maximumFractionDigits: 0} : {};
  return intlFormat(value, {style: 'currency', currency: currencyCode, ...wholeAmount});
}
