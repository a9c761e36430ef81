import {describe, expect, it} from 'vitest';
import {gql, newExecutor, productNumber, seeds} from './helpers';
import type {BrandId} from '../../../emulator/executor';

const executor = newExecutor();

const RECOMMENDATIONS = `#graphql
  query Recommendations($handle: String, $id: ID, $intent: ProductRecommendationIntent, $language: LanguageCode)
  @inContext(language: $language) {
    productRecommendations(productHandle: $handle, productId: $id, intent: $intent) {
      handle
      title
      productType
    }
  }
`;

type Recommended = {handle: string; title: string; productType: string};

const recommend = (brand: BrandId, variables: Record<string, unknown>) =>
  gql<{productRecommendations: Recommended[] | null}>(executor, brand, RECOMMENDATIONS, variables).then(
    (data) => data.productRecommendations,
  );
const handles = (products: Recommended[] | null) => (products ?? []).map((product) => product.handle);

describe('productRecommendations', () => {
  it('answers COMPLEMENTARY with the products the seed pairs, in its order: a razor with blades, foam and after-shave', async () => {
    const razor = await recommend('groom', {handle: 'kestrel-6-blade-razor', intent: 'COMPLEMENTARY'});
    expect(handles(razor)).toEqual([
      'six-blade-refill-cartridges',
      'shaving-foam-sensitive',
      'after-shave-balm',
      'razor-travel-cap-and-stand',
      'alum-block',
    ]);
    const trimmer = await recommend('groom', {handle: 'contour-beard-trimmer-pro', intent: 'COMPLEMENTARY'});
    expect(handles(trimmer)).toContain('woodland-beard-oil');
  });

  it('answers RELATED (the default) with products of the same type or tags, the closest first, never the product', async () => {
    const related = await recommend('groom', {handle: 'kestrel-6-blade-razor'});
    expect(related!.length).toBeGreaterThan(0);
    expect(handles(related)).not.toContain('kestrel-6-blade-razor');
    // Other razors come before anything that merely shares a tag.
    expect(related!.slice(0, 5).every((product) => product.productType === 'Razor')).toBe(true);
    expect(await recommend('groom', {handle: 'kestrel-6-blade-razor', intent: 'RELATED'})).toEqual(related);
  });

  it('gives the two intents different lists', async () => {
    for (const [brand, handle] of [
      ['groom', 'contour-beard-trimmer-pro'],
      ['gum', 'nicotine-gum-frosty-mint-2mg-4mg'],
    ] as const) {
      const complementary = handles(await recommend(brand, {handle, intent: 'COMPLEMENTARY'}));
      const related = handles(await recommend(brand, {handle, intent: 'RELATED'}));
      expect(complementary.length).toBeGreaterThan(0);
      expect(related).not.toEqual(complementary);
    }
  });

  it('answers an empty COMPLEMENTARY list for a product the seed pairs with nothing', async () => {
    expect(await recommend('groom', {handle: 'kestrel-e-gift-card', intent: 'COMPLEMENTARY'})).toEqual([]);
    expect(await recommend('gum', {handle: 'nicotine-gum-cola-2mg', intent: 'COMPLEMENTARY'})).toEqual([]);
  });

  it('finds the product by id as well as by handle, and answers null for an unknown one', async () => {
    const id = `gid://shopify/Product/${productNumber('gum', 'nicotine-gum-mixed-flavour-trial-pack')}`;
    const byId = await recommend('gum', {id, intent: 'COMPLEMENTARY'});
    expect(handles(byId)).toEqual([
      'nicotine-gum-frosty-mint-2mg-4mg',
      'nicotine-gum-royal-paan-2mg',
      'melatonin-free-sleep-gummies',
    ]);
    expect(await recommend('gum', {handle: 'no-such-gum', intent: 'COMPLEMENTARY'})).toBeNull();
  });

  it('answers in Hindi with @inContext(language: HI)', async () => {
    const [first] = (await recommend('gum', {
      handle: 'nicotine-gum-frosty-mint-2mg-4mg',
      intent: 'COMPLEMENTARY',
      language: 'HI',
    }))!;
    const seeded = seeds.gum.products.find((product) => product.handle === first.handle)!;
    expect(first.title).toBe(seeded.hi?.title);
    expect(first.title).toMatch(/[\u0900-\u097F]/);
  });

  it('names only products of its own shop, never the product itself', () => {
    for (const brand of ['groom', 'gum'] as const) {
      const known = new Set(seeds[brand].products.map((product) => product.handle));
      for (const product of seeds[brand].products) {
        for (const handle of product.complementary ?? []) {
          expect(known.has(handle), `${product.handle} pairs with ${handle}`).toBe(true);
          expect(handle).not.toBe(product.handle);
        }
      }
    }
  });
});
