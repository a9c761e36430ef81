import type {AppLoadContext} from '@shopify/remix-oxygen';
import {HEADER_QUERY} from '~/graphql/layout';
import type {RootData} from '~/lib/root-data';

type HeaderContext = Pick<AppLoadContext, 'storefront' | 'brand'>;

// Keyed by the request's storefront client: the root loader and the page's loader share one query.
const headers = new WeakMap<HeaderContext['storefront'], Promise<RootData['header']>>();

/**
 * The shop and the header menus, asked for once per request however many loaders read them (the root
 * renders the header; a page's loader writes the shop's name into its head tags). Cached long. If the
 * store is unreachable the answer is empty, so the shell still renders and the page can show its error.
 */
export function layoutHeader({storefront, brand}: HeaderContext): Promise<RootData['header']> {
  let header = headers.get(storefront);
  if (!header) {
    header = storefront
      .query(HEADER_QUERY, {
        cache: storefront.CacheLong(),
        variables: {
          headerMenuHandle: brand.menus.header,
          secondaryMenuHandle: brand.menus.secondary,
          withSecondaryMenu: Boolean(brand.menus.secondary),
        },
      })
      .catch((error: unknown) => {
        console.error(error);
        return {shop: null, menu: null, secondaryMenu: null};
      });
    headers.set(storefront, header);
  }
  return header;
}
