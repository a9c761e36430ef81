import {Money} from '@shopify/hydrogen';
import {ShopifyProvider} from '@shopify/hydrogen-react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {formatInr, isDiscounted} from '~/lib/money';

describe('formatInr', () => {
  it('groups digits the Indian way and drops .00 on whole rupees', () => {
    expect(formatInr('129999.0')).toBe('₹1,29,999');
    expect(formatInr(299)).toBe('₹299');
    expect(formatInr('1299.5')).toBe('₹1,299.50');
  });

  it('treats garbage as zero rather than printing NaN', () => {
    expect(formatInr('abc')).toBe('₹0');
  });

  it('matches what <Money withoutTrailingZeros> renders under the store locale', () => {
    for (const amount of ['129999.0', '1299.5', '49.0']) {
      const html = renderToStaticMarkup(
        createElement(
          ShopifyProvider,
          {
            storeDomain: 'http://127.0.0.1:4100',
            storefrontToken: 'token',
            storefrontApiVersion: '2025-04',
            countryIsoCode: 'IN',
            languageIsoCode: 'EN',
          },
          createElement(Money, {data: {amount, currencyCode: 'INR'}, withoutTrailingZeros: true, as: 'span'}),
        ),
      );
      expect(html).toBe(`<span>${formatInr(amount)}</span>`);
    }
  });
});

describe('isDiscounted', () => {
  it('is true only when the compare-at price is higher', () => {
    expect(isDiscounted('799.0', '999.0')).toBe(true);
    expect(isDiscounted('999.0', '999.0')).toBe(false);
    expect(isDiscounted('999.0', null)).toBe(false);
  });
});
