import {getSitemap} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {SITEMAP_PAGES_COUNT_QUERY} from '~/graphql/sitemap';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {notFound} from '~/lib/routing/route-guards';
import {
  requestOnSiteOrigin,
  sitemapLanguages,
  sitemapLink,
  sitemapPageOf,
  sitemapTypeOf,
  STOREFRONT_SITEMAP_TYPES,
  withSitemapHeaders,
} from '~/lib/seo/sitemap';

/**
 * `GET /sitemap/<type>/<page>.xml`: one page (up to 250 URLs) of products, collections, pages,
 * blogs or articles, with hreflang alternates on a brand with more than one language. Another
 * type, a page that is not a whole number from 1, or one past the last is a 404.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  const type = sitemapTypeOf(params.type);
  const page = sitemapPageOf(params.page);
  if (!type || page === null) return notFound();
  const {storefront, brand, siteOrigin} = context;
  const {sitemap, errors} = await storefront.query(SITEMAP_PAGES_COUNT_QUERY, {
    variables: {type: STOREFRONT_SITEMAP_TYPES[type]},
    cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
  });
  throwIfGraphqlErrors(errors);
  if (page > (sitemap.pagesCount?.count ?? 0)) return notFound();

  const response = await getSitemap({
    storefront,
    request: requestOnSiteOrigin(request, siteOrigin),
    params: {type, page: String(page)},
    locales: sitemapLanguages(brand),
    getLink: sitemapLink(brand),
  });
  return withSitemapHeaders(response);
}
