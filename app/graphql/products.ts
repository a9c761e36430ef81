/** What every product card shows: picture, price with compare-at, stock, and the review metafields. */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    availableForSale
    featuredImage {
      altText
      url
      width
      height
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    selectedOrFirstAvailableVariant {
      id
      price {
        amount
        currencyCode
      }
      compareAtPrice {
        amount
        currencyCode
      }
    }
    rating: metafield(namespace: "reviews", key: "rating") {
      value
    }
    ratingCount: metafield(namespace: "reviews", key: "rating_count") {
      value
    }
  }
` as const;

/** The products a brand's home page lists, in the collection's own order. */
export const HOME_PRODUCTS_QUERY = `#graphql
  query HomeProducts(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $first: Int!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      title
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
 * A product page's two recommendation rows in one round trip, by handle so it can start beside the
 * product's own query: what the merchant pairs with it (COMPLEMENTARY, set up in Shopify's Search &
 * Discovery app; empty where nothing is) and what shoppers also look at (RELATED).
 */
export const PRODUCT_RECOMMENDATIONS_QUERY = `#graphql
  query ProductRecommendations(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
  ) @inContext(country: $country, language: $language) {
    complementary: productRecommendations(productHandle: $handle, intent: COMPLEMENTARY) {
      ...ProductCard
    }
    related: productRecommendations(productHandle: $handle, intent: RELATED) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/**
 * A product's subscription options (Shopify selling plans): each plan's name and what it takes off.
 * A few plans per group is all a product page offers.
 */
export const SELLING_PLAN_GROUP_FRAGMENT = `#graphql
  fragment SellingPlanGroup on SellingPlanGroup {
    name
    sellingPlans(first: 5) {
      nodes {
        id
        name
        description
        recurringDeliveries
        priceAdjustments {
          orderCount
          adjustmentValue {
            ... on SellingPlanPercentagePriceAdjustment {
              adjustmentPercentage
            }
            ... on SellingPlanFixedAmountPriceAdjustment {
              adjustmentAmount {
                amount
                currencyCode
              }
            }
            ... on SellingPlanFixedPriceAdjustment {
              price {
                amount
                currencyCode
              }
            }
          }
        }
      }
    }
  }
` as const;

export const PRODUCT_QUERY = `#graphql
  fragment ProductVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
    image {
      id
      url
      altText
      width
      height
    }
    selectedOptions {
      name
      value
    }
    product {
      handle
    }
  }
  query Product(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      description
      descriptionHtml
      encodedVariantExistence
      encodedVariantAvailability
      seo {
        title
        description
      }
      images(first: 10) {
        nodes {
          id
          url
          altText
          width
          height
        }
      }
      options {
        name
        optionValues {
          name
          firstSelectableVariant {
            ...ProductVariant
          }
          swatch {
            color
          }
        }
      }
      selectedOrFirstAvailableVariant(
        selectedOptions: $selectedOptions
        ignoreUnknownOptions: true
        caseInsensitiveMatch: true
      ) {
        ...ProductVariant
        sellingPlanAllocations(first: 10) {
          nodes {
            sellingPlan {
              id
            }
            priceAdjustments {
              price {
                amount
                currencyCode
              }
              compareAtPrice {
                amount
                currencyCode
              }
            }
          }
        }
      }
      adjacentVariants(selectedOptions: $selectedOptions) {
        ...ProductVariant
      }
      byline: metafield(namespace: "custom", key: "byline") {
        value
      }
      rating: metafield(namespace: "reviews", key: "rating") {
        value
      }
      ratingCount: metafield(namespace: "reviews", key: "rating_count") {
        value
      }
      sellingPlanGroups(first: 3) {
        nodes {
          ...SellingPlanGroup
        }
      }
    }
  }
  ${SELLING_PLAN_GROUP_FRAGMENT}
` as const;
