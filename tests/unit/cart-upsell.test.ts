import {describe, expect, it} from 'vitest';
import {
  MAX_UPSELL_SOURCES,
  pickUpsellProducts,
  readUpsellSources,
  upsellSearch,
  upsellSources,
  type UpsellProduct,
} from '~/lib/cart/upsell';
import type {CartPayload} from '~/lib/cart/payload';

const gid = (name: string) => `gid://shopify/Product/${name}`;
const product = (name: string, {availableForSale = true, variantId = `v-${name}` as string | null} = {}) =>
  ({id: gid(name), handle: name, title: name, availableForSale, variantId}) as UpsellProduct;
const names = (products: UpsellProduct[]) => products.map((entry) => entry.handle);
const cartOf = (...productIds: string[]) =>
  ({lines: productIds.map((id) => ({merchandise: {product: {id}}}))}) as unknown as CartPayload;

describe('pickUpsellProducts', () => {
  it('takes each cart product’s best pair in turn, then each one’s next, before the fallback collection', () => {
    const picked = pickUpsellProducts(
      [
        [product('blades'), product('foam'), product('balm')],
        [product('beard-oil'), product('comb')],
      ],
      [product('pocket-perfume'), product('alum')],
      [gid('razor'), gid('trimmer')],
      6,
    );
    expect(names(picked)).toEqual(['blades', 'beard-oil', 'foam', 'comb', 'balm', 'pocket-perfume']);
  });

  it('never offers a product already in the cart, one sold out or without a variant, or one twice', () => {
    const picked = pickUpsellProducts(
      [
        [product('trimmer'), product('balm'), product('travel-cap', {availableForSale: false})],
        [product('balm'), product('no-variant', {variantId: null})],
      ],
      [product('balm'), product('razor'), product('alum')],
      [gid('razor'), gid('trimmer')],
    );
    expect(names(picked)).toEqual(['balm', 'alum']);
  });

  it('stops at the strip’s size, so the collection only fills in when the pairs are too few', () => {
    const pairs = ['a', 'b', 'c', 'd'].map((name) => product(name));
    expect(names(pickUpsellProducts([pairs], [product('fallback')], [], 4))).toEqual(['a', 'b', 'c', 'd']);
    expect(names(pickUpsellProducts([], [product('fallback')], [], 4))).toEqual(['fallback']);
  });
});

describe('upsellSources and upsellSearch', () => {
  it('names the cart’s products once each, in cart order, as the endpoint’s query', () => {
    const sources = upsellSources(cartOf(gid('2'), gid('1'), gid('2')));
    expect(sources).toEqual([gid('2'), gid('1')]);
    expect(upsellSearch(sources)).toBe(
      '?product=gid%3A%2F%2Fshopify%2FProduct%2F2&product=gid%3A%2F%2Fshopify%2FProduct%2F1',
    );
    expect(upsellSearch(upsellSources(null))).toBe('');
  });

  it('asks about the first products only in a very full cart', () => {
    const many = Array.from({length: MAX_UPSELL_SOURCES + 3}, (_, index) => gid(String(index + 1)));
    expect(upsellSources(cartOf(...many))).toEqual(many.slice(0, MAX_UPSELL_SOURCES));
  });
});

describe('readUpsellSources', () => {
  it('reads what upsellSearch writes', () => {
    const ids = [gid('7'), gid('9')];
    expect(readUpsellSources(new URLSearchParams(upsellSearch(ids)))).toEqual({productIds: ids});
    expect(readUpsellSources(new URLSearchParams(''))).toEqual({productIds: []});
  });

  it('refuses anything but Shopify product ids, and too many of them', () => {
    const refused = {error: 'upsellProducts', values: {max: MAX_UPSELL_SOURCES}};
    for (const bad of ['razor', 'gid://shopify/ProductVariant/1', 'gid://shopify/Product/1 OR 1=1', '']) {
      expect(readUpsellSources(new URLSearchParams({product: bad})), bad).toEqual(refused);
    }
    const tooMany = new URLSearchParams(
      Array.from({length: MAX_UPSELL_SOURCES + 1}, (_, index) => ['product', gid(String(index))]),
    );
    expect(readUpsellSources(tooMany)).toEqual(refused);
  });
});
