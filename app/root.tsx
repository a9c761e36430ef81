import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import type {LinksFunction, LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {getShopAnalytics} from '@shopify/hydrogen';
import {ShopifyProvider} from '@shopify/hydrogen-react';
import {useContext, useMemo, type CSSProperties, type ReactNode} from 'react';
import {I18nextProvider} from 'react-i18next';
import appStyles from '~/styles/app.css?url';
import devanagariRegular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import languageSwitchDevanagari from '~/assets/language-switch-devanagari.woff2?url';
import {brands, DEFAULT_BRAND_ID} from '~/brands';
import {brandLayouts} from '~/brands/layouts';
import {DeferredAnalytics} from '~/components/analytics/DeferredAnalytics';
import {CartDrawerProvider} from '~/components/cart/CartDrawerProvider';
import {ErrorPage, errorCopy} from '~/components/ErrorPage';
import {RouteProgress} from '~/components/RouteProgress';
import {ToastProvider} from '~/components/Toasts';
import {FOOTER_QUERY, HEADER_QUERY, SLIDE_IN_MENU_QUERY} from '~/graphql/layout';
import {localePrefixOf} from '~/lib/locale';
import {I18nFactoryContext, type Translations} from '~/lib/i18n';
import {languageSwitchFontCss} from '~/lib/language-switch-font';
import {useNonce} from '~/hooks/use-nonce';
import {titleFor} from '~/lib/meta';
import {translationsFor} from '~/lib/i18n.server';
import {themeStyle} from '~/lib/theme';
import {useRootData} from '~/hooks/use-root-data';
import type {RootData} from '~/lib/root-data';

/**
 * The shell (menus, shop) changes only with the language: skip refetching it on other
 * navigations. Cart changes (form posts) and explicit revalidation (the same URL, e.g.
 * after an order is placed) refetch it for the header's cart count.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl}) => {
  if (formMethod && formMethod !== 'GET') return true;
  if (currentUrl.href === nextUrl.href) return true;
  return localePrefixOf(currentUrl.pathname) !== localePrefixOf(nextUrl.pathname);
};

export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!error) return [{title: data?.header.shop?.name}];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{title: titleFor(data, errorCopy(status).title)}, {name: 'robots', content: 'noindex'}];
};

export const links: LinksFunction = () => [
  {rel: 'stylesheet', href: appStyles},
  {rel: 'preconnect', href: 'https://cdn.shopify.com'},
];

export async function loader({context}: LoaderFunctionArgs) {
  const {storefront, brand, locale, cart, env} = context;

  // Critical: the header renders from it. If the store is unreachable the shell still
  // renders (brand name, no menu) so the page's own error can be shown in it.
  const header = await storefront
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

  // Deferred: streamed in below the fold; a failure leaves the footer without links.
  const footer = storefront
    .query(FOOTER_QUERY, {
      cache: storefront.CacheLong(),
      variables: {footerMenuHandle: brand.menus.footer},
    })
    .catch((error: unknown) => {
      console.error(error);
      return null;
    });

  // Deferred: the slide-in menu needs it only once it opens.
  const slideIn = brand.slideInMenu;
  const slideInMenu = slideIn
    ? storefront
        .query(SLIDE_IN_MENU_QUERY, {
          cache: storefront.CacheLong(),
          variables: {
            menuHandle: slideIn.menu,
            secondaryMenuHandle: slideIn.secondaryMenu,
            withSecondaryMenu: Boolean(slideIn.secondaryMenu),
            withGiftBundles: Boolean(slideIn.giftBundlesIn),
          },
        })
        .catch((error: unknown) => {
          console.error(error);
          return null;
        })
    : null;

  // Never cached; a cart the API no longer knows is simply no cart.
  const cartPromise = cart.get().catch((error: unknown) => {
    console.error(error);
    return null;
  });

  const data: RootData = {
    brandId: brand.id,
    locale,
    translations: translationsFor(locale.lang, ['common', brand.copyNamespace]),
    // From the server, so a browser in another time zone renders the same year.
    year: new Date().getFullYear(),
    header,
    footer,
    slideInMenu,
    cart: cartPromise,
    // The stand-in has no Shopify analytics to talk to; real stores report to Shopify.
    shop: context.emulated ? null : getShopAnalytics({storefront, publicStorefrontId: env.PUBLIC_STOREFRONT_ID}),
    consent: {
      checkoutDomain: new URL(context.storefrontOrigin).host,
      storefrontAccessToken: context.publicStorefrontToken,
      withPrivacyBanner: false,
      country: storefront.i18n.country,
      language: storefront.i18n.language,
    },
    storefrontConfig: {
      storeDomain: context.storefrontOrigin,
      storefrontToken: context.publicStorefrontToken,
      storefrontApiVersion: context.storefrontApiVersion,
    },
    emulated: context.emulated,
    quickCheckout: context.quickCheckout,
  };
  return data;
}

/** The root's strings plus those the current routes' loaders sent (`translations` in their data). */
function usePageTranslations(): Translations {
  const merged: Translations = {};
  for (const match of useMatches()) {
    const data = match.data as {translations?: Translations} | undefined;
    if (data?.translations) Object.assign(merged, data.translations);
  }
  return merged;
}

// One weight (50 KB): bold text is synthesised rather than costing a second download on slow phones.
const DEVANAGARI_FONT_CSS =
  `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-weight:400;font-display:swap;src:url(${devanagariRegular}) format('woff2')}` +
  "html:lang(hi){font-family:'Noto Sans Devanagari',var(--font-sans)}";

// Other pages show "हिन्दी" in the language switch: a 2 KB subset of just its letters, fetched only where shown.
const LANGUAGE_SWITCH_FONT_CSS = languageSwitchFontCss(languageSwitchDevanagari);

function Document({
  children,
  lang,
  style,
  brandId,
}: {
  children: ReactNode;
  lang: string;
  style: CSSProperties;
  brandId: string;
}) {
  const nonce = useNonce();
  return (
    <html lang={lang} style={style} data-brand={brandId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <link rel="icon" type="image/svg+xml" href={`/brands/${brandId}/favicon.svg`} />
        {lang === 'hi' ? (
          <>
            {/* Only Hindi pages fetch the Devanagari font; preloaded so text does not reflow when it arrives,
                and declared inline so it adds no render-blocking stylesheet. */}
            <link rel="preload" as="font" type="font/woff2" href={devanagariRegular} crossOrigin="anonymous" />
            <style nonce={nonce} dangerouslySetInnerHTML={{__html: DEVANAGARI_FONT_CSS}} />
          </>
        ) : (
          <style nonce={nonce} dangerouslySetInnerHTML={{__html: LANGUAGE_SWITCH_FONT_CSS}} />
        )}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({children}: {children?: ReactNode}) {
  const data = useRootData();
  const brand = brands[data?.brandId ?? DEFAULT_BRAND_ID];
  const lang = data?.locale.lang ?? 'en';
  const translations = usePageTranslations();
  const namespaces = Object.keys(translations).sort().join(',');
  const createI18n = useContext(I18nFactoryContext);
  if (!createI18n) throw new Error('The entry must provide I18nFactoryContext');
  // A new instance only when the language or the set of namespaces on the page changes
  // (`translations` is a new object on every navigation, with the same strings).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const i18n = useMemo(() => createI18n(lang, translations), [createI18n, lang, namespaces]);
  const BrandLayout = brandLayouts[brand.id];

  return (
    <Document lang={lang} style={themeStyle(brand.theme)} brandId={brand.id}>
      <I18nextProvider i18n={i18n}>
        {data ? (
          <ShopifyProvider {...data.storefrontConfig} countryIsoCode="IN" languageIsoCode={data.locale.language}>
            <DeferredAnalytics
              cart={data.cart}
              shop={data.shop}
              consent={data.consent}
              canTrack={data.emulated ? () => true : undefined}
            />
            <ToastProvider>
              <CartDrawerProvider>
                <RouteProgress />
                <BrandLayout brand={brand}>{children}</BrandLayout>
              </CartDrawerProvider>
            </ToastProvider>
          </ShopifyProvider>
        ) : (
          children
        )}
      </I18nextProvider>
    </Document>
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
