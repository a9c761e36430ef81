import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {POLICIES_QUERY} from '~/graphql/policies';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {writtenPolicies} from '~/lib/content/shop-policies';
import {SITEMAP_HEADERS, staticSitemapPaths, staticSitemapXml} from '~/lib/seo/sitemap';

/**
 * `GET /sitemap/static.xml`: the pages Shopify's sitemap data does not list (home, the
 * collections and policies indexes, each policy the shop has written, the blogs index, the quit plan).
 */
export async function loader({context}: LoaderFunctionArgs) {
  const {storefront, brand, siteOrigin} = context;
  const {shop, errors} = await storefront.query(POLICIES_QUERY, {cache: storefront.CacheLong()});
  throwIfGraphqlErrors(errors);
  const paths = staticSitemapPaths(
    writtenPolicies(shop).map((policy) => policy.handle),
    brand,
  );
  return new Response(staticSitemapXml({brand, siteOrigin, paths}), {headers: SITEMAP_HEADERS});
}
