// `npx tsx scripts/lighthouse.ts` (after `npm run build`): Lighthouse mobile performance, accessibility and SEO
// of the production build, per brand and language, against the Storefront API stand-in. Writes the
// `## Lighthouse (mobile)` section of bench/RESULTS.md (or its applied-throttling section), in place.
// LIGHTHOUSE_RUNS (default 3): runs per page, the one with the median performance score is reported.
// LIGHTHOUSE_PAGES: page labels to measure, comma-separated (e.g. "groom home,gum home (hi)"); all by default.
// LIGHTHOUSE_RESULTS: another file to write the section to (e.g. for a comparison with an older build).
// LIGHTHOUSE_THROTTLING=devtools: Lighthouse slows the browser's network and CPU while it loads (applied
// throttling) instead of simulating a slow phone from an unthrottled load, and writes its own section: the
// goals are judged there (decision 026).
// LIGHTHOUSE_EDGE_CACHE=1 (with devtools): the store answers through the local stand-in for Oxygen's full-page
// cache, so a shared page arrives whole, as a shopper's phone gets it from the edge; its own section.
// Shopify's skeleton (the one @shopify/cli ships) is measured in the same rounds as a reference: Lighthouse's
// simulated times move with the machine's speed, and the skeleton's figures show how far.
import os from 'node:os';
import {mkdir, readFile, stat, writeFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {launch, type LaunchedChrome} from 'chrome-launcher';
import lighthouse, {type Result} from 'lighthouse';
import {get} from './lib/bench-http';
import {CHROMIUM_ARGS, ensureChromium} from './lib/chromium';
import {
  currentCommit,
  LIGHTHOUSE_APPLIED_EDGE_HEADING,
  LIGHTHOUSE_APPLIED_HEADING,
  LIGHTHOUSE_HEADING,
  withSection,
} from './lib/results-sections';
import {createCleanups, runMeasurement, startMeasuredStore} from './lib/measured-store';
import {startSkeleton} from './lib/skeleton';
import {devanagariSystemFonts} from './lib/system-fonts';

// Away from the bench (3300-3400/4300) and the e2e tests (3600-3700/4600); the asset server takes PORT + 100.
const PORT = Number(process.env.LIGHTHOUSE_PORT || 3950);
const EMULATOR_PORT = Number(process.env.LIGHTHOUSE_EMULATOR_PORT || 4950);
const SKELETON_PORT = PORT + 20;
/** SEO, on indexable pages; and the score below which a category's failing audits are listed. */
const GOAL = 95;
/**
 * The store's goals, held with applied throttling (slow 4G and 4× CPU while the page loads):
 * what a phone meets. The simulated mode estimates from an unthrottled load on loopback; its figures
 * are kept for reference, with no goal (decision 026).
 */
const PERFORMANCE_GOAL = 98;
const ACCESSIBILITY_GOAL = 100;
const LCP_GOAL_MS = 1500;
const TBT_GOAL_MS = 100;
/** Total blocking time at most this multiple of the skeleton's page of the same kind (home, else product)... */
const TBT_SKELETON_RATIO_GOAL = 1.5;
/** ...or at most this, Lighthouse's long-task threshold, where the skeleton's is below it (1.5 × 0 ms is no measure). */
const TBT_FLOOR_MS = 50;
const CLS_GOAL = 0.02;
const TOP_OPPORTUNITIES = 5;
// mini-oxygen's asset server sends no Cache-Control (Oxygen's CDN does), and cache lifetimes only matter on
// repeat visits: not a score factor, so not listed among the opportunities.
const LOCAL_ONLY = new Set(['cache-insight']);
const RESULTS_PATH = process.env.LIGHTHOUSE_RESULTS
  ? resolve(process.env.LIGHTHOUSE_RESULTS)
  : resolve(import.meta.dirname, '../bench/RESULTS.md');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING || 'simulate';
const APPLIED = THROTTLING === 'devtools';
const EDGE_CACHE = process.env.LIGHTHOUSE_EDGE_CACHE === '1';
const HEADING = APPLIED
  ? EDGE_CACHE
    ? LIGHTHOUSE_APPLIED_EDGE_HEADING
    : LIGHTHOUSE_APPLIED_HEADING
  : LIGHTHOUSE_HEADING;
const PAGE_FILTER = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((label) => label.trim())
  .filter(Boolean);
const WORKER_PATH = resolve(import.meta.dirname, '../dist/server/index.js');
const OUT_DIR_NAME = 'bench/out/lighthouse';
const OUT_DIR = resolve(import.meta.dirname, '..', OUT_DIR_NAME);
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

interface Page {
  label: string;
  host: string;
  path: string;
  /** kept out of search engines on purpose (search results, the cart): Lighthouse's is-crawlable fails by design */
  noindex?: true;
  /** the skeleton's page: a reference for the machine, not held to the goals */
  reference?: true;
}
interface Measured {
  page: Page;
  url: string;
  /** the run with the median performance score */
  lhr: Result;
  /** every run's performance score, in the order run */
  performanceScores: number[];
}
type Audit = Result['audits'][string];

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The first link of a kind a page holds, so the run follows whatever the seed holds. */
async function firstLink(host: string, from: string, pattern: RegExp): Promise<string> {
  const page = await get({port: PORT, host, path: from});
  if (page.status !== 200) throw new Error(`http://${host}${from} answered ${page.status}`);
  const path = pattern.exec(page.body)?.[1];
  if (!path) throw new Error(`http://${host}${from} has no link matching ${pattern}`);
  return path;
}

const PRODUCT_LINK = /href="(\/products\/[^"?#]+)"/;
const ARTICLE_LINK = /href="(\/blogs\/[^"/?#]+\/[^"?#]+)"/;

async function firstArticlePath(host: string): Promise<string> {
  const blog = await firstLink(host, '/blogs', /href="(\/blogs\/[^"/?#]+)"/);
  return firstLink(host, blog, ARTICLE_LINK);
}

async function pages(): Promise<Page[]> {
  const groom = `groom.localhost:${PORT}`;
  const gum = `gum.localhost:${PORT}`;
  const [groomProduct, gumProduct, groomArticle, gumArticle] = await Promise.all([
    firstLink(groom, '/', PRODUCT_LINK),
    firstLink(gum, '/', PRODUCT_LINK),
    firstArticlePath(groom),
    firstArticlePath(gum),
  ]);
  return [
    {label: 'groom home', host: groom, path: '/'},
    {label: 'groom product', host: groom, path: groomProduct},
    {label: 'groom collection', host: groom, path: '/collections/best-seller'},
    {label: 'groom search', host: groom, path: '/search?q=razor', noindex: true},
    {label: 'groom cart', host: groom, path: '/cart', noindex: true},
    {label: 'groom article', host: groom, path: groomArticle},
    {label: 'gum home', host: gum, path: '/'},
    {label: 'gum home (hi)', host: gum, path: '/hi'},
    {label: 'gum product', host: gum, path: gumProduct},
    {label: 'gum product (hi)', host: gum, path: `/hi${gumProduct}`},
    {label: 'gum collection', host: gum, path: '/collections/all'},
    {label: 'gum collection (hi)', host: gum, path: '/hi/collections/all'},
    {label: 'gum search', host: gum, path: '/search?q=mint', noindex: true},
    {label: 'gum search (hi)', host: gum, path: '/hi/search?q=mint', noindex: true},
    {label: 'gum cart', host: gum, path: '/cart', noindex: true},
    {label: 'gum cart (hi)', host: gum, path: '/hi/cart', noindex: true},
    {label: 'gum article (hi)', host: gum, path: `/hi${gumArticle}`},
    {label: 'gum quit plan', host: gum, path: '/quit-plan'},
    {label: 'gum quit plan (hi)', host: gum, path: '/hi/quit-plan'},
    // The skeleton has one shop, groom's catalogue.
    {label: 'skeleton home', host: `localhost:${SKELETON_PORT}`, path: '/', reference: true},
    {label: 'skeleton product', host: `localhost:${SKELETON_PORT}`, path: groomProduct, reference: true},
  ];
}

/** When dist/ was last built: another `npm run build` (the e2e tests run one) swaps the hashed assets under a running preview. */
const buildTime = () =>
  stat(WORKER_PATH).then(
    (file) => file.mtimeMs,
    () => NaN,
  );

/** A run is only a measurement if every request of the page load succeeded (a missing script skips hydration). */
function assertLoadedCleanly(lhr: Result, url: string, builtAt: number, builtNow: number): void {
  const items =
    (lhr.audits['network-requests']?.details as {items?: {url: string; statusCode: number}[]} | undefined)?.items ?? [];
  const failed = items.filter((request) => request.statusCode >= 400);
  if (builtNow !== builtAt) {
    throw new Error(
      `dist/ was rebuilt while ${url} was measured (another \`npm run build\`, e.g. the e2e tests): run again once it is done.`,
    );
  }
  if (failed.length) {
    throw new Error(
      `Requests failed while measuring ${url}:\n${failed.map((request) => `  ${request.statusCode} ${request.url}`).join('\n')}`,
    );
  }
}

/**
 * When the personal route's answer (the cart count, the account button, the consent banner) had arrived, in
 * ms after the page's load event (negative: before it); null on a page that does not ask for it.
 */
function personalDataAfterLoadMs(lhr: Result): number | null {
  type Request = {url: string; networkEndTime?: number};
  const requests = (lhr.audits['network-requests']?.details as {items?: Request[]} | undefined)?.items ?? [];
  const personal = requests.find((request) => new URL(request.url).pathname.endsWith('/api/personal'));
  const load = (lhr.audits.metrics?.details as {items?: Array<{observedLoad?: number}>} | undefined)?.items?.[0]
    ?.observedLoad;
  if (personal?.networkEndTime === undefined || load === undefined) return null;
  return Math.round(personal.networkEndTime - load);
}

const personalDataCell = (lhr: Result) => {
  const ms = personalDataAfterLoadMs(lhr);
  return ms === null ? 'not asked' : `${ms > 0 ? '+' : ''}${ms} ms`;
};

/** Estimated savings of an opportunity, the largest of its metric savings in ms (CLS is unitless: shown, not ranked). */
function savingsMs(audit: Audit): number {
  const savings = audit.metricSavings ?? {};
  return Math.max(0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0, savings.INP ?? 0);
}

function savingsText(audit: Audit): string {
  return Object.entries(audit.metricSavings ?? {})
    .filter(([, value]) => typeof value === 'number' && value > 0)
    .map(([metric, value]) => (metric === 'CLS' ? `CLS −${value!.toFixed(3)}` : `${metric} −${Math.round(value!)} ms`))
    .join(', ');
}

/** Audits of the category that did not pass, skipping the metrics themselves and what does not apply. */
function failing(lhr: Result, category: string, passAt: number): {audit: Audit; weight: number}[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => ({audit: lhr.audits[ref.id], weight: ref.weight}))
    .filter(({audit}) => audit && typeof audit.score === 'number' && audit.score < passAt);
}

/** The elements an accessibility audit flagged, once per distinct element and reason, for finding them in the code. */
function elements(audit: Audit): string[] {
  type Node = {snippet?: string; nodeLabel?: string; explanation?: string};
  const items = (audit.details as {items?: {node?: Node}[]} | undefined)?.items ?? [];
  const distinct = new Map<string, {label?: string; count: number}>();
  for (const {node} of items) {
    if (!node) continue;
    const reason = (node.explanation ?? '')
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' ');
    const key = `\`${cell(node.snippet ?? '?')}\`${reason ? `: ${cell(reason)}` : ''}`;
    const seen = distinct.get(key) ?? {label: node.nodeLabel && cell(node.nodeLabel).slice(0, 40), count: 0};
    distinct.set(key, {...seen, count: seen.count + 1});
  }
  return [...distinct]
    .slice(0, 4)
    .map(
      ([key, {label, count}]) => `  - ${count > 1 ? `${count} elements like ` : ''}${label ? `"${label}" ` : ''}${key}`,
    );
}

const NO_DEVANAGARI_FONT =
  "this machine has no system font for Hindi, which a phone sold in India has: the Hindi pages are measured drawing boxes, their layout and TBT far above a phone's (`apt-get install fonts-noto-core` gives Noto Sans Devanagari, as Android has).";

/** Whether the Hindi pages were measured with a system Devanagari font, as on a phone. */
function devanagariFontNote(): string {
  const fonts = devanagariSystemFonts();
  return fonts.length > 0
    ? `System fonts for Hindi, as a phone has: ${fonts.join(', ')}.`
    : `No system font for Hindi: ${NO_DEVANAGARI_FONT}`;
}

function report(all: Measured[], version: string, load: number[]): string {
  const rows = all.map(({page, url, lhr, performanceScores}) => {
    const metric = (id: string) => cell(lhr.audits[id]?.displayValue ?? '?');
    return `| ${page.reference ? `${page.label} (reference)` : page.label} | ${url} | ${score(lhr, 'performance')} | ${performanceScores.join(', ')} | ${score(lhr, 'accessibility')} | ${score(lhr, 'seo')} | ${metric(METRICS.FCP)} | ${metric(METRICS.LCP)} | ${metric(METRICS.TBT)} | ${metric(METRICS.CLS)} | ${personalDataCell(lhr)} |`;
  });
  // The goals hold for this store's pages; the skeleton's are there to read the machine by.
  const results = all.filter(({page}) => !page.reference);
  const references = all.filter(({page}) => page.reference);
  const referenceNote = references.length
    ? `The skeleton's pages, measured in the same rounds on the same machine: ${references
        .map(
          ({page, lhr}) =>
            `${page.label} performance ${score(lhr, 'performance')}, FCP ${cell(lhr.audits[METRICS.FCP]?.displayValue ?? '?')}, LCP ${cell(lhr.audits[METRICS.LCP]?.displayValue ?? '?')}`,
        )
        .join('; ')}. Where they also miss a goal, the machine sets part of the figure.`
    : '';
  const verdict = (category: string, name: string, goal = GOAL, pages = results) => {
    const below = pages.filter(({lhr}) => !(score(lhr, category) >= goal));
    const detail = below.length
      ? `: ${below.map(({page, lhr}) => `${page.label} ${score(lhr, category)}`).join(', ')}`
      : '';
    const which = pages === results ? 'every page' : 'every indexable page';
    return `- ${name} ${goal === 100 ? '= 100' : `≥ ${goal}`} on ${which}: ${below.length ? 'FAIL' : 'PASS'}${detail}`;
  };
  /** A metric's verdict on every page: at most `limit` (its numeric value, as Lighthouse reports it). */
  const metricVerdict = (id: string, name: string, limit: number, unit: string) => {
    const over = results.filter(({lhr}) => !((lhr.audits[id]?.numericValue ?? Infinity) <= limit));
    const detail = over.length
      ? `: ${over.map(({page, lhr}) => `${page.label} ${cell(lhr.audits[id]?.displayValue ?? '?')}`).join(', ')}`
      : '';
    return `- ${name} ≤ ${limit}${unit} on every page: ${over.length ? 'FAIL' : 'PASS'}${detail}`;
  };
  /** TBT beside the skeleton's page of the same kind, measured in the same rounds. */
  const skeletonTbt = (page: Page) => {
    const kind = /home/.test(page.label) ? 'skeleton home' : 'skeleton product';
    return references.find((reference) => reference.page.label === kind)?.lhr.audits[METRICS.TBT]?.numericValue;
  };
  const tbtBesideSkeletonVerdict = () => {
    const rows = results.map(({page, lhr}) => {
      const own = lhr.audits[METRICS.TBT]?.numericValue ?? Infinity;
      const skeleton = skeletonTbt(page);
      const limit = skeleton === undefined ? -Infinity : Math.max(TBT_SKELETON_RATIO_GOAL * skeleton, TBT_FLOOR_MS);
      return {page, own, skeleton, pass: own <= limit};
    });
    const detail = rows
      .map(
        ({page, own, skeleton}) =>
          `${page.label} ${Math.round(own)} / ${skeleton === undefined ? '?' : Math.round(skeleton)} ms`,
      )
      .join(', ');
    const failed = rows.some((row) => !row.pass);
    return `- TBT ≤ ${TBT_SKELETON_RATIO_GOAL}× the skeleton's page of the same kind (home, else product), or ≤ ${TBT_FLOOR_MS} ms where that is less, on every page: ${failed ? 'FAIL' : 'PASS'} (store / skeleton: ${detail})`;
  };
  /**
   * Lighthouse's browser is a fresh one, with no cart, session or consent choice: its pages must not ask the
   * personal route at all (decision 032); one that does is listed with when its answer came.
   */
  const personalDataVerdict = () => {
    const asked = results.filter(({lhr}) => personalDataAfterLoadMs(lhr) !== null);
    const detail = asked.map(({page, lhr}) => `${page.label} ${personalDataCell(lhr)}`).join(', ');
    return `- No request to the personal route from a browser with nothing personal, on every page: ${asked.length ? `FAIL: ${detail}` : 'PASS'}`;
  };
  const accessibility = results
    .filter(({lhr}) => score(lhr, 'accessibility') < GOAL)
    .flatMap(({page, lhr}) => [
      `${page.label} (${score(lhr, 'accessibility')}):`,
      '',
      ...failing(lhr, 'accessibility', 1).flatMap(({audit, weight}) => [
        `- \`${audit.id}\`: ${cell(audit.title)}${weight ? '' : ' (weight 0)'}`,
        ...elements(audit),
      ]),
      '',
    ]);
  const indexable = results.filter(({page}) => !page.noindex);
  // A noindex page should fail is-crawlable and nothing else.
  const noindexWrong = results.filter(
    ({page, lhr}) => page.noindex && failing(lhr, 'seo', 1).some(({audit}) => audit.id !== 'is-crawlable'),
  );
  const noindexVerdict = `- SEO on the pages kept out of search engines on purpose (${results
    .filter(({page}) => page.noindex)
    .map(({page}) => page.label)
    .join(
      ', ',
    )}): nothing fails but \`is-crawlable\`: ${noindexWrong.length ? `FAIL: ${noindexWrong.map(({page}) => page.label).join(', ')}` : 'PASS'}`;
  const seo = indexable
    .filter(({lhr}) => score(lhr, 'seo') < GOAL)
    .flatMap(({page, lhr}) => [
      `${page.label} (${score(lhr, 'seo')}):`,
      '',
      ...failing(lhr, 'seo', 1).map(({audit}) => `- \`${audit.id}\`: ${cell(audit.title)}`),
      '',
    ]);
  const performance = results
    .filter(({lhr}) => score(lhr, 'performance') < (APPLIED ? PERFORMANCE_GOAL : GOAL))
    .flatMap(({page, lhr}) => {
      const top = failing(lhr, 'performance', 0.9)
        .map(({audit}) => audit)
        .filter((audit) => !LOCAL_ONLY.has(audit.id))
        .sort((a, b) => savingsMs(b) - savingsMs(a))
        .slice(0, TOP_OPPORTUNITIES);
      return [
        `${page.label} (${score(lhr, 'performance')}):`,
        '',
        ...(top.length
          ? top.map((audit) => {
              const extra = [audit.displayValue, savingsText(audit)]
                .filter(Boolean)
                .map((text) => cell(text!))
                .join('; ');
              return `- \`${audit.id}\`: ${cell(audit.title)}${extra ? ` (${extra})` : ''}`;
            })
          : ['- no failing audit with an estimate']),
        '',
      ];
    });
  const warnings = results.flatMap(({page, lhr}) => lhr.runWarnings.map((text) => `- ${page.label}: ${cell(text)}`));
  return [
    HEADING,
    '',
    `Command: \`${APPLIED ? 'LIGHTHOUSE_THROTTLING=devtools ' : ''}${EDGE_CACHE ? 'LIGHTHOUSE_EDGE_CACHE=1 ' : ''}npm run bench:lighthouse\` (\`npx tsx scripts/lighthouse.ts\` after \`npm run build\`) (production build in workerd via mini-oxygen, Storefront API stand-in on loopback).`,
    '',
    `- Date: ${new Date().toISOString()}; commit ${currentCommit()}`,
    `- Lighthouse ${version}, ${
      APPLIED
        ? "mobile config with applied throttling (Moto G Power emulation; the browser's network slowed to Lighthouse's slow 4G and its CPU 4× while it loads, DevTools throttling): the goals are judged here"
        : 'default mobile config (Moto G Power emulation, simulated slow 4G and 4× CPU throttling), for reference: its estimate from an unthrottled load on loopback holds no goal (decision 026); the goals are judged with applied throttling'
    }, headless Chromium, performance, accessibility and SEO, ${RUNS === 1 ? 'one run' : `${RUNS} runs`} per page after one warm-up request${RUNS === 1 ? '' : ', taken round by round; the table shows the run with the median performance score'}. The worker's BRAND_HOSTS names the two local hosts, so they are production hosts (indexable) as a live store's are.`,
    '',
    '| page | URL | performance | runs | accessibility | SEO | FCP | LCP | TBT | CLS | personal route answered, after load |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    ...(referenceNote ? [referenceNote, ''] : []),
    `Lighthouse's CPU benchmark index per page (higher is faster; one far below the others means the machine was busy and that page's simulated times are inflated): ${all.map(({page, lhr}) => `${page.label} ${Math.round(lhr.environment.benchmarkIndex)}`).join(', ')}. Load average (1 min) at start and end: ${load.map((value) => value.toFixed(1)).join(', ')} on ${os.cpus().length} cores.`,
    '',
    devanagariFontNote(),
    '',
    ...(APPLIED
      ? [
          verdict('performance', 'Performance', PERFORMANCE_GOAL),
          metricVerdict(METRICS.LCP, 'LCP', LCP_GOAL_MS, ' ms'),
          metricVerdict(METRICS.TBT, 'TBT', TBT_GOAL_MS, ' ms'),
          tbtBesideSkeletonVerdict(),
          metricVerdict(METRICS.CLS, 'CLS', CLS_GOAL, ''),
          personalDataVerdict(),
        ]
      : []),
    verdict('accessibility', 'Accessibility', ACCESSIBILITY_GOAL),
    verdict('seo', 'SEO', GOAL, indexable),
    noindexVerdict,
    '',
    ...(accessibility.length ? ['### Failing accessibility audits', '', ...accessibility] : []),
    ...(seo.length ? ['### Failing SEO audits', '', ...seo] : []),
    ...(performance.length
      ? [
          `### Top performance opportunities (up to ${TOP_OPPORTUNITIES}, by estimated savings)`,
          '',
          `\`${[...LOCAL_ONLY].join('`, `')}\` left out: the local asset server sends no Cache-Control, Oxygen's CDN does, and it only affects repeat visits.`,
          '',
          ...performance,
        ]
      : []),
    ...(warnings.length ? ['### Lighthouse warnings', '', ...warnings, ''] : []),
    `Full reports: \`${OUT_DIR_NAME}/*.html\` (not committed).`,
  ]
    .join('\n')
    .replace(/\n*$/, '\n\n'); // a blank line before whatever follows the section
}

const cleanups = createCleanups();

async function main(): Promise<void> {
  if (THROTTLING !== 'simulate' && !APPLIED) {
    throw new Error(`LIGHTHOUSE_THROTTLING must be simulate (the default) or devtools: ${THROTTLING}`);
  }
  if (EDGE_CACHE && !APPLIED)
    throw new Error('LIGHTHOUSE_EDGE_CACHE=1 is measured with LIGHTHOUSE_THROTTLING=devtools');
  const builtAt = await buildTime();
  await startMeasuredStore({
    port: PORT,
    emulatorPort: EMULATOR_PORT,
    portVariables: 'LIGHTHOUSE_PORT / LIGHTHOUSE_EMULATOR_PORT',
    cleanups,
    // Production hosts, as on a live store: elsewhere every page says noindex, which the SEO category counts.
    env: {BRAND_HOSTS: 'groom.localhost=groom,gum.localhost=gum'},
    edgeCache: EDGE_CACHE,
  });

  const skeletonVersion = await startSkeleton(SKELETON_PORT, EMULATOR_PORT, cleanups);
  console.log(`Skeleton ${skeletonVersion} on http://localhost:${SKELETON_PORT} as a reference.`);

  const list = (await pages()).filter((page) => PAGE_FILTER.length === 0 || PAGE_FILTER.includes(page.label));
  if (list.length === 0) throw new Error(`LIGHTHOUSE_PAGES names no page: ${PAGE_FILTER.join(', ')}`);
  if (!(Number.isInteger(RUNS) && RUNS >= 1)) throw new Error(`LIGHTHOUSE_RUNS must be a whole number from 1: ${RUNS}`);
  if (devanagariSystemFonts().length === 0) console.warn(`Warning: ${NO_DEVANAGARI_FONT}`);
  const loadAtStart = os.loadavg()[0];
  const chrome: LaunchedChrome = await launch({
    chromePath: await ensureChromium(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  cleanups.add(async () => chrome.kill());

  await mkdir(OUT_DIR, {recursive: true});
  const runs = new Map<Page, Array<{lhr: Result; report: string}>>(list.map((page) => [page, []]));
  // Round by round (every page once, then again), so a busy spell of the machine spreads over pages.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of list) {
      // Warm the worker's Storefront sub-request cache, so the run measures the page, not the first fetch.
      const warm = await get({port: Number(page.host.split(':')[1]), host: page.host, path: page.path});
      if (warm.status !== 200) throw new Error(`http://${page.host}${page.path} answered ${warm.status}`);
      const url = `http://${page.host}${page.path}`;
      console.log(`Lighthouse ${round}/${RUNS}: ${page.label} (${url})...`);
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        throttlingMethod: APPLIED ? 'devtools' : 'simulate',
      });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (lhr.runtimeError)
        throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (['performance', 'accessibility', 'seo'].some((category) => Number.isNaN(score(lhr, category)))) {
        throw new Error(`Lighthouse gave ${url} no score (${lhr.runWarnings.join('; ') || 'no warning'})`);
      }
      assertLoadedCleanly(lhr, url, builtAt, await buildTime());
      runs.get(page)!.push({lhr, report: String(run.report)});
    }
  }

  const results: Measured[] = [];
  for (const page of list) {
    const pageRuns = runs.get(page)!;
    const byScore = [...pageRuns].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
    const median = byScore[Math.floor((byScore.length - 1) / 2)];
    await writeFile(resolve(OUT_DIR, `${page.label.replace(/\W+/g, '-').replace(/-$/, '')}.html`), median.report);
    results.push({
      page,
      url: `http://${page.host}${page.path}`,
      lhr: median.lhr,
      performanceScores: pageRuns.map((pageRun) => score(pageRun.lhr, 'performance')),
    });
  }

  const section = report(results, results[0].lhr.lighthouseVersion, [loadAtStart, os.loadavg()[0]]);
  const previous = await readFile(RESULTS_PATH, 'utf8').catch(() => '');
  await writeFile(RESULTS_PATH, withSection(previous, HEADING, section));
  console.log(`\n${section}Written to ${RESULTS_PATH}`);
}

await runMeasurement('Lighthouse run', main, cleanups);
