import {DEFAULT_EMULATOR_URL} from '../../app/lib/storefront/storefront-credentials.server';
import {DEFAULT_BODY_LIMITS, positiveIntegerSetting} from '../../emulator/http';

export interface EmulatorHandle {
  url: string;
  close(): Promise<void>;
}

async function isEmulatorAt(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/__emulator/health`, {signal: AbortSignal.timeout(1000)});
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the Storefront API stand-in at EMULATOR_URL (default http://127.0.0.1:4100),
 * or reuses one already listening there (a second dev server, a test run), whose
 * phone-login keys are whatever it was started with. A new one takes
 * `<BRAND>_KWIKPASS_MERCHANT_KEY` / `KWIKPASS_MERCHANT_KEY` from env, and how long it waits for a
 * request body from the process's `EMULATOR_BODY_TIMEOUT_MS` (10 s by default).
 */
export async function ensureEmulator(env: Record<string, string | undefined>): Promise<EmulatorHandle> {
  const url = new URL(env.EMULATOR_URL || DEFAULT_EMULATOR_URL);
  if (await isEmulatorAt(url.origin)) {
    return {url: url.origin, close: async () => {}};
  }
  const [{startEmulator}, {merchantKeysFromEnv}] = await Promise.all([
    import('../../emulator/server'),
    import('../../emulator/login-provider'),
  ]);
  const emulator = await startEmulator({
    host: url.hostname,
    port: Number(url.port || 80),
    merchantKeys: merchantKeysFromEnv(env),
    bodyTimeoutMs: positiveIntegerSetting(process.env, 'EMULATOR_BODY_TIMEOUT_MS', DEFAULT_BODY_LIMITS.timeoutMs),
  });
  console.log(`Storefront API stand-in listening on ${emulator.url}`);
  return {url: emulator.url, close: () => emulator.close()};
}
