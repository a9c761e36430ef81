import type {AppLoadContext} from '@shopify/remix-oxygen';
import {HEADER_QUERY} from '~/graphql/layout';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import type {AnnouncementFragment, HeaderQuery} from 'storefrontapi.generated';

type HeaderContext = Pick<AppLoadContext, 'storefront' | 'brand'>;

/** The header query's answer: the shop, the menus and the announcement bar's messages. */
export interface LayoutHeader {
  shop: HeaderQuery['shop'] | null;
  menu?: HeaderQuery['menu'];
  /** asked for only where the brand names a secondary menu */
  secondaryMenu?: HeaderQuery['secondaryMenu'];
  announcements: {nodes: AnnouncementFragment[]};
}

// Keyed by the request's storefront client: the root loader and the page's loader share one query.
const headers = new WeakMap<HeaderContext['storefront'], Promise<LayoutHeader>>();

/**
 * The shop, the header menus and the announcement bar's messages, asked for once per request however
 * many loaders read them (the root renders the header; a page's loader writes the shop's name into its
 * head tags). Fresh for a second and then revalidated behind the answer, as catalogue queries are, so a
 * merchandiser's change to a menu or a message shows on the next page load. If the store is unreachable
 * the answer is empty, so the shell still renders and the page can show its error.
 */
export function layoutHeader({storefront, brand}: HeaderContext): Promise<LayoutHeader> {
  let header = headers.get(storefront);
  if (!header) {
    header = storefront
      .query(HEADER_QUERY, {
        cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
        variables: {
          headerMenuHandle: brand.menus.header,
          secondaryMenuHandle: brand.menus.secondary,
          withSecondaryMenu: Boolean(brand.menus.secondary),
        },
      })
      .catch((error: unknown) => {
        console.error(error);
        return {shop: null, menu: null, secondaryMenu: null, announcements: {nodes: []}};
      });
    headers.set(storefront, header);
  }
  return header;
}
