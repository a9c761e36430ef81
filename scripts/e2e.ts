// `npm run test:e2e`: Playwright in headless Chromium against a fresh production build.
import {ensureChromium} from './lib/chromium';
import {run} from './lib/run';

const chromium = await ensureChromium();
console.log(`e2e browser: ${chromium}`);

const buildCode = await run('npm', ['run', 'build', '--silent']);
if (buildCode !== 0) process.exit(buildCode);

process.exit(
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {...process.env, CHROMIUM_PATH: chromium}),
);
