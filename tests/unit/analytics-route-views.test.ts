import {describe, expect, it} from 'vitest';
import {routeViewOf} from '~/lib/analytics/route-views';

const product = {
  id: 'gid://shopify/Product/7',
  title: 'Frosty Mint gum',
  vendor: 'Gum & Co',
  selectedOrFirstAvailableVariant: {id: 'gid://shopify/ProductVariant/71', title: '2mg', price: {amount: '249.0'}},
};

describe('routeViewOf', () => {
  it("makes a product page's view from its loader data, with its carousel to watch", () => {
    expect(routeViewOf('routes/($locale).products.$handle', {product, choices: []})).toEqual({
      key: product.id,
      event: {
        name: 'product_viewed',
        payload: {
          products: [
            {
              productId: product.id,
              variantId: 'gid://shopify/ProductVariant/71',
              productName: 'Frosty Mint gum',
              variantName: '2mg',
              price: 249,
              quantity: 1,
              vendor: 'Gum & Co',
            },
          ],
        },
      },
      carouselProduct: {productId: product.id, productName: 'Frosty Mint gum'},
    });
  });

  it('keeps a product without a variant, at price 0', () => {
    const view = routeViewOf('routes/($locale).products.$handle', {
      product: {...product, selectedOrFirstAvailableVariant: null},
    });
    expect(view?.event).toMatchObject({payload: {products: [{variantId: '', price: 0}]}});
  });

  it("makes a collection page's view", () => {
    expect(
      routeViewOf('routes/($locale).collections.$handle', {
        collection: {id: 'gid://shopify/Collection/3', handle: 'razors'},
      }),
    ).toEqual({
      key: 'gid://shopify/Collection/3',
      event: {
        name: 'collection_viewed',
        payload: {collectionId: 'gid://shopify/Collection/3', collectionHandle: 'razors'},
      },
    });
  });

  it('makes none for other pages, missing data or an error page', () => {
    expect(routeViewOf('routes/($locale)._index', {product})).toBeNull();
    expect(routeViewOf('routes/($locale).products.$handle', undefined)).toBeNull();
    expect(routeViewOf('routes/($locale).products.$handle', {error: 'gone'})).toBeNull();
    expect(routeViewOf(undefined, {product})).toBeNull();
  });
});
