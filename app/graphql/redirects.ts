/** A redirect merchandisers set in the Shopify admin for an old path. */
export const URL_REDIRECT_QUERY = `#graphql
  query UrlRedirect($query: String) {
    urlRedirects(first: 1, query: $query) {
      nodes {
        target
      }
    }
  }
` as const;
