import type {Browser, Page} from '@playwright/test';

/** React's error 345, "Root did not complete", minified or not: a page it hits never comes alive. */
const ROOT_DID_NOT_COMPLETE = /Minified React error #345|Root did not complete/;

export interface TapVisit {
  index: number;
  /** taps made before the page was hydrated */
  taps: number;
  /** whether, once hydrated, the header's cart opened the cart drawer */
  alive: boolean;
  /** console errors and uncaught exceptions that were React's error 345 */
  reactErrors: string[];
}

/** Whether React has hydrated the page's header (its element carries React's fiber). */
function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    return Boolean(header && Object.keys(header).some((key) => key.startsWith('__reactFiber')));
  });
}

/**
 * First visits of a shopper on a slow phone (390 px, touch, CPU slowed `cpuSlowdown` times, the
 * service worker installing), tapping the page's main heading every `tapEveryMs` while the page
 * comes alive: the moment React is most fragile. Each visit reports React's error 345 and whether
 * the page then works (its header cart opens the drawer). Used by e2e (a few visits) and
 * `npm run bench:taps` (more).
 */
export async function tapsWhileComingAlive(
  browser: Browser,
  {
    url,
    visits,
    cpuSlowdown = 4,
    tapEveryMs = 40,
    hydrationTimeoutMs = 60_000,
  }: {url: string; visits: number; cpuSlowdown?: number; tapEveryMs?: number; hydrationTimeoutMs?: number},
): Promise<TapVisit[]> {
  const results: TapVisit[] = [];
  for (let index = 0; index < visits; index++) {
    const context = await browser.newContext({
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      const reactErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && ROOT_DID_NOT_COMPLETE.test(message.text())) reactErrors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (ROOT_DID_NOT_COMPLETE.test(error.message)) reactErrors.push(error.message);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
      // Taps at a steady pace from the first byte on, each sent without waiting for the last: where
      // the main heading is once it is painted, until then where a phone's hero heading stands.
      let point = {x: 40, y: 260};
      let taps = 0;
      const tapping = setInterval(() => {
        taps++;
        void page.mouse.click(point.x, point.y).catch(() => undefined);
      }, tapEveryMs);
      try {
        await page.goto(url, {waitUntil: 'commit'});
        const heading = page.getByRole('heading', {level: 1});
        await heading.waitFor();
        const box = await heading.boundingBox();
        if (box) point = {x: box.x + 4, y: box.y + box.height / 2};
        await page.waitForFunction(
          () => {
            const header = document.querySelector('header');
            return Boolean(header && Object.keys(header).some((key) => key.startsWith('__reactFiber')));
          },
          undefined,
          {timeout: hydrationTimeoutMs, polling: 10},
        );
      } catch {
        // Not hydrated in time: the visit is reported as dead below.
      } finally {
        clearInterval(tapping);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
      let alive = false;
      if (await isHydrated(page)) {
        await page
          .getByRole('banner')
          .getByRole('link', {name: /^(Cart|कार्ट)/})
          .click();
        alive = await page
          .getByRole('dialog')
          .first()
          .waitFor({timeout: 10_000})
          .then(
            () => true,
            () => false,
          );
      }
      results.push({index, taps, alive, reactErrors});
    } finally {
      await context.close();
    }
  }
  return results;
}
