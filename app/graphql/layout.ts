import {ANNOUNCEMENT_FRAGMENT} from '~/graphql/merchandising';

const MENU_FRAGMENT = `#graphql
  fragment MenuItem on MenuItem {
    id
    title
    url
  }
  fragment ChildMenuItem on MenuItem {
    ...MenuItem
    items {
      ...MenuItem
    }
  }
  fragment ParentMenuItem on MenuItem {
    ...MenuItem
    items {
      ...ChildMenuItem
    }
  }
  fragment Menu on Menu {
    id
    items {
      ...ParentMenuItem
    }
  }
` as const;

/** Critical for every page: the shop's name, the header menu and the announcement bar's messages. */
export const HEADER_QUERY = `#graphql
  fragment Shop on Shop {
    id
    name
    description
    primaryDomain {
      url
    }
  }
  query Header(
    $country: CountryCode
    $headerMenuHandle: String!
    $secondaryMenuHandle: String = ""
    $withSecondaryMenu: Boolean = false
    $language: LanguageCode
  ) @inContext(language: $language, country: $country) {
    shop {
      ...Shop
    }
    menu(handle: $headerMenuHandle) {
      ...Menu
    }
    secondaryMenu: menu(handle: $secondaryMenuHandle) @include(if: $withSecondaryMenu) {
      ...Menu
    }
    announcements: metaobjects(type: "announcement", first: 10) {
      nodes {
        ...Announcement
      }
    }
  }
  ${MENU_FRAGMENT}
  ${ANNOUNCEMENT_FRAGMENT}
` as const;

/** Below the fold on every page, so it streams in after the shell. */
export const FOOTER_QUERY = `#graphql
  query Footer(
    $country: CountryCode
    $footerMenuHandle: String!
    $language: LanguageCode
  ) @inContext(language: $language, country: $country) {
    menu(handle: $footerMenuHandle) {
      ...Menu
    }
  }
  ${MENU_FRAGMENT}
` as const;

/**
 * The slide-in menu: its entries, the links under them and, for a brand that lists them in it,
 * the gift bundles. Deferred in the root loader (needed only once the menu opens). Cached long.
 */
export const SLIDE_IN_MENU_QUERY = `#graphql
  query SlideInMenu(
    $country: CountryCode
    $menuHandle: String!
    $secondaryMenuHandle: String = ""
    $withSecondaryMenu: Boolean = false
    $withGiftBundles: Boolean = false
    $language: LanguageCode
  ) @inContext(language: $language, country: $country) {
    menu(handle: $menuHandle) {
      ...Menu
    }
    secondaryMenu: menu(handle: $secondaryMenuHandle) @include(if: $withSecondaryMenu) {
      ...Menu
    }
    giftBundles: metaobjects(type: "gift_bundle", first: 50) @include(if: $withGiftBundles) {
      nodes {
        id
        handle
        title: field(key: "title") {
          value
        }
      }
    }
  }
  ${MENU_FRAGMENT}
` as const;
