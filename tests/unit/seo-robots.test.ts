import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {
  hasProductionHosts,
  isProductionHost,
  PREVIEW_ROBOTS_TXT,
  productionRobotsTxt,
  robotsTxt,
} from '~/lib/seo/robots';

const BRAND_HOSTS = 'shop.kestrel.in=groom, Shop.Quitbee.in=gum';

/**
 * Whether a crawler may fetch `path` under `robots` (its `User-agent: *` group), as Google reads
 * the rules: the longest matching rule wins, Allow on a tie; a rule matches as a path prefix.
 */
function mayCrawl(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(.*)$/.exec(line))
    .flatMap((match) => (match && match[2] ? [{allow: match[1] === 'Allow', prefix: match[2]}] : []));
  const matching = rules.filter((rule) => path.startsWith(rule.prefix));
  if (matching.length === 0) return true;
  const longest = Math.max(...matching.map((rule) => rule.prefix.length));
  return matching.some((rule) => rule.prefix.length === longest && rule.allow);
}

describe('production hosts', () => {
  it('are exactly the hosts BRAND_HOSTS names, whatever the case or port', () => {
    expect(isProductionHost(new URL('https://shop.kestrel.in/products/x'), BRAND_HOSTS)).toBe(true);
    expect(isProductionHost(new URL('https://SHOP.quitbee.in:8443/hi'), BRAND_HOSTS)).toBe(true);
  });

  it('leave out preview URLs, the built-in local hosts, look-alikes and everything when BRAND_HOSTS is unset', () => {
    for (const url of [
      'https://01hx2y3z4a5b6c7d8e9f0g1h2j-kestrel.o2.myshopify.dev/',
      'http://groom.localhost:3000/',
      'http://gum.localhost/',
      'https://www.shop.kestrel.in/',
      'https://kestrel.in/',
      'http://127.0.0.1:3000/',
    ]) {
      expect(isProductionHost(new URL(url), BRAND_HOSTS), url).toBe(false);
    }
    expect(isProductionHost(new URL('https://shop.kestrel.in/'), undefined)).toBe(false);
    expect(isProductionHost(new URL('https://constructor/'), BRAND_HOSTS)).toBe(false);
  });

  it('are missing when BRAND_HOSTS is unset, empty or names no brand', () => {
    expect(hasProductionHosts(undefined)).toBe(false);
    expect(hasProductionHosts(' ')).toBe(false);
    expect(hasProductionHosts('shop.kestrel.in=shoes,=groom')).toBe(false);
    expect(hasProductionHosts(BRAND_HOSTS)).toBe(true);
  });
});

describe('robots.txt on a production host', () => {
  const groom = productionRobotsTxt(brands.groom, 'https://shop.kestrel.in');
  const gum = productionRobotsTxt(brands.gum, 'https://shop.quitbee.in');

  it('lets crawlers into the catalogue and content', () => {
    for (const path of [
      '/',
      '/products/kestrel-6-blade-razor',
      '/collections/razors',
      '/collections/all',
      '/blogs/beard-care/x',
      '/pages/about',
      '/policies/refund-policy',
      '/search',
    ]) {
      expect(mayCrawl(groom, path), path).toBe(true);
      expect(mayCrawl(gum, path), path).toBe(true);
    }
    expect(mayCrawl(gum, '/hi/products/nicotine-gum-frosty-mint-2mg-4mg')).toBe(true);
    expect(mayCrawl(gum, '/hi')).toBe(true);
  });

  it('keeps them out of the cart, account, checkout hand-off, search results, API, discount and cart links', () => {
    for (const path of [
      '/cart',
      '/cart.data',
      '/cart/41:2,42:1',
      '/account',
      '/account/orders/1',
      '/checkouts/cn/abc',
      '/search?q=razor',
      '/api/cart',
      '/api/search?q=x',
      '/discount/WELCOME10?redirect=/',
    ]) {
      expect(mayCrawl(groom, path), path).toBe(false);
      expect(mayCrawl(gum, path), path).toBe(false);
    }
  });

  it("closes the same paths under gum's Hindi prefix, and names no prefix groom does not have", () => {
    for (const path of [
      '/hi/cart',
      '/hi/account',
      '/hi/search?q=गम',
      '/hi/api/cart',
      '/hi/discount/X',
      '/hi/cart/1:1',
    ]) {
      expect(mayCrawl(gum, path), path).toBe(false);
    }
    expect(groom).not.toContain('/hi');
  });

  it('names the sitemap on the site origin', () => {
    expect(groom).toContain('\nSitemap: https://shop.kestrel.in/sitemap.xml\n');
    expect(gum).toContain('\nSitemap: https://shop.quitbee.in/sitemap.xml\n');
    expect(groom.startsWith('User-agent: *\n')).toBe(true);
  });
});

describe('robots.txt on any other host', () => {
  it('disallows everything and names no sitemap', () => {
    const robots = robotsTxt({production: false, brand: brands.gum, siteOrigin: 'https://shop.quitbee.in'});
    expect(robots).toBe(PREVIEW_ROBOTS_TXT);
    for (const path of ['/', '/products/x', '/hi', '/sitemap.xml']) expect(mayCrawl(robots, path), path).toBe(false);
    expect(robots).not.toContain('Sitemap:');
  });

  it('is the production file only when asked for a production host', () => {
    const robots = robotsTxt({production: true, brand: brands.groom, siteOrigin: 'https://shop.kestrel.in'});
    expect(robots).toBe(productionRobotsTxt(brands.groom, 'https://shop.kestrel.in'));
    expect(mayCrawl(robots, '/products/x')).toBe(true);
  });
});
