import {describe, expect, it} from 'vitest';
import {productChoices, type ProductWithOptions} from '~/lib/catalog/product-options';

const variant = (pack: string, availableForSale: boolean) => ({
  id: `gid://shopify/ProductVariant/${pack}`,
  availableForSale,
  selectedOptions: [
    {name: 'Pack', value: pack},
    {name: 'Flavour', value: 'Mint'},
  ],
  product: {handle: 'nicotine-gum'},
});

// Packs of 10 (in stock) and 20 (sold out) exist; no variant has a pack of 40.
const product = {
  handle: 'nicotine-gum',
  encodedVariantExistence: 'v1_0:0,1:0,',
  encodedVariantAvailability: 'v1_0:0,',
  selectedOrFirstAvailableVariant: variant('10', true),
  adjacentVariants: [variant('20', false)],
  options: [
    {
      name: 'Pack',
      optionValues: [
        {name: '10', firstSelectableVariant: variant('10', true)},
        {name: '20', firstSelectableVariant: variant('20', false)},
        {name: '40', firstSelectableVariant: null},
      ],
    },
    {name: 'Flavour', optionValues: [{name: 'Mint', firstSelectableVariant: variant('10', true)}]},
  ],
} as unknown as ProductWithOptions;

describe('productChoices', () => {
  it('keeps only options with more than one value, each value with what its link needs', () => {
    expect(productChoices(product)).toEqual([
      {
        name: 'Pack',
        optionValues: [
          {
            name: '10',
            exists: true,
            handle: 'nicotine-gum',
            variantUriQuery: 'Pack=10&Flavour=Mint',
            selected: true,
            available: true,
          },
          {
            name: '20',
            exists: true,
            handle: 'nicotine-gum',
            variantUriQuery: 'Pack=20&Flavour=Mint',
            selected: false,
            available: false,
          },
          {name: '40', exists: false, handle: 'nicotine-gum', variantUriQuery: '', selected: false, available: false},
        ],
      },
    ]);
  });

  it('has no choices for a product with one variant', () => {
    const single = {
      ...product,
      encodedVariantExistence: 'v1_0:0,',
      options: [
        {name: 'Pack', optionValues: [{name: '10', firstSelectableVariant: variant('10', true)}]},
        {name: 'Flavour', optionValues: [{name: 'Mint', firstSelectableVariant: variant('10', true)}]},
      ],
    } as unknown as ProductWithOptions;
    expect(productChoices(single)).toEqual([]);
  });
});

describe('productChoices with a subscription plan chosen', () => {
  it("keeps the plan on every value's link, so changing the pack keeps the subscription", () => {
    const [pack] = productChoices(product, 'gid://shopify/SellingPlan/3');
    expect(pack.optionValues.map((value) => value.variantUriQuery)).toEqual([
      'Pack=10&Flavour=Mint&selling_plan=gid%3A%2F%2Fshopify%2FSellingPlan%2F3',
      'Pack=20&Flavour=Mint&selling_plan=gid%3A%2F%2Fshopify%2FSellingPlan%2F3',
      '',
    ]);
  });
});
