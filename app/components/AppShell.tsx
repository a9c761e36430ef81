import {Links, Meta, Scripts, ScrollRestoration, useMatches} from '@remix-run/react';
import type {ComponentType, CSSProperties, ReactNode} from 'react';
import devanagariRegular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import type {BrandLayoutProps} from '~/brands/types';
import {DeferredAnalytics} from '~/components/analytics/DeferredAnalytics';
import {AssetCache} from '~/components/AssetCache';
import {CartLinkLanding} from '~/components/CartLinkLanding';
import {RouteTracker} from '~/components/analytics/RouteTracker';
import {ConsentBanner} from '~/components/ConsentBanner';
import {DocumentStyles} from '~/components/DocumentStyles';
import {CartDrawerProvider} from '~/components/cart/CartDrawerProvider';
import {RouteProgress} from '~/components/RouteProgress';
import {ToastProvider} from '~/components/Toasts';
import {useNonce} from '~/hooks/use-nonce';
import {personalPath, useLoadPersonal, usePersonal} from '~/hooks/use-personal';
import {useRootData} from '~/hooks/use-root-data';
import {I18nextProvider} from 'react-i18next';
import type {i18n as I18n} from 'i18next';
import {addPageTranslations, pageI18n, type PageTranslations} from '~/lib/i18n/i18n';
import type {CartSummary} from '~/lib/cart/summary';
import type {Loadable} from '~/lib/ui/loadable';
import {consentAskScript} from '~/lib/analytics/consent';
import {personalEarlyFetchScript} from '~/lib/ui/personal-store';
import {themeStyle} from '~/lib/ui/theme';

/**
 * The translation files the current routes' documents named (`translations` in their loaders' data),
 * after adding to `i18n` the strings their in-app data requests carried themselves.
 */
function usePageTranslations(i18n: I18n, lang: string): readonly string[] {
  const files: string[] = [];
  for (const match of useMatches()) {
    const sent = (match.data as {translations?: PageTranslations} | undefined)?.translations;
    if (typeof sent === 'string') addPageTranslations(i18n, lang, sent);
    else if (sent) files.push(...sent);
  }
  return files;
}

function Document({
  children,
  lang,
  style,
  brandId,
  personalDataPath,
  translationFiles,
  modulePreloads,
}: {
  children: ReactNode;
  lang: string;
  style?: CSSProperties;
  brandId?: string;
  /** the personal route, asked from the head so its answer is there when the page comes alive (and the consent banner's first say) */
  personalDataPath?: string;
  /** read by entry.client.tsx before the page comes alive; fetched at once, beside the scripts */
  translationFiles: readonly string[];
  /** chunks the page renders beyond its routes' (the brand's header menu), fetched beside the scripts */
  modulePreloads: readonly string[];
}) {
  const nonce = useNonce();
  return (
    // consentAskScript marks the document before React hydrates it: that attribute is meant to differ.
    <html lang={lang} style={style} data-brand={brandId} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <DocumentStyles />
        {personalDataPath && (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{__html: `${consentAskScript}${personalEarlyFetchScript(personalDataPath)}`}}
          />
        )}
        {brandId && <link rel="icon" type="image/svg+xml" href={`/brands/${brandId}/favicon.svg`} />}
        {/* Hindi pages fetch the Devanagari font (declared in app.css) at once, so that it is there for the first paint. */}
        {lang === 'hi' && (
          <link rel="preload" as="font" type="font/woff2" href={devanagariRegular} crossOrigin="anonymous" />
        )}
        {translationFiles.map((href) => (
          <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" data-translations="" />
        ))}
        {modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
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

/**
 * The document every page renders in: head, fonts, the i18n provider, analytics, toasts, the cart
 * drawer and the brand's layout. Kept out of root.tsx so it ships in the client's shell chunk. The
 * root hands it the brand's screens (app/brands/screens.ts): shared components never import them.
 */
export function AppShell({
  children,
  BrandLayout,
  CartExtras,
}: {
  children?: ReactNode;
  /** the brand's layout; without one (the root's loader failed) the page renders bare */
  BrandLayout?: ComponentType<BrandLayoutProps>;
  /** what the brand shows above the cart drawer's total */
  CartExtras?: Loadable<{summary: CartSummary}> | null;
}) {
  const data = useRootData();
  useLoadPersonal(data?.locale);
  const cart = usePersonal()?.cart ?? null;
  const lang = data?.locale.lang ?? 'en';
  const i18n = pageI18n();
  const translationFiles = usePageTranslations(i18n, lang);
  // Without the root's data (its loader failed) the page has no brand: the stylesheet's neutral colours.
  const brand = data?.brand;

  return (
    <Document
      lang={lang}
      style={brand && themeStyle(brand.theme)}
      brandId={brand?.id}
      personalDataPath={data && personalPath(data.locale)}
      translationFiles={translationFiles}
      modulePreloads={data?.layoutScreenChunks ?? []}
    >
      <I18nextProvider i18n={i18n} defaultNS="common">
        {data && brand && BrandLayout ? (
          <>
            <DeferredAnalytics
              cart={cart}
              shop={data.shop}
              consent={data.consent}
              canTrack={data.emulated ? () => true : undefined}
            />
            <ToastProvider>
              <CartDrawerProvider CartExtras={CartExtras}>
                <CartLinkLanding />
                <BrandLayout brand={brand}>
                  {/* In the main landmark with the page it stands for (fixed to the top of the screen all the same). */}
                  <RouteProgress />
                  {children}
                </BrandLayout>
                <ConsentBanner />
                <RouteTracker />
                <AssetCache />
              </CartDrawerProvider>
            </ToastProvider>
          </>
        ) : (
          children
        )}
      </I18nextProvider>
    </Document>
  );
}
