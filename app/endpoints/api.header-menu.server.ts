import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {layoutHeader} from '~/lib/navigation/layout-header.server';
import {MENU_ANSWER_CACHE_CONTROL, pageMenu, storeHostsOf} from '~/lib/navigation/menu';
import {assertLocale} from '~/lib/routing/route-guards';

/**
 * The header menu with its dropdowns, in the page's language: pages carry only its top row
 * (`menuRow`), and the desktop menu asks for the rest once it is on screen. It reads the same header
 * query as the page (one cache entry), so the dropdowns match the row the page drew. The same for
 * every shopper, so browsers and the CDN may keep it a few minutes.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {shop, menu} = await layoutHeader(context);
  // layoutHeader answers without a shop only when the store could not be reached.
  if (!shop) return Response.json({error: 'The menu could not be loaded'}, {status: 502});
  return Response.json(
    {menu: pageMenu(menu, storeHostsOf(shop))},
    {headers: {'Cache-Control': MENU_ANSWER_CACHE_CONTROL}},
  );
}
