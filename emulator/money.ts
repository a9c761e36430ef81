/**
 * Money is kept in paise (integers) so sums and discounts never pick up
 * floating-point noise, and printed in Shopify's Decimal style ("1299.0").
 */

export const toPaise = (amount: string | number): number => Math.round(Number(amount) * 100);

function formatDecimal(paise: number): string {
  const text = String(Math.round(paise) / 100);
  return text.includes('.') ? text : `${text}.0`;
}

export interface MoneyV2 {
  __typename: 'MoneyV2';
  amount: string;
  currencyCode: 'INR';
}

/** `__typename` because MoneyV2 also appears in the PricingValue union. */
export const money = (paise: number): MoneyV2 => ({
  __typename: 'MoneyV2',
  amount: formatDecimal(paise),
  currencyCode: 'INR',
});
