import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {serviceWorkerScript} from '~/lib/asset-cache/build-assets.server';

/**
 * `GET /sw.js`: the service worker, from the site's own origin (on Oxygen the build's files are on
 * Shopify's CDN, and a worker must be same-origin). Revalidated on every check, so a deploy's new
 * worker is found at the next visit.
 */
export async function loader({context}: LoaderFunctionArgs) {
  return new Response(serviceWorkerScript(context.brand, context.assetCache), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  });
}
