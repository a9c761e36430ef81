import {describe, expect, it} from 'vitest';
import {shopifyCookieHeader} from '~/lib/storefront/shopify-cookies';

describe('shopifyCookieHeader', () => {
  it("keeps Shopify's analytics and consent cookies only", () => {
    const header = `theme=dark; _shopify_y=abc; cart_groom=c1; _tracking_consent=%7B%7D; big=${'x'.repeat(30_000)}; _shopify_s=def`;
    expect(shopifyCookieHeader(header)).toBe('_shopify_y=abc; _tracking_consent=%7B%7D; _shopify_s=def');
  });

  it('forwards at most 4 KB', () => {
    const header = Array.from({length: 100}, (_, index) => `_shopify_x${index}=${'v'.repeat(100)}`).join('; ');
    const forwarded = shopifyCookieHeader(header);
    expect(forwarded.length).toBeLessThanOrEqual(4096);
    expect(forwarded.startsWith('_shopify_x0=')).toBe(true);
  });

  it('copes with no header and malformed pairs', () => {
    expect(shopifyCookieHeader(null)).toBe('');
    expect(shopifyCookieHeader(';;=;_shopify_y;===')).toBe('');
  });
});
