/** Newsletter sign-up: a customer who accepts marketing (Shopify keeps subscribers as customers). */
export const NEWSLETTER_SUBSCRIBE_MUTATION = `#graphql
  mutation NewsletterSubscribe(
    $country: CountryCode
    $language: LanguageCode
    $input: CustomerCreateInput!
  ) @inContext(country: $country, language: $language) {
    customerCreate(input: $input) {
      customer {
        id
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
` as const;
