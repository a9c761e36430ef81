import {describe, expect, it} from 'vitest';
import {CART_COOKIE_MAX_AGE, cartCookie, cartIdFromCookie} from '~/lib/cart-cookie';

describe('cartIdFromCookie', () => {
  it('turns the cart token into a cart gid', () => {
    expect(cartIdFromCookie('session=abc; cart=c1-abc123')).toBe('gid://shopify/Cart/c1-abc123');
    expect(cartIdFromCookie(`cart=${encodeURIComponent('c1-abc?key=k3y')}`)).toBe('gid://shopify/Cart/c1-abc?key=k3y');
  });

  it('drops malformed, oversized and missing values so the shopper gets a fresh cart', () => {
    expect(cartIdFromCookie('cart=%%%not-a-cart<>')).toBeUndefined();
    expect(cartIdFromCookie('cart=gid://shopify/Cart/x')).toBeUndefined();
    expect(cartIdFromCookie(`cart=${'a'.repeat(500)}`)).toBeUndefined();
    expect(cartIdFromCookie('cart=')).toBeUndefined();
    expect(cartIdFromCookie(null)).toBeUndefined();
  });
});

describe('cartCookie', () => {
  it('persists across browser restarts', () => {
    const cookie = cartCookie('gid://shopify/Cart/c1-abc?key=k3y', false);
    expect(cookie).toContain(`Max-Age=${CART_COOKIE_MAX_AGE}`);
    expect(CART_COOKIE_MAX_AGE).toBeGreaterThanOrEqual(60 * 60 * 24 * 30);
    expect(cartIdFromCookie(cookie.split(';')[0])).toBe('gid://shopify/Cart/c1-abc?key=k3y');
    expect(cookie).not.toContain('Secure');
    expect(cartCookie('gid://shopify/Cart/x', true)).toContain('Secure');
  });
});
