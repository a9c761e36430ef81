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
 * The JavaScript a shopper downloads before the `load` event, gzipped at level 9 as a CDN would
 * serve it (the local asset server does not compress, so its transfer sizes would overstate it).
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

    let loaded = false;
    page.once('load', () => (loaded = true));
    const scripts: Promise<{name: string; gzipBytes: number} | undefined>[] = [];
    page.on('requestfinished', (request) => {
      if (loaded) return;
      scripts.push(
        request.response().then(async (response) => {
          const isScript =
            request.resourceType() === 'script' || /javascript/.test(response?.headers()['content-type'] ?? '');
          if (!isScript || !response) return undefined;
          const name = new URL(request.url()).pathname.split('/').pop() ?? request.url();
          return {name, gzipBytes: gzipSync(await response.body(), {level: 9}).length};
        }),
      );
    });

    const response = await page.goto(url, {waitUntil: 'load'});
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'} in Chromium`);
    // Late requests (route manifest, favicon) finish before the context closes: their console errors
    // then show up on every run, and workerd does not see them cut off mid-response.
    await page.waitForLoadState('networkidle');
    const measured = (await Promise.all(scripts)).filter((script) => script !== undefined);
    return {
      scripts: measured.sort((a, b) => b.gzipBytes - a.gzipBytes),
      gzipBytes: measured.reduce((sum, script) => sum + script.gzipBytes, 0),
      consoleErrors,
    };
  } finally {
    await context.close();
  }
}
