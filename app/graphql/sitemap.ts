// Named as lib/seo/sitemap.ts: this file holds the Storefront documents, that one the sitemap rules.
/**
 * How many pages a sitemap type has (Shopify pages each by 250): a page past the last is a 404,
 * where Hydrogen's `getSitemap` would answer a sitemap of the home page alone.
 */
export const SITEMAP_PAGES_COUNT_QUERY = `#graphql
  query SitemapPagesCount($type: SitemapType!) {
    sitemap(type: $type) {
      pagesCount {
        count
      }
    }
  }
` as const;
