/// <reference lib="webworker" />
/**
 * The storefront's service worker (/sw.js, answered by the worker: app/routes/sw[.]js.tsx). It keeps
 * the images and fonts the shopper has seen in `storefront-assets-v1` for 7 days and shows a branded
 * offline page when a navigation cannot reach the network. It never stores HTML (every page carries
 * the shopper's cart) nor scripts and stylesheets (a new deploy must never meet an old one).
 */
import {clientsClaim, registerQuotaErrorCallback} from 'workbox-core';
import {ExpirationPlugin} from 'workbox-expiration';
import {registerRoute} from 'workbox-routing';
import {CacheFirst} from 'workbox-strategies';
import {ASSET_CACHE_NAME, ASSET_MAX_AGE_SECONDS, assetTypeOfRequest} from '~/lib/asset-cache/rules';
import {offlinePageHtml, SERVICE_WORKER_CONFIG_GLOBAL, type ServiceWorkerConfig} from '~/lib/asset-cache/worker-config';
import {assetRulesPlugin, corsForCrossOriginPlugin, evictOldestUsed, manifestSource} from './plugins';

declare const self: ServiceWorkerGlobalScope & {[SERVICE_WORKER_CONFIG_GLOBAL]?: ServiceWorkerConfig};

const config = self[SERVICE_WORKER_CONFIG_GLOBAL];
const debug = Boolean(config?.debug) || new URL(self.location.href).searchParams.has('debug');
/** The worker's decisions, on the console when the debug flag is on. */
const log = (...details: unknown[]) => {
  if (debug) console.log('[asset cache]', ...details);
};

const manifest = manifestSource(new URL('/cache-manifest.json', self.location.origin).href, log);

registerRoute(
  ({request, url}) =>
    request.method === 'GET' &&
    !request.headers.has('Range') &&
    url.protocol.startsWith('http') &&
    assetTypeOfRequest(request.destination, url.href) !== 'other',
  new CacheFirst({
    cacheName: ASSET_CACHE_NAME,
    // One entry per URL whatever the Accept header was: the cache is warmed with plain fetches.
    matchOptions: {ignoreVary: true},
    plugins: [
      corsForCrossOriginPlugin(self.location.origin),
      assetRulesPlugin({origin: self.location.origin, manifest, log}),
      // Drops entries past 7 days and keeps each entry's last use, for evictOldestUsed.
      new ExpirationPlugin({maxAgeSeconds: ASSET_MAX_AGE_SECONDS}),
    ],
  }),
);

registerRoute(
  ({request}) => request.mode === 'navigate',
  async ({request, event}) => {
    try {
      const preloaded = await (event as FetchEvent).preloadResponse;
      return (preloaded as Response | undefined) ?? (await fetch(request));
    } catch (error) {
      log('offline page for', request.url, error);
      if (!config) return Response.error();
      // A 200: the page is the worker's own answer, and a 503 would be logged as a failed load.
      return new Response(offlinePageHtml(config.offline, request.url), {
        status: 200,
        headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
      });
    }
  },
);

registerQuotaErrorCallback(() => evictOldestUsed(log));

self.addEventListener('install', () => log('installed'));
self.addEventListener('activate', (event) => {
  log('activated');
  event.waitUntil(
    Promise.all([
      // Page loads do not wait for the worker to start before their request goes out.
      self.registration.navigationPreload?.enable(),
      manifest.refresh(),
    ]).catch((error: unknown) => console.error('[asset cache] activation:', error)),
  );
});
// The first worker takes the page it was registered from, so what it shows next is cached.
clientsClaim();

/** `SKIP_WAITING` over a MessageChannel: a waiting worker takes over, and says so on the channel. */
self.addEventListener('message', (event) => {
  const message = event.data as {type?: string} | null;
  if (message?.type !== 'SKIP_WAITING') return;
  log('told to skip waiting');
  event.waitUntil(self.skipWaiting().then(() => event.ports[0]?.postMessage({type: 'SKIP_WAITING', done: true})));
});
