import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';

/**
 * `GET /favicon.ico`: browsers ask for it on pages without an icon link (robots.txt, a sitemap, an
 * image opened on its own) and some crawlers always do; it points at the brand's own icon.
 */
export async function loader({context}: LoaderFunctionArgs) {
  return new Response(null, {
    status: 301,
    headers: {Location: `/brands/${context.brand.id}/favicon.svg`, 'Cache-Control': 'public, max-age=86400'},
  });
}
