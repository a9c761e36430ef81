import {brands} from '~/brands';
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {createStorefrontExecutor} from '../../emulator/executor';
import {seeds} from '../../emulator/seed';
import {loader as robotsLoader} from '~/routes/robots[.]txt';
import {loader as indexLoader} from '~/routes/[sitemap.xml]';
import {loader as pageLoader} from '~/routes/sitemap.$type.$page[.xml]';
import {loader as staticLoader} from '~/routes/sitemap.static[.]xml';
import {appContextFor, server, STORE_URL, storefrontRequests, useStorefrontStandIn} from './support/storefront';
import {childrenNamed, parseXml, type XmlElement} from './support/xml';
import {groomWithProducts} from '../unit/emulator/helpers';

useStorefrontStandIn();

type Brand = 'groom' | 'gum';
type Loader = (args: never) => Promise<Response>;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** W3C datetime, as the sitemap protocol wants `lastmod`. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** GETs `url` through `loader` with the load context server.ts would build (and extra worker env). */
async function get(
  loader: Loader,
  url: string,
  options: {params?: Record<string, string>; env?: Record<string, string>; headers?: Record<string, string>} = {},
): Promise<Response> {
  const {request, context} = await appContextFor(url, options.headers, options.env);
  return loader({request, context, params: options.params ?? {}} as never);
}

/** The route Remix matches for a sitemap URL, and its params. */
function sitemapRoute(url: string): {loader: Loader; params: Record<string, string>} {
  const path = new URL(url).pathname;
  if (path === '/sitemap.xml') return {loader: indexLoader, params: {}};
  if (path === '/sitemap/static.xml') return {loader: staticLoader, params: {}};
  const match = /^\/sitemap\/([^/]+)\/([^/]+)\.xml$/.exec(path);
  if (!match) throw new Error(`not a sitemap URL: ${url}`);
  return {loader: pageLoader, params: {type: match[1], page: match[2]}};
}

async function getSitemap(url: string, options: {env?: Record<string, string>; headers?: Record<string, string>} = {}) {
  const {loader, params} = sitemapRoute(url);
  return get(loader, url, {...options, params});
}

/** The child sitemaps a sitemap index lists; fails unless it is a well-formed sitemapindex. */
function indexLocations(xml: string): string[] {
  const root = parseXml(xml);
  expect(root.name).toBe('sitemapindex');
  expect(root.attributes.xmlns).toBe(SITEMAP_NS);
  expect(root.children.every((child) => child.name === 'sitemap')).toBe(true);
  return root.children.map((sitemap) => {
    const [loc, ...more] = childrenNamed(sitemap, 'loc');
    expect(more).toEqual([]);
    return loc.text;
  });
}

interface Entry {
  loc: string;
  lastmod?: string;
  /** hreflang → href */
  alternates: Record<string, string>;
}

/** The URLs of a sitemap; fails unless it is a well-formed urlset with one loc each and valid alternates. */
function urlsetEntries(xml: string): Entry[] {
  const root: XmlElement = parseXml(xml);
  expect(root.name).toBe('urlset');
  expect(root.attributes.xmlns).toBe(SITEMAP_NS);
  expect(root.children.every((child) => child.name === 'url')).toBe(true);
  return root.children.map((url) => {
    const locs = childrenNamed(url, 'loc');
    const lastmods = childrenNamed(url, 'lastmod');
    expect(locs).toHaveLength(1);
    expect(lastmods.length).toBeLessThanOrEqual(1);
    const alternates: Record<string, string> = {};
    for (const link of childrenNamed(url, 'xhtml:link')) {
      expect(link.attributes.rel).toBe('alternate');
      expect(alternates[link.attributes.hreflang]).toBeUndefined();
      alternates[link.attributes.hreflang] = link.attributes.href;
    }
    return {loc: locs[0].text, lastmod: lastmods[0]?.text, alternates};
  });
}

/** Each type's paths on the storefront, from the seed. */
function seededPaths(brand: Brand): Record<string, string[]> {
  const seed = seeds[brand];
  return {
    products: seed.products.map((product) => `/products/${product.handle}`),
    collections: seed.collections.map((collection) => `/collections/${collection.handle}`),
    pages: seed.pages.map((page) => `/pages/${page.handle}`),
    blogs: seed.blogs.map((blog) => `/blogs/${blog.handle}`),
    articles: seed.blogs.flatMap((blog) => blog.articles.map((article) => `/blogs/${blog.handle}/${article.handle}`)),
    static: [
      '/',
      '/collections',
      '/collections/all',
      '/policies',
      ...Object.values(seed.shop.policies).map((policy) => `/policies/${policy.handle}`),
      '/blogs',
      // gum's quit plan
      ...(brands[brand].quitPlan ? ['/quit-plan'] : []),
    ],
  };
}

const ORIGIN: Record<Brand, string> = {groom: 'http://groom.localhost', gum: 'http://gum.localhost'};

describe('the sitemap index', () => {
  it.each(['groom', 'gum'] as const)(
    'on %s lists page 1 of each type, then the fixed pages, on the site',
    async (brand) => {
      const response = await getSitemap(`${ORIGIN[brand]}/sitemap.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/xml');
      expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
      expect(indexLocations(await response.text())).toEqual([
        ...['products', 'collections', 'pages', 'blogs', 'articles'].map(
          (type) => `${ORIGIN[brand]}/sitemap/${type}/1.xml`,
        ),
        `${ORIGIN[brand]}/sitemap/static.xml`,
      ]);
    },
  );
});

describe('each sitemap the index lists', () => {
  it.each(['groom', 'gum'] as const)("on %s holds the brand's records at their addresses", async (brand) => {
    const index = indexLocations(await (await getSitemap(`${ORIGIN[brand]}/sitemap.xml`)).text());
    const expected = seededPaths(brand);
    for (const url of index) {
      const response = await getSitemap(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Content-Type'), url).toBe('application/xml');
      expect(response.headers.get('Cache-Control'), url).toMatch(/^public, max-age=\d+/);
      const entries = urlsetEntries(await response.text());
      const type = url.includes('/static.xml') ? 'static' : url.split('/').at(-2)!;
      // A sitemap's order means nothing to a crawler.
      expect(entries.map((entry) => entry.loc).sort(), url).toEqual(
        expected[type].map((path) => `${ORIGIN[brand]}${path}`).sort(),
      );
      for (const entry of entries) {
        if (type === 'static') expect(entry.lastmod, entry.loc).toBeUndefined();
        else expect(entry.lastmod, entry.loc).toMatch(W3C_DATETIME);
      }
    }
  });

  it("dates a product by the store's update time", async () => {
    const entries = urlsetEntries(await (await getSitemap(`${ORIGIN.groom}/sitemap/products/1.xml`)).text());
    const [product] = seeds.groom.products;
    expect(entries[0]).toMatchObject({loc: `${ORIGIN.groom}/products/${product.handle}`, lastmod: product.createdAt});
  });

  it('names the English, Hindi and default version of every gum URL', async () => {
    for (const url of [
      `${ORIGIN.gum}/sitemap/products/1.xml`,
      `${ORIGIN.gum}/sitemap/articles/1.xml`,
      `${ORIGIN.gum}/sitemap/static.xml`,
    ]) {
      const entries = urlsetEntries(await (await getSitemap(url)).text());
      expect(entries.length, url).toBeGreaterThan(0);
      for (const {loc, alternates} of entries) {
        const path = loc.slice(ORIGIN.gum.length);
        expect(alternates, loc).toEqual({
          'en-IN': loc,
          'hi-IN': `${ORIGIN.gum}/hi${path === '/' ? '' : path}`,
          'x-default': loc,
        });
      }
    }
  });

  it('has no alternates on one-language groom', async () => {
    for (const url of [`${ORIGIN.groom}/sitemap/collections/1.xml`, `${ORIGIN.groom}/sitemap/static.xml`]) {
      for (const entry of urlsetEntries(await (await getSitemap(url)).text())) expect(entry.alternates).toEqual({});
    }
  });
});

describe('a Host header a client made up', () => {
  // workerd builds the request URL from the Host header: a forged one arrives as the URL's host.
  const forged = (path: string) => [`http://evil.example${path}`, {headers: {Host: 'evil.example'}}] as const;

  it("never reaches a sitemap: its URLs stay on the brand's own origin", async () => {
    for (const path of ['/sitemap.xml', '/sitemap/products/1.xml', '/sitemap/static.xml']) {
      const [url, options] = forged(path);
      const local = await (await getSitemap(url, options)).text();
      expect(local, path).not.toContain('evil.example');
      expect(local, path).toContain(`<loc>${ORIGIN.groom}/`);

      const configured = await (
        await getSitemap(url, {...options, env: {BRAND_HOSTS: 'shop.kestrel.in=groom'}})
      ).text();
      expect(configured, path).not.toContain('evil.example');
      expect(configured, path).toContain('<loc>https://shop.kestrel.in/');
    }
  });
});

describe('a sitemap address that is not one', () => {
  it.each([
    ['foo', '1'],
    ['metaObjects', '1'],
    ['Products', '1'],
    ['products', '0'],
    ['products', '-1'],
    ['products', 'abc'],
    ['products', '01'],
    ['products', '2'],
    ['products', '99999999999'],
    ['articles', '2'],
  ])('/sitemap/%s/%s.xml answers 404, never a 500', async (type, page) => {
    const response = await getSitemap(`${ORIGIN.gum}/sitemap/${type}/${page}.xml`);
    expect(response.status).toBe(404);
    // Hydrogen's page query runs only for a page that exists.
    expect(storefrontRequests.some((request) => request.query.includes('resources('))).toBe(false);
  });
});

describe('a catalogue over 250 products', () => {
  it('is split into sitemaps of 250, each listed in the index, and the page after the last is a 404', async () => {
    const big = createStorefrontExecutor({publicUrl: STORE_URL, seeds: {...seeds, groom: groomWithProducts(600)}});
    server.use(
      http.post(`${STORE_URL}/api/:version/graphql.json`, async ({request}) => {
        const body = (await request.json()) as {query: string; variables?: Record<string, unknown>};
        return HttpResponse.json(await big.execute({brand: 'groom', ...body}));
      }),
    );
    const index = indexLocations(await (await getSitemap(`${ORIGIN.groom}/sitemap.xml`)).text());
    const productSitemaps = index.filter((url) => url.includes('/sitemap/products/'));
    expect(productSitemaps).toEqual([1, 2, 3].map((page) => `${ORIGIN.groom}/sitemap/products/${page}.xml`));

    const pages = await Promise.all(
      productSitemaps.map(async (url) => urlsetEntries(await (await getSitemap(url)).text()).map((e) => e.loc)),
    );
    expect(pages.map((locs) => locs.length)).toEqual([250, 250, 100]);
    const all = pages.flat();
    expect(new Set(all).size).toBe(600);
    expect(all.at(-1)).toBe(`${ORIGIN.groom}/products/${seeds.groom.products[0].handle}-600`);
    expect((await getSitemap(`${ORIGIN.groom}/sitemap/products/4.xml`)).status).toBe(404);
  });
});

describe('robots.txt', () => {
  const PRODUCTION = {BRAND_HOSTS: 'shop.kestrel.in=groom,shop.quitbee.in=gum'};
  const robots = async (url: string, env: Record<string, string> = {}) => {
    const response = await get(robotsLoader, url, {env});
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    return response.text();
  };

  it('on a production host opens the catalogue, closes the private paths and names the sitemap', async () => {
    const groom = await robots('https://shop.kestrel.in/robots.txt', PRODUCTION);
    expect(groom.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /cart',
      'Disallow: /cart/',
      'Disallow: /account',
      'Disallow: /checkouts/',
      'Disallow: /search?',
      'Disallow: /api/',
      'Disallow: /discount/',
      '',
      'Sitemap: https://shop.kestrel.in/sitemap.xml',
      '',
    ]);
  });

  it("on gum's production host closes the same paths under /hi", async () => {
    const gum = await robots('https://shop.quitbee.in/robots.txt', PRODUCTION);
    for (const path of ['/cart', '/account', '/search?', '/api/', '/discount/', '/cart/', '/checkouts/']) {
      expect(gum).toContain(`\nDisallow: ${path}\n`);
      expect(gum).toContain(`\nDisallow: /hi${path}\n`);
    }
    expect(gum).toContain('\nSitemap: https://shop.quitbee.in/sitemap.xml\n');
    expect(gum).not.toMatch(/^Disallow: \/$/m);
  });

  it.each([
    ['an Oxygen preview URL', 'https://01hx2y3z4a-quitbee.o2.myshopify.dev/robots.txt?brand=gum', PRODUCTION],
    ['a local host', 'http://gum.localhost:3000/robots.txt', PRODUCTION],
    ['a production host when BRAND_HOSTS is unset', 'https://shop.kestrel.in/robots.txt', {}],
  ])('on %s disallows everything', async (_, url, env) => {
    expect(await robots(url, env)).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('the XML check these tests rely on', () => {
  it.each([
    ['an unclosed element', '<urlset><url></urlset>'],
    ['crossed tags', '<a><b></a></b>'],
    ['a bare ampersand', '<loc>https://a.in/?a=1&b=2</loc>'],
    ['an undeclared prefix', '<urlset><xhtml:link href="x"/></urlset>'],
    ['a repeated attribute', '<a b="1" b="2"/>'],
    ['text after the root', '<a/>x'],
    ['an unquoted attribute', '<a b=1/>'],
  ])('refuses %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });

  it('reads entities and declared prefixes', () => {
    const root = parseXml('<?xml version="1.0"?><a xmlns:x="u"><x:b c="&quot;q&quot;">1 &amp; 2</x:b></a>');
    expect(root.children[0]).toMatchObject({name: 'x:b', attributes: {c: '"q"'}, text: '1 & 2'});
  });
});
