/**
 * The gums a quit plan is made from: each product's packs (variants) with their prices, one-time and on
 * each selling plan, its selling plans with their delivery interval, and its own strength guidance.
 */
export const QUIT_PLAN_GUMS_QUERY = `#graphql
  fragment QuitPlanMoney on MoneyV2 {
    amount
    currencyCode
  }
  query QuitPlanGums(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: 20) {
        nodes {
          id
          handle
          title
          options {
            name
            optionValues {
              name
            }
          }
          strengthGuidance: metafield(namespace: "custom", key: "strength_guidance") {
            value
          }
          sellingPlanGroups(first: 3) {
            nodes {
              name
              sellingPlans(first: 5) {
                nodes {
                  id
                  name
                  deliveryPolicy {
                    ... on SellingPlanRecurringDeliveryPolicy {
                      interval
                      intervalCount
                    }
                  }
                }
              }
            }
          }
          variants(first: 30) {
            nodes {
              id
              availableForSale
              price {
                ...QuitPlanMoney
              }
              selectedOptions {
                name
                value
              }
              sellingPlanAllocations(first: 5) {
                nodes {
                  sellingPlan {
                    id
                  }
                  priceAdjustments {
                    price {
                      ...QuitPlanMoney
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
` as const;
