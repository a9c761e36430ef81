// Named as lib/catalog/search.ts: this file holds the Storefront documents, that one the search rules.
import {PRODUCT_CARD_FRAGMENT} from '~/graphql/products';

/** The overlay's answer to a query: a few cards and how many products match in all. */
export const SEARCH_PREVIEW_QUERY = `#graphql
  query SearchPreview(
    $country: CountryCode
    $language: LanguageCode
    $query: String!
    $first: Int!
  ) @inContext(country: $country, language: $language) {
    search(query: $query, first: $first, types: [PRODUCT], unavailableProducts: LAST) {
      totalCount
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/** One page of the results page, cursor-paginated both ways. */
export const SEARCH_RESULTS_QUERY = `#graphql
  query SearchResults(
    $country: CountryCode
    $language: LanguageCode
    $query: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) @inContext(country: $country, language: $language) {
    search(
      query: $query
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
      types: [PRODUCT]
      unavailableProducts: LAST
    ) {
      totalCount
      nodes {
        ...ProductCard
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/** Best sellers for the overlay's empty state. */
export const BEST_SELLERS_QUERY = `#graphql
  query BestSellers(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $first: Int!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      products(first: $first) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/**
 * What the overlay suggests as the shopper types: completions of the query, and the products, collections,
 * pages and articles it finds. `limit` is per type (limitScope EACH).
 */
export const PREDICTIVE_SEARCH_QUERY = `#graphql
  query PredictiveSearch(
    $country: CountryCode
    $language: LanguageCode
    $query: String!
    $limit: Int!
  ) @inContext(country: $country, language: $language) {
    predictiveSearch(
      query: $query
      limit: $limit
      limitScope: EACH
      types: [QUERY, PRODUCT, COLLECTION, PAGE, ARTICLE]
      unavailableProducts: LAST
    ) {
      queries {
        text
        styledText
      }
      products {
        ...ProductCard
      }
      collections {
        id
        handle
        title
      }
      pages {
        id
        handle
        title
      }
      articles {
        id
        handle
        title
        blog {
          handle
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
