import {describe, expect, it} from 'vitest';
import {isAllowedImageUrl} from '~/lib/security/image-hosts';

describe('isAllowedImageUrl', () => {
  it('allows Shopify’s CDN and the store, nothing else', () => {
    expect(isAllowedImageUrl('https://cdn.shopify.com/s/files/1/logo.svg', 'https://kestrel.myshopify.com')).toBe(true);
    expect(isAllowedImageUrl('http://127.0.0.1:4100/images/groom/1.svg', 'http://127.0.0.1:4100')).toBe(true);
    expect(isAllowedImageUrl('https://static.paynest.example/logo.svg', 'https://kestrel.myshopify.com')).toBe(false);
    expect(isAllowedImageUrl('http://cdn.shopify.com/logo.svg', 'https://kestrel.myshopify.com')).toBe(false);
    expect(isAllowedImageUrl('not a url', 'https://kestrel.myshopify.com')).toBe(false);
    expect(isAllowedImageUrl('https://cdn.shopify.com/logo.svg', undefined)).toBe(true);
  });
});
