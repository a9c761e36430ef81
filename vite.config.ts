import {readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {defineConfig, loadEnv, type Plugin, type Rollup} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tsconfigPaths from 'vite-tsconfig-paths';
import {assetCache} from './scripts/lib/vite-asset-cache';
import {licenseComments} from './scripts/lib/vite-license-comments';
import {screenChunks} from './scripts/lib/vite-screen-chunks';
import {MALFORMED_URL_HEADER, repairStrayPercents} from './app/lib/security/malformed-url';
import {usesEmulator} from './app/lib/storefront/storefront-credentials.server';
import {WORKER_ENV_PREFIXES} from './scripts/lib/worker-env';

/**
 * Starts the local Storefront API stand-in next to `vite dev` / `shopify hydrogen dev`
 * when no store credentials are configured, so a fresh clone runs offline.
 */
function storefrontEmulator(env: Record<string, string>): Plugin {
  return {
    name: 'storefront-emulator',
    apply: 'serve',
    configureServer(server) {
      if (!usesEmulator(env)) return;
      let started: Promise<unknown> | undefined;
      // Remix's build opens a dev server too, to read routes, but never listens: start with a real one.
      server.httpServer?.once('listening', () => {
        started = import('./scripts/lib/emulator')
          .then(({ensureEmulator}) => ensureEmulator(env))
          .then((emulator) => server.httpServer?.once('close', () => void emulator.close()));
      });
      // A request that reaches the port before the stand-in listens waits for it (a few milliseconds,
      // once per start), so the first page a developer opens answers 200 rather than the outage page.
      server.middlewares.use((_request, _response, next) => {
        if (!started) return next();
        started.then(() => next(), next);
      });
    },
  };
}

/** mini-oxygen's paths: the worker's module fetches from Vite, and its warm-up request. */
const MINI_OXYGEN_MODULE_FETCH = '/__vite_fetch_module';
const MINI_OXYGEN_WARMUP = '/__vite_warmup';
/** How long requests wait for the warm-up at most, should a mini-oxygen release stop sending it. */
const MAX_WARMUP_WAIT_MS = 30_000;

/**
 * Works around a start-up race in @shopify/mini-oxygen 3.2.1 (vite/server-middleware.js): until its
 * worker runtime exists, every request that reaches it starts another one, and the workerd it
 * replaces is left answering "internal error" to every request until the dev server restarts. Its
 * own warm-up request, sent 200 ms after the port opens, is one such request, so a page opened at
 * once (a browser already on the URL, a script) breaks the dev server. Here the first warm-up goes
 * through alone and every other request waits until it has been answered: only the warm-up starts
 * a runtime. The worker's module fetches are never held (the warm-up waits on them).
 */
function miniOxygenStartOnce(): Plugin {
  return {
    name: 'mini-oxygen-start-once',
    apply: 'serve',
    configureServer(server) {
      let warmUpSent = false;
      let warmUpAnswered = () => {};
      const warmUp = new Promise<void>((resolve) => {
        warmUpAnswered = resolve;
        setTimeout(resolve, MAX_WARMUP_WAIT_MS).unref();
      });
      server.middlewares.use((request, response, next) => {
        const path = request.url ?? '/';
        if (path.startsWith(MINI_OXYGEN_MODULE_FETCH)) return next();
        if (path.startsWith(MINI_OXYGEN_WARMUP) && !warmUpSent) {
          warmUpSent = true;
          response.once('close', warmUpAnswered);
          return next();
        }
        warmUp.then(() => next());
      });
    },
  };
}

/** `vite dev` / `shopify hydrogen dev`: the same URL repair as the preview's guard (lib/malformed-url). */
function malformedUrlGuard(): Plugin {
  return {
    name: 'malformed-url-guard',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const repaired = repairStrayPercents(request.url ?? '/');
        if (repaired) {
          request.url = repaired;
          request.headers[MALFORMED_URL_HEADER] = '1';
        }
        next();
      });
    },
  };
}

const FRAMEWORK_MODULES =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//;
/** Modules of `@shopify/hydrogen-react`'s browser build, by file name. */
const hydrogenReactModules = (...names: string[]) =>
  new RegExp(`/node_modules/@shopify/hydrogen-react/dist/browser-prod/(${names.join('|')})\\.mjs$`);
const APP_DIRECTORY = fileURLToPath(new URL('./app/', import.meta.url));
const ROOT_MODULE = `${APP_DIRECTORY}root.tsx`;
/** `@shopify/hydrogen`'s one module, which re-exports Hydrogen React's components with its own. */
const HYDROGEN_BARREL = '/node_modules/@shopify/hydrogen/dist/production/index.js';
/** Hydrogen's `<Image>`, which product cards and galleries render. */
const IMAGE_MODULE = hydrogenReactModules('Image');
/**
 * With IMAGE_MODULE, what shows a product's picture, price and rating: every home, product,
 * collection and search page needs all of it. One "catalog" chunk instead of five sub-kilobyte ones,
 * each a request of its own (on the first load, three fewer requests and 0.6 KB less gzipped on
 * those pages).
 */
const CATALOG_MODULES = new Set(
  [
    'components/Rating.tsx',
    'lib/catalog/product.ts',
    'components/ProductPrice.tsx',
    'components/FormattedMoney.tsx',
    'lib/ui/image-url.ts',
    'components/ProductCard.tsx',
  ].map((path) => `${APP_DIRECTORY}${path}`),
);

/**
 * What adds to the cart from a page (the button, the cart form's protocol, the fetcher hook, the rupee
 * formatter): shared by the product, bundle, quit-plan and cart routes and the cart drawer, so Rollup cut
 * it into four chunks of 0.2–0.6 KB. As one, a product page loads 0.5 KB less gzipped, in four requests fewer.
 */
const CART_FORM_MODULES = new Set(
  [
    'components/AddToCartOrSoldOut.tsx',
    'lib/cart/form-protocol.ts',
    'hooks/use-fetcher-done.ts',
    'lib/cart/format.ts',
  ].map((path) => `${APP_DIRECTORY}${path}`),
);
/**
 * Small modules many routes share, with the shell rather than a request of their own: the reduced-motion
 * check (0.1 KB; the product gallery and the slide-in menu) and the pages' `shouldRevalidate` (0.2 KB).
 * And the reading of the document's translations, which only entry.client imports: in the shell it
 * compresses with the i18n code it calls (0.1 KB less on every page).
 */
const SHELL_SHARED_MODULES = new Set(
  ['lib/ui/motion.ts', 'lib/routing/revalidation.ts', 'lib/i18n/translation-files.client.ts'].map(
    (path) => `${APP_DIRECTORY}${path}`,
  ),
);

type ModuleInfoLookup = (id: string) => {importedIds: readonly string[]} | null;

/** App modules `entry` imports statically, directly or through others. */
function staticAppImports(entry: string, getModuleInfo: ModuleInfoLookup): Set<string> {
  const imports = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id; id = pending.pop()) {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (imported.startsWith(APP_DIRECTORY) && !imports.has(imported)) {
        imports.add(imported);
        pending.push(imported);
      }
    }
  }
  return imports;
}

/** Each brand's layout (`app/brands/<brand>/screens/<Brand>Layout.tsx`), a chunk of its own, named by its file. */
const BRAND_LAYOUTS = readdirSync(new URL('./app/brands/', import.meta.url), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .flatMap((brand) =>
    readdirSync(new URL(`./app/brands/${brand.name}/screens/`, import.meta.url))
      .filter((file) => file.endsWith('Layout.tsx'))
      .map((file) => ({
        brandDirectory: `${APP_DIRECTORY}brands/${brand.name}/`,
        module: `${APP_DIRECTORY}brands/${brand.name}/screens/${file}`,
        chunk: file.slice(0, -'.tsx'.length),
      })),
  );

/**
 * The chunk of each brand's layout, by module. The constants a brand's screens share (gum's flavours,
 * hours and coins) go in it too, as every page of the brand loads it: on gum's home and product pages,
 * one request fewer and 0.3 KB less gzipped than a chunk of their own.
 */
const BRAND_LAYOUT_CHUNKS = new Map(
  BRAND_LAYOUTS.flatMap(({brandDirectory, module, chunk}) => [
    [module, chunk],
    [`${brandDirectory}constants.ts`, chunk],
  ]),
);

/**
 * What every page loads: the app modules the root imports statically, and those every brand's layout
 * does (the header, the footer). A brand's own parts of its layout stay in its layout's chunk.
 */
function shellModules(getModuleInfo: ModuleInfoLookup): Set<string> {
  const [first, ...others] = BRAND_LAYOUTS.map((layout) => staticAppImports(layout.module, getModuleInfo));
  const everyLayout = [...(first ?? [])].filter((id) => others.every((imports) => imports.has(id)));
  return new Set([...staticAppImports(ROOT_MODULE, getModuleInfo), ...everyLayout]);
}

/**
 * React and Remix in one named chunk, so bundle reports show what the app adds; and what every page
 * loads with the root in one "shell" chunk. Without it Rollup cuts a sub-kilobyte chunk for each module
 * the root shares with a route or a lazy component, each with its own request and gzip dictionary.
 * Only app modules are named in the shell: naming a package's module pulls in everything
 * its barrel file re-exports, lazy analytics included.
 */
function clientChunks(): (id: string, meta: {getModuleInfo: ModuleInfoLookup}) => string | undefined {
  let shell: Set<string> | undefined;
  return (id, {getModuleInfo}) => {
    if (FRAMEWORK_MODULES.test(id)) return 'framework';
    // A manual chunk takes in the modules it imports that no other chunk has claimed: named here,
    // Hydrogen's barrel stays out of the catalog chunk, whose product card imports `Image` through it.
    if (id.endsWith(HYDROGEN_BARREL)) return 'hydrogen';
    shell ??= shellModules(getModuleInfo);
    if (shell.has(id) || SHELL_SHARED_MODULES.has(id)) return 'shell';
    if (CART_FORM_MODULES.has(id)) return 'cart-form';
    const layoutChunk = BRAND_LAYOUT_CHUNKS.get(id);
    if (layoutChunk) return layoutChunk;
    return CATALOG_MODULES.has(id) || IMAGE_MODULE.test(id) ? 'catalog' : undefined;
  };
}

/** Chunk names Rollup gives route modules: the file name without extension, `$`, `[` and `]` written `_`. */
const ROUTE_CHUNK_NAMES = new Set(
  readdirSync(new URL('./app/routes/', import.meta.url)).map((file) =>
    file.replace(/\.[jt]sx?$/, '').replace(/[$[\]]/g, '_'),
  ),
);

/**
 * A resource route (an API endpoint, the sitemap) has no code for the browser, and Remix's client build
 * still makes its route a chunk: Rollup says each is empty, once per build, about nothing to mend.
 */
const withoutResourceRouteChunks: NonNullable<Rollup.RollupOptions['onwarn']> = (warning, warn) => {
  if (warning.code === 'EMPTY_BUNDLE' && warning.names?.every((name) => ROUTE_CHUNK_NAMES.has(name))) return;
  warn(warning);
};

export default defineConfig(({mode, isSsrBuild}) => {
  const env = loadEnv(mode, process.cwd(), WORKER_ENV_PREFIXES);
  return {
    plugins: [
      malformedUrlGuard(),
      miniOxygenStartOnce(),
      hydrogen(),
      oxygen({env}),
      storefrontEmulator(env),
      remix({
        presets: [hydrogen.v3preset()],
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
          v3_singleFetch: true,
        },
      }),
      tsconfigPaths(),
      assetCache(),
      screenChunks(),
      isSsrBuild ? undefined : licenseComments(),
    ],
    build: {
      // A strict Content-Security-Policy needs real asset files, not inlined data URLs.
      assetsInlineLimit: 0,
      // Terser takes about 4 KB more off the first load than esbuild (React's and the router's code included);
      // pure_getters (reading a property has no side effect, true of this code and its packages) 0.6 KB more.
      minify: isSsrBuild ? undefined : 'terser',
      terserOptions: {compress: {passes: 3, pure_getters: true}, ecma: 2020, module: true},
      rollupOptions: isSsrBuild
        ? undefined
        : {output: {manualChunks: clientChunks()}, onwarn: withoutResourceRouteChunks},
    },
    // The dev-server test starts cold (as on a fresh clone) from an empty cache of its own.
    cacheDir: process.env.DEV_VITE_CACHE_DIR || undefined,
    // Packages the browser imports that Vite's start-up scan misses (reached through lazy modules):
    // found on the first page instead, each makes Vite re-bundle and reload that page, whose hydration
    // then fails on two copies of React.
    optimizeDeps: {
      include: ['i18next', 'react-dom', 'react-i18next', 'workbox-window', 'posthog-js'],
    },
    ssr: {
      optimizeDeps: {
        // CommonJS packages the worker imports in development, which workerd cannot load unbundled:
        // cookie and set-cookie-parser (Remix), void-elements and use-sync-external-store/shim
        // (react-i18next). Declared here, Vite pre-bundles them on the first start; left out,
        // Hydrogen's dev server finds each on a failing request, writes it into this file and restarts.
        include: ['set-cookie-parser', 'cookie', 'void-elements', 'use-sync-external-store/shim'],
      },
    },
    server: {
      allowedHosts: ['.localhost', '.tryhydrogen.dev'],
    },
  };
});
