// `npm test`: formatting and lint first, then typecheck, unit and integration tests, the dev server, then e2e.
// Stops at the first failure.
import {
  CUSTOMER_ACCOUNT_API_VERSION,
  CUSTOMER_ACCOUNT_API_VERSION_SETTING,
  isPastSupportWindow,
  STOREFRONT_API_VERSION,
  STOREFRONT_API_VERSION_SETTING,
  supportWindowEnd,
} from '../app/lib/storefront/api-versions';
import {run} from './lib/run';

// A reminder, never a failure: time alone must not turn CI red with no change to the code.
for (const [api, version, setting] of [
  ['Storefront API', STOREFRONT_API_VERSION, STOREFRONT_API_VERSION_SETTING],
  ['Customer Account API', CUSTOMER_ACCOUNT_API_VERSION, CUSTOMER_ACCOUNT_API_VERSION_SETTING],
] as const) {
  if (isPastSupportWindow(version, new Date())) {
    console.log(
      `⚠ The ${api} version the store asks for by default, ${version}, turned 12 months old on ${supportWindowEnd(version)?.toISOString().slice(0, 10)}: Shopify may stop serving it. Move the default in app/lib/storefront/api-versions.ts with the schemas (README, "API versions"); ${setting} moves one deployment meanwhile.`,
    );
  }
}

const steps: Array<[string, string, string[]]> = [
  ['formatting (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['lint (ESLint: layers, import loops, hooks, accessibility)', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  [
    'dev server from a cold start (npm run dev)',
    'npx',
    ['vitest', 'run', '--config', 'tests/dev-server/vitest.config.ts'],
  ],
  ['e2e tests', 'npx', ['tsx', 'scripts/e2e.ts']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code})`);
    process.exit(code);
  }
}
console.log('\n✔ all tests passed');
