// `npm run bench:interactions`: how long a live page takes to answer the taps and keystrokes shoppers make most.
//
// Each interaction's Event Timing duration (PerformanceObserver 'event', durationThreshold 16, buffered: from the
// tap or key to the next paint after its handlers, the measure of INP), the longest entry the action fired
// (pointerdown, pointerup, click, keydown, keyup, input, or any with its interactionId), at 390 px with touch and the
// CPU slowed 4×, no network throttling; each page in a fresh browser context, once it has hydrated and gone idle.
// groom: add to cart and quantity +1 in the drawer, the header's cart, menu and search, a letter typed, a sort
// chosen; gum: add to cart, a quit-plan answer; the skeleton: add to cart, search and a letter. INTERACTION_ROUNDS
// (default 5) interleaved rounds, every page of store and skeleton once per round in the same order.
// Writes the `## Interactions` section of bench/RESULTS.md.
import {readFile, writeFile} from 'node:fs/promises';
import os from 'node:os';
import {resolve} from 'node:path';
import type {Browser, Locator, Page} from '@playwright/test';
import {launchChromium} from './lib/bench-browser';
import {createCleanups, runMeasurement, startMeasuredStore} from './lib/measured-store';
import {currentCommit, INTERACTIONS_HEADING, withSection} from './lib/results-sections';
import {startSkeleton} from './lib/skeleton';
import {CONSENT_COOKIE, REJECT_ALL, serializeConsent} from '../app/lib/analytics/consent';
import {seeds} from '../emulator/seed';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_PATH = resolve(ROOT, 'bench/RESULTS.md');
const PORT = Number(process.env.BENCH_INTERACTIONS_PORT || 3480);
const EMULATOR_PORT = Number(process.env.BENCH_INTERACTIONS_EMULATOR_PORT || 4480);
const SKELETON_PORT = PORT + 10;
const ROUNDS = Number(process.env.INTERACTION_ROUNDS || 5);
const CPU_SLOWDOWN = 4;
/** Event Timing's lowest threshold: a shorter interaction reports no entry at all. */
const DURATION_THRESHOLD_MS = 16;
/** The goal for every interaction: "good" INP. */
const GOAL_MS = 200;
/** What Event Timing reports of a tap or a keystroke, besides the entries carrying its interactionId. */
const INTERACTION_EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'input'];
/** Where the page keeps the Event Timing entries its observer saw. */
const ENTRIES_KEY = '__benchEventEntries';
const HYDRATION_TIMEOUT_MS = 60_000;
const ANSWER_TIMEOUT_MS = 30_000;
/** No request in flight for this long counts as the network gone idle. */
const QUIET_NETWORK_MS = 500;
const IDLE_TIMEOUT_MS = 20_000;
/**
 * Event Timing entries arrive after the frame that ends them is presented, later still under a slowed CPU: how long
 * to wait for more after the last one, and for any at all.
 */
const ENTRY_QUIET_MS = 1_000;
const NO_ENTRY_MS = 3_000;

type Site = 'store' | 'skeleton';

interface Interaction {
  /** the table's row: the skeleton's interactions share a row with the store's counterpart */
  row: string;
  /** what the shopper taps, or types into */
  target: (page: Page) => Locator;
  /** a key pressed in `target` (focused first, which fires no interaction), else a tap on it */
  key?: string;
  /** resolves once the page shows the interaction's answer */
  answered: (page: Page) => Promise<unknown>;
}

interface Visit {
  site: Site;
  url: string;
  /** an element React renders on the page, whose hydration the first interaction waits for */
  hydrated: string;
  /** made one after another in the visit's context, each once the page is idle again */
  interactions: Interaction[];
}

interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
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

/** Resolves once `check` holds, asked every 50 ms; throws after ANSWER_TIMEOUT_MS. */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not show within ${ANSWER_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ROWS = {
  groomAdd: 'groom: Add to cart on a product page',
  groomIncrease: 'groom: quantity +1 in the cart drawer that opens',
  groomCartOpen: "groom: open the cart drawer from the header's Cart",
  groomCartClose: 'groom: close the cart drawer (Close cart)',
  groomMenuOpen: 'groom: open the menu (the hamburger, Open menu)',
  groomMenuClose: 'groom: close the menu (Close menu)',
  groomSearchOpen: "groom: open search (the header's Search)",
  groomSearchType: 'groom: type a letter in search',
  groomSort: 'groom: choose a sort on a collection page (Sort by, Arrow Down)',
  gumAdd: 'gum: Add to cart on a product page',
  gumQuitPlan: 'gum: a quit-plan answer (the radio Chewing tobacco)',
} as const;

function visits(): Visit[] {
  const razor = productOf('groom', 'kestrel-6-blade-razor');
  const gum = productOf('gum', 'nicotine-gum-mixed-flavour-trial-pack');
  const groom = `http://groom.localhost:${PORT}`;
  const gumOrigin = `http://gum.localhost:${PORT}`;
  const skeleton = `http://localhost:${SKELETON_PORT}`;
  const cartDrawer = (page: Page) => page.getByRole('dialog', {name: /^Your Cart/});
  // By its placeholder, its only name: a searchbox until its suggestions' datalist appears, then a combobox.
  const skeletonSearchField = (page: Page) => page.getByPlaceholder('Search', {exact: true});
  const visible = (locator: Locator) => locator.waitFor({state: 'visible', timeout: ANSWER_TIMEOUT_MS});
  const hidden = (locator: Locator) => locator.waitFor({state: 'hidden', timeout: ANSWER_TIMEOUT_MS});
  const addToCart = (row: string, title: string): Interaction => ({
    row,
    target: (page) => page.getByRole('button', {name: /^Add to cart$/i}).first(),
    // In the store's drawer, or the skeleton's cart aside.
    answered: (page) => visible(page.locator('[role=dialog], aside').getByRole('link', {name: title}).first()),
  });
  return [
    {
      site: 'store',
      url: `${groom}/products/${razor.handle}`,
      hydrated: 'header',
      interactions: [
        addToCart(ROWS.groomAdd, razor.title),
        {
          row: ROWS.groomIncrease,
          target: (page) => cartDrawer(page).getByRole('button', {name: `Increase quantity of ${razor.title}`}),
          answered: (page) =>
            until('the quantity 2', async () => {
              const quantity = cartDrawer(page).getByRole('group', {name: `Quantity of ${razor.title}`});
              return (await quantity.locator('output').textContent()) === '2';
            }),
        },
      ],
    },
    {
      site: 'store',
      url: `${groom}/`,
      hydrated: 'header',
      interactions: [
        {
          row: ROWS.groomCartOpen,
          target: (page) => page.getByRole('banner').getByRole('link', {name: /^Cart/}),
          answered: (page) => visible(cartDrawer(page)),
        },
        {
          row: ROWS.groomCartClose,
          target: (page) => cartDrawer(page).getByRole('button', {name: 'Close cart'}),
          answered: (page) => hidden(cartDrawer(page)),
        },
      ],
    },
    {
      site: 'store',
      url: `${groom}/`,
      hydrated: 'header',
      interactions: [
        {
          row: ROWS.groomMenuOpen,
          target: (page) => page.getByRole('banner').getByRole('button', {name: 'Open menu'}),
          answered: (page) => visible(page.getByRole('dialog', {name: 'Menu'})),
        },
        {
          row: ROWS.groomMenuClose,
          target: (page) => page.getByRole('dialog', {name: 'Menu'}).getByRole('button', {name: 'Close menu'}),
          answered: (page) => hidden(page.getByRole('dialog', {name: 'Menu'})),
        },
      ],
    },
    {
      site: 'store',
      url: `${groom}/`,
      hydrated: 'header',
      interactions: [
        {
          row: ROWS.groomSearchOpen,
          target: (page) => page.getByRole('banner').getByRole('link', {name: 'Search'}),
          answered: (page) =>
            visible(page.getByRole('dialog', {name: 'Search'}).getByRole('combobox', {name: 'Search products'})),
        },
        {
          row: ROWS.groomSearchType,
          target: (page) => page.getByRole('dialog', {name: 'Search'}).getByRole('combobox', {name: 'Search products'}),
          key: 'r',
          answered: (page) =>
            until('the letter in the field', async () => {
              return (await page.getByRole('combobox', {name: 'Search products'}).inputValue()) === 'r';
            }),
        },
      ],
    },
    {
      site: 'store',
      url: `${groom}/collections/best-seller`,
      hydrated: 'header',
      interactions: [
        {
          row: ROWS.groomSort,
          // A native select: its picker is the browser's, out of the page's reach, so the choice is made with
          // the keyboard, which fires the same change as a pick.
          target: (page) => page.getByRole('combobox', {name: 'Sort by'}),
          key: 'ArrowDown',
          answered: (page) => page.waitForURL(/[?&]sort=best-selling/, {timeout: ANSWER_TIMEOUT_MS}),
        },
      ],
    },
    {
      site: 'store',
      url: `${gumOrigin}/products/${gum.handle}`,
      hydrated: 'header',
      interactions: [addToCart(ROWS.gumAdd, gum.title)],
    },
    {
      site: 'store',
      url: `${gumOrigin}/quit-plan`,
      hydrated: 'form:has(input[type=radio])',
      interactions: [
        {
          row: ROWS.gumQuitPlan,
          target: (page) => page.getByRole('radio', {name: 'Chewing tobacco'}),
          answered: (page) =>
            until('the answer checked', () => page.getByRole('radio', {name: 'Chewing tobacco'}).isChecked()),
        },
      ],
    },
    {
      site: 'skeleton',
      url: `${skeleton}/products/${razor.handle}`,
      hydrated: 'header',
      interactions: [addToCart(ROWS.groomAdd, razor.title)],
    },
    {
      site: 'skeleton',
      url: `${skeleton}/`,
      hydrated: 'header',
      interactions: [
        {
          row: ROWS.groomSearchOpen,
          target: (page) => page.getByRole('banner').getByRole('button', {name: 'Search'}),
          // The closed overlay is hidden (visibility), so its field shows only once it is open.
          answered: (page) => visible(skeletonSearchField(page)),
        },
        {
          row: ROWS.groomSearchType,
          target: skeletonSearchField,
          key: 'r',
          answered: (page) =>
            until('the letter in the field', async () => (await skeletonSearchField(page).inputValue()) === 'r'),
        },
      ],
    },
  ];
}

/** Keeps every Event Timing entry of the page from its first script on, in window[key]. */
function observeEventTiming({key, durationThreshold}: {key: string; durationThreshold: number}) {
  const entries: EventEntry[] = [];
  (window as unknown as Record<string, EventEntry[]>)[key] = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & {interactionId?: number}>) {
      entries.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
    }
    // lib.dom does not know Event Timing's durationThreshold yet.
  }).observe({type: 'event', durationThreshold, buffered: true} as PerformanceObserverInit);
}

/**
 * Waits in the page, without touching its DOM (a query would compete with the frame being measured), until the
 * action's last event (`lastEvent`) has its entry and a moment has passed for stragglers; or, when none comes, until
 * `quietMs` after the last entry, or `noneMs` without any: an interaction under the threshold reports nothing.
 */
function awaitEntries({
  key,
  since,
  lastEvent,
  quietMs,
  noneMs,
}: {
  key: string;
  since: number;
  lastEvent: string;
  quietMs: number;
  noneMs: number;
}): Promise<void> {
  const started = performance.now();
  let seen = 0;
  let changed = started;
  // Page functions go to the browser as their source: no named inner functions, which tsx would wrap in a helper
  // the page does not have.
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const entries = ((window as unknown as Record<string, EventEntry[]>)[key] ?? []).filter(
        (entry) => entry.startTime >= since,
      );
      const now = performance.now();
      if (entries.length !== seen) [seen, changed] = [entries.length, now];
      const last = entries.some((entry) => entry.name === lastEvent);
      if ((last && now - changed >= 100) || (seen && now - changed >= quietMs) || (!seen && now - started >= noneMs)) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/**
 * Resolves once no request of the page has been in flight for QUIET_NETWORK_MS and the main thread has
 * had an idle period (or after IDLE_TIMEOUT_MS: a page that never rests is measured as it is).
 */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_NETWORK_MS) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()), {timeout})),
    Math.max(0, deadline - Date.now()),
  );
}

/**
 * One visit in a fresh context: its interactions' durations in ms, 0 for one under the threshold (no entry), null
 * for one that could not be made (its answer never showed, or an earlier one's did not).
 */
async function measureVisit(browser: Browser, visit: Visit): Promise<Array<number | null>> {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  const durations: Array<number | null> = [];
  try {
    // A returning shopper who answered the consent banner: it does not cover the page, and no analytics runs.
    await context.addCookies(
      ['groom.localhost', 'gum.localhost'].map((domain) => ({
        name: CONSENT_COOKIE,
        value: serializeConsent(REJECT_ALL),
        domain,
        path: '/',
      })),
    );
    await context.addInitScript(observeEventTiming, {key: ENTRIES_KEY, durationThreshold: DURATION_THRESHOLD_MS});
    const page = await context.newPage();
    page.on('pageerror', (error) => console.warn(`  page error on ${visit.url}: ${error.message}`));
    const pending = new Set<unknown>();
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});

    await page.goto(visit.url, {waitUntil: 'load', timeout: HYDRATION_TIMEOUT_MS});
    await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
      },
      visit.hydrated,
      {timeout: HYDRATION_TIMEOUT_MS},
    );
    await page.waitForLoadState('networkidle');
    for (const interaction of visit.interactions) {
      if (durations.length && durations.at(-1) === null) {
        durations.push(null);
        continue;
      }
      try {
        const target = interaction.target(page);
        await target.waitFor({state: 'visible', timeout: ANSWER_TIMEOUT_MS});
        // Scrolling and focus come before the measured action, and the page settles after them.
        await target.scrollIntoViewIfNeeded();
        if (interaction.key) await target.focus();
        await settle(page, () => pending.size);
        const since = await page.evaluate(() => performance.now());
        if (interaction.key) await page.keyboard.press(interaction.key);
        else await target.tap();
        await page.evaluate(awaitEntries, {
          key: ENTRIES_KEY,
          since,
          lastEvent: interaction.key ? 'keyup' : 'click',
          quietMs: ENTRY_QUIET_MS,
          noneMs: NO_ENTRY_MS,
        });
        await interaction.answered(page);
        const entries = await page.evaluate(
          ({key, since}) =>
            ((window as unknown as Record<string, EventEntry[]>)[key] ?? []).filter(
              (entry) => entry.startTime >= since,
            ),
          {key: ENTRIES_KEY, since},
        );
        const fired = entries.filter((entry) => entry.interactionId > 0 || INTERACTION_EVENTS.includes(entry.name));
        durations.push(Math.max(0, ...fired.map((entry) => entry.duration)));
        const counted = fired.map((entry) => `${entry.name} ${entry.duration}`).join(', ') || 'none over the threshold';
        console.log(`  ${interaction.row}: ${durations.at(-1)} ms (${counted})`);
      } catch (error) {
        console.warn(`  ${interaction.row} (${visit.site}) not measured: ${(error as Error).message.split('\n')[0]}`);
        durations.push(null);
      }
    }
    return durations;
  } finally {
    await context.close();
  }
}

const cleanups = createCleanups();

async function main(): Promise<void> {
  await startMeasuredStore({
    port: PORT,
    emulatorPort: EMULATOR_PORT,
    portVariables: 'BENCH_INTERACTIONS_PORT / BENCH_INTERACTIONS_EMULATOR_PORT',
    cleanups,
  });
  const skeletonVersion = await startSkeleton(SKELETON_PORT, EMULATOR_PORT, cleanups);
  const browser = await launchChromium();
  cleanups.add(() => browser.close());
  const loadAtStart = os.loadavg()[0];

  const plan = visits();
  const measured = new Map<string, Array<number | null>>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const visit of plan) {
      console.log(`Round ${round}/${ROUNDS}: ${visit.site} ${visit.url}...`);
      const durations = await measureVisit(browser, visit);
      visit.interactions.forEach((interaction, index) => {
        const key = `${visit.site} ${interaction.row}`;
        measured.set(key, [...(measured.get(key) ?? []), durations[index]]);
      });
    }
  }

  const ms = (value: number) => (value < DURATION_THRESHOLD_MS ? `< ${DURATION_THRESHOLD_MS}` : value.toFixed(0));
  const summary = (site: Site, row: string) => {
    const all = measured.get(`${site} ${row}`);
    if (!all) return undefined;
    const shown = all.filter((value): value is number => value !== null);
    const rounds = shown.length < all.length ? `, ${shown.length} of ${all.length} rounds` : '';
    if (!shown.length) return {text: `not measured (${all.length} rounds)`, median: undefined};
    const middle = median(shown);
    return {
      text: `${ms(middle)} (${ms(Math.min(...shown))}–${ms(Math.max(...shown))}${rounds})`,
      median: middle,
    };
  };
  const rows = Object.values(ROWS).map((row) => {
    const store = summary('store', row)!;
    const skeleton = summary('skeleton', row);
    const verdict =
      store.median === undefined ? '–' : store.median <= GOAL_MS ? `met (≤ ${GOAL_MS})` : `missed (> ${GOAL_MS})`;
    return `| ${row} | ${store.text} | ${skeleton?.text ?? '–'} | ${verdict} |`;
  });

  const cpus = os.cpus();
  const section = [
    INTERACTIONS_HEADING,
    '',
    'Command: `npm run bench:interactions` (production build in workerd via mini-oxygen, Storefront API stand-in on loopback, Debian Chromium headless).',
    '',
    `- Date: ${new Date().toISOString()}; commit ${currentCommit()}`,
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}; load average (1 min) at start and end: ${loadAtStart.toFixed(1)}, ${os.loadavg()[0].toFixed(1)}`,
    '',
    `Event Timing duration of each interaction (PerformanceObserver \`event\`, durationThreshold ${DURATION_THRESHOLD_MS}: from the tap or key to the next paint after its handlers, as INP counts it), the longest entry the action fired (pointerdown, pointerup, click, keydown, keyup, input, or any with its interactionId). 390×844, touch, ${CPU_SLOWDOWN}× CPU slowdown, no network throttling, analytics consent answered (rejected), each page in a fresh browser context once React has hydrated it and the network and main thread are idle; taps are touch taps, keys are typed in the focused field. ${ROUNDS} interleaved rounds (every page of store and skeleton once per round, in the same order); median ms and spread (lowest–highest); "< ${DURATION_THRESHOLD_MS}" means no entry, under the threshold. The skeleton ${skeletonVersion} runs on the same stand-in with groom's catalogue. Goal: ≤ ${GOAL_MS} ms (the store's median).`,
    '',
    '| interaction | store median ms (spread) | skeleton median ms (spread) | goal ≤ 200 ms |',
    '|---|---:|---:|---|',
    ...rows,
    '',
  ].join('\n');
  const previous = await readFile(RESULTS_PATH, 'utf8').catch(() => '');
  await writeFile(RESULTS_PATH, withSection(previous, INTERACTIONS_HEADING, `${section}\n`));
  console.log(`\n${section}\nWritten to ${RESULTS_PATH}`);
}

await runMeasurement('bench:interactions', main, cleanups);
