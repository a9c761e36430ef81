import {gzipSync} from 'node:zlib';
import {chromium, devices, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, ensureChromium} from './chromium';

/** The same browser the e2e tests use (found or installed by scripts/lib/chromium.ts). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: await ensureChromium(), args: CHROMIUM_ARGS});
}

export interface FirstLoadJs {
  /** file name and gzipped size of each script, largest first */
  scripts: {name: string; gzipBytes: number}[];
  gzipBytes: number;
  /** console errors and uncaught exceptions until the network went idle */
  consoleErrors: string[];
}

/**
 * The JavaScript a shopper downloads before the page has hydrated (its header is React's), gzipped at
 * level 9 as a CDN would serve it (the local asset server does not compress, so its transfer sizes
 * would overstate it): every script the page has loaded by the time it has hydrated; what loads once
 * the page has settled (lazy parts, later routes) is not counted.
 */
export async function measureFirstLoadJs(browser: Browser, url: string): Promise<FirstLoadJs> {
  // A fresh context per page: no HTTP cache or cookies carried over from the previous page.
  const context = await browser.newContext({...devices['Pixel 5']});
  try {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    const scripts: Promise<{url: string; name: string; gzipBytes: number} | undefined>[] = [];
    page.on('requestfinished', (request) => {
      scripts.push(
        request.response().then(async (response) => {
          const isScript =
            request.resourceType() === 'script' || /javascript/.test(response?.headers()['content-type'] ?? '');
          if (!isScript || !response) return undefined;
          const name = new URL(request.url()).pathname.split('/').pop() ?? request.url();
          return {url: request.url(), name, gzipBytes: gzipSync(await response.body(), {level: 9}).length};
        }),
      );
    });

    const response = await page.goto(url, {waitUntil: 'load'});
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'} in Chromium`);
    // The scripts hydration ran: the browser has a resource timing entry for each once it has arrived.
    const hydrationScripts = new Set(
      await page.evaluate(async () => {
        const header = document.querySelector('header');
        while (!header || !Object.keys(header).some((key) => key.startsWith('__reactFiber'))) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        return performance.getEntriesByType('resource').map((entry) => entry.name);
      }),
    );
    // Late requests (route manifest, favicon) finish before the context closes: their console errors
    // then show up on every run, and workerd does not see them cut off mid-response.
    await page.waitForLoadState('networkidle');
    const measured = (await Promise.all(scripts)).flatMap((script) =>
      script && hydrationScripts.has(script.url) ? [{name: script.name, gzipBytes: script.gzipBytes}] : [],
    );
    return {
      scripts: measured.sort((a, b) => b.gzipBytes - a.gzipBytes),
      gzipBytes: measured.reduce((sum, script) => sum + script.gzipBytes, 0),
      consoleErrors,
    };
  } finally {
    await context.close();
  }
}

export interface AssetVisit {
  /** image and font responses the page got */
  requests: number;
  /** of those, answered by the service worker from its asset cache, without a network request of its own */
  fromAssetCache: number;
  /** bytes of image and font bodies that crossed the network, for the page or for its service worker */
  networkBytes: number;
}

const isImageOrFont = (resourceType: string, url: string, contentType: string | undefined) =>
  resourceType === 'image' ||
  resourceType === 'font' ||
  /^(image|font)\//.test(contentType ?? '') ||
  /\.(avif|gif|jpe?g|png|svg|webp|woff2?|ttf|otf)(\?|$)/i.test(url);

interface SeenResponse {
  url: string;
  byWorker: boolean;
  fromWorker: boolean;
  bodyBytes: number;
}

function summarise(seen: SeenResponse[]): AssetVisit {
  const workerFetched = new Set(seen.filter((entry) => entry.byWorker).map((entry) => entry.url));
  const pageResponses = seen.filter((entry) => !entry.byWorker);
  return {
    requests: pageResponses.length,
    fromAssetCache: pageResponses.filter((entry) => entry.fromWorker && !workerFetched.has(entry.url)).length,
    networkBytes: seen
      .filter((entry) => entry.byWorker || !entry.fromWorker)
      .reduce((sum, entry) => sum + entry.bodyBytes, 0),
  };
}

/**
 * A first and a repeat visit of `url` with the browser's HTTP cache off, so that only the service
 * worker's asset cache can spare the network: the image and font bytes each visit moved (the
 * page's own requests and those its worker made). Between the two the worker is started (a
 * scroll, as a shopper's) and given time to store what it saw.
 */
export async function measureRepeatVisit(
  browser: Browser,
  url: string,
): Promise<{first: AssetVisit; repeat: AssetVisit}> {
  const context = await browser.newContext({...devices['Pixel 5'], serviceWorkers: 'allow'});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});

    let seen: SeenResponse[] = [];
    const pending: Promise<void>[] = [];
    context.on('requestfinished', (request) => {
      const into = seen;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return;
          if (!isImageOrFont(request.resourceType(), request.url(), response.headers()['content-type'])) return;
          const {responseBodySize} = await request.sizes();
          into.push({
            url: request.url(),
            byWorker: request.serviceWorker() !== null,
            fromWorker: response.fromServiceWorker(),
            bodyBytes: responseBodySize,
          });
        })(),
      );
    });
    const visit = async () => {
      const response = await page.goto(url, {waitUntil: 'load'});
      if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'} in Chromium`);
    };
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending.splice(0));
    };

    await visit();
    await page.mouse.wheel(0, 300);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker stores the page's images and fonts as it sees them; give it a moment.
    await page.waitForTimeout(3_000);
    await settle();
    const first = summarise(seen);

    seen = [];
    await visit();
    await settle();
    return {first, repeat: summarise(seen)};
  } finally {
    await context.close();
  }
}
