import {defineConfig, loadEnv, type Plugin} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tsconfigPaths from 'vite-tsconfig-paths';
import {usesEmulator} from './app/lib/storefront-credentials.server';
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
      // Remix's build opens a dev server too, to read routes, but never listens: start with a real one.
      server.httpServer?.once('listening', async () => {
        const {ensureEmulator} = await import('./scripts/lib/emulator');
        const emulator = await ensureEmulator(env);
        server.httpServer?.once('close', () => void emulator.close());
      });
    },
  };
}

const FRAMEWORK_MODULES =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//;

export default defineConfig(({mode, isSsrBuild}) => {
  const env = loadEnv(mode, process.cwd(), WORKER_ENV_PREFIXES);
  return {
    plugins: [
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
    ],
    build: {
      // A strict Content-Security-Policy needs real asset files, not inlined data URLs.
      assetsInlineLimit: 0,
      // One named chunk for React and Remix, so bundle reports show what the app itself adds.
      rollupOptions: isSsrBuild
        ? undefined
        : {output: {manualChunks: (id: string) => (FRAMEWORK_MODULES.test(id) ? 'framework' : undefined)}},
    },
    ssr: {
      optimizeDeps: {
        include: ['set-cookie-parser', 'cookie', 'i18next', 'react-i18next'],
      },
    },
    server: {
      allowedHosts: ['.localhost', '.tryhydrogen.dev'],
    },
  };
});
