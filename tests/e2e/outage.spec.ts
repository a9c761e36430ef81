import {startEmulator} from '../../emulator/server';
import {previewEnv, startPreview, type PreviewServer} from '../../scripts/lib/preview';
import {expect, test} from './support/fixtures';
import {addToGroomCart, cookieSet, homeProductPaths, rawRequest} from './support/raw-http';
import {PREVIEW_PORT} from './support/stand-in';

// A store of its own (worker and stand-in on their own ports), since this test stops its stand-in.
const PORT = PREVIEW_PORT + 7;
const EMULATOR_PORT = PREVIEW_PORT + 9;

test.skip(({isMobile}) => isMobile, 'one store outage is enough: the desktop project runs it');
test.describe.configure({mode: 'serial'});

const get = (brand: 'groom' | 'gum', path: string) =>
  rawRequest({port: PORT, host: `${brand}.localhost:${PORT}`, path, headers: {Accept: 'text/html'}});

/** Adds one of the product's first variant to the cart `cookie` names (or a new one); the cart cookie set. */
async function addToCart(productPath: string, cookie?: string): Promise<string | undefined> {
  const response = await addToGroomCart({productPath, port: PORT, headers: cookie ? {Cookie: cookie} : {}});
  expect(response.status).toBeLessThan(400);
  return cookieSet(response, 'cart_groom');
}

test('the Storefront API going down mid-session: pages seen in the last hour still served, others a branded 503, then recovery', async () => {
  test.setTimeout(180_000);
  let emulator = await startEmulator({host: '127.0.0.1', port: EMULATOR_PORT});
  let preview: PreviewServer | undefined;
  try {
    preview = await startPreview({
      port: PORT,
      env: previewEnv({EMULATOR_URL: emulator.url, STOREFRONT: 'emulator'}),
      guardUrls: true,
      logRequests: false,
    });
    // Visited while the API is up: a page whose data is cached for an hour, and a product page
    // whose data is fresh for a second but kept an hour for outages (lib/cache-rules).
    expect((await get('gum', '/hi/pages/faq')).status).toBe(200);
    const [productPath, unvisitedPath] = await homeProductPaths(PORT);
    expect(unvisitedPath).toBeTruthy();
    const visited = await get('groom', productPath);
    expect(visited.status).toBe(200);
    const visitedAt = Date.now();
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(visited.body)?.[1];
    expect(title).toBeTruthy();

    const oldCart = await addToCart(productPath);
    expect(oldCart).toBeTruthy();

    await emulator.close();

    const cached = await get('gum', '/hi/pages/faq');
    expect(cached.status).toBe(200);

    const started = Date.now();
    const uncached = await get('groom', unvisitedPath);
    expect(uncached.status).toBe(503);
    expect(uncached.headers['retry-after']).toBeTruthy();
    const page = uncached.body;
    expect(page).toContain('Something went wrong on our side');
    expect(page).not.toMatch(/\n\s+at |file:\/\//);
    expect(Date.now() - started).toBeLessThan(5000);

    // Crawlers too are told to come back, not that the sitemap is broken.
    const sitemap = await get('groom', '/sitemap/products/1.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers['retry-after']).toBeTruthy();
    expect(sitemap.body).not.toMatch(/\n\s+at |file:\/\//);

    const hindi = await get('gum', '/hi/collections/no-such-collection-during-outage');
    expect(hindi.status).toBe(503);
    expect(hindi.body).toContain('हमारी ओर से कुछ गड़बड़ हुई');

    // Past Hydrogen's CacheShort window (10 s), the product page seen before is still served.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, visitedAt + 11_000 - Date.now())));
    const stale = await get('groom', productPath);
    expect(stale.status).toBe(200);
    expect(stale.body).toContain(title);

    emulator = await startEmulator({host: '127.0.0.1', port: EMULATOR_PORT});
    const recovered = await get('groom', unvisitedPath);
    expect(recovered.status).toBe(200);
    // The restarted stand-in forgot every cart: the old cookie's cart is replaced on the next add.
    const newCart = await addToCart(productPath, oldCart);
    expect(newCart).toBeTruthy();
    const cart = await rawRequest({
      port: PORT,
      host: `groom.localhost:${PORT}`,
      path: '/api/cart',
      headers: {Cookie: newCart!},
    });
    expect(JSON.parse(cart.body)).toMatchObject({totalQuantity: 1});
  } finally {
    await preview?.close();
    await emulator.close();
  }
});
