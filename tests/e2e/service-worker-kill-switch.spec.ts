/**
 * The service worker's kill switch (`SERVICE_WORKER=off`), on the second test worker, which runs with
 * it set: /sw.js is then a worker that empties the asset cache and unregisters itself, so a browser
 * that installed the asset-cache worker before the switch goes back to plain network requests, and
 * pages register nothing.
 */
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brandUrl, CUSTOMER_ACCOUNT_PREVIEW_PORT} from './support/stand-in';

test.use({serviceWorkers: 'allow'});

const CACHE = 'storefront-assets-v1';

for (const brand of ['groom', 'gum'] as const) {
  test(`${brand}: the worker /sw.js serves empties the asset cache and removes itself`, async ({page}) => {
    // A page without the app's script, so only the worker itself can do the removing.
    await page.goto(brandUrl(brand, '/robots.txt', CUSTOMER_ACCOUNT_PREVIEW_PORT));
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      await cache.put(
        '/brands/logo-seen-before.svg',
        new Response('<svg/>', {headers: {'Content-Type': 'image/svg+xml'}}),
      );
    }, CACHE);
    expect(await page.evaluate((name) => caches.has(name), CACHE)).toBe(true);

    await page.evaluate(() => navigator.serviceWorker.register('/sw.js'));

    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
        timeout: 15_000,
      })
      .toBe(0);
    expect(await page.evaluate((name) => caches.has(name), CACHE)).toBe(false);
  });
}

test('a shop page registers no worker, even after the shopper scrolls', async ({page}) => {
  await page.goto(brandUrl('groom', '/', CUSTOMER_ACCOUNT_PREVIEW_PORT));
  await waitForHydration(page);
  await page.mouse.wheel(0, 400);
  // Past the 3 s after which the worker would start anyway, and its idle wait.
  await page.waitForTimeout(4_000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
