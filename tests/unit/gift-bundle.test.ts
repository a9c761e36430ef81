import {describe, expect, it} from 'vitest';
import {descriptionParagraphs, giftBundle} from '~/lib/catalog/gift-bundle';

const product = (id: string, availableForSale: boolean) => ({
  __typename: 'Product' as const,
  id,
  selectedOrFirstAvailableVariant: {id: `${id}/variant`, availableForSale},
});

describe('giftBundle', () => {
  it('shapes the metaobject: products only, numeric pricing, the cart lines of a bundle in stock', () => {
    const bundle = giftBundle(
      {
        handle: 'shave-kit',
        title: {value: 'Shave kit'},
        description: {value: 'Razor and foam.'},
        price: {value: '999.0'},
        compareAtPrice: {value: '1249.0'},
        products: {
          references: {nodes: [product('razor', true), {__typename: 'Collection'}, product('foam', true)]},
        },
      },
      'INR',
    );
    expect(bundle).toEqual({
      handle: 'shave-kit',
      title: 'Shave kit',
      description: 'Razor and foam.',
      pricing: {price: 999, compareAtPrice: 1249, saving: 250, percentOff: 20},
      currencyCode: 'INR',
      products: [product('razor', true), product('foam', true)],
      lines: [
        {merchandiseId: 'razor/variant', quantity: 1},
        {merchandiseId: 'foam/variant', quantity: 1},
      ],
    });
  });

  it('falls back to the handle, no description and no price, and cannot be bought with a product sold out', () => {
    const bundle = giftBundle(
      {handle: 'gift-set', products: {references: {nodes: [product('razor', true), product('balm', false)]}}},
      'INR',
    );
    expect(bundle).toMatchObject({title: 'gift-set', description: '', pricing: null, lines: null});
    expect(giftBundle({handle: 'empty'}, 'INR')).toMatchObject({products: [], lines: null});
  });
});

describe('descriptionParagraphs', () => {
  it('is one paragraph a line, blank lines dropped', () => {
    expect(descriptionParagraphs('First.\n\n  \nSecond.\n')).toEqual(['First.', 'Second.']);
    expect(descriptionParagraphs('')).toEqual([]);
  });
});
