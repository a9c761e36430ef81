/** A content page from the Shopify admin (about, FAQ, how to use ...), in the page's language. */
export const PAGE_QUERY = `#graphql
  query Page($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    page(handle: $handle) {
      id
      handle
      title
      body
      seo {
        title
        description
      }
    }
  }
` as const;
