import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, ResolvedConfig} from 'vite';

const SCREEN_CHUNKS_MODULE = 'virtual:screen-chunks';
/** What every page loads already: the client entry and the root route, with all they import. */
const FIRST_LOAD_SOURCES = ['app/entry.client.tsx', 'app/root.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  /** imported with `import()`: a part loaded on demand (a brand screen, a product's plans) */
  isDynamicEntry?: boolean;
}
type ClientManifest = Record<string, ManifestChunk>;

/** `key`'s chunk and every chunk it imports statically, as manifest keys. */
function withImports(manifest: ClientManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The files each part loaded on demand needs beyond what every page loads, by source path
 * ("app/brands/groom/screens/GroomHome.tsx" → ["/assets/GroomHome-….js", "/assets/catalog-….js"]).
 */
export function screenChunkFiles(manifest: ClientManifest, base: string): Record<string, string[]> {
  const firstLoad = new Set<string>();
  for (const source of FIRST_LOAD_SOURCES) withImports(manifest, source, firstLoad);
  const screens: Record<string, string[]> = {};
  for (const source of Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry)) {
    screens[source] = [...withImports(manifest, source)]
      .filter((key) => !firstLoad.has(key))
      .map((key) => `${base}${manifest[key].file}`);
  }
  return screens;
}

/**
 * `virtual:screen-chunks` for the worker: the client chunks of each part loaded on demand, read from
 * the client build's manifest (the server build runs after it), so a page can name its parts' chunks
 * in its head and the browser fetches them with the route's own modules instead of after them.
 * Under `vite dev` it is empty: modules are served one by one, as asked for.
 */
export function screenChunks(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'screen-chunks',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === SCREEN_CHUNKS_MODULE ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id !== `\0${SCREEN_CHUNKS_MODULE}`) return undefined;
      if (config.command !== 'build' || !config.build.ssr) return 'export default {};';
      const manifestPath = path.join(config.root, 'dist/client/.vite/manifest.json');
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ClientManifest;
      return `export default ${JSON.stringify(screenChunkFiles(manifest, config.base))};`;
    },
  };
}
