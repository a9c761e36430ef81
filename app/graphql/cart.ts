/**
 * The cart's fields, for its reads and its writes alike: a cart write answers the whole cart, so the
 * page takes it from the write's answer instead of asking the personal route again.
 */
const CART_FIELDS_FRAGMENT = `#graphql
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
  fragment CartFields on Cart {
    updatedAt
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      email
      phone
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

/** The cart every read through Hydrogen's cart handler answers (the handler spreads `CartApiQuery`). */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    ...CartFields
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
` as const;

/**
 * The cart every write through Hydrogen's cart handler answers (`CartApiMutation`): the same fields as
 * a read. Its mutations declare no `$numCartLines`, so the number of lines is written in: 100, as many
 * as a read asks by default.
 */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    ...CartFields
    lines(first: 100) {
      nodes {
        ...CartLine
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
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
        ...CartApiMutation
      }
      userErrors {
        message
      }
    }
  }
  ${CART_MUTATE_FRAGMENT}
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
