import type {LanguageCode} from '@shopify/hydrogen/storefront-api-types';
import type {ReactNode} from 'react';

export const BRAND_IDS = ['groom', 'gum'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/** A language a brand's store is offered in; the default one has no path prefix. */
export interface BrandLocale {
  /** Storefront API language for @inContext */
  language: Extract<LanguageCode, 'EN' | 'HI'>;
  /** i18next language and <html lang> */
  lang: 'en' | 'hi';
  /** first path segment, '' for the brand's default language */
  pathPrefix: '' | 'hi';
  /** label in the language switch, in its own language */
  label: string;
}

export interface BrandTheme {
  /** space-separated RGB channels so Tailwind can add alpha: "17 24 39" */
  colors: {
    background: string;
    foreground: string;
    muted: string;
    primary: string;
    primaryForeground: string;
    accent: string;
    announcementBackground: string;
    announcementForeground: string;
    footerBackground: string;
    footerForeground: string;
  };
  fontFamily: string;
}

/**
 * The slide-in menu: the entries of the Shopify menu `menu` (an entry with children opens a
 * submenu over them) and the links of `secondaryMenu` below them.
 */
export interface SlideInMenuConfig {
  menu: string;
  secondaryMenu?: string;
  /**
   * `narrow`: a hamburger under 1024 px opens it, in place of the header's links (which show from
   * 1024 px). `all`: a "Menu" button beside the header's links opens it at every width; under
   * 768 px the links are only in the menu.
   */
  screens: 'narrow' | 'all';
  /**
   * Path of the entry (e.g. "/collections/gifting-kits") whose submenu also lists every gift
   * bundle (`gift_bundle` metaobjects), so a new bundle needs no menu edit.
   */
  giftBundlesIn?: string;
}

export interface BrandConfig {
  id: BrandId;
  /** fictional brand name shown to shoppers */
  name: string;
  logo: {src: string; width: number; height: number};
  /** first entry is the default language */
  locales: readonly BrandLocale[];
  theme: BrandTheme;
  /** Shopify menu handles the shell renders; `secondary` is a second header row. */
  menus: {header: string; footer: string; secondary?: string};
  /** a menu that slides in from the side, over the page */
  slideInMenu?: SlideInMenuConfig;
  /** collection whose products the home page lists */
  homeCollection: string;
  /** collection of best sellers (search overlay's empty state, empty search results) */
  bestSellersCollection: string;
  /** suggestions offered before the shopper types, and when a search finds nothing */
  trendingSearches: ReadonlyArray<{query: string; desktopOnly?: boolean}>;
  /** i18next namespace holding this brand's copy for every page (announcement, footer notes) */
  copyNamespace: BrandId;
  /** the sections of the home page: which it can show, and which it shows by default */
  homeSections: BrandHomeSections;
  /** further namespaces the home page renders */
  homeNamespaces: readonly string[];
  /** further namespaces product pages render (brand extras under the description) */
  productNamespaces: readonly string[];
  social: ReadonlyArray<{label: string; href: string}>;
  /** the courier's tracking page; the merchant id tells it which shop's orders to look up */
  orderTracking?: {url: string; merchantId: string};
  /** customer care details shown on the contact page (brands that have one in config) */
  contact?: {phone: string; email: string; address: Record<BrandLocale['lang'], string>};
  cart: {
    /** subtotal in rupees that ships free; the drawer shows the progress toward it */
    freeShippingThreshold?: number;
    /**
     * The shopper must tick "Are you above 18+?" before checkout; the answer is saved
     * on the cart under this attribute key, so it reaches the order.
     */
    ageConfirmationAttribute?: string;
    /** the drawer lists the subtotal, before coupons, above the estimated total */
    subtotalLine?: boolean;
  };
  /**
   * The third-party quick-checkout widget: a script that defines the global function
   * `trigger`, called with the cart id. Without it, checkout goes to the cart's checkoutUrl.
   */
  quickCheckout?: {scriptUrl: string; trigger: string};
  account?: {
    /**
     * The subscriptions app's customer portal, where a shopper on legacy customer accounts (whose
     * Storefront API has no subscription contracts) manages their subscriptions; the account page links to it.
     */
    subscriptionsManageUrl?: string;
  };
  /** gum spec §4: page views of non-product pages wait for the phone-login provider's ready flag */
  pageViewsWaitForLoginProvider?: boolean;
  /** product handles rendered with the dark theme and dark footer */
  darkThemeProductHandles: readonly string[];
  /** content pages written as questions (headings) and answers: marked up as an FAQPage for search engines */
  faqPageHandles: readonly string[];
  /** the quit-plan page (/quit-plan): a brand without it answers that path with a 404 */
  quitPlan?: QuitPlanSettings;
}

/** What only loaders read: the menus' and namespaces' handles, the home's sections, the quit plan's figures. */
export const SERVER_ONLY_BRAND_SETTINGS = [
  'menus',
  'homeSections',
  'homeNamespaces',
  'productNamespaces',
  'faqPageHandles',
  'quitPlan',
] as const satisfies ReadonlyArray<keyof BrandConfig>;
export type ServerOnlyBrandSetting = (typeof SERVER_ONLY_BRAND_SETTINGS)[number];

/** The brand's config as its pages carry it to the browser, in every page's data. */
export type PageBrand = Omit<BrandConfig, ServerOnlyBrandSetting>;

/**
 * A nicotine-replacement quit plan: the brand's own dosage figures (from its copy; nothing else is
 * stated as medical fact) and where its gums are. Pieces are per day; a month of the plan is 30 days.
 */
export interface QuitPlanSettings {
  /** the collection whose products (those sold in packs of pieces) the plan is made from */
  collection: string;
  /** the option names, in each language as the shop translates them, of pack size ("30 Pieces") and strength */
  optionNames: {packSize: readonly string[]; strength: readonly string[]};
  dosage: {
    /** the range of pieces a day to start with, for the gum the figures are for */
    start: {min: number; max: number};
    strengthMg: number;
    /** never more than this many pieces in a day */
    dailyMax: number;
    /** months at the starting amount before cutting down */
    taperAfterMonths: number;
    /** pieces a day the taper ends at */
    taperTo: {min: number; max: number};
    /** the whole course takes at most this many months */
    courseMonths: number;
    /** use beyond this many months needs a doctor's advice */
    doctorAfterMonths: number;
    minAge: number;
    maxChewMinutes: number;
    acidicDrinksMinutes: number;
  };
}

/** What a brand's layout (brands/<brand>/Layout.tsx) receives from the root. */
export interface BrandLayoutProps {
  brand: PageBrand;
  children?: ReactNode;
}

/**
 * Every section a brand's home can show, below its hero. A brand's config lists its own; a merchandiser
 * picks among them with `home_section` metaobjects (app/lib/content/metaobject-definitions.ts).
 */
export const HOME_SECTION_KEYS = [
  'categories',
  'products',
  'new_arrivals',
  'gifting',
  'claims',
  'offers',
  'testimonials',
  'doctors',
  'faq',
] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

/** A section of the home, and for a section of products the collection it lists (null: the brand's default). */
export interface HomeSectionEntry {
  section: HomeSectionKey;
  collection: string | null;
}

export interface BrandHomeSections {
  /** the sections this brand's home can draw */
  available: readonly HomeSectionKey[];
  /** what the home shows when the shop has no `home_section` entries; also each section's default collection */
  default: readonly HomeSectionEntry[];
}
