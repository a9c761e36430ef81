import {getSitemapIndex} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {requestOnSiteOrigin, SITEMAP_TYPES, STATIC_SITEMAP_PATH, withSitemapHeaders} from '~/lib/seo/sitemap';

/** `GET /sitemap.xml`: the sitemap index, one child sitemap per page of each type, and the fixed pages'. */
export async function loader({request, context}: LoaderFunctionArgs) {
  const response = await getSitemapIndex({
    storefront: context.storefront,
    request: requestOnSiteOrigin(request, context.siteOrigin),
    types: [...SITEMAP_TYPES],
    customChildSitemaps: [STATIC_SITEMAP_PATH],
  });
  return withSitemapHeaders(response);
}
