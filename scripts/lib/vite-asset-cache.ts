import {createHash} from 'node:crypto';
import {readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build, type Plugin, type ResolvedConfig} from 'vite';
import {buildCacheManifest, type BuiltFile} from '../../app/lib/asset-cache/manifest';

const SERVICE_WORKER_MODULE = 'virtual:service-worker';
const CACHE_MANIFEST_MODULE = 'virtual:cache-manifest';
const PROJECT = fileURLToPath(new URL('../../', import.meta.url));
const SERVICE_WORKER_ENTRY = path.join(PROJECT, 'app/service-worker/sw.ts');

/** The service worker's script: sw.ts with the Workbox modules it imports, in one minified file. */
async function bundleServiceWorker(): Promise<string> {
  const output = await build({
    configFile: false,
    root: PROJECT,
    logLevel: 'warn',
    resolve: {alias: {'~': path.join(PROJECT, 'app')}},
    // Workbox's own development logging and assertions are left out; the worker has a debug flag of its own.
    define: {'process.env.NODE_ENV': JSON.stringify('production')},
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: {entry: SERVICE_WORKER_ENTRY, formats: ['iife'], name: 'storefrontServiceWorker', fileName: () => 'sw.js'},
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('The service worker build gave no output');
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker build gave no script');
  return chunk.code;
}

/** Every file under `directory`, relative to it, except Vite's own manifests. */
async function filesUnder(directory: string): Promise<BuiltFile[]> {
  const entries = await readdir(directory, {recursive: true, withFileTypes: true}).catch(() => []);
  const files: BuiltFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(directory, absolute).split(path.sep).join('/');
    if (relative.startsWith('.vite/') || relative.endsWith('.map')) continue;
    const [content, info] = await Promise.all([readFile(absolute), stat(absolute)]);
    files.push({
      path: relative,
      size: info.size,
      modifiedAt: info.mtimeMs,
      contentHash: createHash('sha256').update(content).digest('hex'),
    });
  }
  return files;
}

/**
 * `virtual:service-worker` (the service worker's script, as a string) and `virtual:cache-manifest`
 * (the asset-cache manifest) for the routes that answer /sw.js and /cache-manifest.json. The worker
 * answers both itself: on Oxygen the build's files are on Shopify's CDN, another origin, and a
 * service worker must come from the site's. The manifest is made in the server build, which runs
 * after the client build, from the client build's files; under `vite dev`, from public/.
 */
export function assetCache(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'asset-cache',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === SERVICE_WORKER_MODULE || id === CACHE_MANIFEST_MODULE ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${SERVICE_WORKER_MODULE}`) {
        return `export default ${JSON.stringify(await bundleServiceWorker())};`;
      }
      if (id === `\0${CACHE_MANIFEST_MODULE}`) {
        const directory = config.command === 'build' ? path.join(config.root, 'dist/client') : config.publicDir;
        const manifest = buildCacheManifest(await filesUnder(directory), config.base, new Date());
        return `export default ${JSON.stringify(manifest)};`;
      }
      return undefined;
    },
  };
}
