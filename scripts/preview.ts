// `npm run preview`: the production build in workerd on port 3000, on the stand-in unless
// store credentials are configured. PREVIEW_LOG_FILE also writes its log to that file (e2e reads it);
// PREVIEW_MAX_BODY_BYTES and PREVIEW_BODY_TIMEOUT_MS set the URL guard's body limits (previewBodyLimits).
// `npm run preview -- --edge-cache` (or PREVIEW_EDGE_CACHE=1) answers through a stand-in for Oxygen's
// full-page cache (lib/edge-cache.ts), to see what the edge would serve without running the worker.
import {usesEmulator} from '../app/lib/storefront/storefront-credentials.server';
import {createEdgeCache, EDGE_CACHE_PURGE_PATH, EDGE_CACHE_STATS_PATH} from './lib/edge-cache';
import {ensureEmulator} from './lib/emulator';
import {copyOutputTo, previewBodyLimits, previewEnv, startPreview} from './lib/preview';

if (process.env.PREVIEW_LOG_FILE) copyOutputTo(process.env.PREVIEW_LOG_FILE);
const port = Number(process.env.PORT || 3000);
const env = previewEnv();
const emulator = usesEmulator(env) ? await ensureEmulator(env) : undefined;
const edgeCache =
  process.argv.includes('--edge-cache') || process.env.PREVIEW_EDGE_CACHE === '1' ? createEdgeCache() : undefined;
const preview = await startPreview({
  port,
  env,
  guardUrls: true,
  bodyLimits: previewBodyLimits(process.env),
  edgeCache,
});

console.log(`Production build running at ${preview.url}`);
console.log(`  groom: http://groom.localhost:${port}   gum: http://gum.localhost:${port}`);
if (edgeCache) {
  console.log(`Behind a local edge cache (Oxygen's full-page cache rules); every answer says X-Edge-Cache.`);
  console.log(
    `  purge: curl -X POST ${preview.url}${EDGE_CACHE_PURGE_PATH}   stats: ${preview.url}${EDGE_CACHE_STATS_PATH}`,
  );
}

async function shutdown() {
  await preview.close();
  await emulator?.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
