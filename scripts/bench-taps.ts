// `npm run bench:taps`: what a shopper's taps do while a page comes alive on a slow phone.
//
// 1. Taps during hydration: TAPS_VISITS (default 20) first visits to gum's Hindi home at 390 px with
//    the CPU slowed 4×, tapping every 40 ms until React has hydrated (scripts/lib/early-taps.ts); counts
//    React's error 345 and pages left dead.
// 2. A tap that counts: on each brand's product page and the skeleton's, under Lighthouse's applied
//    throttling (slow 4G, 4× CPU), Add to cart is tapped the moment it is painted; the time from the
//    start of navigation until the line shows (in the cart drawer, or on the cart page if the browser
//    posted the form). TAP_ROUNDS (default 5) interleaved rounds, a fresh browser context each.
//    Then, in the same rounds, Add to cart tapped once the page has come alive (the button hydrated,
//    the network quiet): the time from the tap until the line shows in the drawer, the round trips
//    the app makes after a tap. TAPS_BASELINE_DIST names another build of this store (e.g. an
//    earlier commit's dist/) to time beside it in the same rounds.
// Writes the `## Taps` section of bench/RESULTS.md.
import {readFile, writeFile} from 'node:fs/promises';
import os from 'node:os';
import {resolve} from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {launchChromium} from './lib/bench-browser';
import {tapsWhileComingAlive} from './lib/early-taps';
import {createCleanups, runMeasurement, startMeasuredStore} from './lib/measured-store';
import {previewEnv, startPreview} from './lib/preview';
import {currentCommit, TAPS_HEADING, withSection} from './lib/results-sections';
import {startSkeleton} from './lib/skeleton';
import {seeds} from '../emulator/seed';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_PATH = resolve(ROOT, 'bench/RESULTS.md');
const PORT = Number(process.env.BENCH_TAPS_PORT || 3460);
const EMULATOR_PORT = Number(process.env.BENCH_TAPS_EMULATOR_PORT || 4460);
const SKELETON_PORT = PORT + 10;
const BASELINE_PORT = PORT + 20;
const BASELINE_DIST = process.env.TAPS_BASELINE_DIST;
const VISITS = Number(process.env.TAPS_VISITS || 20);
const ROUNDS = Number(process.env.TAP_ROUNDS || 5);
/** Lighthouse's "slow 4G" as its devtools throttling applies it, and its mobile CPU slowdown. */
const SLOW_4G = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
const LINE_TIMEOUT_MS = 60_000;

interface TapTarget {
  label: string;
  url: string;
  title: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function productOf(brand: 'groom' | 'gum', handle: string) {
  const product = seeds[brand].products.find((candidate) => candidate.handle === handle);
  if (!product) throw new Error(`No ${brand} product ${handle} in the seed`);
  return product;
}

/** Whether the product's line shows: a link with its title in the cart drawer, or on the cart page. */
async function lineShows(page: Page, title: string): Promise<boolean> {
  const inDrawer = page.locator('[role=dialog], aside').getByRole('link', {name: title});
  if (
    await inDrawer
      .first()
      .isVisible()
      .catch(() => false)
  )
    return true;
  if (!/\/cart$/.test(new URL(page.url()).pathname)) return false;
  return page
    .getByRole('main')
    .getByRole('link', {name: title})
    .first()
    .isVisible()
    .catch(() => false);
}

/** Runs `measure` on a new page of a fresh context at 390 px, with slow 4G and the CPU slowed. */
async function onSlowPhone<T>(browser: Browser, measure: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {offline: false, ...SLOW_4G});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    return await measure(page);
  } finally {
    await context.close();
  }
}

/** Milliseconds from `started` until the line shows, or null if it did not within LINE_TIMEOUT_MS. */
async function untilLineShows(page: Page, title: string, started: number): Promise<number | null> {
  while (Date.now() - started < LINE_TIMEOUT_MS) {
    if (await lineShows(page, title)) return Date.now() - started;
    await page.waitForTimeout(20);
  }
  return null;
}

const addToCart = (page: Page) => page.getByRole('button', {name: /^Add to cart$/i}).first();

/** Milliseconds from the start of navigation until the line shows, Add to cart tapped the moment it is painted. */
function tapToLine(browser: Browser, target: TapTarget): Promise<number | null> {
  return onSlowPhone(browser, async (page) => {
    const started = Date.now();
    await page.goto(target.url, {waitUntil: 'commit'});
    const button = addToCart(page);
    await button.waitFor({state: 'visible', timeout: LINE_TIMEOUT_MS});
    await button.click({noWaitAfter: true});
    return untilLineShows(page, target.title, started);
  });
}

/**
 * Milliseconds from a tap on Add to cart until the line shows, on a page that has come alive (the
 * button hydrated, the network quiet): the round trips the app makes after the tap.
 */
function liveTapToLine(browser: Browser, target: TapTarget): Promise<number | null> {
  return onSlowPhone(browser, async (page) => {
    await page.goto(target.url, {waitUntil: 'load', timeout: LINE_TIMEOUT_MS});
    const button = addToCart(page);
    await button.waitFor({state: 'visible', timeout: LINE_TIMEOUT_MS});
    // One arrow, no named helpers inside: tsx names functions with a helper the page does not have.
    await page.waitForFunction(
      (element) => Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
      await button.elementHandle(),
      {timeout: LINE_TIMEOUT_MS, polling: 20},
    );
    await page.waitForLoadState('networkidle', {timeout: LINE_TIMEOUT_MS});
    const started = Date.now();
    await button.click({noWaitAfter: true});
    return untilLineShows(page, target.title, started);
  });
}

const cleanups = createCleanups();

async function main(): Promise<void> {
  await startMeasuredStore({
    port: PORT,
    emulatorPort: EMULATOR_PORT,
    portVariables: 'BENCH_TAPS_PORT / BENCH_TAPS_EMULATOR_PORT',
    cleanups,
  });
  const skeletonVersion = await startSkeleton(SKELETON_PORT, EMULATOR_PORT, cleanups);
  if (BASELINE_DIST) {
    const baseline = await startPreview({
      port: BASELINE_PORT,
      env: previewEnv({STOREFRONT: 'emulator', EMULATOR_URL: `http://127.0.0.1:${EMULATOR_PORT}`}),
      logRequests: false,
      distDir: resolve(BASELINE_DIST),
    });
    cleanups.add(baseline.close);
  }
  const browser = await launchChromium();
  cleanups.add(() => browser.close());
  const loadAtStart = os.loadavg()[0];

  const hydrationPage = `http://gum.localhost:${PORT}/hi`;
  console.log(`Taps during hydration: ${VISITS} visits to ${hydrationPage}...`);
  const visits = await tapsWhileComingAlive(browser, {url: hydrationPage, visits: VISITS});

  const razor = productOf('groom', 'kestrel-6-blade-razor');
  const gum = productOf('gum', 'nicotine-gum-mixed-flavour-trial-pack');
  const targets: TapTarget[] = [
    {label: 'groom product', url: `http://groom.localhost:${PORT}/products/${razor.handle}`, title: razor.title},
    {label: 'gum product', url: `http://gum.localhost:${PORT}/products/${gum.handle}`, title: gum.title},
    {label: 'skeleton product', url: `http://localhost:${SKELETON_PORT}/products/${razor.handle}`, title: razor.title},
    ...(BASELINE_DIST
      ? [
          {
            label: 'groom product, baseline build',
            url: `http://groom.localhost:${BASELINE_PORT}/products/${razor.handle}`,
            title: razor.title,
          },
          {
            label: 'gum product, baseline build',
            url: `http://gum.localhost:${BASELINE_PORT}/products/${gum.handle}`,
            title: gum.title,
          },
        ]
      : []),
  ];
  const times = new Map<string, Array<number | null>>(targets.map((target) => [target.label, []]));
  const liveTimes = new Map<string, Array<number | null>>(targets.map((target) => [target.label, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      console.log(`Round ${round}/${ROUNDS}: tap to line, ${target.label}...`);
      times.get(target.label)!.push(await tapToLine(browser, target));
      console.log(`Round ${round}/${ROUNDS}: tap to line on a live page, ${target.label}...`);
      liveTimes.get(target.label)!.push(await liveTapToLine(browser, target));
    }
  }

  const cpus = os.cpus();
  const errors345 = visits.filter((visit) => visit.reactErrors.length > 0).length;
  const dead = visits.filter((visit) => !visit.alive).length;
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const rowsOf = (measured: Map<string, Array<number | null>>) =>
    targets.map((target) => {
      const all = measured.get(target.label)!;
      const shown = all.filter((ms): ms is number => ms !== null);
      const figures = shown.length
        ? `${seconds(median(shown))} | ${seconds(Math.min(...shown))}–${seconds(Math.max(...shown))}`
        : '– | –';
      return `| ${target.label} | ${shown.length} of ${all.length} | ${figures} |`;
    });
  const section = [
    TAPS_HEADING,
    '',
    'Command: `npm run bench:taps` (production build in workerd via mini-oxygen, Storefront API stand-in on loopback, Debian Chromium headless).',
    '',
    `- Date: ${new Date().toISOString()}; commit ${currentCommit()}`,
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}; load average (1 min) at start and end: ${loadAtStart.toFixed(1)}, ${os.loadavg()[0].toFixed(1)}`,
    '',
    `**Taps during hydration** (gum's Hindi home, 390 px, ${CPU_SLOWDOWN}× CPU slowdown, service worker installing, a tap on the heading every 40 ms until React has hydrated): ${VISITS} first visits, ${errors345} with React's error 345, ${dead} left dead (the header's cart did not open the drawer), ${median(visits.map((visit) => visit.taps))} taps per visit (median). Goal: 0 and 0.`,
    '',
    `**A tap that counts** (slow 4G as Lighthouse applies it, ${CPU_SLOWDOWN}× CPU, 390 px, a fresh context each; Add to cart tapped the moment it is visible; from the start of navigation until the line shows in the cart drawer or on the cart page). ${ROUNDS} interleaved rounds; the skeleton ${skeletonVersion} on the same stand-in${BASELINE_DIST ? `; the baseline build is ${process.env.TAPS_BASELINE_LABEL ?? BASELINE_DIST}` : ''}.`,
    '',
    '| product page | line shown | median s | spread s |',
    '|---|---:|---:|---:|',
    ...rowsOf(times),
    '',
    `**A tap on a live page** (the same pages, throttling and rounds; Add to cart tapped once the page has come alive: the button hydrated and the network quiet; from the tap until the line shows in the cart drawer).`,
    '',
    '| product page | line shown | median s | spread s |',
    '|---|---:|---:|---:|',
    ...rowsOf(liveTimes),
    '',
  ].join('\n');
  const previous = await readFile(RESULTS_PATH, 'utf8').catch(() => '');
  await writeFile(RESULTS_PATH, withSection(previous, TAPS_HEADING, `${section}\n`));
  console.log(`\n${section}\nWritten to ${RESULTS_PATH}`);
}

await runMeasurement('bench:taps', main, cleanups);
