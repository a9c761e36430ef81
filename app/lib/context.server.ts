import {createHydrogenContext} from '@shopify/hydrogen';
import type {BrandConfig, BrandLocale} from '~/brands';
import {
  getBrandConfig,
  resolveBrand,
  siteOriginFor,
  ownHostsOf,
  BRAND_COOKIE,
  BRAND_QUERY_PARAM,
} from '~/lib/routing/brand-resolution';
import {resolveLocale} from '~/lib/i18n/locale';
import {cartCookie, cartIdFromCookie, readCookie} from '~/lib/cart/cookie';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~/graphql/cart';
import {quickCheckoutWidget} from '~/lib/cart/checkout';
import {shopifyCookieHeader} from '~/lib/storefront/shopify-cookies';
import {withOutageHandling} from '~/lib/storefront/storefront-outage';
import {AppSession, sessionCookieName, sessionSecrets} from '~/lib/account/session.server';
import {customerAccountApiAccounts, customerAccountClientOptions} from '~/lib/account/customer-account-api.server';
import {legacyCustomerAccounts} from '~/lib/account/legacy-customer-accounts.server';
import {customerAccountApiSetup} from '~/lib/account/customer-account-setup.server';
import type {CustomerAccounts} from '~/lib/account/customer-accounts';
import {analyticsDestinations} from '~/lib/analytics/setup.server';
import {assetCacheSetup} from '~/lib/asset-cache/service-worker-setup.server';
import {openCacheWithMemory} from '~/lib/storefront/memory-cache.server';
import {loginProviderSetup} from '~/lib/account/login-provider-setup.server';
import {apiVersionsFor} from '~/lib/storefront/api-versions';
import {storefrontCredentials, storeOrigin} from '~/lib/storefront/storefront-credentials.server';
import {sharedPageLifetime} from '~/lib/routing/page-cache';

export interface StorefrontI18n {
  language: BrandLocale['language'];
  country: 'IN';
  pathPrefix: BrandLocale['pathPrefix'];
}

/** The brand a request is for: its host, else ?brand= (remembered), else the brand cookie, else the default. */
export function brandOfRequest(request: Request, env: Pick<Env, 'BRAND_HOSTS' | 'DEFAULT_BRAND'>) {
  const url = new URL(request.url);
  return resolveBrand({
    // The URL's host, not the Host header: mini-oxygen's dev proxy rewrites Host but keeps the URL.
    host: url.host,
    queryBrand: url.searchParams.get(BRAND_QUERY_PARAM),
    cookieBrand: readCookie(request.headers.get('Cookie'), BRAND_COOKIE) ?? null,
    brandHosts: env.BRAND_HOSTS,
    defaultBrand: env.DEFAULT_BRAND,
  });
}

/**
 * Everything a request needs, built once in server.ts: which brand and language
 * it is for, and Hydrogen's storefront client, cart handler and session bound to
 * that brand's store.
 */
export async function createAppLoadContext(request: Request, env: Env, executionContext: ExecutionContext) {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('Cookie');
  const {brand: brandId, source: brandSource, rememberBrand} = brandOfRequest(request, env);
  const brand: BrandConfig = getBrandConfig(brandId);
  const locale = resolveLocale(brand, url.pathname);
  const credentials = storefrontCredentials(env, brandId);
  const storefrontOrigin = storeOrigin(credentials.storeDomain);
  const customerAccountApi = customerAccountApiSetup(env, brandId, {emulated: credentials.emulated, storefrontOrigin});
  const secure = url.protocol === 'https:';

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session] = await Promise.all([
    openCacheWithMemory(caches, `hydrogen-${brandId}`),
    AppSession.init(request, {
      name: sessionCookieName(brandId),
      secrets: sessionSecrets(env.SESSION_SECRET, import.meta.env.PROD),
      secure,
    }),
  ]);

  const i18n: StorefrontI18n = {
    language: locale.language,
    country: 'IN',
    pathPrefix: locale.pathPrefix,
  };

  // Hydrogen forwards the request's cookies to the Storefront API: Shopify's own only (a browser may
  // send 32 KB of others, which the API refuses), and a copy without the body Remix still has to read.
  const shopifyHeaders = new Headers(request.headers);
  const shopifyCookies = shopifyCookieHeader(cookieHeader);
  if (shopifyCookies) shopifyHeaders.set('Cookie', shopifyCookies);
  else shopifyHeaders.delete('Cookie');

  const apiVersions = apiVersionsFor(env, brandId);
  const hydrogenContext = createHydrogenContext({
    env: {
      ...env,
      PUBLIC_STORE_DOMAIN: credentials.storeDomain,
      PUBLIC_STOREFRONT_API_TOKEN: credentials.publicStorefrontToken,
      PRIVATE_STOREFRONT_API_TOKEN: credentials.privateStorefrontToken ?? '',
      PUBLIC_STOREFRONT_ID: credentials.storefrontId ?? '',
      // Empty in legacy mode: Hydrogen's customerAccount client then never calls Shopify.
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: customerAccountApi?.clientId ?? '',
      SHOP_ID: customerAccountApi?.shopId ?? '',
    },
    request: new Request(request.url, {headers: shopifyHeaders}),
    cache,
    waitUntil,
    session,
    i18n,
    storefront: {apiVersion: apiVersions.storefront},
    customerAccount: {...customerAccountClientOptions(locale), apiVersion: apiVersions.customerAccount},
    cart: {
      queryFragment: CART_QUERY_FRAGMENT,
      mutateFragment: CART_MUTATE_FRAGMENT,
      getId: () => cartIdFromCookie(cookieHeader, brandId),
      setId: (cartId: string) => {
        const headers = new Headers();
        headers.append('Set-Cookie', cartCookie(cartId, brandId, secure));
        return headers;
      },
    },
  });

  /** set when a Storefront API call failed for want of the API: server.ts answers 503, not 500 */
  const storefrontOutage = {seen: false};
  withOutageHandling(hydrogenContext.storefront, storefrontOutage);

  const customerAccounts: CustomerAccounts = customerAccountApi
    ? customerAccountApiAccounts({
        customerAccount: hydrogenContext.customerAccount,
        storefront: hydrogenContext.storefront,
        session,
        locale,
        request,
        setup: customerAccountApi,
        outage: storefrontOutage,
      })
    : legacyCustomerAccounts({storefront: hydrogenContext.storefront, session});
  return {
    ...hydrogenContext,
    brand,
    locale,
    storefrontOutage,
    /** brand to remember in the brand cookie (set by server.ts) */
    rememberBrand,
    /**
     * how long the edge may share this page with every shopper of its URL (page-cache.ts); null when it is
     * personal. A shared page renders nothing personal and carries script hashes instead of a nonce.
     */
    sharedPage: sharedPageLifetime(request, brand, brandSource),
    /** a whole document, not an in-app data request (`.data`): its translations travel as files (i18n.server.ts) */
    documentRequest: !url.pathname.endsWith('.data'),
    /** true when this brand's data comes from the local stand-in */
    emulated: credentials.emulated,
    storefrontOrigin,
    /** origin of the site's absolute URLs (the request's only when its host is a known one) */
    siteOrigin: siteOriginFor(url, brandId, env.BRAND_HOSTS),
    /** the hosts that serve this brand: where a link a merchandiser types may lead */
    ownHosts: ownHostsOf(brandId, env.BRAND_HOSTS),
    /**
     * when the page's merchandised content next changes by itself (an announcement's start or end, epoch
     * ms): the edge keeps the page no longer than that (page-cache.ts). Set by the loaders that read it.
     */
    contentSchedule: {nextChangeAt: null as number | null},
    /** the brand's quick-checkout widget (the stand-in plays it when the store is emulated) */
    quickCheckout: quickCheckoutWidget(brand, {emulated: credentials.emulated, storefrontOrigin}),
    /** login, logout and order history, whatever Shopify's customer API is behind them */
    customerAccounts,
    /** Shopify's customer-account origin (or the stand-in's) when the brand is on the Customer Account API */
    customerAccountsOrigin: customerAccountApi?.origin ?? null,
    /**
     * the phone-login provider (the stand-in plays it when the store is emulated); null when not set up,
     * and on the Customer Account API, where nothing it hands over can log a customer in
     */
    loginProvider:
      customerAccounts.mode === 'legacy'
        ? loginProviderSetup(env, brandId, {emulated: credentials.emulated, storefrontOrigin})
        : null,
    /** where analytics go once the shopper consents, by the brand's env */
    analyticsDestinations: analyticsDestinations(env, brandId, {emulated: credentials.emulated, storefrontOrigin}),
    /** the service worker and its asset cache, on unless the kill switch is set */
    assetCache: assetCacheSetup(env, brandId),
    publicStorefrontToken: credentials.publicStorefrontToken,
  };
}

export type AppLoadContext = Awaited<ReturnType<typeof createAppLoadContext>>;
