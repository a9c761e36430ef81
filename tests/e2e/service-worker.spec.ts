/**
 * The service worker and its asset cache (grooming spec §3–5, §9; gum spec §4, §9), in Chromium:
 * when it starts, what the manifest lists, what `storefront-assets-v1` keeps and for how long, the
 * update that reloads the page once, and the offline page.
 */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brandUrl, EMULATOR_URL} from './support/stand-in';

test.use({serviceWorkers: 'allow'});
test.skip(({isMobile}) => isMobile, 'The worker is the same on phones; once on desktop is enough.');

const CACHE = 'storefront-assets-v1';

async function registeredScript(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration
      ? ((registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? null)
      : null;
  });
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), CACHE);
}

/** Starts the worker the way a shopper does (a scroll) and waits until it controls the page. */
async function startWorker(page: Page) {
  await waitForHydration(page);
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {timeout: 20_000});
}

/** Asks the controlling worker to fetch and store these URLs (what the page does with what it loaded before the worker). */
async function cacheThrough(page: Page, urls: string[]) {
  await page.evaluate(
    (urlsToCache) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        navigator.serviceWorker.controller!.postMessage({type: 'CACHE_URLS', payload: {urlsToCache}}, [channel.port2]);
      }),
    urls,
  );
}

function publicFiles(directory = 'public', prefix = ''): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? publicFiles(path.join(directory, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  );
}

test('nothing is registered in the first 3 s without interaction; the first scroll registers the worker', async ({
  page,
}) => {
  // The page's clock stands still from the start, so however slowly a busy machine loads the page,
  // only runFor moves it towards the 3 s timer.
  const start = Date.now();
  await page.clock.install({time: start});
  await page.clock.pauseAt(start + 1000);
  await page.goto(brandUrl('gum', '/'));
  await waitForHydration(page, 'header', {afterFrame: false});
  await page.clock.runFor(2000);
  expect(await registeredScript(page)).toBeNull();

  await page.mouse.wheel(0, 300);
  // The scroll starts the worker in idle time, on the paused clock, and the page may take a while to
  // see the scroll on a busy machine: advance the clock a little at each look, never as far as the
  // 3 s timer (1 s away; at most 40 looks of 10 ms), so only the scroll can have started it.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10);
        return registeredScript(page);
      },
      {timeout: 20_000, intervals: [500]},
    )
    .toBe(brandUrl('gum', '/sw.js'));
  // The clock runs again for the end-of-test checks, which load the page afresh.
  await page.clock.resume();
});

test('the manifest lists the build’s fonts and scripts and every image in public/, keyed without version', async ({
  page,
}) => {
  await page.goto(brandUrl('groom', '/'));
  const manifest = (await page.evaluate(async () => {
    const response = await fetch('/cache-manifest.json');
    return response.ok ? response.json() : null;
  })) as {
    version: number;
    assets: Record<string, {url: string; type: string; size: number; version: string}>;
  };
  expect(manifest.version).toBe(1);
  const assets = Object.entries(manifest.assets);
  expect(assets.some(([key, asset]) => /noto-sans-devanagari.*\.woff2$/.test(key) && asset.type === 'font')).toBe(true);
  expect(assets.some(([key, asset]) => /^\/assets\/.+\.js$/.test(key) && asset.type === 'other')).toBe(true);
  for (const file of publicFiles().filter((name) => /\.(svg|png|jpe?g|webp|ico)$/.test(name))) {
    expect(manifest.assets[file], file).toMatchObject({url: file, type: 'image'});
  }
  const [scriptKey, script] = assets.find(([key]) => key.endsWith('.js'))!;
  expect(script.size).toBe(statSync(path.join('dist/client', scriptKey)).size);
});

test('after a Hindi page, its images and the Devanagari font are in the cache; oversized files are not', async ({
  page,
}) => {
  await page.goto(brandUrl('gum', '/hi'));
  await startWorker(page);
  await expect
    .poll(
      async () => {
        const urls = await cachedUrls(page);
        return {
          font: urls.some((url) => /noto-sans-devanagari.*\.woff2$/.test(url)),
          images: urls.filter((url) => url.startsWith(`${EMULATOR_URL}/images/gum/`)).length,
          logo: urls.includes(brandUrl('gum', '/brands/gum/logo.svg')),
        };
      },
      {timeout: 20_000},
    )
    .toEqual({font: true, images: expect.any(Number), logo: true});
  expect((await cachedUrls(page)).filter((url) => url.includes('/images/gum/')).length).toBeGreaterThan(0);

  const file = (name: string, bytes: number) => `${EMULATOR_URL}/__emulator/files/${name}?bytes=${bytes}`;
  const small = [file('small.png', 2048), file('clip.mp4', 4096)];
  const refused = [file('huge.png', 52_428_801), file('long.mp4', 26_214_400), file('script.js', 1024)];
  await cacheThrough(page, refused);
  // Stored after the answer to CACHE_URLS: the refused ones were judged (by their headers) by then.
  await cacheThrough(page, small);
  await expect.poll(() => cachedUrls(page), {timeout: 20_000}).toEqual(expect.arrayContaining(small));
  const stored = await cachedUrls(page);
  for (const url of refused) expect(stored, url).not.toContain(url);
  // Scripts and pages are never stored: a deploy must not meet an old one.
  expect(stored.filter((url) => /\.(js|css)$|\/hi$/.test(url))).toEqual([]);
});

test('an entry older than 7 days is fetched again', async ({page, context}) => {
  await page.goto(brandUrl('groom', '/'));
  await startWorker(page);
  const logo = brandUrl('groom', '/brands/groom/logo.svg');
  await expect.poll(() => cachedUrls(page), {timeout: 20_000}).toContain(logo);
  const storedAt = () =>
    page.evaluate(
      async ([name, url]) => Number((await (await caches.open(name)).match(url))?.headers.get('X-Asset-Stored-At')),
      [CACHE, logo],
    );
  const first = await storedAt();

  await cacheThrough(page, [logo]);
  expect(await storedAt()).toBe(first);

  // The browser's clock, as the worker reads it, 8 days on.
  await moveWorkerClock(context, 8 * 24 * 60 * 60 * 1000);
  await cacheThrough(page, [logo]);
  // Stored again after the worker has answered with it.
  await expect.poll(storedAt, {timeout: 20_000}).toBeGreaterThan(first + 7 * 24 * 60 * 60 * 1000);
});

async function moveWorkerClock(context: BrowserContext, ms: number) {
  const [worker] = context.serviceWorkers();
  await worker!.evaluate((offset) => {
    const now = Date.now;
    Date.now = () => now() + offset;
  }, ms);
}

test('a changed worker waits, is told to skip waiting, and the page reloads once and says so', async ({page}) => {
  await page.goto(brandUrl('groom', '/'));
  await startWorker(page);
  expect(await registeredScript(page)).toBe(brandUrl('groom', '/sw.js'));

  let loads = 0;
  page.on('load', () => loads++);
  // The debug flag changes the worker's script URL: to the browser, a new worker.
  await page.goto(brandUrl('groom', '/?sw-debug'));
  await waitForHydration(page);
  await page.mouse.wheel(0, 200);
  await expect(page.getByText('The store has been updated.')).toBeVisible({timeout: 20_000});
  expect(await registeredScript(page)).toBe(brandUrl('groom', '/sw.js?debug=1'));
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
});

test('offline, a visited product’s images come from the cache and a new page is the Hindi offline page', async ({
  page,
  context,
}) => {
  await page.goto(brandUrl('gum', '/hi/products/nicotine-gum-frosty-mint-2mg-4mg'));
  await startWorker(page);
  const images = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('main img'))
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => image.currentSrc),
  );
  expect(images.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await cachedUrls(page)).filter((url) => images.includes(url)).length, {timeout: 20_000})
    .toBe(images.length);

  await context.setOffline(true);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker() && response.ok()) fromWorker.push(response.url());
  });
  const loaded = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => (await fetch(url, {mode: 'no-cors', cache: 'no-store'})).type)),
    images,
  );
  expect(loaded).toHaveLength(images.length);
  expect(fromWorker).toEqual(expect.arrayContaining(images));

  const offline = await context.newPage();
  await offline.goto(brandUrl('gum', '/hi/collections/nicotine-gums'));
  await expect(offline.getByRole('heading', {name: 'आप ऑफ़लाइन हैं'})).toBeVisible();
  await expect(offline.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(offline.getByRole('img', {name: 'Quitbee'})).toHaveJSProperty('complete', true);
  const retry = offline.getByRole('link', {name: 'फिर से कोशिश करें'});
  await context.setOffline(false);
  await retry.click();
  await expect(offline.getByRole('heading', {level: 1})).not.toHaveText('आप ऑफ़लाइन हैं');
  await offline.close();
});
