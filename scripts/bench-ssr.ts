// `npm run bench:ssr`: this store's server render beside Shopify's Hydrogen skeleton (the one
// @shopify/cli ships), both built for production and run in workerd by the same mini-oxygen, both on
// the same Storefront API stand-in. Per page: worker CPU per request, requests per second, p50/p99
// latency and HTML size, measured in interleaved rounds (store, skeleton, store, ...), and the
// Storefront round trips before the first and the last byte with 200 ms added to every call.
// Writes the `## Server render beside the skeleton` section of bench/RESULTS.md.
//
// The stand-in and each load run are processes of their own; only workerd's CPU is counted.
// BENCH_SSR_ROUNDS (default 3), BENCH_SSR_SECONDS (default 10), BENCH_SSR_PAGES (labels, comma-separated).
import {spawn} from 'node:child_process';
import {readFile, stat, writeFile} from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import {resolve} from 'node:path';
import {get, type LoadOptions, type LoadResult, type Target} from './lib/bench-http';
import {createCleanups, runMeasurement} from './lib/measured-store';
import {previewEnv, startPreview, type PreviewServer} from './lib/preview';
import {currentCommit, SSR_HEADING, withSection} from './lib/results-sections';
import {buildSkeleton, SKELETON_DIST, skeletonEnv} from './lib/skeleton';
import {cpuSeconds, startStandIn, workerdPids} from './lib/worker-cpu';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_PATH = resolve(ROOT, 'bench/RESULTS.md');
const STORE_PORT = Number(process.env.BENCH_SSR_PORT || 3360);
const SKELETON_PORT = STORE_PORT + 10;
const EMULATOR_PORT = Number(process.env.BENCH_SSR_EMULATOR_PORT || 4360);
const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
const ROUNDS = Number(process.env.BENCH_SSR_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SSR_SECONDS || 10);
const LOAD: LoadOptions = {
  connections: 10,
  seconds: SECONDS,
  maxRequests: 100_000,
  warmupSeconds: 0,
  timeoutMs: 10_000,
};
const WARMUP_SECONDS = 2;
const ADDED_LATENCY_MS = 200;
/** The goal: CPU per request at most this multiple of the skeleton's. */
const CPU_GOAL = 1.2;
const PAGE_FILTER = (process.env.BENCH_SSR_PAGES ?? '')
  .split(',')
  .map((label) => label.trim())
  .filter(Boolean);

type App = 'store' | 'skeleton';

interface PagePair {
  label: string;
  store: Target;
  skeleton: Target;
}

interface Run {
  cpuMsPerRequest: number;
  result: LoadResult;
}

interface Timing {
  firstByteMs: number;
  lastByteMs: number;
  bytes: number;
  status: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const roundTrips = (ms: number) => Math.floor(ms / ADDED_LATENCY_MS);

async function standIn(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${EMULATOR_URL}${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

interface RunningApp {
  server: PreviewServer;
  pids: Set<number>;
}

async function startApp(app: App): Promise<RunningApp> {
  const before = await workerdPids();
  const env = app === 'store' ? previewEnv({STOREFRONT: 'emulator', EMULATOR_URL}) : skeletonEnv(EMULATOR_URL);
  const server = await startPreview({
    port: app === 'store' ? STORE_PORT : SKELETON_PORT,
    env,
    logRequests: false,
    distDir: app === 'store' ? undefined : SKELETON_DIST,
  });
  const pids = new Set([...(await workerdPids())].filter((pid) => !before.has(pid)));
  if (pids.size === 0) throw new Error(`No workerd process found for the ${app}`);
  return {server, pids};
}

/** One request, timed to its first and its last byte. */
function timeRequest(target: Target): Promise<Timing> {
  return new Promise((done, fail) => {
    const sent = performance.now();
    const request = http.get(
      {host: '127.0.0.1', port: target.port, path: target.path, headers: {host: target.host}, agent: false},
      (response) => {
        const firstByteMs = performance.now() - sent;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          done({firstByteMs, lastByteMs: performance.now() - sent, bytes, status: response.statusCode ?? 0}),
        );
        response.on('error', fail);
      },
    );
    request.on('error', fail);
  });
}

/** A load run from a process of its own. */
function loadFromChild(target: Target, options: LoadOptions): Promise<LoadResult> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(ROOT, 'scripts/lib/load-generator.ts'), JSON.stringify({target, options})],
      {cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit']},
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      const last = output.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) done(JSON.parse(last) as LoadResult);
      else fail(new Error(`The load generator exited with ${code}: ${output.slice(-500)}`));
    });
  });
}

/** Warm-up (not counted), then a counted run, with workerd's CPU read around the counted run only. */
async function measure(app: RunningApp, target: Target): Promise<Run> {
  await loadFromChild(target, {...LOAD, seconds: WARMUP_SECONDS});
  const cpuBefore = await cpuSeconds(app.pids);
  const result = await loadFromChild(target, LOAD);
  const cpu = (await cpuSeconds(app.pids)) - cpuBefore;
  return {cpuMsPerRequest: (cpu * 1000) / Math.max(1, result.requests), result};
}

async function firstLink(target: Target, pattern: RegExp): Promise<string> {
  const page = await get(target);
  const path = pattern.exec(page.body)?.[1];
  if (page.status !== 200 || !path)
    throw new Error(`${target.host}${target.path} answered ${page.status} with no link`);
  return path;
}

async function pagePairs(): Promise<PagePair[]> {
  const groom = (path: string): Target => ({port: STORE_PORT, host: `groom.localhost:${STORE_PORT}`, path});
  const gum = (path: string): Target => ({port: STORE_PORT, host: `gum.localhost:${STORE_PORT}`, path});
  const skeleton = (path: string): Target => ({port: SKELETON_PORT, host: `localhost:${SKELETON_PORT}`, path});
  const PRODUCT = /href="(\/products\/[^"?#]+)"/;
  const [groomProduct, gumProduct] = await Promise.all([firstLink(groom('/'), PRODUCT), firstLink(gum('/'), PRODUCT)]);
  // The skeleton has one shop (groom's catalogue): gum's pages are set beside its home and product pages.
  const pairs: PagePair[] = [
    {label: 'groom home', store: groom('/'), skeleton: skeleton('/')},
    {label: 'groom product', store: groom(groomProduct), skeleton: skeleton(groomProduct)},
    {label: 'groom collection', store: groom('/collections/razors-1'), skeleton: skeleton('/collections/razors-1')},
    {label: 'groom search', store: groom('/search?q=razor'), skeleton: skeleton('/search?q=razor')},
    {label: 'gum home', store: gum('/'), skeleton: skeleton('/')},
    {label: 'gum product', store: gum(gumProduct), skeleton: skeleton(groomProduct)},
    {label: 'gum /hi', store: gum('/hi'), skeleton: skeleton('/')},
  ];
  return pairs.filter((pair) => PAGE_FILTER.length === 0 || PAGE_FILTER.includes(pair.label));
}

/** Each page on a freshly started worker (empty sub-request cache), every Storefront call 200 ms slower. */
async function measureRoundTrips(pairs: PagePair[]): Promise<Map<string, Record<App, Timing>>> {
  const timings = new Map<string, Record<App, Timing>>();
  await standIn('/__emulator/faults', {operationName: '*', delayMs: ADDED_LATENCY_MS});
  try {
    for (const pair of pairs) {
      const byApp = {} as Record<App, Timing>;
      for (const app of ['store', 'skeleton'] as const) {
        const running = await startApp(app);
        try {
          const timing = await timeRequest(pair[app]);
          // An error page is quick and small: its timing would say nothing about the page.
          if (timing.status !== 200) throw new Error(`${app} ${pair.label} answered ${timing.status}`);
          byApp[app] = timing;
        } finally {
          await running.server.close();
        }
      }
      timings.set(pair.label, byApp);
    }
  } finally {
    await standIn('/__emulator/reset');
  }
  return timings;
}

const ms = (value: number) => value.toFixed(1);

function report(
  pairs: PagePair[],
  runs: Map<string, Record<App, Run[]>>,
  trips: Map<string, Record<App, Timing>>,
  skeletonVersion: string,
  load: number[],
): string {
  const rows = pairs.map((pair) => {
    const {store, skeleton} = runs.get(pair.label)!;
    const ratios = store.map((run, index) => run.cpuMsPerRequest / skeleton[index].cpuMsPerRequest);
    const cpu = (list: Run[]) => median(list.map((run) => run.cpuMsPerRequest));
    const rps = (list: Run[]) => median(list.map((run) => run.result.perSecond));
    const p = (list: Run[], key: 'p50Ms' | 'p99Ms') => median(list.map((run) => run.result[key]));
    const errors = (list: Run[]) => list.reduce((sum, run) => sum + run.result.errors, 0);
    const {store: storeTrip, skeleton: skeletonTrip} = trips.get(pair.label)!;
    return `| ${pair.label} | ${ms(cpu(store))} | ${ms(cpu(skeleton))} | ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | ${rps(store).toFixed(0)} / ${rps(skeleton).toFixed(0)} | ${ms(p(store, 'p50Ms'))} / ${ms(p(skeleton, 'p50Ms'))} | ${ms(p(store, 'p99Ms'))} / ${ms(p(skeleton, 'p99Ms'))} | ${(storeTrip.bytes / 1024).toFixed(1)} / ${(skeletonTrip.bytes / 1024).toFixed(1)} | ${roundTrips(storeTrip.firstByteMs)}, ${roundTrips(storeTrip.lastByteMs)} / ${roundTrips(skeletonTrip.firstByteMs)}, ${roundTrips(skeletonTrip.lastByteMs)} | ${errors(store)} / ${errors(skeleton)} |`;
  });
  const verdicts = pairs.map((pair) => {
    const {store, skeleton} = runs.get(pair.label)!;
    const ratio = median(store.map((run, index) => run.cpuMsPerRequest / skeleton[index].cpuMsPerRequest));
    const trip = trips.get(pair.label)!.store;
    const oneTrip = roundTrips(trip.firstByteMs) <= 1 && roundTrips(trip.lastByteMs) <= 1;
    return `- ${pair.label}: CPU ratio ${ratio.toFixed(2)}, ${ratio <= CPU_GOAL ? 'PASS' : 'FAIL'} (goal ≤ ${CPU_GOAL}); round trips ${roundTrips(trip.firstByteMs)} to the first byte and ${roundTrips(trip.lastByteMs)} to the last, ${oneTrip ? 'PASS' : 'FAIL'} (goal 1 and 1)`;
  });
  const cpus = os.cpus();
  return [
    SSR_HEADING,
    '',
    'Command: `npm run bench:ssr` (this store and the Hydrogen skeleton `@shopify/cli` ships, both production builds in workerd via the same mini-oxygen, on the same Storefront API stand-in).',
    '',
    `- Date: ${new Date().toISOString()}; commit ${currentCommit()}`,
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}; load average (1 min) at start and end: ${load.map((value) => value.toFixed(1)).join(', ')}`,
    `- Skeleton ${skeletonVersion}, pointed at the stand-in by worker settings alone (the groom shop's token). It has one shop, so gum's pages are set beside its home and product pages.`,
    `- ${LOAD.connections} keep-alive connections for ${SECONDS} s per run after ${WARMUP_SECONDS} s of uncounted warm-up, warm sub-request caches, ${ROUNDS} rounds interleaved (store, skeleton, store, …). The load generator and the stand-in run in processes of their own; CPU is workerd's user and system time over the counted run, divided by the requests it served. Figures are medians of the rounds; the ratio's spread is the lowest and highest of the per-round ratios.`,
    `- Round trips: each page once on a freshly started worker (empty sub-request cache) with ${ADDED_LATENCY_MS} ms added to every Storefront call; the time to the first and to the last byte divided by ${ADDED_LATENCY_MS} ms, rounded down.`,
    '',
    '| page | store CPU ms/request | skeleton CPU ms/request | CPU ratio (spread) | requests/s, store / skeleton | p50 ms | p99 ms | HTML KB | round trips, first byte, last byte | errors, store / skeleton |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    ...verdicts,
    '',
  ].join('\n');
}

const cleanups = createCleanups();

async function main(): Promise<void> {
  await stat(resolve(ROOT, 'dist/server/index.js')).catch(() => {
    throw new Error('No production build in dist/: run `npm run build` first (`npm run bench:ssr` does).');
  });
  const skeletonVersion = await buildSkeleton();
  await startStandIn(EMULATOR_PORT, cleanups);
  const loadAtStart = os.loadavg()[0];

  const store = await startApp('store');
  const pairs = await pagePairs();
  await store.server.close();
  console.log('Round trips with added latency...');
  const trips = await measureRoundTrips(pairs);

  const apps: Record<App, RunningApp> = {store: await startApp('store'), skeleton: await startApp('skeleton')};
  cleanups.add(() => apps.store.server.close());
  cleanups.add(() => apps.skeleton.server.close());
  const runs = new Map<string, Record<App, Run[]>>(pairs.map((pair) => [pair.label, {store: [], skeleton: []}]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const pair of pairs) {
      for (const app of ['store', 'skeleton'] as const) {
        console.log(`Round ${round}/${ROUNDS}: ${pair.label}, ${app}...`);
        runs.get(pair.label)![app].push(await measure(apps[app], pair[app]));
      }
    }
  }

  const section = report(pairs, runs, trips, skeletonVersion, [loadAtStart, os.loadavg()[0]]);
  const previous = await readFile(RESULTS_PATH, 'utf8').catch(() => '');
  await writeFile(RESULTS_PATH, withSection(previous, SSR_HEADING, `${section}\n`));
  console.log(`\n${section}\nWritten to ${RESULTS_PATH}`);
}

await runMeasurement('bench:ssr', main, cleanups);
