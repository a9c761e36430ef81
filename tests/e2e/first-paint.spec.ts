import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {holdResponses} from './support/held-responses';
import {waitForHydration} from './support/hydration';
import {brandUrl} from './support/stand-in';
import {PAGE_HYDRATING_EVENT} from '../../app/lib/scripts-after-first-paint';
import {seeds} from '../../emulator/seed';

const razor = seeds.groom.products.find((product) => product.handle === 'kestrel-6-blade-razor')!;
const razorPage = brandUrl('groom', `/products/${razor.handle}`);
const appScripts = /\/assets\/[^?]+\.js$/;

/** When the page's first text or picture was painted, and when each of its app scripts was requested. */
async function paintAndScripts(page: Page) {
  return page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({url: entry.name, requestedAt: entry.startTime})),
  }));
}

const drawer = (page: Page) => page.getByRole('dialog', {name: /^Your Cart/});

test.describe('the first paint comes before the scripts', () => {
  test.skip(({isMobile}) => isMobile, 'when the browser fetches what is the same at every width: desktop project');

  for (const [brand, path, label] of [
    ['groom', `/products/${razor.handle}`, "groom's product page"],
    ['gum', '/hi', "gum's Hindi home"],
  ] as const) {
    test(`${label} is painted before any of its scripts is requested, then comes alive`, async ({page}) => {
      await page.addInitScript((type) => {
        document.addEventListener(type, () => ((window as {hydrationStarted?: boolean}).hydrationStarted = true));
      }, PAGE_HYDRATING_EVENT);
      await page.goto(brandUrl(brand, path));
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as {hydrationStarted?: boolean}).hydrationStarted)).toBe(true);
      const {firstContentfulPaint, scripts} = await paintAndScripts(page);
      expect(firstContentfulPaint).toBeGreaterThan(0);
      // The framework, the app's shell, the root and the page's own route at least.
      expect(scripts.length).toBeGreaterThanOrEqual(4);
      for (const script of scripts)
        expect(script.requestedAt, script.url).toBeGreaterThanOrEqual(firstContentfulPaint!);
    });
  }

  test('a page opened in a tab that is not on screen comes alive without waiting for a paint', async ({page}) => {
    // A background tab paints nothing until it is shown: no paint is reported here at all.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
      PerformanceObserver.prototype.observe = () => undefined;
    });
    await page.goto(brandUrl('gum', '/'));
    await waitForHydration(page);
    // Alive: the header's cart opens the drawer instead of following its link to /cart.
    await page.getByRole('banner').getByRole('link', {name: /^Cart/}).click();
    await expect(drawer(page)).toBeVisible({timeout: 20_000});
    await expect(page).toHaveURL(brandUrl('gum', '/'));
  });
});

test.describe('what a shopper does before the scripts have come', () => {
  test.skip(({isMobile}) => isMobile, 'the same at every width: desktop project');

  test('Add to cart pressed early waits for the page to come alive, then opens the drawer, once', async ({page}) => {
    const release = await holdResponses(page, appScripts);
    // Not until `load`: the held scripts keep it from firing.
    await page.goto(razorPage, {waitUntil: 'domcontentloaded'});
    // An impatient double tap.
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await page.getByRole('button', {name: 'Add to cart'}).click();
    // Held, not sent as a plain form: the page stays.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(razorPage);
    release();
    await expect(drawer(page)).toBeVisible({timeout: 20_000});
    await expect(drawer(page).getByRole('link', {name: razor.title})).toBeVisible();
    await expect(
      drawer(page)
        .getByRole('group', {name: `Quantity of ${razor.title}`})
        .locator('output'),
      'one item: the double tap counts once',
    ).toHaveText('1');
    await expect(page).toHaveURL(razorPage);
  });

  test('a click held while the app is hydrating waits past the first 4 s for it', async ({page}) => {
    const release = await holdResponses(page, appScripts);
    await page.goto(razorPage, {waitUntil: 'domcontentloaded'});
    await page.getByRole('button', {name: 'Add to cart'}).click();
    // As entry.client says when a busy phone has the app and is still hydrating.
    await page.evaluate((type) => document.dispatchEvent(new Event(type)), PAGE_HYDRATING_EVENT);
    await page.waitForTimeout(5000);
    await expect(page, 'still held, not sent as a plain form').toHaveURL(razorPage);
    release();
    await expect(drawer(page)).toBeVisible({timeout: 20_000});
    await expect(page).toHaveURL(razorPage);
  });

  test('a sort order chosen early applies once the page is alive', async ({page}) => {
    const release = await holdResponses(page, appScripts);
    await page.goto(brandUrl('gum', '/collections/all'), {waitUntil: 'domcontentloaded'});
    await page.getByRole('combobox', {name: 'Sort by'}).selectOption('price-descending');
    release();
    await expect(page).toHaveURL(/sort=price-descending/);
    await expect(page.getByRole('combobox', {name: 'Sort by'})).toHaveValue('price-descending');
  });

  test('taps while a slow phone brings the page to life do not break it', async ({browser}) => {
    test.setTimeout(120_000);
    // React 18 failed with error 345 ("Root did not complete") on a tap that came after hydration had
    // started and before its first render had finished: on 3 to 8 of 20 first visits to gum's Hindi
    // home on a phone at a quarter of this machine's speed, tapping every 40 ms. The test's fixture
    // fails it on that error.
    for (let visit = 0; visit < 8; visit++) {
      // A new shopper each time, as on a first visit: nothing cached, and the service worker installing.
      const context = await browser.newContext({
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'allow',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(brandUrl('gum', '/hi'));
      const heading = await page.getByRole('heading', {level: 1}).boundingBox();
      let isAlive = false;
      const alive = waitForHydration(page).then(() => (isAlive = true));
      while (!isAlive) {
        await page.mouse.click(heading!.x + 4, heading!.y + heading!.height / 2);
        await page.waitForTimeout(40);
      }
      await alive;
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
      // Alive: the header's cart opens the drawer.
      await page.getByRole('banner').getByRole('link', {name: /^कार्ट/}).click();
      await expect(page.getByRole('dialog', {name: /^आपका कार्ट/})).toBeVisible();
      await context.close();
    }
  });

  test('when the scripts do not come, Add to cart goes as a plain form after a few seconds', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/Failed to load resource: net::ERR_FAILED \(at .*\/assets\//);
    await page.route(appScripts, (route) => route.abort());
    await page.goto(razorPage);
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect(page).toHaveURL(brandUrl('groom', '/cart'), {timeout: 10_000});
    await expect(page.getByRole('main').getByRole('link', {name: razor.title})).toBeVisible();
  });
});
