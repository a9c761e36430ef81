/** The cart fields every cart read and mutation returns (Hydrogen's cart handler spreads it). */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    currencyCode
    amount
  }
  fragment CartLine on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...Money
      }
      amountPerQuantity {
        ...Money
      }
      compareAtAmountPerQuantity {
        ...Money
      }
    }
    sellingPlanAllocation {
      sellingPlan {
        id
        name
      }
      priceAdjustments {
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        compareAtPrice {
          ...Money
        }
        price {
          ...Money
        }
        requiresShipping
        title
        image {
          id
          url
          altText
          width
          height
        }
        product {
          handle
          title
          id
          vendor
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
  fragment CartApiQuery on Cart {
    updatedAt
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      email
      phone
    }
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
    }
    note
    attributes {
      key
      value
    }
    discountCodes {
      code
      applicable
    }
  }
` as const;

/**
 * Sets a cart's discount codes and answers how they apply on exactly that list: judged in the
 * mutation's own answer, a code's fate cannot be confused with another request's change.
 */
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = `#graphql
  mutation CartDiscountCodesSet(
    $cartId: ID!
    $discountCodes: [String!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        id
        discountCodes {
          code
          applicable
        }
      }
      userErrors {
        message
      }
    }
  }
` as const;

/** What the cart drawer's "Offers Unlocked!" shows of a product, with the variant one click adds. */
const UPSELL_PRODUCT_FRAGMENT = `#graphql
  fragment UpsellProduct on Product {
    id
    handle
    title
    availableForSale
    featuredImage {
      id
      altText
      url
      width
      height
    }
    selectedOrFirstAvailableVariant {
      id
      availableForSale
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
` as const;

/** The products the merchant pairs with one in the cart (COMPLEMENTARY): the drawer's add-ons first. */
export const CART_UPSELL_RECOMMENDATIONS_QUERY = `#graphql
  query CartUpsellRecommendations(
    $country: CountryCode
    $language: LanguageCode
    $productId: ID!
  ) @inContext(country: $country, language: $language) {
    productRecommendations(productId: $productId, intent: COMPLEMENTARY) {
      ...UpsellProduct
    }
  }
  ${UPSELL_PRODUCT_FRAGMENT}
` as const;

/** The drawer's add-ons when the cart's products pair with too few: the `cart-upsell` collection. */
export const CART_UPSELL_QUERY = `#graphql
  query CartUpsell(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $first: Int!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      products(first: $first) {
        nodes {
          ...UpsellProduct
        }
      }
    }
  }
  ${UPSELL_PRODUCT_FRAGMENT}
` as const;
