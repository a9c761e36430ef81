import {PRODUCT_CARD_FRAGMENT} from '~/graphql/products';

/**
 * Gift bundles are `gift_bundle` metaobjects: title, description, products (a list of
 * product references), price and compare_at_price (decimals in the shop's currency)
 * and image_label. The shop's currency comes from `localization`, in the page's context.
 */

/** What a bundle card lists (home page): the bundle's price and a few of its products' pictures. */
const GIFT_BUNDLE_PRICE_FRAGMENT = `#graphql
  fragment GiftBundlePrice on Metaobject {
    id
    handle
    title: field(key: "title") {
      value
    }
    price: field(key: "price") {
      value
    }
    compareAtPrice: field(key: "compare_at_price") {
      value
    }
  }
` as const;

export const GIFT_BUNDLE_CARD_FRAGMENT = `#graphql
  fragment GiftBundleCard on Metaobject {
    ...GiftBundlePrice
    imageLabel: field(key: "image_label") {
      value
    }
    products: field(key: "products") {
      references(first: 20) {
        nodes {
          __typename
          ... on Product {
            id
            featuredImage {
              id
              altText
              url
              width
              height
            }
          }
        }
      }
    }
  }
  ${GIFT_BUNDLE_PRICE_FRAGMENT}
` as const;

/** One gift bundle for its page (/productbundle/{handle}), with its products as cards. */
export const GIFT_BUNDLE_QUERY = `#graphql
  query GiftBundle($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    bundle: metaobject(handle: {type: "gift_bundle", handle: $handle}) {
      ...GiftBundlePrice
      description: field(key: "description") {
        value
      }
      products: field(key: "products") {
        references(first: 20) {
          nodes {
            __typename
            ... on Product {
              ...ProductCard
              selectedOrFirstAvailableVariant {
                id
                availableForSale
              }
            }
          }
        }
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
  ${GIFT_BUNDLE_PRICE_FRAGMENT}
` as const;
