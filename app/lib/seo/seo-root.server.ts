import type {AppLoadContext} from '@shopify/remix-oxygen';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {layoutHeader} from '~/lib/navigation/layout-header.server';
import type {SeoPageRoot} from '~/lib/seo/meta';

/**
 * What a page's head tags need besides the page: the shop (from the header query the root loader asks
 * for too, so no extra round trip), the language and the site's origin. Start it before awaiting the
 * page's own query, so both travel together.
 */
export async function seoRootOf(
  context: Pick<AppLoadContext, 'storefront' | 'brand' | 'locale' | 'siteOrigin'>,
): Promise<SeoPageRoot> {
  const {shop} = await layoutHeader(context);
  return {
    brand: context.brand,
    locale: context.locale,
    siteOrigin: context.siteOrigin,
    header: {shop},
    text: serverTranslator(context.locale),
  };
}
