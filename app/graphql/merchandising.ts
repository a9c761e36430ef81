// Named as lib/content/merchandising.ts, which parses what these documents read.
import {PRODUCT_CARD_FRAGMENT} from '~/graphql/products';

/**
 * Merchandised content: the metaobjects of app/lib/content/metaobject-definitions.ts, one fragment per
 * type, each field read under the alias lib/content/merchandising.ts parses. A test checks that these
 * fragments read exactly the definitions' fields.
 */

export const ANNOUNCEMENT_FRAGMENT = `#graphql
  fragment Announcement on Metaobject {
    handle
    text: field(key: "text") {
      value
    }
    link: field(key: "link") {
      value
    }
    startsAt: field(key: "starts_at") {
      value
    }
    endsAt: field(key: "ends_at") {
      value
    }
    position: field(key: "position") {
      value
    }
  }
` as const;

const CONTENT_IMAGE_FRAGMENT = `#graphql
  fragment ContentImage on MetaobjectField {
    reference {
      ... on MediaImage {
        alt
        image {
          id
          url
          altText
          width
          height
        }
      }
    }
  }
` as const;

const COLLECTION_HANDLE_FRAGMENT = `#graphql
  fragment CollectionHandle on MetaobjectField {
    reference {
      ... on Collection {
        handle
      }
    }
  }
` as const;

/** The home page's own content: heroes, category tiles and which sections show, beside its first products. */
export const HOME_CONTENT_QUERY = `#graphql
  query HomeContent(
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
    heroes: metaobjects(type: "home_hero", first: 4) {
      nodes {
        ...HomeHero
      }
    }
    tiles: metaobjects(type: "category_tile", first: 12) {
      nodes {
        ...CategoryTile
      }
    }
    sections: metaobjects(type: "home_section", first: 12) {
      nodes {
        ...HomeSectionEntry
      }
    }
  }
  fragment HomeHero on Metaobject {
    handle
    heading: field(key: "heading") {
      value
    }
    text: field(key: "text") {
      value
    }
    image: field(key: "image") {
      ...ContentImage
    }
    ctaLabel: field(key: "cta_label") {
      value
    }
    ctaLink: field(key: "cta_link") {
      value
    }
    position: field(key: "position") {
      value
    }
  }
  fragment CategoryTile on Metaobject {
    handle
    title: field(key: "title") {
      value
    }
    text: field(key: "text") {
      value
    }
    image: field(key: "image") {
      ...ContentImage
    }
    collection: field(key: "collection") {
      ...CollectionHandle
    }
    position: field(key: "position") {
      value
    }
  }
  fragment HomeSectionEntry on Metaobject {
    handle
    section: field(key: "section") {
      value
    }
    collection: field(key: "collection") {
      ...CollectionHandle
    }
    position: field(key: "position") {
      value
    }
  }
  ${CONTENT_IMAGE_FRAGMENT}
  ${COLLECTION_HANDLE_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
` as const;
