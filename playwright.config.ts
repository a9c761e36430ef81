import {defineConfig, devices} from '@playwright/test';
import {STAND_IN_CUSTOMER_ACCOUNT_APPS} from './app/lib/account/customer-account-stand-in';
import {CHROMIUM_ARGS, findChromium} from './scripts/lib/chromium';
import type {AccountMode} from './tests/e2e/support/fixtures';
import {
  CUSTOMER_ACCOUNT_PREVIEW_PORT,
  E2E_BODY_TIMEOUT_MS,
  EMULATOR_URL,
  PREVIEW_LOG_FILE,
  PREVIEW_PORT as PORT,
} from './tests/e2e/support/stand-in';

/** Debian's Chromium (see scripts/lib/chromium.ts); Playwright cannot download browsers everywhere. */
const launchOptions = {
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
};

/**
 * Specs that run on the second worker: its brands are on the Customer Account API, and its service
 * worker is switched off (the kill switch), which no account spec meets (they block service workers).
 */
const SECOND_WORKER_SPECS = /(accounts-(shared|customer-account-api)|service-worker-kill-switch)\.spec\.ts$/;
/** Changes the stand-in's content every other spec reads: its own project, after the others. */
const AFTER_THE_OTHERS = /merchandising\.spec\.ts$/;
/** Specs only the second worker can pass. */
const SECOND_WORKER_ONLY = /(accounts-customer-account-api|service-worker-kill-switch)\.spec\.ts$/;

/**
 * A production worker for the tests, always on the stand-in, whatever a developer's .env says, behind
 * the local edge cache as Oxygen's would be: shared pages come from it after their first render.
 */
function previewServer(port: number, env: Record<string, string>) {
  return {
    command: 'npx tsx scripts/preview.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      EMULATOR_URL,
      STOREFRONT: 'emulator',
      PREVIEW_BODY_TIMEOUT_MS: String(E2E_BODY_TIMEOUT_MS),
      EMULATOR_BODY_TIMEOUT_MS: String(E2E_BODY_TIMEOUT_MS),
      PREVIEW_EDGE_CACHE: '1',
      ...env,
    },
  };
}

const customerAccountEnv = Object.fromEntries(
  Object.entries(STAND_IN_CUSTOMER_ACCOUNT_APPS).flatMap(([brand, app]) => [
    [`${brand.toUpperCase()}_SHOP_ID`, app.shopId],
    [`${brand.toUpperCase()}_PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID`, app.clientId],
  ]),
);
const secondWorkerEnv = {...customerAccountEnv, SERVICE_WORKER: 'off'};
// Empty values win over a developer's .env: the main worker stays on legacy customer accounts, its service worker on.
const legacyEnv = {
  ...Object.fromEntries(Object.keys(customerAccountEnv).map((name) => [name, ''])),
  SERVICE_WORKER: '',
};

export default defineConfig<{accountMode: AccountMode; previewPort: number}>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // CI gives a test that timed out one more try; Playwright then reports it as flaky, not as passed,
  // so a flake stays visible in CI's output while a real failure still fails the run.
  retries: process.env.CI ? 1 : 0,
  // CI's machine runs two browsers beside the servers, and a retry records a trace (below): 60 s there.
  timeout: process.env.CI ? 60_000 : 30_000,
  // Lazily loaded parts (drawer, menus, search) and streamed data can take a few seconds on a busy 2-core machine.
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://groom.localhost:${PORT}`,
    // Recording a trace (a screencast and DOM snapshots of every step) doubles the browser's CPU on a
    // 2-core machine, and so the suite's time: in CI only a failed test's retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Requests a service worker answers are out of `page.route`'s reach; service-worker.spec.ts allows them.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], launchOptions},
      testIgnore: [SECOND_WORKER_ONLY, AFTER_THE_OTHERS],
    },
    {
      name: 'mobile',
      use: {...devices['Pixel 7'], launchOptions},
      testIgnore: [SECOND_WORKER_ONLY, AFTER_THE_OTHERS],
    },
    {
      name: 'customer-account-api',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        baseURL: `http://groom.localhost:${CUSTOMER_ACCOUNT_PREVIEW_PORT}`,
        accountMode: 'customer-account-api',
        previewPort: CUSTOMER_ACCOUNT_PREVIEW_PORT,
      },
      testMatch: SECOND_WORKER_SPECS,
    },
    {
      // A merchandiser previews on a desktop; the shell and the homes are the same code on a phone.
      name: 'merchandising',
      use: {...devices['Desktop Chrome'], launchOptions},
      testMatch: AFTER_THE_OTHERS,
      dependencies: ['desktop', 'mobile', 'customer-account-api'],
    },
  ],
  // Started one after the other: the second finds the stand-in the first started.
  webServer: [
    previewServer(PORT, {...legacyEnv, PREVIEW_LOG_FILE}),
    previewServer(CUSTOMER_ACCOUNT_PREVIEW_PORT, secondWorkerEnv),
  ],
});
