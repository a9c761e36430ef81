// `npm test`: formatting and lint first, then typecheck, unit and integration tests, then e2e.
// Stops at the first failure.
import {run} from './lib/run';

const steps: Array<[string, string, string[]]> = [
  ['formatting (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['lint (ESLint: layers, import loops, hooks, accessibility)', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
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
