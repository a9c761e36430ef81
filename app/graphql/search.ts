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
