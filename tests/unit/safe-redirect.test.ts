import {describe, expect, it} from 'vitest';
import {sitePath} from '~/lib/security/safe-redirect';

describe('sitePath', () => {
  it('keeps paths on the site with their query and hash', () => {
    expect(sitePath('/hi/products/mint?variant=1#reviews')).toBe('/hi/products/mint?variant=1#reviews');
    expect(sitePath('/')).toBe('/');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
  ])('refuses %j, which would leave the site', (target) => {
    expect(sitePath(target)).toBeNull();
  });

  it('never answers a path that begins with two slashes', () => {
    expect(sitePath('/.//evil.example/x')).toBe('/evil.example/x');
    expect(sitePath('/a/..//evil.example')).toBe('/evil.example');
    // Same scheme, no slashes: a relative path, so it stays on the site.
    expect(sitePath('http:evil.example')).toBe('/evil.example');
  });

  it('accepts an absolute URL only on the given origin', () => {
    expect(sitePath('https://gum.example.in/hi/cart?x=1', 'https://gum.example.in')).toBe('/hi/cart?x=1');
    expect(sitePath('https://evil.example/hi/cart', 'https://gum.example.in')).toBeNull();
  });
});
