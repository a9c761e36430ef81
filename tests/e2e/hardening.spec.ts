import {expect, test} from './support/fixtures';
import {addToGroomCart, cartFormBody, cookieSet, homeProductPaths, LEAK, rawRequest} from './support/raw-http';
import {waitForHydration} from './support/hydration';
import {PREVIEW_PORT} from './support/stand-in';

// Plain HTTP against the preview: the same answers whatever the screen, so one project runs them.
test.skip(({isMobile}) => isMobile, 'HTTP-level checks run once, in the desktop project');

const GUM = `gum.localhost:${PREVIEW_PORT}`;
const CART_ADD = cartFormBody('LinesAdd', {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]});

test.describe('no address can stall the worker', () => {
  for (const [label, path] of [
    ['2,048 segments (4 KB)', `/${'a/'.repeat(2048)}`],
    ['64 KB of one segment', `/${'a'.repeat(64 * 1024)}`],
    ['1 MB of segments', `/${'a/'.repeat(512 * 1024)}`],
  ] as const) {
    test(`a path of ${label} is refused at once while another page still answers`, async () => {
      const [hostile, normal] = await Promise.all([
        rawRequest({path, headers: {Accept: 'text/html'}}),
        rawRequest({path: '/', headers: {Accept: 'text/html'}}),
      ]);
      // 414 from the worker; 431 when the local runtime already refuses the request line.
      expect([414, 431]).toContain(hostile.status);
      expect(hostile.milliseconds).toBeLessThan(1000);
      expect(hostile.body).not.toMatch(LEAK);
      expect(normal.status).toBe(200);
    });
  }

  test('the refusal is the branded page, in Hindi on a Hindi address', async () => {
    const response = await rawRequest({host: GUM, path: `/hi/${'x/'.repeat(100)}`, headers: {Accept: 'text/html'}});
    expect(response.status).toBe(414);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('lang="hi"');
    expect(response.body).toContain('यह पता बहुत लंबा है');
    expect(response.body).toContain('href="/hi"');
  });
});

test.describe('every redirect stays on the site', () => {
  for (const path of ['/hi//evil.example/x', '/hi/%5Cevil.example', '/hi/.//evil.example']) {
    test(`saved English on ${path} never moves the shopper off the site`, async ({page, expectConsoleErrors}) => {
      // No such page, in either language.
      expectConsoleErrors(/status of 404/);
      await page.addInitScript(() => {
        if (window.location.protocol.startsWith('http')) window.localStorage.setItem('preferredLanguage', 'en');
      });
      await page.goto(`http://${GUM}${path}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).host, path).toBe(GUM);
    });
  }
});

test.describe('writes from another site are refused', () => {
  test('a cross-site add to cart (Origin) is a 403 that changes nothing', async () => {
    const response = await rawRequest({
      method: 'POST',
      path: '/cart',
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
      },
      body: CART_ADD,
    });
    expect(response.status).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('This request came from another site');
  });

  test('Sec-Fetch-Site: cross-site is refused in the page language', async () => {
    const response = await rawRequest({
      method: 'POST',
      host: GUM,
      path: '/hi/cart',
      headers: {'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded'},
      body: CART_ADD,
    });
    expect(response.status).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('यह अनुरोध किसी दूसरी साइट से आया');
  });

  test('a coupon sent as text/plain (a form any site can post) is refused as JSON', async () => {
    const response = await rawRequest({
      method: 'POST',
      path: '/api/discount',
      headers: {'Content-Type': 'text/plain'},
      body: JSON.stringify({code: 'WELCOME10'}),
    });
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body)).toEqual({error: expect.stringContaining('format')});
  });

  test('the same-site post is not refused by the guard', async () => {
    const response = await rawRequest({
      method: 'POST',
      path: '/cart',
      headers: {
        Origin: `http://groom.localhost:${PREVIEW_PORT}`,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: CART_ADD,
    });
    expect([403, 405, 414, 415]).not.toContain(response.status);
  });
});

test.describe('no response shows a stack or a file path', () => {
  for (const [method, path] of [
    ['POST', '/'],
    ['POST', '/products/no-such-thing'],
    ['POST', '/api/no-such-endpoint'],
    ['PUT', '/collections/all'],
    ['DELETE', '/'],
    ['OPTIONS', '/'],
    ['TRACE', '/'],
    ['PROPFIND', '/'],
    ['GET', '/%ZZ'],
    ['GET', '/search?q=%E0%A4%A'],
    ['GET', '/search?q=%'],
  ] as const) {
    test(`${method} ${path}`, async () => {
      const response = await rawRequest({method, path, headers: {Accept: 'text/html'}});
      expect(response.body).not.toMatch(LEAK);
      expect(response.status).not.toBe(500);
      if (method === 'OPTIONS' || method === 'TRACE' || method === 'PROPFIND') {
        expect(response.status).toBe(405);
        expect(response.headers.allow).toContain('GET');
      }
    });
  }
});

test('pages carry the security headers and a CSP that keeps forms on the site', async () => {
  const response = await rawRequest({path: '/', headers: {Accept: 'text/html'}});
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toMatch(/form-action 'self'/);
  expect(csp).toContain('report-uri /api/csp-report');
  // http here: HSTS only where the site is served over https.
  expect(response.headers['strict-transport-security']).toBeUndefined();
});

test('a browser CSP report is accepted', async () => {
  const response = await rawRequest({
    method: 'POST',
    path: '/api/csp-report',
    headers: {'Content-Type': 'application/csp-report'},
    body: JSON.stringify({'csp-report': {'effective-directive': 'img-src', 'blocked-uri': 'https://x.example/a.png'}}),
  });
  expect(response.status).toBe(204);
});

test('a forged Host header never reaches the page', async () => {
  const [productPath] = await homeProductPaths();
  const response = await rawRequest({host: 'evil.example', path: productPath, headers: {Accept: 'text/html'}});
  expect(response.status).toBe(200);
  expect(response.body).not.toContain('evil.example');
});

test("a browser's 32 KB of other cookies does not break the cart", async () => {
  const [productPath] = await homeProductPaths();
  const response = await addToGroomCart({productPath, headers: {Cookie: `big=${'x'.repeat(32 * 1024 - 10)}`}});
  expect(response.status).toBeLessThan(400);
  expect(cookieSet(response, 'cart_groom')).toBeTruthy();
});
