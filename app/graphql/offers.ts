/** Brand and payment offers, kept by merchandisers as `offer` metaobjects. */
export const OFFERS_QUERY = `#graphql
  query Offers($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    metaobjects(type: "offer", first: 50) {
      nodes {
        id
        handle
        fields {
          key
          value
        }
      }
    }
  }
` as const;
