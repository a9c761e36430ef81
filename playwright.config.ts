import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './scripts/lib/chromium';
import {EMULATOR_URL, PREVIEW_PORT as PORT} from './tests/e2e/support/stand-in';

/** Debian's Chromium (see scripts/lib/chromium.ts); Playwright cannot download browsers everywhere. */
const launchOptions = {
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // CI gives a test that timed out one more try; Playwright then reports it as flaky, not as passed,
  // so a flake stays visible in CI's output while a real failure still fails the run.
  retries: process.env.CI ? 1 : 0,
  // Lazily loaded parts (drawer, menus, search) and streamed data can take a few seconds on a busy 2-core machine.
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://groom.localhost:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], launchOptions}},
    {name: 'mobile', use: {...devices['Pixel 7'], launchOptions}},
  ],
  webServer: {
    command: 'npx tsx scripts/preview.ts',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Tests always run on the stand-in, whatever a developer's .env says.
    env: {PORT: String(PORT), EMULATOR_URL, STOREFRONT: 'emulator'},
  },
});
