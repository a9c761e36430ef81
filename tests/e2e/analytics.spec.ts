/**
 * Analytics as a marketer gets them, on the embedded default where the stand-in is the
 * first-party collector: consent first, the spec's timings (on the browser's clock, moved by the
 * test), and the events' payloads. One worker runs these in order, so the collector's new
 * events are this test's (every other test's browser has rejected analytics).
 */
import {createHash} from 'node:crypto';
import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {holdResponses} from './support/held-responses';
import {waitForHydration} from './support/hydration';
import {brandUrl, collectedEvents, type CollectedEvent} from './support/stand-in';

type Brand = 'groom' | 'gum';

test.use({consentAtStart: 'undecided'});

/**
 * The phone-login provider's script, ready at once: with the clock moved seconds at a time, the
 * real script's download would lose the race against the page's 8 s wait for it.
 */
const READY_PROVIDER = `window.KwikPass = {ready: true, open() {}, async logout() {}};
window.dispatchEvent(new Event('kwikpass:ready'));`;

test.beforeEach(async ({page}) => {
  await page.route('**/kwikpass/sdk.js', (route) =>
    route.fulfill({contentType: 'text/javascript', body: READY_PROVIDER}),
  );
});
test.describe.configure({mode: 'serial'});
// The clock runs again for the end-of-test checks, which load the test's pages afresh.
test.afterEach(async ({page}) => page.clock.resume());
test.skip(({isMobile}) => isMobile, 'what leaves the page is the same on phones; run once, in the desktop project');

/** The collector's events for a brand since `mark()` was called. */
async function collector(brand: Brand) {
  const before = (await collectedEvents(brand)).length;
  return {
    events: async () => (await collectedEvents(brand)).slice(before).map((entry: CollectedEvent) => entry.event),
  };
}

const named = (events: CollectedEvent['event'][], name: string) => events.filter((event) => event.name === name);

/** The fake clock moved on in steps, so the page's idle callbacks, frames and timers run as they would. */
async function pass(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= 1000) await page.clock.runFor(Math.min(1000, left));
}

/** Stops the page's clock a moment ahead (the clock runs on while the test asks for its time). */
async function pauseSoon(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * The banner's form hydrates with the page; a click before that posts the form and reloads the page
 * (the way without JavaScript).
 */
async function bannerTakenOver(page: Page) {
  await waitForHydration(page, 'form[action$="/api/consent"]');
}

/**
 * The login provider's script (stubbed above) has arrived. It is fetched once the page settles and
 * the page waits 8 s for it, so moving the clock on before it arrives would log a timeout.
 */
async function loginProviderLoaded(page: Page) {
  await page.waitForFunction(() => 'KwikPass' in window);
}

async function acceptAll(page: Page) {
  await bannerTakenOver(page);
  const banner = page.getByRole('region', {name: 'Cookie choices'});
  await banner.getByRole('button', {name: 'Accept all'}).click();
  await expect(banner).toBeHidden();
}

test('nothing leaves before consent; after it, a page view 2 s after each navigation, once, and none for a page left sooner', async ({
  page,
}) => {
  const sent = await collector('groom');
  await page.clock.install();
  await page.goto(brandUrl('groom'));
  await waitForHydration(page);
  await expect(page.getByRole('region', {name: 'Cookie choices'})).toBeVisible();
  await loginProviderLoaded(page);
  await pass(page, 8000);
  expect(await sent.events()).toEqual([]);

  await acceptAll(page);
  await pass(page, 6000);
  await expect.poll(async () => named(await sent.events(), 'page_view').length).toBe(1);
  const first = await sent.events();
  const [homeRoute] = named(first, 'page_viewed');
  expect(named(first, 'page_view')[0]).toMatchObject({path: '/', at: homeRoute.at + 2000, payload: {pageType: 'home'}});

  // A product page left after one second, then a page stayed on: the clock stands still between
  // the test's steps, so only the test moves it.
  // The streamed footer hydrated first: a paused clock must not hold it back past the navigation.
  await waitForHydration(page, 'footer nav');
  await pauseSoon(page);
  await page.getByRole('main').locator('a[href^="/products/"]').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await pass(page, 1000);
  await page.getByRole('banner').getByRole('link', {name: /home/}).click();
  await expect(page).toHaveURL(brandUrl('groom'));
  await pass(page, 8000);
  await expect.poll(async () => named(await sent.events(), 'page_view').length).toBe(2);
  const events = await sent.events();
  const routes = named(events, 'page_viewed');
  expect(routes.map((event) => event.payload.pageType)).toEqual(['home', 'product', 'home']);
  const views = named(events, 'page_view');
  expect(views.map((event) => [event.payload.pageType, event.at])).toEqual([
    ['home', routes[0].at + 2000],
    ['home', routes[2].at + 2000],
  ]);
  expect(named(events, 'product_viewed')).toHaveLength(1);
});

test('engagement at 20, 30, 60 and 90 s on one page, and the carousel watch after 5 s in view', async ({page}) => {
  const sent = await collector('gum');
  await page.clock.install();
  await page.goto(brandUrl('gum'));
  // A navigation before the streamed footer hydrates makes React redo it (error #421 in the console).
  await waitForHydration(page, 'footer nav');
  await acceptAll(page);
  await loginProviderLoaded(page);
  await page.getByRole('main').locator('a[href^="/products/"]').first().click();
  await expect(page.getByRole('region', {name: 'Product images'})).toBeVisible();
  await pass(page, 100_000);
  await expect.poll(async () => named(await sent.events(), 'engagement').length, {timeout: 15_000}).toBe(4);
  const events = await sent.events();
  const product = named(events, 'page_viewed').find((event) => event.payload.pageType === 'product')!;
  // At each mark, give or take the few milliseconds the page's clock ticks while the test runs it.
  const engagement = named(events, 'engagement');
  expect(engagement.map((event) => event.payload.seconds)).toEqual([20, 30, 60, 90]);
  for (const event of engagement) {
    expect(event.at - product.at - Number(event.payload.seconds) * 1000).toBeGreaterThanOrEqual(0);
    expect(event.at - product.at - Number(event.payload.seconds) * 1000).toBeLessThan(100);
  }
  const [watched] = named(events, 'carousel_watch');
  expect(named(events, 'carousel_watch')).toHaveLength(1);
  expect(watched.payload).toMatchObject({seconds: 5, productId: expect.stringMatching(/^gid:\/\/shopify\/Product\//)});
  expect(watched.at - product.at).toBeGreaterThanOrEqual(5000);
  expect(watched.at - product.at).toBeLessThan(7000);
});

test("gum: a non-product page view waits for the login provider's ready flag, 5 s at most; a product page's does not", async ({
  page,
  expectConsoleErrors,
}) => {
  // The phone login's own preload gives up on the script, and says so.
  expectConsoleErrors(/Login provider: script not ready in time/);
  const sent = await collector('gum');
  // The provider's script never arrives.
  await page.unrouteAll();
  await page.route('**/kwikpass/sdk.js', () => {});
  await page.clock.install();
  await page.goto(brandUrl('gum', '/blogs/healthy-living'));
  await waitForHydration(page, 'footer nav');
  await acceptAll(page);
  await pass(page, 12_000);
  await expect.poll(async () => named(await sent.events(), 'page_view').length).toBe(1);
  let events = await sent.events();
  const blog = named(events, 'page_viewed')[0];
  expect(named(events, 'page_view')[0].at - blog.at).toBe(5000);

  // From the home page, left at once (the clock stands still until the test moves it) for a product.
  await page.goto(brandUrl('gum'));
  await waitForHydration(page, 'footer nav');
  await pauseSoon(page);
  await page.getByRole('main').locator('a[href^="/products/"]').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await pass(page, 8000);
  await expect
    .poll(async () => named(await sent.events(), 'page_view').filter((event) => event.payload.pageType === 'product'))
    .toHaveLength(1);
  events = await sent.events();
  const productRoute = named(events, 'page_viewed').find((event) => event.payload.pageType === 'product')!;
  const productView = named(events, 'page_view').find((event) => event.payload.pageType === 'product')!;
  expect(productView.at - productRoute.at).toBe(2000);
});

test('rejecting keeps everything on the page, after a reload too; the footer brings the choice back', async ({
  page,
}) => {
  const sent = await collector('groom');
  await page.clock.install();
  await page.goto(brandUrl('groom'));
  await waitForHydration(page, 'footer nav');
  const banner = page.getByRole('region', {name: 'Cookie choices'});
  await bannerTakenOver(page);
  await banner.getByRole('button', {name: 'Reject all'}).click();
  await expect(banner).toBeHidden();
  await loginProviderLoaded(page);
  await pass(page, 8000);
  await page.reload();
  await waitForHydration(page, 'footer nav');
  await expect(banner).toBeHidden();
  await loginProviderLoaded(page);
  await pass(page, 30_000);
  expect(await sent.events()).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', {name: 'Cookie choices'}).click();
  await banner.getByRole('button', {name: 'Choose'}).click();
  await banner.getByRole('checkbox', {name: 'Measuring visits (analytics)'}).check();
  await banner.getByRole('button', {name: 'Save choices'}).click();
  await expect(banner).toBeHidden();
  await page.getByRole('main').locator('a[href^="/products/"]').first().click();
  await pass(page, 8000);
  await expect.poll(async () => named(await sent.events(), 'page_view').length).toBeGreaterThan(0);
});

test('search, search results, subscribe (email hashed), checkout started and completed through the widget', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sent = await collector('groom');
  await page.goto(brandUrl('groom'));
  await waitForHydration(page, 'footer nav');
  await acceptAll(page);

  await page.getByRole('banner').getByRole('link', {name: 'Search'}).click();
  const search = page.getByRole('dialog', {name: 'Search'});
  await search.getByRole('combobox').fill('razor');
  await search.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/search\?/);

  const email = `analytics.${Date.now()}@example.in`;
  const form = page.locator('form#newsletter');
  await form.getByRole('textbox', {name: 'Email address'}).fill(email);
  await form.getByRole('button', {name: 'Subscribe'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Thanks for subscribing!'})).toBeVisible();

  await page.getByRole('main').locator('a[href^="/products/"]').first().click();
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const cart = page.getByRole('dialog', {name: /^Your Cart/});
  await expect(cart).toBeVisible({timeout: 20_000});
  await cart.getByRole('button', {name: 'Checkout'}).click();
  const widget = page.frameLocator('iframe[title="Quick checkout"]');
  await widget.getByRole('button', {name: 'Place order'}).click();
  const thanks = page.getByRole('dialog', {name: 'Thank you!'});
  await expect(thanks).toBeVisible();
  const orderNumber = /#(\S+) is placed/.exec((await thanks.textContent()) ?? '')?.[1];

  await expect.poll(async () => named(await sent.events(), 'checkout_completed').length, {timeout: 20_000}).toBe(1);
  const events = await sent.events();
  expect(named(events, 'search').map((event) => event.payload.searchQuery)).toContain('razor');
  expect(named(events, 'view_search_results')[0].payload).toMatchObject({
    searchQuery: 'razor',
    count: expect.any(Number),
  });
  expect(named(events, 'subscribe')[0].payload).toEqual({
    emailSha256: createHash('sha256').update(email).digest('hex'),
  });
  expect(JSON.stringify(events)).not.toContain(email);
  expect(named(events, 'checkout_started')[0].payload).toMatchObject({currency: 'INR', itemCount: 1});
  const completed = named(events, 'checkout_completed')[0].payload;
  expect(completed).toMatchObject({orderId: orderNumber, currency: 'INR', itemCount: 1});
  expect(completed.items).toEqual([
    expect.objectContaining({productId: expect.any(String), productName: expect.any(String), quantity: 1}),
  ]);
  expect(named(events, 'product_added_to_cart')).toHaveLength(1);
  expect(named(events, 'cart_viewed').length).toBeGreaterThan(0);
});

test('gum in Hindi asks in Hindi and a choice there holds; a browser sending Global Privacy Control is never asked and sends nothing', async ({
  page,
  browser,
}) => {
  const sent = await collector('gum');
  await page.clock.install();
  await page.goto(brandUrl('gum', '/hi'));
  await waitForHydration(page, 'footer nav');
  const banner = page.getByRole('region', {name: 'कुकी विकल्प'});
  await expect(banner.getByText('आपके चुनने तक कुछ भी मापा नहीं जाता।')).toBeVisible();
  await bannerTakenOver(page);
  await banner.getByRole('button', {name: 'सभी अस्वीकार करें'}).click();
  await expect(banner).toBeHidden();
  await pass(page, 8000);
  expect(await sent.events()).toEqual([]);

  // A browser with Global Privacy Control on says so in both places the GPC spec names: the header and the navigator.
  const privateContext = await browser.newContext({extraHTTPHeaders: {'Sec-GPC': '1'}});
  await privateContext.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
  );
  const privatePage = await privateContext.newPage();
  await privatePage.clock.install();
  await privatePage.goto(brandUrl('gum', '/hi'));
  await waitForHydration(privatePage, 'footer nav');
  await expect(privatePage.getByRole('contentinfo').getByRole('button', {name: 'कुकी विकल्प'})).toBeVisible();
  await expect(privatePage.getByRole('region', {name: 'कुकी विकल्प'})).toHaveCount(0);
  await pass(privatePage, 12_000);
  expect(await sent.events()).toEqual([]);
  await privateContext.close();
});

test('without JavaScript nothing is measured, so the banner does not ask', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(brandUrl('groom', '/collections/best-seller'));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Cookie choices'})).toHaveCount(0);
  await context.close();
});

test('before the page is alive, the banner’s buttons work as a plain form', async ({page, context}) => {
  const consentCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'analytics_consent')?.value;
  const banner = page.getByRole('region', {name: 'Cookie choices'});
  const release = await holdResponses(page, /\/assets\/[^?]+\.js$/);
  await page.goto(brandUrl('groom', '/collections/best-seller'), {waitUntil: 'domcontentloaded'});
  await banner.getByRole('button', {name: 'Reject all'}).click();
  await expect(page).toHaveURL(brandUrl('groom', '/collections/best-seller'));
  release();
  await expect(banner).toHaveCount(0);
  expect(await consentCookie()).toBe('a0.m0');
});
