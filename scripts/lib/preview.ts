import {randomBytes} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {createMiniOxygen, defaultLogRequestLine} from '@shopify/mini-oxygen';
import {loadEnv} from 'vite';
import {WORKER_ENV_PREFIXES} from './worker-env';

const ROOT = resolve(import.meta.dirname, '../..');

/** Worker bindings for a local production run: .env, then the shell's environment, then overrides. */
export function previewEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {...loadEnv('production', ROOT, WORKER_ENV_PREFIXES), ...overrides};
  // A production worker refuses to run unsigned sessions; a local preview gets a throwaway secret.
  env.SESSION_SECRET ||= randomBytes(32).toString('hex');
  return env;
}

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

/** Runs dist/ (from `npm run build`) in workerd, as Oxygen would, with its static assets. */
export async function startPreview(options: {
  port: number;
  env: Record<string, string>;
  /** one log line per request; off for load tests, where it would also cost throughput */
  logRequests?: boolean;
}): Promise<PreviewServer> {
  const workerPath = resolve(ROOT, 'dist/server/index.js');
  const contents = await readFile(workerPath, 'utf8').catch(() => {
    throw new Error('No production build in dist/: run `npm run build` first.');
  });
  const miniOxygen = createMiniOxygen({
    port: options.port,
    host: '127.0.0.1',
    requestHook: options.logRequests === false ? null : defaultLogRequestLine,
    assets: {directory: resolve(ROOT, 'dist/client'), port: options.port + 100},
    workers: [
      {
        name: 'hydrogen',
        modulesRoot: resolve(ROOT, 'dist/server'),
        modules: [{type: 'ESModule', path: workerPath, contents}],
        compatibilityDate: '2025-01-01',
        compatibilityFlags: ['nodejs_compat'],
        bindings: options.env,
        stripCfConnectingIp: false,
      },
    ],
  });
  const {workerUrl} = await miniOxygen.ready;
  return {url: workerUrl.origin, close: () => miniOxygen.dispose()};
}
