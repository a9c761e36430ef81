import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isProductionHost, robotsTxt} from '~/lib/seo/robots';

/**
 * `GET /robots.txt`: on a production host (one in `BRAND_HOSTS`) the catalogue is open and the
 * sitemap named; on any other host (previews, `*.localhost`) nothing may be crawled.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const production = isProductionHost(new URL(request.url), context.env.BRAND_HOSTS);
  return new Response(robotsTxt({production, brand: context.brand, siteOrigin: context.siteOrigin}), {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600'},
  });
}
