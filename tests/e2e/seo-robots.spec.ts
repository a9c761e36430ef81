/**
 * Search engines and the local (preview) host: the production build, on a host that is not in
 * BRAND_HOSTS, answers everything with `X-Robots-Tag: noindex` and a robots.txt that disallows
 * everything, and serves its sitemaps (matched before the catalogue's own routes) as XML.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {rawRequest} from './support/raw-http';
import {brandUrl, PREVIEW_PORT} from './support/stand-in';

test.skip(({isMobile}) => isMobile, 'HTTP-level checks run once, in the desktop project');

const GUM = `gum.localhost:${PREVIEW_PORT}`;

interface ParsedSitemap {
  root: string;
  namespace: string | null;
  locs: string[];
  hreflangs: string[];
}

/** Chromium's own XML parser on the sitemap (in the test's blank page): fails on anything not well-formed. */
function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'application/xml');
    const error = document.getElementsByTagName('parsererror')[0];
    if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
    const root = document.documentElement;
    return {
      root: root.localName,
      namespace: root.namespaceURI,
      locs: [...root.getElementsByTagNameNS(root.namespaceURI, 'loc')].map((loc) => loc.textContent ?? ''),
      hreflangs: [...root.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
        (link) => link.getAttribute('hreflang') ?? '',
      ),
    };
  }, xml);
}

test.describe('the local host stays out of search indexes', () => {
  test('a page says noindex', async ({page}) => {
    const response = await page.goto(brandUrl('gum', '/'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('so do a missing page, a redirect and a refused request', async () => {
    const missing = await rawRequest({host: GUM, path: '/products/no-such-gum', headers: {Accept: 'text/html'}});
    expect(missing.status).toBe(404);
    const redirect = await rawRequest({host: GUM, path: '/discount/WELCOME10', headers: {Accept: 'text/html'}});
    expect(redirect.status).toBeGreaterThanOrEqual(300);
    expect(redirect.status).toBeLessThan(400);
    const refused = await rawRequest({host: GUM, path: `/${'a/'.repeat(40)}`, headers: {Accept: 'text/html'}});
    expect(refused.status).toBe(414);
    for (const response of [missing, redirect, refused]) expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  test('robots.txt disallows everything', async () => {
    const robots = await rawRequest({host: GUM, path: '/robots.txt'});
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect(robots.headers['x-robots-tag']).toBe('noindex');
  });
});

test.describe('sitemaps from the production build', () => {
  test("the index and every sitemap it names are XML on the site, with gum's Hindi alternates", async ({page}) => {
    const index = await rawRequest({host: GUM, path: '/sitemap.xml'});
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml');
    expect(index.headers['x-robots-tag']).toBe('noindex');
    const parsedIndex = await parseSitemap(page, index.body);
    expect(parsedIndex).toMatchObject({root: 'sitemapindex', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9'});
    const paths = parsedIndex.locs
      .map((loc) => new URL(loc))
      .map((url) => {
        expect(url.hostname).toBe('gum.localhost');
        return url.pathname;
      });
    expect(paths).toEqual(expect.arrayContaining(['/sitemap/products/1.xml', '/sitemap/static.xml']));

    for (const path of paths) {
      const sitemap = await rawRequest({host: GUM, path});
      expect(sitemap.status, path).toBe(200);
      expect(sitemap.headers['content-type'], path).toBe('application/xml');
      const parsed = await parseSitemap(page, sitemap.body);
      expect(parsed.root, path).toBe('urlset');
      expect(parsed.locs.length, path).toBeGreaterThan(0);
      for (const loc of parsed.locs) expect(new URL(loc).hostname, loc).toBe('gum.localhost');
      expect(parsed.hreflangs.length, path).toBe(parsed.locs.length * 3);
      expect(new Set(parsed.hreflangs), path).toEqual(new Set(['en-IN', 'hi-IN', 'x-default']));
    }
  });

  test('a type or page that does not exist is a 404', async () => {
    for (const path of [
      '/sitemap/foo/1.xml',
      '/sitemap/products/0.xml',
      '/sitemap/products/-1.xml',
      '/sitemap/products/abc.xml',
      '/sitemap/products/2.xml',
    ]) {
      expect((await rawRequest({host: GUM, path})).status, path).toBe(404);
    }
  });
});
