import serviceWorkerSource from 'virtual:service-worker';
import cacheManifest from 'virtual:cache-manifest';
import devanagariRegular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import type {BrandConfig} from '~/brands';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {ASSET_CACHE_NAME} from './rules';
import {SERVICE_WORKER_CONFIG_GLOBAL, type ServiceWorkerConfig} from './worker-config';

/** The build's asset-cache manifest (scripts/lib/vite-asset-cache.ts). */
export {cacheManifest};

/**
 * The kill switch's worker: it replaces the asset-cache worker, empties the cache and unregisters
 * itself, so a browser that had the worker is back to plain network requests.
 */
const SELF_REMOVING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(
  caches.delete(${JSON.stringify(ASSET_CACHE_NAME)}).then(() => self.registration.unregister())
));
`;

/** What the service worker needs to know of the brand: its offline page in each of its languages. */
function workerConfig(brand: BrandConfig, debug: boolean): ServiceWorkerConfig {
  const {colors} = brand.theme;
  return {
    debug,
    offline: {
      brandName: brand.name,
      logo: brand.logo,
      icon: `/brands/${brand.id}/favicon.svg`,
      colors: {
        background: colors.background,
        foreground: colors.foreground,
        primary: colors.primary,
        primaryForeground: colors.primaryForeground,
      },
      locales: brand.locales.map((locale) => {
        const t = serverTranslator(locale, 'offline');
        return {
          pathPrefix: locale.pathPrefix,
          lang: locale.lang,
          title: t('title'),
          message: t('message'),
          retry: t('retry'),
          ...(locale.lang === 'hi' ? {fontUrl: devanagariRegular} : {}),
        };
      }),
    },
  };
}

/** /sw.js's script for a brand: the asset-cache worker with its config, or the kill switch's. */
export function serviceWorkerScript(brand: BrandConfig, setup: {enabled: boolean; debug: boolean}): string {
  if (!setup.enabled) return SELF_REMOVING_WORKER;
  const config = JSON.stringify(workerConfig(brand, setup.debug));
  return `self.${SERVICE_WORKER_CONFIG_GLOBAL}=${config};\n${serviceWorkerSource}`;
}
