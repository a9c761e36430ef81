import {Outlet, isRouteErrorResponse, useRouteError, type ShouldRevalidateFunction} from '@remix-run/react';
import type {LinksFunction, LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {getShopAnalytics} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import {titleFor} from '~/lib/seo/meta';
import appStyles from '~/styles/app.css?url';
import {brandScreens} from '~/brands/screens';
import {AppShell} from '~/components/AppShell';
import {ErrorPage, errorCopy} from '~/components/ErrorPage';
import {FOOTER_QUERY} from '~/graphql/layout';
import {useRootData} from '~/hooks/use-root-data';
import {layoutHeader} from '~/lib/navigation/layout-header.server';
import {menuRow, pageMenu, storeHostsOf} from '~/lib/navigation/menu';
import {pageBrandOf} from '~/lib/routing/page-brand';
import {announcementBarFor} from '~/lib/content/announcement.server';
import {localePrefixOf} from '~/lib/i18n/locale';
import {translationsFor} from '~/lib/i18n/i18n.server';
import {streamed} from '~/lib/storefront/streamed.server';
import {screenChunkHrefs} from '~/lib/ui/screen-preloads.server';
import type {RootData} from '~/lib/root-data';

/**
 * The shell (menus, shop) changes only with the language: skip refetching it on other navigations and
 * after form posts. What a post changes (the cart, the login) is personal data, which refetches itself.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl}) =>
  localePrefixOf(currentUrl.pathname) !== localePrefixOf(nextUrl.pathname);

export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!error) return [{title: data?.header.shop?.name}];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{title: titleFor(data, errorCopy(status).title)}, {name: 'robots', content: 'noindex'}];
};

export const links: LinksFunction = () => [
  // A production document carries its styles inline (DocumentStyles, decision 024); Vite's dev server
  // updates a linked stylesheet in place.
  ...(import.meta.env.DEV ? [{rel: 'stylesheet', href: appStyles}] : []),
  {rel: 'preconnect', href: 'https://cdn.shopify.com'},
];

/** Nothing personal (the edge may share the page): the cart, login and consent come from `/api/personal`. */
export async function loader({context}: LoaderFunctionArgs) {
  const {storefront, brand, locale, env} = context;

  // Every query starts before any is awaited: the whole page costs one Storefront round trip.
  // Critical: the header renders from it (shared with the page's loader, which writes the shop's name
  // into the head tags). If the store is unreachable the shell still renders (brand name, no menu) so
  // the page's own error can be shown in it.
  const headerPromise = layoutHeader(context);

  // Critical too, though below the fold: on a short page (an empty cart) the footer is on screen,
  // and links streamed in later would push its last row down. Asked for with the header, so the
  // first byte still waits for one round trip; a failure leaves the footer without links.
  const footerPromise = streamed(
    'footer',
    storefront.query(FOOTER_QUERY, {
      cache: storefront.CacheLong(),
      variables: {footerMenuHandle: brand.menus.footer},
    }),
    null,
  );

  const {Layout} = brandScreens[brand.id];
  const [{shop, menu, secondaryMenu, announcements}, footer] = await Promise.all([
    headerPromise,
    footerPromise,
    Layout.load(),
  ]);
  const storeHosts = storeHostsOf(shop);

  const data: RootData = {
    brand: pageBrandOf(brand),
    locale,
    siteOrigin: context.siteOrigin,
    translations: translationsFor(context, ['common', brand.copyNamespace]),
    layoutScreenChunks: screenChunkHrefs(Layout),
    // From the server, so a browser in another time zone renders the same year.
    year: new Date().getFullYear(),
    // The rows only: a dropdown's entries come from /api/header-menu when the desktop menu wants them,
    // and the slide-in menu asks for its own.
    header: {shop, menu: menuRow(menu, storeHosts), secondaryMenu: menuRow(secondaryMenu, storeHosts)},
    footer: footer && {menu: pageMenu(footer.menu, storeHosts)},
    announcement: announcementBarFor(context, announcements.nodes),
    // The stand-in has no Shopify analytics to talk to; real stores report to Shopify.
    shop: context.emulated
      ? null
      : streamed('shop analytics', getShopAnalytics({storefront, publicStorefrontId: env.PUBLIC_STOREFRONT_ID}), null),
    consent: {
      checkoutDomain: new URL(context.storefrontOrigin).host,
      storefrontAccessToken: context.publicStorefrontToken,
      withPrivacyBanner: false,
      country: storefront.i18n.country,
      language: storefront.i18n.language,
    },
    storeOrigin: context.storefrontOrigin,
    emulated: context.emulated,
    quickCheckout: context.quickCheckout,
    loginProvider: context.loginProvider
      ? {scriptUrl: context.loginProvider.scriptUrl, merchantId: context.loginProvider.merchantId}
      : null,
    assetCache: context.assetCache,
    analytics: {destinations: context.analyticsDestinations},
  };
  return data;
}

export function Layout({children}: {children?: ReactNode}) {
  const brandId = useRootData()?.brand.id;
  const screens = brandId ? brandScreens[brandId] : undefined;
  return (
    // The layout is loaded before the page renders (the root loader awaits it; in the browser, the page
    // comes alive only once it has come), so this never suspends.
    <AppShell BrandLayout={screens?.Layout.loaded()} CartExtras={screens?.CartExtras}>
      {children}
    </AppShell>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  return <ErrorPage status={status} />;
}
