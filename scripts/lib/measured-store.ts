import net from 'node:net';
import {createEdgeCache} from './edge-cache';
import {ensureEmulator} from './emulator';
import {previewEnv, startPreview} from './preview';

function assertPortFree(port: number, role: string, hint: string): Promise<void> {
  return new Promise((done, fail) => {
    const probe = net.createServer();
    probe.once('error', () =>
      fail(new Error(`Port ${port} on 127.0.0.1 (${role}) is taken: free it, or set ${hint}.`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
  });
}

/** Shuts down everything a measurement started, last started first; also on Ctrl-C. */
export function createCleanups() {
  const cleanups: Array<() => Promise<void>> = [];
  const shutdown = async () => {
    for (const close of cleanups.splice(0).reverse()) {
      await close().catch((error: unknown) => console.error('Shutdown:', error));
    }
  };
  // Ctrl-C must not leave workerd or the stand-in holding the ports.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown().finally(() => process.exit(130)));
  }
  return {add: (close: () => Promise<void>) => void cleanups.push(close), shutdown};
}

/**
 * The production build in workerd with the stand-in, on ports of the measurement's own.
 * STOREFRONT=emulator even when .env holds store credentials: benchmarks measure the app,
 * not a live store.
 */
export async function startMeasuredStore(options: {
  port: number;
  emulatorPort: number;
  /** which variables move the ports, for the message when one is taken */
  portVariables: string;
  cleanups: ReturnType<typeof createCleanups>;
  /** further worker settings, e.g. BRAND_HOSTS */
  env?: Record<string, string>;
  /** answer through the stand-in for Oxygen's full-page cache (edge-cache.ts): shared pages arrive whole */
  edgeCache?: boolean;
  /** open the worker's DevTools inspector on this port (profile:ssr) */
  inspectorPort?: number;
}): Promise<void> {
  const {port, emulatorPort, portVariables, cleanups} = options;
  await assertPortFree(port, 'preview server', portVariables);
  await assertPortFree(port + 100, 'preview asset server', portVariables);
  if (options.edgeCache) await assertPortFree(port + 200, 'preview worker behind the edge cache', portVariables);
  await assertPortFree(emulatorPort, 'Storefront API stand-in', portVariables);
  const EMULATOR_URL = `http://127.0.0.1:${emulatorPort}`;
  const emulator = await ensureEmulator({EMULATOR_URL});
  cleanups.add(emulator.close);
  const preview = await startPreview({
    port,
    env: previewEnv({STOREFRONT: 'emulator', EMULATOR_URL, ...options.env}),
    logRequests: false,
    inspectorPort: options.inspectorPort,
    ...(options.edgeCache ? {guardUrls: true, edgeCache: createEdgeCache()} : {}),
  }).catch((error: unknown) => {
    throw new Error('The preview server would not start; DEBUG=o2:* shows the workerd log.', {cause: error});
  });
  cleanups.add(preview.close);
}

/**
 * Runs a measurement, then shuts down all it started, and exits: 1 when the run broke (no server, a
 * page not 200), 0 otherwise (a missed goal is a result). workerd, Chromium or keep-alive sockets
 * could otherwise keep the process alive.
 */
export async function runMeasurement(
  name: string,
  main: () => Promise<void>,
  cleanups: ReturnType<typeof createCleanups>,
): Promise<never> {
  let exitCode = 0;
  try {
    await main();
  } catch (error) {
    console.error(`${name} failed:`, error);
    exitCode = 1;
  } finally {
    await cleanups.shutdown();
  }
  process.exit(exitCode);
}
