import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {cacheHeadersFor, sharedPageLifetime, type AnswerFacts} from '~/lib/routing/page-cache';

const get = (url: string) => ({method: 'GET', url});
const lifetimeKind = (url: string, brand = brands.gum, source: 'host' | 'query' | 'cookie' | 'default' = 'host') =>
  sharedPageLifetime(get(url), brand, source)?.kind ?? null;

function answer(overrides: Partial<AnswerFacts> = {}): AnswerFacts {
  return {status: 200, headers: new Headers(), degraded: false, ...overrides};
}

describe('sharedPageLifetime', () => {
  it('shares catalogue, search and content pages in every language, and their single-fetch data', () => {
    for (const path of [
      '/',
      '/hi',
      '/collections/all',
      '/hi/collections/gums',
      '/products/mint',
      '/productbundle/kit',
    ]) {
      expect(lifetimeKind(`https://gum.test${path}`), path).toBe('catalogue');
    }
    for (const path of ['/_root.data', '/hi.data', '/products/mint.data?_routes=x', '/hi/collections/gums.data']) {
      expect(lifetimeKind(`https://gum.test${path}`), path).toBe('catalogue');
    }
    expect(lifetimeKind('https://gum.test/search?q=mint')).toBe('search');
    for (const path of [
      '/pages/faq',
      '/hi/blogs',
      '/blogs/learn',
      '/blogs/learn/quit',
      '/policies',
      '/policies/refund-policy',
    ]) {
      expect(lifetimeKind(`https://gum.test${path}`), path).toBe('content');
    }
  });

  it('never shares the cart, account, login, endpoints, cart links, or a language the brand lacks', () => {
    for (const path of [
      '/cart',
      '/hi/cart',
      '/cart/123:1',
      '/account',
      '/account/orders/1',
      '/account/login',
      '/api/personal',
      '/api/cart',
      '/discount/TEN',
      '/products/mint/extra',
      '/sitemap.xml',
    ]) {
      expect(lifetimeKind(`https://gum.test${path}`), path).toBeNull();
    }
    expect(lifetimeKind('https://groom.test/hi/products/razor', brands.groom)).toBeNull();
  });

  it('shares nothing a merchandiser chose the brand of (`?brand=`, the cookie, the default), nor anything but a GET', () => {
    for (const source of ['query', 'cookie', 'default'] as const) {
      expect(lifetimeKind('https://preview.example/products/mint', brands.gum, source)).toBeNull();
    }
    expect(sharedPageLifetime({method: 'POST', url: 'https://gum.test/products/mint'}, brands.gum, 'host')).toBeNull();
    expect(sharedPageLifetime({method: 'HEAD', url: 'https://gum.test/products/mint'}, brands.gum, 'host')).toBeNull();
  });
});

describe('cacheHeadersFor', () => {
  const catalogue = sharedPageLifetime(get('https://gum.test/products/mint'), brands.gum, 'host');

  it('keeps a page no longer than until an announcement starts or ends, stale time included', () => {
    const now = Date.UTC(2026, 10, 1, 12);
    const keptFor = (seconds: number) =>
      cacheHeadersFor(catalogue, answer({contentChangesAt: now + seconds * 1000, now})).get('Oxygen-Cache-Control');
    expect(keptFor(120)).toBe('public, max-age=120, stale-while-revalidate=0');
    expect(keptFor(500)).toBe('public, max-age=300, stale-while-revalidate=200');
    expect(keptFor(3600)).toBe('public, max-age=300, stale-while-revalidate=600');
    // Under a second away: not kept at all.
    const soon = cacheHeadersFor(catalogue, answer({contentChangesAt: now + 400, now}));
    expect(soon.get('Oxygen-Cache-Control')).toBeNull();
    expect(soon.get('Cache-Control')).toBe('private, no-store');
  });

  it('gives a shared page a public Oxygen-Cache-Control, a Vary, and a browser policy that revalidates', () => {
    const headers = cacheHeadersFor(catalogue, answer());
    expect(headers.get('Oxygen-Cache-Control')).toBe('public, max-age=300, stale-while-revalidate=600');
    expect(headers.get('Vary')).toBe('Accept-Encoding');
    expect(headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(cacheHeadersFor(catalogue, answer({status: 301})).get('Oxygen-Cache-Control')).not.toBeNull();
  });

  it('makes a shared path private when its answer sets a cookie, misses parts, failed, or says private itself', () => {
    for (const facts of [
      answer({
        headers: new Headers([
          ['Set-Cookie', 'session_gum=x'],
          ['Set-Cookie', 'brand=gum'],
        ]),
      }),
      answer({headers: new Headers({'Set-Cookie': 'a=b'})}),
      answer({degraded: true}),
      answer({status: 404}),
      answer({status: 500}),
      answer({headers: new Headers({'Cache-Control': 'no-store'})}),
    ]) {
      const headers = cacheHeadersFor(catalogue, facts);
      expect(headers.get('Oxygen-Cache-Control')).toBeNull();
      expect(headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('makes every other answer private unless it has a policy of its own and sets no cookie', () => {
    expect(cacheHeadersFor(null, answer()).get('Cache-Control')).toBe('private, no-store');
    expect(
      cacheHeadersFor(null, answer({headers: new Headers({'Cache-Control': 'public, max-age=3600'})})).has(
        'Cache-Control',
      ),
    ).toBe(false);
    const cookie = answer({headers: new Headers({'Cache-Control': 'public, max-age=3600', 'Set-Cookie': 'a=b'})});
    expect(cacheHeadersFor(null, cookie).get('Cache-Control')).toBe('private, no-store');
  });

  it('lets the edge keep a versioned file as long as the browser, unless it sets a cookie or is a page', () => {
    const immutable = 'public, max-age=31536000, immutable';
    const file = cacheHeadersFor(null, answer({headers: new Headers({'Cache-Control': immutable})}));
    expect(file.get('Oxygen-Cache-Control')).toBe(immutable);
    expect(file.has('Cache-Control')).toBe(false);
    const withCookie = answer({headers: new Headers({'Cache-Control': immutable, 'Set-Cookie': 'a=b'})});
    expect(cacheHeadersFor(null, withCookie).get('Cache-Control')).toBe('private, no-store');
    expect(cacheHeadersFor(null, withCookie).has('Oxygen-Cache-Control')).toBe(false);
    const missing = answer({status: 404, headers: new Headers({'Cache-Control': immutable})});
    expect(cacheHeadersFor(null, missing).has('Oxygen-Cache-Control')).toBe(false);
  });
});
