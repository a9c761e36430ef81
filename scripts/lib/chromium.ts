import {existsSync, readdirSync} from 'node:fs';
import {homedir} from 'node:os';
import {join} from 'node:path';
import {run} from './run';

/**
 * Flags for headless Chromium on a machine with no internet: without the
 * background-networking ones it keeps trying to reach Google's hosts.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's own browser cache, for machines where `npx playwright install` works. */
function playwrightCacheChromium(): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const folder of readdirSync(cache)
    .filter((name) => name.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const binary of [
      'chrome-linux/chrome',
      'chrome-linux64/chrome',
      'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
    ]) {
      const path = join(cache, folder, binary);
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    playwrightCacheChromium(),
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/**
 * A browser for the e2e tests: found, or installed where this machine allows it
 * (Debian's chromium as root, otherwise Playwright's download).
 */
export async function ensureChromium(): Promise<string> {
  const found = findChromium();
  if (found) return found;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package…");
    const aptEnv = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    if ((await run('apt-get', ['update', '-qq'], aptEnv)) === 0) {
      await run('apt-get', ['install', '-y', '-qq', 'chromium'], aptEnv);
    }
  } else {
    console.log('No Chromium found: trying `npx playwright install chromium`…');
    await run('npx', ['playwright', 'install', 'chromium']);
  }

  const installed = findChromium();
  if (installed) return installed;
  throw new Error(
    'The e2e tests need Chromium and none could be found or installed.\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  elsewhere:     npx playwright install chromium\n' +
      '  or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}
