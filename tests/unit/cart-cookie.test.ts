import {describe, expect, it} from 'vitest';
import {CART_COOKIE_MAX_AGE, cartCookie, expiredCartCookie, cartIdFromCookie} from '~/lib/cart/cookie';

describe('cartIdFromCookie', () => {
  it("turns the brand's cart token into a cart gid", () => {
    expect(cartIdFromCookie('session_groom=abc; cart_groom=c1-abc123', 'groom')).toBe('gid://shopify/Cart/c1-abc123');
    expect(cartIdFromCookie(`cart_gum=${encodeURIComponent('c1-abc?key=k3y')}`, 'gum')).toBe(
      'gid://shopify/Cart/c1-abc?key=k3y',
    );
  });

  it("never reads the other brand's cart", () => {
    expect(cartIdFromCookie('cart_gum=c1-abc123', 'groom')).toBeUndefined();
  });

  it('drops malformed, oversized and missing values so the shopper gets a fresh cart', () => {
    expect(cartIdFromCookie('cart_groom=%%%not-a-cart<>', 'groom')).toBeUndefined();
    expect(cartIdFromCookie('cart_groom=gid://shopify/Cart/x', 'groom')).toBeUndefined();
    expect(cartIdFromCookie(`cart_groom=${'a'.repeat(500)}`, 'groom')).toBeUndefined();
    expect(cartIdFromCookie('cart_groom=', 'groom')).toBeUndefined();
    expect(cartIdFromCookie(null, 'groom')).toBeUndefined();
  });
});

describe('cartCookie', () => {
  it('persists across browser restarts', () => {
    const cookie = cartCookie('gid://shopify/Cart/c1-abc?key=k3y', 'groom', false);
    expect(cookie).toContain(`Max-Age=${CART_COOKIE_MAX_AGE}`);
    expect(CART_COOKIE_MAX_AGE).toBeGreaterThanOrEqual(60 * 60 * 24 * 30);
    expect(cartIdFromCookie(cookie.split(';')[0], 'groom')).toBe('gid://shopify/Cart/c1-abc?key=k3y');
    expect(cookie).not.toContain('Secure');
    expect(cartCookie('gid://shopify/Cart/x', 'groom', true)).toContain('Secure');
  });

  it('is out of reach of page scripts', () => {
    expect(cartCookie('gid://shopify/Cart/x', 'gum', true).split('; ')).toContain('HttpOnly');
    expect(expiredCartCookie('gum', true).split('; ')).toContain('HttpOnly');
  });
});
