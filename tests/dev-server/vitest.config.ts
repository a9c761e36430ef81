import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

/** The dev-server test: a step of its own in `npm test` (scripts/test.ts), apart from the unit suite's workers. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/dev-server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
