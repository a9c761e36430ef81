import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {SLIDE_IN_MENU_QUERY} from '~/graphql/layout';
import {MENU_ANSWER_CACHE_CONTROL} from '~/lib/navigation/menu';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {assertLocale} from '~/lib/routing/route-guards';

/**
 * The slide-in menu's entries, in the page's language: asked for when the shopper reaches for the
 * menu, not sent with every page (most pages are left without opening it). The same for every
 * shopper, so browsers and the CDN may keep it a few minutes.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront, brand} = context;
  const slideIn = brand.slideInMenu;
  if (!slideIn) return Response.json({error: 'This store has no slide-in menu'}, {status: 404});
  try {
    const {errors, ...menus} = await storefront.query(SLIDE_IN_MENU_QUERY, {
      cache: storefront.CacheLong(),
      variables: {
        menuHandle: slideIn.menu,
        secondaryMenuHandle: slideIn.secondaryMenu,
        withSecondaryMenu: Boolean(slideIn.secondaryMenu),
        withGiftBundles: Boolean(slideIn.giftBundlesIn),
      },
    });
    throwIfGraphqlErrors(errors);
    return Response.json(menus, {headers: {'Cache-Control': MENU_ANSWER_CACHE_CONTROL}});
  } catch (error) {
    console.error(error);
    return Response.json({error: 'The menu could not be loaded'}, {status: 502});
  }
}
