import {Money} from '@shopify/hydrogen';
import {ShopifyProvider} from '@shopify/hydrogen-react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {FormattedMoney} from '~/components/FormattedMoney';
import {formatIndianNumber, formatMoney, formatRupeeValue} from '~/lib/catalog/money';

/** Hydrogen's <Money withoutTrailingZeros> under the store's locale: what FormattedMoney must match. */
function hydrogenMoney(amount: string, languageIsoCode: 'EN' | 'HI', currencyCode = 'INR') {
  return renderToStaticMarkup(
    createElement(
      ShopifyProvider,
      {
        storeDomain: 'http://127.0.0.1:4100',
        storefrontToken: 'token',
        storefrontApiVersion: '2026-04',
        countryIsoCode: 'IN',
        languageIsoCode,
      },
      createElement(Money, {
        data: {amount, currencyCode: currencyCode as 'INR'},
        withoutTrailingZeros: true,
        as: 'span',
      }),
    ),
  );
}

const formatted = (amount: string, currencyCode = 'INR') =>
  renderToStaticMarkup(createElement(FormattedMoney, {data: {amount, currencyCode}}));

/** Amounts as the Storefront API sends them, the edges of rounding and grouping among them. */
const AMOUNTS = [
  '0.0',
  '0.5',
  '1.0',
  '12.3',
  '999.0',
  '1000.0',
  '1299.0',
  '1299.5',
  '1299.99',
  '1299.995',
  '12345.678',
  '99999.999',
  '100000.0',
  '129999.0',
  '1234567.891',
  '1000000000.0',
  '2.675',
  '1.005',
  '0.004',
  '0.005',
  '-1299.0',
  '-0.5',
];

// A fixed series of pseudo-random amounts (a linear congruential generator), so a failure repeats.
function* seriesOfAmounts(count: number) {
  let state = 12345;
  for (let index = 0; index < count; index++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const paise = state % 1_000_000_00;
    yield (paise / 100).toFixed(index % 3 === 0 ? 0 : index % 3 === 1 ? 2 : 3);
  }
}

describe('FormattedMoney', () => {
  it('writes what Hydrogen’s <Money withoutTrailingZeros> writes, in English and Hindi', () => {
    for (const amount of [...AMOUNTS, ...seriesOfAmounts(500)]) {
      expect(formatted(amount), amount).toBe(hydrogenMoney(amount, 'EN'));
      expect(formatted(amount), amount).toBe(hydrogenMoney(amount, 'HI'));
    }
  });

  it('groups digits the Indian way and drops .00 on whole rupees', () => {
    expect(formatted('129999.0')).toBe('<span>₹1,29,999</span>');
    expect(formatted('299.0')).toBe('<span>₹299</span>');
    expect(formatted('1299.5')).toBe('<span>₹1,299.50</span>');
  });

  it('leaves another currency to Intl, as Hydrogen does', () => {
    expect(formatted('1299.5', 'USD')).toBe(hydrogenMoney('1299.5', 'EN', 'USD'));
    expect(formatted('1299.0', 'JPY')).toBe(hydrogenMoney('1299.0', 'EN', 'JPY'));
  });
});

describe('formatMoney', () => {
  it('rounds half away from zero on the decimal the amount reads as', () => {
    expect(formatMoney({amount: '2.675', currencyCode: 'INR'})).toBe('₹2.68');
    expect(formatMoney({amount: '99999.999', currencyCode: 'INR'})).toBe('₹1,00,000.00');
  });
});

describe('formatIndianNumber and formatRupeeValue', () => {
  it('match Intl’s en-IN number and rupee formats', () => {
    const numbers = [0, 7, 1234, 10_000, 123_456, 12_34_56_789, 149.5, 0.125, -3.335, 1e21, 1.5e25, 1e-7, 5e-3];
    for (const value of numbers) {
      for (const digits of [0, 2] as const) {
        const options = {minimumFractionDigits: digits, maximumFractionDigits: digits};
        expect(formatIndianNumber(value, digits), `${value}`).toBe(
          new Intl.NumberFormat('en-IN', options).format(value),
        );
        expect(formatRupeeValue(value, digits), `${value}`).toBe(
          new Intl.NumberFormat('en-IN', {...options, style: 'currency', currency: 'INR'}).format(value),
        );
      }
    }
  });

  it('hand what is not a finite number to Intl', () => {
    expect(formatRupeeValue(Number.NaN, 0)).toBe(
      new Intl.NumberFormat('en-IN', {style: 'currency', currency: 'INR', maximumFractionDigits: 0}).format(Number.NaN),
    );
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
