import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {
  requestOnSiteOrigin,
  resourcePath,
  sitemapLanguages,
  sitemapLink,
  sitemapPageOf,
  sitemapTypeOf,
  staticSitemapPaths,
  staticSitemapXml,
} from '~/lib/seo/sitemap';

describe('sitemap addresses', () => {
  it('take the five listed types and no other', () => {
    for (const type of ['products', 'collections', 'pages', 'blogs', 'articles'])
      expect(sitemapTypeOf(type)).toBe(type);
    for (const type of ['metaObjects', 'foo', 'Products', '', undefined]) expect(sitemapTypeOf(type)).toBeNull();
  });

  it('take pages numbered from 1, written plainly', () => {
    expect(sitemapPageOf('1')).toBe(1);
    expect(sitemapPageOf('12')).toBe(12);
    for (const page of ['0', '-1', 'abc', '01', '1.5', '1e3', ' 1', '', '9999999999', undefined]) {
      expect(sitemapPageOf(page), String(page)).toBeNull();
    }
  });
});

describe('sitemap links', () => {
  const groomLink = sitemapLink(brands.groom);
  const gumLink = sitemapLink(brands.gum);
  const baseUrl = 'https://shop.quitbee.in';

  it("follow the storefront's routes, an article under its blog", () => {
    expect(groomLink({type: 'products', baseUrl, handle: 'kestrel-6-blade-razor'})).toBe(
      `${baseUrl}/products/kestrel-6-blade-razor`,
    );
    expect(groomLink({type: 'collections', baseUrl, handle: 'razors'})).toBe(`${baseUrl}/collections/razors`);
    expect(groomLink({type: 'pages', baseUrl, handle: 'contact'})).toBe(`${baseUrl}/pages/contact`);
    expect(groomLink({type: 'blogs', baseUrl, handle: 'beard-care'})).toBe(`${baseUrl}/blogs/beard-care`);
    expect(groomLink({type: 'articles', baseUrl, handle: 'beard-care/first-trim'})).toBe(
      `${baseUrl}/blogs/beard-care/first-trim`,
    );
  });

  it("put gum's Hindi version under /hi; x-default and no language are the English one", () => {
    const product = {type: 'products', baseUrl, handle: 'nicotine-gum-frosty-mint'};
    expect(gumLink(product)).toBe(`${baseUrl}/products/nicotine-gum-frosty-mint`);
    expect(gumLink({...product, locale: 'en-IN'})).toBe(`${baseUrl}/products/nicotine-gum-frosty-mint`);
    expect(gumLink({...product, locale: 'x-default'})).toBe(`${baseUrl}/products/nicotine-gum-frosty-mint`);
    expect(gumLink({...product, locale: 'hi-IN'})).toBe(`${baseUrl}/hi/products/nicotine-gum-frosty-mint`);
    expect(gumLink({type: 'articles', baseUrl, handle: 'healthy-living/day-one', locale: 'hi-IN'})).toBe(
      `${baseUrl}/hi/blogs/healthy-living/day-one`,
    );
  });

  it('escape what a handle could carry into the XML', () => {
    expect(resourcePath('products', 'a&b<c>"d\'e f')).toBe("/products/a%26b%3Cc%3E%22d'e%20f");
    expect(resourcePath('products', 'गम')).toBe('/products/%E0%A4%97%E0%A4%AE');
  });

  it("name gum's languages and x-default as hreflang, and none for one-language groom", () => {
    expect(sitemapLanguages(brands.gum)).toEqual(['en-IN', 'hi-IN', 'x-default']);
    expect(sitemapLanguages(brands.groom)).toEqual([]);
  });

  it('are read from the site origin, not from the host a client sent', () => {
    const forged = new Request('http://evil.example/sitemap/products/1.xml?x=1', {headers: {Host: 'evil.example'}});
    expect(requestOnSiteOrigin(forged, 'https://shop.kestrel.in').url).toBe(
      'https://shop.kestrel.in/sitemap/products/1.xml?x=1',
    );
  });
});

describe("the fixed pages' sitemap", () => {
  const paths = staticSitemapPaths(['shipping-policy', 'refund-policy']);

  it('lists home, the indexes, each policy and the blogs', () => {
    expect(paths).toEqual([
      '/',
      '/collections',
      '/collections/all',
      '/policies',
      '/policies/shipping-policy',
      '/policies/refund-policy',
      '/blogs',
    ]);
    expect(staticSitemapPaths([], brands.gum)).toContain('/quit-plan');
    expect(staticSitemapPaths([], brands.groom)).not.toContain('/quit-plan');
  });

  it('gives each page in English with its Hindi, English and x-default alternates on gum', () => {
    const xml = staticSitemapXml({brand: brands.gum, siteOrigin: 'https://shop.quitbee.in', paths: ['/', '/blogs']});
    expect(xml).toContain(
      [
        '  <url>',
        '    <loc>https://shop.quitbee.in/</loc>',
        '    <xhtml:link rel="alternate" hreflang="en-IN" href="https://shop.quitbee.in/" />',
        '    <xhtml:link rel="alternate" hreflang="hi-IN" href="https://shop.quitbee.in/hi" />',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://shop.quitbee.in/" />',
        '  </url>',
      ].join('\n'),
    );
    expect(xml).toContain('hreflang="hi-IN" href="https://shop.quitbee.in/hi/blogs"');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
  });

  it('has no alternates on groom, and escapes the origin it is given', () => {
    const xml = staticSitemapXml({brand: brands.groom, siteOrigin: 'https://a.in', paths: ['/policies']});
    expect(xml).toContain('<url>\n    <loc>https://a.in/policies</loc>\n  </url>');
    expect(xml).not.toContain('xhtml:link');
    expect(staticSitemapXml({brand: brands.groom, siteOrigin: 'https://a.in/?a=1&b', paths: ['/']})).toContain(
      '<loc>https://a.in/?a=1&amp;b/</loc>',
    );
  });
});
