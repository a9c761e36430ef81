// Shopify's Hydrogen skeleton, the one @shopify/cli ships: the baseline the benchmarks set this store beside.
import {execFile} from 'node:child_process';
import {cp, mkdir, readFile, writeFile} from 'node:fs/promises';
import os from 'node:os';
import {resolve} from 'node:path';
import {promisify} from 'node:util';
import {EMULATOR_TOKENS} from '../../emulator/server';
import type {createCleanups} from './measured-store';
import {startPreview} from './preview';

const ROOT = resolve(import.meta.dirname, '../..');
const STARTER = resolve(ROOT, 'node_modules/@shopify/cli/dist/assets/hydrogen/starter');
/** Outside the repository, so its install never mixes with this store's node_modules. */
export const SKELETON_DIR = resolve(
  process.env.BENCH_SSR_SKELETON_DIR || resolve(os.tmpdir(), 'hydrogen-skeleton-bench'),
);
export const SKELETON_DIST = resolve(SKELETON_DIR, 'dist');
const run = promisify(execFile);

/** Installs and builds the skeleton once per version; answers its version. */
export async function buildSkeleton(): Promise<string> {
  const {version} = JSON.parse(await readFile(resolve(STARTER, 'package.json'), 'utf8')) as {version: string};
  const stampPath = resolve(SKELETON_DIR, '.bench-ssr-built');
  const built = await readFile(stampPath, 'utf8').catch(() => '');
  if (built.trim() !== version) {
    console.log(`Skeleton ${version}: installing and building in ${SKELETON_DIR} (once per version)...`);
    await mkdir(SKELETON_DIR, {recursive: true});
    await cp(STARTER, SKELETON_DIR, {recursive: true});
    await run('npm', ['install', '--no-audit', '--no-fund'], {cwd: SKELETON_DIR, maxBuffer: 64 * 1024 * 1024});
    await run('npx', ['react-router', 'build'], {cwd: SKELETON_DIR, maxBuffer: 64 * 1024 * 1024});
    await writeFile(stampPath, version);
  }
  return version;
}

/** Worker settings alone point the skeleton at the stand-in: groom's shop, its token as both tokens. */
export function skeletonEnv(emulatorUrl: string): Record<string, string> {
  return {
    PUBLIC_STORE_DOMAIN: emulatorUrl,
    PUBLIC_STOREFRONT_API_TOKEN: EMULATOR_TOKENS.groom,
    PRIVATE_STOREFRONT_API_TOKEN: EMULATOR_TOKENS.groom,
    PUBLIC_STOREFRONT_ID: '',
    PUBLIC_CHECKOUT_DOMAIN: new URL(emulatorUrl).host,
    SESSION_SECRET: 'bench-skeleton-session-secret',
  };
}

/** Builds the skeleton if needed and runs it on `port` against the stand-in, shut down with the measurement; answers its version. */
export async function startSkeleton(
  port: number,
  emulatorPort: number,
  cleanups: ReturnType<typeof createCleanups>,
  /** `inspectorPort`: open the worker's DevTools inspector there (profile:ssr) */
  options: {inspectorPort?: number} = {},
): Promise<string> {
  const version = await buildSkeleton();
  const skeleton = await startPreview({
    port,
    env: skeletonEnv(`http://127.0.0.1:${emulatorPort}`),
    logRequests: false,
    distDir: SKELETON_DIST,
    inspectorPort: options.inspectorPort,
  });
  cleanups.add(skeleton.close);
  return version;
}
