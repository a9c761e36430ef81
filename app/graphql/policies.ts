/** One shop policy by handle; Shopify exposes them as fields of `shop`. */
export const POLICY_QUERY = `#graphql
  fragment Policy on ShopPolicy {
    id
    title
    handle
    body
  }
  query Policy(
    $country: CountryCode
    $language: LanguageCode
    $privacyPolicy: Boolean!
    $refundPolicy: Boolean!
    $shippingPolicy: Boolean!
    $termsOfService: Boolean!
  ) @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) {
        ...Policy
      }
      refundPolicy @include(if: $refundPolicy) {
        ...Policy
      }
      shippingPolicy @include(if: $shippingPolicy) {
        ...Policy
      }
      termsOfService @include(if: $termsOfService) {
        ...Policy
      }
    }
  }
` as const;

/** The policies index: each policy's title and handle. */
export const POLICIES_QUERY = `#graphql
  fragment PolicyLink on ShopPolicy {
    id
    title
    handle
  }
  query Policies($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop {
      shippingPolicy {
        ...PolicyLink
      }
      refundPolicy {
        ...PolicyLink
      }
      privacyPolicy {
        ...PolicyLink
      }
      termsOfService {
        ...PolicyLink
      }
    }
  }
` as const;
