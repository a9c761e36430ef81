import {GIFT_BUNDLE_CARD_FRAGMENT} from '~/graphql/bundles';
import {PRODUCT_CARD_FRAGMENT} from '~/graphql/products';

/**
 * The home page's gifting section, streamed in below the fold: the gifting collection's
 * first products and the gift bundles, in one request so the section shows whole or not at all.
 */
export const HOME_GIFTING_QUERY = `#graphql
  query HomeGifting(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $first: Int!
    $bundles: Int!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: $first) {
        nodes {
          ...ProductCard
        }
      }
    }
    bundles: metaobjects(type: "gift_bundle", first: $bundles) {
      nodes {
        ...GiftBundleCard
      }
    }
    localization {
      country {
        currency {
          isoCode
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${GIFT_BUNDLE_CARD_FRAGMENT}
` as const;
