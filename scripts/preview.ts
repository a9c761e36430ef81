// `npm run preview`: the production build in workerd on port 3000, on the stand-in unless
// store credentials are configured.
import {usesEmulator} from '../app/lib/storefront-credentials.server';
import {ensureEmulator} from './lib/emulator';
import {previewEnv, startPreview} from './lib/preview';

const port = Number(process.env.PORT || 3000);
const env = previewEnv();
const emulator = usesEmulator(env) ? await ensureEmulator(env) : undefined;
const preview = await startPreview({port, env, guardUrls: true});

console.log(`Production build running at ${preview.url}`);
console.log(`  groom: http://groom.localhost:${port}   gum: http://gum.localhost:${port}`);

async function shutdown() {
  await preview.close();
  await emulator?.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
