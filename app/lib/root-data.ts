import type {CartReturn, ShopAnalytics} from '@shopify/hydrogen';
import type {CountryCode, LanguageCode} from '@shopify/hydrogen/storefront-api-types';
import type {BrandLocale, PageBrand} from '~/brands/types';
import type {AnalyticsDestinations} from '~/lib/analytics/setup.server';
import type {AssetCacheSetup} from '~/lib/asset-cache/service-worker-setup.server';
import type {Consent, ConsentSource} from '~/lib/analytics/consent';
import type {CartLinkNotice} from '~/lib/cart/cart-link';
import type {QuickCheckoutWidget} from '~/lib/cart/checkout';
import type {PageTranslations} from '~/lib/i18n/i18n';
import type {AnnouncementBarData} from '~/lib/content/merchandising';
import type {PageMenu} from '~/lib/navigation/menu';
import type {HeaderQuery} from 'storefrontapi.generated';

/**
 * What the root loader gives every page. Declared here, below the layers that read it,
 * so components, hooks and lib need not import `root.tsx` (its loader `satisfies` it).
 * Promises are streamed: awaited with `<Await>` where shown. Nothing in it is personal: the
 * edge may share the page with every shopper of its URL (page-cache.ts); see PersonalData.
 */
export interface RootData {
  /** the brand's config without what only loaders read: the browser gets its own brand's, not every brand's */
  brand: PageBrand;
  locale: BrandLocale;
  /** origin of the site's absolute URLs (canonical links, hreflang, structured data); never a forged Host header */
  siteOrigin: string;
  translations: PageTranslations;
  /** the chunks of the brand's layout screens (its header menu), preloaded in the head of every page */
  layoutScreenChunks: string[];
  /** from the server, so a browser in another time zone renders the same year */
  year: number;
  /** critical: the header renders from it (empty when the store is unreachable) */
  header: {shop: HeaderQuery['shop'] | null; menu: PageMenu | null; secondaryMenu: PageMenu | null};
  /** the footer's menu, null when the store could not be asked */
  footer: {menu: PageMenu | null} | null;
  /** the announcement bar's messages from the shop's metaobjects, with their windows */
  announcement: AnnouncementBarData;
  /** null on the stand-in, which has no Shopify analytics */
  shop: Promise<ShopAnalytics | null> | null;
  consent: {
    checkoutDomain: string;
    storefrontAccessToken: string;
    withPrivacyBanner: boolean;
    country: CountryCode;
    language: LanguageCode;
  };
  /** the Storefront API's origin (the store, or the stand-in) */
  storeOrigin: string;
  emulated: boolean;
  quickCheckout: QuickCheckoutWidget | null;
  /** the phone-login provider's script, loaded on demand; null where it is not set up */
  loginProvider: {scriptUrl: string; merchantId: string} | null;
  /** the service worker: registered at idle, or removed (kill switch) */
  assetCache: AssetCacheSetup;
  analytics: {
    destinations: AnalyticsDestinations;
  };
}

/**
 * What is the shopper's own, from the personal route (`/api/personal`, never cached) once the page
 * has loaded, and again after every form post: undefined until then, so pages reserve its space.
 */
export interface PersonalData {
  cart: CartReturn | null;
  /** from the session alone: a customer access token that has not expired */
  loggedIn: boolean;
  /** the shopper's choice (cookie) or their browser's privacy signal; null: not asked yet (the banner shows) */
  consent: {consent: Consent; source: ConsentSource} | null;
  /** set once, on the page a form or hosted login came back to: the customer-logged-in event */
  loggedInWith: string | null;
  /** set once, on the page a discount link or cart permalink led to: open the cart, tell how the code fared */
  cartLink: CartLinkNotice | null;
}

/** Whether there is anything only the personal route can tell: a cart with lines, a login, a notice. */
export function hasPersonalData({cart, loggedIn, loggedInWith, cartLink}: PersonalData): boolean {
  return Boolean((cart && cart.totalQuantity > 0) || loggedIn || loggedInWith || cartLink);
}

/** The personal data of a shopper with no cart, no login and no notice: the page knows it without asking. */
export function anonymousPersonalData(consent: PersonalData['consent']): PersonalData {
  return {cart: null, loggedIn: false, consent, loggedInWith: null, cartLink: null};
}

/** The root route's data among a route's `matches` (in `meta` functions, which cannot use hooks). */
export function rootDataOf(matches: ReadonlyArray<{id: string; data?: unknown}>): RootData | undefined {
  return matches.find((match) => match.id === 'root')?.data as RootData | undefined;
}
