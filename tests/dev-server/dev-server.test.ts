/**
 * `npm run dev` as a developer meets it on a fresh clone: no Vite cache, the stand-in started by the
 * dev server, the first request answered at once. It checks that development works (every route
 * family answers 200, nothing rewrites a tracked file, the log says nothing the store could
 * prevent), not what the pages show: the e2e suite does that on the production build.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {get, type ClientRequest} from 'node:http';
import {createConnection, createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {stripVTControlCharacters} from 'node:util';
import {chromium} from '@playwright/test';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {seeds} from '../../emulator/seed';
import {CHROMIUM_ARGS, ensureChromium} from '../../scripts/lib/chromium';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The file Hydrogen's dev server writes a dependency into when it finds one that needs bundling. */
const VITE_CONFIG = join(ROOT, 'vite.config.ts');
const START_TIMEOUT_MS = 150_000;

const groomProduct = seeds.groom.products[0]!.handle;
const gumProduct = seeds.gum.products[0]!.handle;
const gumCollection = seeds.gum.collections[0]!.handle;

/** One page of each route family, on both brands and both of gum's languages. */
const PAGES: Array<['groom' | 'gum', string]> = [
  ['groom', '/collections/razors-1'],
  ['groom', '/'],
  ['groom', `/products/${groomProduct}`],
  ['groom', '/search?q=razor'],
  ['groom', '/pages/razors-for-men'],
  ['groom', '/cart'],
  ['groom', '/api/personal'],
  ['gum', '/'],
  ['gum', '/hi'],
  ['gum', `/hi/collections/${gumCollection}`],
  ['gum', `/products/${gumProduct}`],
  ['gum', '/hi/search?q=gum'],
  ['gum', '/hi/pages/contact'],
  ['gum', '/cart'],
  ['gum', '/quit-plan'],
  ['gum', '/hi/quit-plan'],
  ['gum', '/hi/api/personal'],
];

/** What a developer opens first, in a browser: each brand's home, a product, gum in Hindi. */
const BROWSER_PAGES: Array<['groom' | 'gum', string]> = [
  ['groom', '/'],
  ['groom', `/products/${groomProduct}`],
  ['gum', '/hi'],
  ['gum', '/hi/quit-plan'],
];

/**
 * Warnings that stay, each with its reason: Hydrogen 2025.4 was built for the 2025-04 APIs, past
 * Shopify's support window, and the store asks for newer versions on purpose (README, "API versions").
 */
const KNOWN_WARNINGS = [
  /^In Hydrogen's `createStorefrontClient`: The Storefront API version that you're using is different/,
  /^In Hydrogen's `createCustomerAccountClient`: You are using Customer Account API version/,
];

/** Lines the dev server's log may hold outside boxes; anything else is something to look at. */
const EXPECTED_LINES = [
  /^$/,
  /^> /, // npm names the script it runs
  /^➜\s+(Local|Network):/,
  /^Storefront API stand-in listening on http:\/\/127\.0\.0\.1:\d+$/,
  /^(GET|HEAD|POST)\s+[1-4]\d\d\s+\w+\s+\S+\s+\d+ms(\s+\[[^\]]*\])?$/, // Hydrogen's request lines, below 500
  /^Refused GET \/ 400 \(badRequest\)$/, // the one line for the hostile request below
];

/** The shell a developer types in: without what Vitest sets for its own run (NODE_ENV=test, MODE, SSR...). */
function developerShell(): NodeJS.ProcessEnv {
  const vitestNames = new Set(['NODE_ENV', 'TEST', 'MODE', 'PROD', 'DEV', 'SSR', 'BASE_URL']);
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !vitestNames.has(name) && !name.startsWith('VITEST')),
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({port, host: '127.0.0.1'});
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** What git sees of the work tree: status and the diff of tracked files. */
function workTreeState(): string {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: ROOT, encoding: 'utf8'});
  return git('status', '--porcelain') + git('diff', 'HEAD');
}

/** The log as boxes (the Shopify CLI's framed messages, by kind) and the lines outside them. */
function readLog(log: string): {boxes: Array<{kind: string; text: string}>; lines: string[]} {
  const boxes: Array<{kind: string; text: string}> = [];
  const lines: string[] = [];
  let box: {kind: string; text: string[]} | undefined;
  for (const raw of stripVTControlCharacters(log).split('\n')) {
    const line = raw.trim();
    const opened = /^╭─ (\w+) ─/.exec(line);
    if (opened) box = {kind: opened[1]!, text: []};
    else if (box && line.startsWith('╰')) {
      boxes.push({kind: box.kind, text: box.text.join(' ').replace(/\s+/g, ' ').trim()});
      box = undefined;
    } else if (box) box.text.push(line.replace(/^│|│$/g, '').trim());
    else lines.push(line);
  }
  return {boxes, lines};
}

describe('npm run dev on a fresh clone', () => {
  let devServer: ChildProcess;
  let log = '';
  let port: number;
  let viteConfigBefore: string;
  let stateBefore: string;
  const cacheRoot = mkdtempSync(join(tmpdir(), 'dev-server-'));
  // Where Vite keeps it by default, under a node_modules folder: Vite treats what is there as packages.
  const cacheDir = join(cacheRoot, 'node_modules', '.vite');

  /** The status of a GET, read to its end. Node's fetch would drop the Host header that picks the brand. */
  const request = (brand: 'groom' | 'gum', path: string) =>
    new Promise<number>((resolve, reject) => {
      const headers = {Host: `${brand}.localhost:${port}`, Accept: 'text/html'};
      get({host: '127.0.0.1', port, path, headers, timeout: 60_000}, (response) => {
        response.on('end', () => resolve(response.statusCode ?? 0)).resume();
      })
        .on('timeout', function (this: ClientRequest) {
          this.destroy(new Error(`${brand} ${path} timed out`));
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    viteConfigBefore = readFileSync(VITE_CONFIG, 'utf8');
    stateBefore = workTreeState();
    port = await freePort();
    const emulatorPort = await freePort();
    devServer = spawn('npm', ['run', 'dev'], {
      cwd: ROOT,
      detached: true,
      env: {
        ...developerShell(),
        SHOPIFY_HYDROGEN_FLAG_PORT: String(port),
        EMULATOR_URL: `http://127.0.0.1:${emulatorPort}`,
        DEV_VITE_CACHE_DIR: cacheDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    devServer.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    devServer.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));

    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await portAccepts(port))) {
      if (devServer.exitCode !== null) throw new Error(`npm run dev exited (${devServer.exitCode}):\n${log}`);
      if (Date.now() > deadline) throw new Error(`npm run dev did not listen on ${port} in time:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    if (devServer?.pid && devServer.exitCode === null) {
      const exited = new Promise((resolve) => devServer.once('exit', resolve));
      process.kill(-devServer.pid, 'SIGTERM');
      const killed = setTimeout(() => process.kill(-devServer.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    // Left as found, whatever the run did to it.
    if (readFileSync(VITE_CONFIG, 'utf8') !== viteConfigBefore) writeFileSync(VITE_CONFIG, viteConfigBefore);
    rmSync(cacheRoot, {recursive: true, force: true});
  }, 30_000);

  it('answers 200 from the first request, on every route family of both brands', async () => {
    const statuses: string[] = [];
    for (const [brand, path] of PAGES) statuses.push(`${brand} ${path} ${await request(brand, path)}`);
    expect(statuses).toEqual(PAGES.map(([brand, path]) => `${brand} ${path} 200`));
  });

  it("refuses Remix's old data request with one line in the log", async () => {
    expect(await request('gum', '/?_data=root')).toBe(400);
  });

  it('brings the first pages a developer opens alive in the browser, without a reload or a console message', async () => {
    const browser = await chromium.launch({executablePath: await ensureChromium(), args: CHROMIUM_ARGS});
    try {
      const page = await browser.newPage();
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      let loads = 0;
      page.on('load', () => loads++);
      for (const [brand, path] of BROWSER_PAGES) {
        await page.goto(`http://${brand}.localhost:${port}${path}`, {timeout: 90_000});
        await page.waitForFunction(() =>
          Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__reactFiber')),
        );
        await page.waitForLoadState('networkidle');
      }
      expect(messages).toEqual([]);
      expect(loads).toBe(BROWSER_PAGES.length);
    } finally {
      await browser.close();
    }
  });

  it('rewrites no file of the checkout', () => {
    expect(readFileSync(VITE_CONFIG, 'utf8')).toBe(viteConfigBefore);
    expect(workTreeState()).toBe(stateBefore);
  });

  it('logs nothing the store could prevent: no error, no advertisement, no restart', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const {boxes, lines} = readLog(log);
    const unexpectedBoxes = boxes.filter(
      ({kind, text}) => kind !== 'success' && !(kind === 'warning' && KNOWN_WARNINGS.some((known) => known.test(text))),
    );
    expect(unexpectedBoxes).toEqual([]);
    expect(lines.filter((line) => !EXPECTED_LINES.some((expected) => expected.test(line)))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('Refused '))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('Storefront API stand-in listening'))).toHaveLength(1);
  });
});
