import {describe, expect, it} from 'vitest';
import {isExternalHref, menuItemHref} from '~/lib/menu';

describe('menuItemHref', () => {
  const hosts = ['kestrel.example.in'];
  it('turns links on the shop domain into paths', () => {
    expect(menuItemHref('https://kestrel.example.in/collections/deos?x=1', hosts)).toBe('/collections/deos?x=1');
    expect(menuItemHref('https://kestrel-men.myshopify.com/pages/faq', hosts)).toBe('/pages/faq');
    expect(menuItemHref('/blogs/shaving', hosts)).toBe('/blogs/shaving');
  });
  it('keeps other sites absolute and survives junk', () => {
    expect(menuItemHref('https://her.example.com/', hosts)).toBe('https://her.example.com/');
    expect(isExternalHref(menuItemHref('https://her.example.com/', hosts))).toBe(true);
    expect(menuItemHref('not a url', hosts)).toBe('/');
    expect(menuItemHref(null, hosts)).toBe('/');
  });
});
