/**
 * Pages from the edge cache (the local stand-in for Oxygen's full-page cache, playwright.config.ts):
 * one HTML for every anonymous shopper, each shopper's own cart, login and consent fetched apart;
 * nothing personal is ever stored; the shared page's CSP still refuses an injected script; every
 * route says whether the edge may keep it.
 */
import {readdirSync} from 'node:fs';
import {resolve} from 'node:path';
import type {Page, Response} from '@playwright/test';
import {seeds} from '../../emulator/seed';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {rawRequest, type RawResponse} from './support/raw-http';
import {brandUrl, collectionProducts, PREVIEW_PORT, purgeEdgeCache} from './support/stand-in';

/**
 * How the local edge cache answered. A shared page is a miss, a hit or, once its 5 minutes are up (another
 * project's tests may have asked for it that long ago), stale while it is renewed.
 */
const outcome = (response: Response | null) => response?.headers()['x-edge-cache'];

const header = (page: Page) => page.getByRole('banner');

test.describe('one page for every shopper, each with their own cart, login and consent', () => {
  // The newcomer has not answered the consent banner; the regular's answer is set below.
  test.use({consentAtStart: 'undecided'});
  // Two browsers, a login and a cart: once, on a desktop.
  test.skip(({isMobile}) => isMobile, 'the phone project runs the same pages through the same cache');

  test('a logged-in shopper with a cart and Hindi saved, and a fresh one, share the product page and its data', async ({
    browser,
  }) => {
    test.slow();
    const [product, other] = await collectionProducts('gum', 'nicotine-gums', 2);
    const customer = seeds.gum.customers.find((candidate) => candidate.password)!;
    await purgeEdgeCache();

    // The regular: consent answered, logged in, one item in the cart, Hindi chosen with the switch.
    const regular = await browser.newContext();
    await regular.addCookies([{name: 'analytics_consent', value: 'a0.m0', url: brandUrl('gum')}]);
    const regularPage = await regular.newPage();
    await regularPage.goto(brandUrl('gum', '/account/login'));
    await regularPage.getByRole('textbox', {name: 'Email', exact: true}).fill(customer.email);
    await regularPage.getByLabel('Password').fill(customer.password!);
    await regularPage.getByRole('button', {name: 'Log in', exact: true}).click();
    await expect(regularPage).toHaveURL(/\/account$/);
    await regularPage.goto(brandUrl('gum', `/products/${other.handle}`));
    await waitForHydration(regularPage);
    await regularPage.getByRole('button', {name: 'Add to cart'}).click();
    await expect(header(regularPage).getByRole('link', {name: 'Cart, 1 item'})).toBeVisible({timeout: 20_000});
    await regularPage.keyboard.press('Escape');
    await regularPage.getByRole('link', {name: 'हिन्दी'}).click();
    await expect(regularPage.locator('html')).toHaveAttribute('lang', 'hi');

    // The newcomer renders the page into the cache, then gets it from there.
    const newcomer = await browser.newContext();
    const newcomerPage = await newcomer.newPage();
    await newcomerPage.goto(brandUrl('gum', `/products/${product.handle}`));
    const cached = await newcomerPage.goto(brandUrl('gum', `/products/${product.handle}`));
    expect(outcome(cached)).toBe('hit');
    await waitForHydration(newcomerPage);

    // The regular is served the very same page, then moved to Hindi by their saved choice.
    const served = await regularPage.goto(brandUrl('gum', `/products/${product.handle}`));
    expect(outcome(served)).toBe('hit');
    expect(await served!.text()).toBe(await cached!.text());
    await expect(regularPage).toHaveURL(brandUrl('gum', `/hi/products/${product.handle}`));
    await expect(header(regularPage).getByRole('link', {name: 'कार्ट, 1 आइटम'})).toBeVisible();
    await expect(header(regularPage).getByRole('button', {name: 'खाता'})).toBeVisible();
    await expect(regularPage.getByRole('region', {name: 'कुकी विकल्प'})).toHaveCount(0);

    // The newcomer sees none of it: an empty cart, logged out, asked about cookies, in English.
    await expect(header(newcomerPage).getByRole('link', {name: 'Cart, 0 items'})).toBeVisible();
    await expect(header(newcomerPage).getByRole('link', {name: 'Log in'})).toBeVisible();
    await expect(newcomerPage.getByRole('region', {name: 'Cookie choices'})).toBeVisible();
    await expect(newcomerPage.locator('html')).toHaveAttribute('lang', 'en');

    // In-app navigations from a collection: the same shared data answer, and still each their own header.
    await regularPage.getByRole('link', {name: 'English'}).click();
    await expect(regularPage.locator('html')).toHaveAttribute('lang', 'en');
    const navigateToOther = async (page: Page) => {
      await page.goto(brandUrl('gum', '/collections/nicotine-gums'));
      await waitForHydration(page);
      const data = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/products/${other.handle}.data`,
      );
      await page.getByRole('main').getByRole('link', {name: other.title}).first().click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(other.title);
      return outcome(await data);
    };
    expect(await navigateToOther(newcomerPage)).toMatch(/^(miss|hit|stale)$/);
    expect(await navigateToOther(regularPage)).toBe('hit');
    await expect(header(regularPage).getByRole('link', {name: 'Cart, 1 item'})).toBeVisible();
    await expect(header(newcomerPage).getByRole('link', {name: 'Cart, 0 items'})).toBeVisible();
    await expect(header(newcomerPage).getByRole('link', {name: 'Log in'})).toBeVisible();

    await regular.close();
    await newcomer.close();
  });

  test("a shared page's policy has no nonce, and an injected inline script does not run", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/Executing inline script violates the following Content Security Policy directive/);
    const [product] = await collectionProducts('groom', 'best-seller', 1);
    await page.goto(brandUrl('groom', `/products/${product.handle}`));
    const response = await page.goto(brandUrl('groom', `/products/${product.handle}`));
    expect(outcome(response)).toBe('hit');
    const policy = response!.headers()['content-security-policy'];
    expect(policy).not.toContain("'nonce-");
    expect(policy).toMatch(/script-src [^;]*'sha256-/);
    await waitForHydration(page);
    const ran = await page.evaluate(async () => {
      const refused = new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(false), {once: true});
        setTimeout(() => resolve(true), 2000);
      });
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await refused;
      return (window as unknown as {__injected?: boolean}).__injected === true;
    });
    expect(ran).toBe(false);
  });
});

test('without JavaScript, the cart link of a shared page still reaches the cart', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  const response = await page.goto(brandUrl('gum', '/hi'));
  expect(outcome(response)).toMatch(/^(miss|hit|stale)$/);
  await header(page).getByRole('link', {name: 'कार्ट'}).click();
  await expect(page).toHaveURL(brandUrl('gum', '/hi/cart'));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await context.close();
});

/**
 * One request per route module, and per endpoint of the `/api/*` route (`($locale).api.$ <endpoint>`): a
 * path it answers, and whether the edge may keep the answer.
 */
const ROUTE_SAMPLES: Record<string, {path: string; host?: 'groom' | 'gum'; shared: boolean; method?: string}> = {
  '($locale).$': {path: '/no-such-page', shared: false},
  '($locale)._index': {path: '/hi', host: 'gum', shared: true},
  '($locale).account._index': {path: '/account', shared: false},
  '($locale).account.authorize': {path: '/account/authorize', shared: false},
  '($locale).account.login': {path: '/account/login', shared: false},
  '($locale).account.logout': {path: '/account/logout', shared: false, method: 'POST'},
  '($locale).account.orders.$id': {path: '/account/orders/1', shared: false},
  '($locale).account.subscriptions': {path: '/hi/account/subscriptions', host: 'gum', shared: false},
  '($locale).api.$': {path: '/api/no-such-endpoint', shared: false},
  '($locale).api.cart': {path: '/api/cart', shared: false},
  '($locale).api.search': {path: '/api/search?q=razor', shared: false},
  '($locale).api.$ best-sellers': {path: '/api/best-sellers', shared: false},
  '($locale).api.$ cart-upsell': {path: '/api/cart-upsell', shared: false},
  '($locale).api.$ consent': {path: '/api/consent', shared: false, method: 'POST'},
  '($locale).api.$ discount': {path: '/api/discount', shared: false, method: 'POST'},
  '($locale).api.$ header-menu': {path: '/api/header-menu', shared: false},
  '($locale).api.$ kwikpass.decode-token': {
    path: '/api/kwikpass/decode-token',
    host: 'gum',
    shared: false,
    method: 'POST',
  },
  '($locale).api.$ newsletter.subscribe': {path: '/api/newsletter/subscribe', shared: false, method: 'POST'},
  '($locale).api.$ newsletter.token': {path: '/api/newsletter/token', shared: false},
  '($locale).api.$ personal': {path: '/api/personal', shared: false},
  '($locale).api.$ predictive-search': {path: '/hi/api/predictive-search?q=mint', host: 'gum', shared: false},
  '($locale).api.$ slide-in-menu': {path: '/api/slide-in-menu', shared: false},
  '($locale).newsletter': {path: '/newsletter', shared: false},
  '($locale).blogs.$blogHandle.$articleHandle': {
    path: '/blogs/healthy-living/how-nicotine-gum-helps-you-quit',
    host: 'gum',
    shared: true,
  },
  '($locale).blogs.$blogHandle._index': {path: '/hi/blogs/healthy-living', host: 'gum', shared: true},
  '($locale).blogs._index': {path: '/blogs', shared: true},
  '($locale).cart': {path: '/cart', shared: false},
  '($locale).cart_.$lines': {path: '/cart/99999999:1', shared: false},
  '($locale).collections.$handle': {path: '/collections/best-seller?sort=price-low-high', shared: true},
  '($locale).collections._index': {path: '/hi/collections', host: 'gum', shared: true},
  '($locale).collections.all': {path: '/collections/all', shared: true},
  '($locale).discount.$code': {path: '/discount/WELCOME10', shared: false},
  '($locale).pages.$handle': {path: '/pages/razors-for-men', shared: true},
  '($locale).policies.$handle': {path: '/hi/policies/refund-policy', host: 'gum', shared: true},
  '($locale).policies._index': {path: '/policies', shared: true},
  '($locale).productbundle.$id': {path: '/productbundle/shave-starter-kit', shared: true},
  '($locale).products.$handle': {path: '/products/kestrel-6-blade-razor', shared: true},
  '($locale).quit-plan': {path: '/hi/quit-plan', host: 'gum', shared: true},
  '($locale).search': {path: '/search?q=razor', shared: true},
  '[sitemap.xml]': {path: '/sitemap.xml', shared: false},
  'api.csp-report': {path: '/api/csp-report', shared: false, method: 'POST'},
  'cache-manifest[.]json': {path: '/cache-manifest.json', shared: false},
  'favicon[.]ico': {path: '/favicon.ico', shared: false},
  'robots[.]txt': {path: '/robots.txt', shared: false},
  'sitemap.$type.$page[.xml]': {path: '/sitemap/products/1.xml', shared: false},
  'sitemap.static[.]xml': {path: '/sitemap.static.xml', shared: false},
  'sw[.]js': {path: '/sw.js', shared: false},
  // A version gone since: today's strings for 5 minutes, in browsers only. The current version is below.
  'translations.$lang.$file': {path: '/translations/en/common.0.json', shared: false},
};

function expectShared(answer: RawResponse, label: string) {
  expect(answer.status, label).toBeLessThan(400);
  expect(answer.headers['oxygen-cache-control'], label).toMatch(
    /^public, max-age=[1-9]\d*, stale-while-revalidate=\d+$/,
  );
  expect(answer.headers.vary, label).toBe('Accept-Encoding');
  expect(answer.headers['set-cookie'], label).toBeUndefined();
}

function expectNotShared(answer: RawResponse, label: string) {
  expect(answer.headers['oxygen-cache-control'], label).toBeUndefined();
  expect(answer.headers['x-edge-cache'], label).not.toBe('hit');
  if (answer.headers['set-cookie'] || /^\/(hi\/)?(cart|account|api\/personal)/.test(label)) {
    expect(answer.headers['cache-control'], label).toBe('private, no-store');
  }
}

test.describe('every route says whether the edge may keep it', () => {
  test.skip(({isMobile}) => isMobile, 'headers do not depend on the screen');

  test('each route module answers with its rule, its data requests too, and nothing personal is ever stored', async () => {
    test.slow();
    const routeFiles = readdirSync(resolve(import.meta.dirname, '../../app/routes')).map((file) =>
      file.replace(/\.tsx$/, ''),
    );
    expect(routeFiles.filter((route) => !(route in ROUTE_SAMPLES))).toEqual([]);
    const endpoints = readdirSync(resolve(import.meta.dirname, '../../app/endpoints'))
      .filter((file) => file !== 'registry.server.ts')
      .map((file) => file.replace(/^api\.(.*)\.server\.ts$/, '$1'));
    const unsampled = endpoints.filter(
      (endpoint) =>
        !(`($locale).api.$ ${endpoint}` in ROUTE_SAMPLES) && !(`($locale).api.${endpoint}` in ROUTE_SAMPLES),
    );
    expect(unsampled).toEqual([]);

    // A cart cookie and a login session on every request: the answers are the same as for anyone.
    const cookie = 'cart_groom=c1-doesnotexist; cart_gum=c1-doesnotexist; analytics_consent=a1.m1';
    for (const [route, {path, host = 'groom', shared, method = 'GET'}] of Object.entries(ROUTE_SAMPLES)) {
      const ask = () =>
        rawRequest({
          method,
          path,
          host: `${host}.localhost:${PREVIEW_PORT}`,
          headers: {Accept: 'text/html', 'Accept-Encoding': 'gzip', Cookie: cookie},
          body: method === 'POST' ? '' : undefined,
        });
      const first = await ask();
      // An endpoint answers as one: a page route (the search page under a language "api") answers HTML.
      if (/^\/(hi\/)?api\//.test(path)) {
        expect(first.headers['content-type'] ?? '', `${route} ${path}`).not.toMatch(/^text\/html/);
      }
      if (shared) {
        expectShared(first, `${route} ${path}`);
        const data = await rawRequest({
          path: path.replace(
            /^([^?]*?)(\?|$)/,
            (_, page: string, query: string) => `${page === '/' ? '/_root' : page}.data${query}`,
          ),
          host: `${host}.localhost:${PREVIEW_PORT}`,
          headers: {'Accept-Encoding': 'gzip'},
        });
        expectShared(data, `${route} ${path} (data)`);
      } else {
        expectNotShared(first, `${route} ${path}`);
        expectNotShared(await ask(), `${route} ${path} (again)`);
      }
    }
  });

  test('a translation file a page names is kept a year by browsers and the edge, whoever asks', async () => {
    const home = await rawRequest({path: '/hi', host: `gum.localhost:${PREVIEW_PORT}`});
    const files = [...home.body.matchAll(/<link[^>]*href="(\/translations\/hi\/[^"]+)"[^>]*data-translations/g)].map(
      (match) => match[1],
    );
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const path of files) {
      // With a cart and a session, then without: the same file, never a cookie.
      const cookies = ['cart_gum=c1-doesnotexist; analytics_consent=a1.m1', ''];
      for (const cookie of cookies) {
        const answer = await rawRequest({
          path,
          host: `gum.localhost:${PREVIEW_PORT}`,
          headers: cookie ? {Cookie: cookie} : {},
        });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['oxygen-cache-control'], path).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['set-cookie'], path).toBeUndefined();
        expect(Object.keys(JSON.parse(answer.body) as object).length, path).toBeGreaterThan(0);
      }
    }
  });

  test("a merchandiser's brand choice (?brand=, the brand cookie) is never kept, nor a page that set a cookie", async () => {
    const preview = `127.0.0.1:${PREVIEW_PORT}`;
    for (const request of [
      {path: '/products/nicotine-gum-frosty-mint-2mg-4mg?brand=gum', headers: {} as Record<string, string>},
      {path: '/products/nicotine-gum-frosty-mint-2mg-4mg', headers: {Cookie: 'brand=gum'}},
    ]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await rawRequest({...request, host: preview});
        expect(answer.status).toBe(200);
        expect(answer.headers['oxygen-cache-control']).toBeUndefined();
        expect(answer.headers['x-edge-cache']).not.toBe('hit');
      }
    }
    const discount = await rawRequest({path: '/discount/WELCOME10'});
    expect(discount.headers['set-cookie']).toBeDefined();
    expect(discount.headers['cache-control']).toBe('private, no-store');
  });
});
