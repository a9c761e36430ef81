import {Money} from '@shopify/hydrogen';
import {ShopifyProvider} from '@shopify/hydrogen-react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

/** Renders <Money withoutTrailingZeros> the way the app does, under the store's locale. */
function money(amount: string, languageIsoCode: 'EN' | 'HI' = 'EN') {
  return renderToStaticMarkup(
    createElement(
      ShopifyProvider,
      {
        storeDomain: 'http://127.0.0.1:4100',
        storefrontToken: 'token',
        storefrontApiVersion: '2025-04',
        countryIsoCode: 'IN',
        languageIsoCode,
      },
      createElement(Money, {data: {amount, currencyCode: 'INR'}, withoutTrailingZeros: true, as: 'span'}),
    ),
  );
}

describe('prices', () => {
  it('group digits the Indian way and drop .00 on whole rupees', () => {
    expect(money('129999.0')).toBe('<span>₹1,29,999</span>');
    expect(money('299.0')).toBe('<span>₹299</span>');
    expect(money('1299.5')).toBe('<span>₹1,299.50</span>');
  });

  it('use the same grouping on Hindi pages', () => {
    expect(money('129999.0', 'HI')).toBe('<span>₹1,29,999</span>');
  });
});
