import {describe, expect, it} from 'vitest';
import {recommendationRows} from '~/lib/catalog/recommendations';

const products = (...handles: string[]) => handles.map((handle) => ({handle}));
const handles = (list: Array<{handle: string}>) => list.map((product) => product.handle);

describe('recommendationRows', () => {
  it('fills "Pairs well with" from the complementary products and "You may also like" from the related ones, in their order', () => {
    const rows = recommendationRows('razor', {
      complementary: products('blades', 'foam'),
      related: products('safety-razor', 'disposable-razor'),
    });
    expect(handles(rows.pairsWellWith)).toEqual(['blades', 'foam']);
    expect(handles(rows.youMayAlsoLike)).toEqual(['safety-razor', 'disposable-razor']);
  });

  it('offers a product once: a related product the first row shows is left out of the second', () => {
    const rows = recommendationRows('mint-gum', {
      complementary: products('trial-pack', 'sleep-gummies'),
      related: products('paan-gum', 'trial-pack', 'fennel-gum'),
    });
    expect(handles(rows.youMayAlsoLike)).toEqual(['paan-gum', 'fennel-gum']);
  });

  it('never lists the page’s own product, and keeps at most four a row', () => {
    const rows = recommendationRows('razor', {
      complementary: products('razor', 'a', 'b', 'c', 'd', 'e'),
      related: products('razor', 'f', 'g', 'h', 'i', 'j'),
    });
    expect(handles(rows.pairsWellWith)).toEqual(['a', 'b', 'c', 'd']);
    expect(handles(rows.youMayAlsoLike)).toEqual(['f', 'g', 'h', 'i']);
  });

  it('gives empty rows where Shopify has nothing (no complementary products set up, or an unknown product)', () => {
    expect(recommendationRows('gift-card', {complementary: [], related: products('hamper')})).toEqual({
      pairsWellWith: [],
      youMayAlsoLike: [{handle: 'hamper'}],
    });
    expect(recommendationRows('gone', {complementary: null, related: null})).toEqual({
      pairsWellWith: [],
      youMayAlsoLike: [],
    });
  });
});
