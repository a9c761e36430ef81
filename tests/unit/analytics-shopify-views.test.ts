import {describe, expect, it} from 'vitest';
import {createAnalyticsBus} from '~/lib/analytics/analytics-bus';
import {storefrontEvent, type StorefrontEvent} from '~/lib/analytics/catalogue';
import {createShopifyViews, shopifyViewOf} from '~/lib/analytics/shopify-views';
import type {TrackedEntry} from '~/lib/analytics/track';

const product = {
  productId: 'gid://shopify/Product/1',
  variantId: 'gid://shopify/ProductVariant/11',
  productName: 'Kestrel razor',
  variantName: 'Default Title',
  price: 499,
  quantity: 1,
  vendor: 'Kestrel',
};

const on = (path: string) => ({at: 0, path});
const event = (tracked: StorefrontEvent): TrackedEntry => ({kind: 'event', event: tracked});
const route = (path: string): TrackedEntry => ({kind: 'route', route: {path, routeId: undefined, at: 0}});

describe('shopifyViewOf', () => {
  it("turns the storefront's view events into Hydrogen's standard views", () => {
    expect(shopifyViewOf(storefrontEvent('product_viewed', {products: [product]}, {at: 0, path: '/p'}))).toEqual({
      type: 'product_viewed',
      data: {
        products: [
          {
            id: product.productId,
            title: 'Kestrel razor',
            price: '499',
            vendor: 'Kestrel',
            variantId: product.variantId,
            variantTitle: 'Default Title',
            quantity: 1,
          },
        ],
      },
    });
    expect(
      shopifyViewOf(
        storefrontEvent('collection_viewed', {collectionId: 'c1', collectionHandle: 'razors'}, {at: 0, path: '/c'}),
      ),
    ).toEqual({type: 'collection_viewed', data: {collection: {id: 'c1', handle: 'razors'}}});
    expect(shopifyViewOf(storefrontEvent('cart_viewed', {cartValue: 1, itemCount: 1}, {at: 0, path: '/'}))).toEqual({
      type: 'cart_viewed',
      data: {},
    });
    expect(
      shopifyViewOf(storefrontEvent('view_search_results', {searchQuery: 'razor', count: 3}, {at: 0, path: '/s'})),
    ).toEqual({type: 'search_viewed', data: {searchTerm: 'razor'}});
  });

  it('has no view for other events', () => {
    expect(shopifyViewOf(storefrontEvent('search', {searchQuery: 'razor'}, {at: 0, path: '/'}))).toBeNull();
  });
});

describe('createShopifyViews', () => {
  it("keeps a page's views while it shows, though its events come before its route change, and ends them on the next page", () => {
    const bus = createAnalyticsBus();
    const views = createShopifyViews(bus);
    views.take(route('/'));
    views.take(event(storefrontEvent('product_viewed', {products: [product]}, on('/products/razor'))));
    views.take(route('/products/razor'));
    expect(bus.views().map((view) => view.type)).toEqual(['product_viewed']);

    views.take(event(storefrontEvent('cart_viewed', {cartValue: 499, itemCount: 1}, on('/products/razor'))));
    expect(bus.views().map((view) => view.type)).toEqual(['product_viewed', 'cart_viewed']);

    views.take(
      event(
        storefrontEvent(
          'collection_viewed',
          {collectionId: 'c1', collectionHandle: 'razors'},
          on('/collections/razors'),
        ),
      ),
    );
    views.take(route('/collections/razors'));
    expect(bus.views().map((view) => view.type)).toEqual(['collection_viewed']);
  });
});
