// Named as brands/groom/config.ts: every brand folder has its config.ts (app/brands/index.ts lists them).
import {BRAND_LOCALES} from '../locales';
import {
  AVOID_ACIDIC_DRINKS_MINUTES,
  DOCTOR_ADVICE_AFTER_MONTHS,
  DOSAGE_2MG,
  MAX_CHEW_MINUTES,
  MAX_TOTAL_MONTHS,
  MINIMUM_AGE,
  TAPER_AFTER_MONTHS,
  TAPER_PIECES_PER_DAY,
} from './constants';
import type {BrandConfig} from '../types';

export const gumBrand: BrandConfig = {
  id: 'gum',
  name: 'Quitbee',
  logo: {src: '/brands/gum/logo.svg', width: 120, height: 32},
  locales: BRAND_LOCALES.gum,
  theme: {
    colors: {
      background: '255 255 255',
      foreground: '20 33 29',
      muted: '82 103 96',
      primary: '4 120 87',
      primaryForeground: '255 255 255',
      accent: '250 204 21',
      announcementBackground: '6 78 59',
      announcementForeground: '236 253 245',
      footerBackground: '6 78 59',
      footerForeground: '236 253 245',
    },
    fontFamily: 'ui-sans-serif, system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
  menus: {header: 'main-menu', footer: 'footer', secondary: 'nav'},
  // Shop, Learn and Science with what each leads to, and the topics; a phone has room for none of them in the header.
  slideInMenu: {menu: 'main-menu', secondaryMenu: 'nav', screens: 'all'},
  homeCollection: 'nicotine-gums',
  bestSellersCollection: 'best-sellers',
  trendingSearches: [{query: 'mint'}, {query: 'paan'}, {query: '4 mg'}, {query: 'sleep'}],
  copyNamespace: 'gum',
  // Tiles show once the shop has `category_tile` entries and a `home_section` names them (docs/merchandising.md).
  homeSections: {
    available: ['categories', 'claims', 'offers', 'products', 'testimonials', 'doctors', 'faq'],
    default: [
      {section: 'claims', collection: null},
      {section: 'offers', collection: null},
      {section: 'products', collection: null},
      {section: 'testimonials', collection: null},
      {section: 'doctors', collection: null},
      {section: 'faq', collection: null},
    ],
  },
  homeNamespaces: ['gum-home'],
  productNamespaces: ['gum-product'],
  contact: {
    phone: '+91 124 400 7788',
    email: 'care@quitbee.example',
    address: {
      en: 'Quitbee Wellness Private Limited, Unit 502, Tower B, Sunrise Business Park, Sector 48, Sohna Road, Gurugram, Haryana 122018',
      hi: 'क्विटबी वेलनेस प्राइवेट लिमिटेड, यूनिट 502, टावर बी, सनराइज़ बिज़नेस पार्क, सेक्टर 48, सोहना रोड, गुरुग्राम, हरियाणा 122018',
    },
  },
  social: [
    {label: 'Instagram', href: 'https://instagram.com/quitbee.example'},
    {label: 'YouTube', href: 'https://youtube.com/@quitbee.example'},
  ],
  // Gum spec section 2: the drawer shows a subtotal.
  cart: {ageConfirmationAttribute: 'age_confirmed_18_plus', subtotalLine: true},
  // The subscriptions app's portal, through Shopify's app proxy on the shop's own domain.
  account: {subscriptionsManageUrl: 'https://quitbee.myshopify.com/apps/subscriptions'},
  quickCheckout: {scriptUrl: 'https://widget.swiftpay.example/v2/quitbee.js', trigger: 'openQuickCheckout'},
  pageViewsWaitForLoginProvider: true,
  darkThemeProductHandles: [],
  faqPageHandles: ['faq'],
  quitPlan: {
    collection: 'nicotine-gums',
    optionNames: {packSize: ['Pack Size', 'पैक साइज़'], strength: ['Strength', 'निकोटीन क्षमता']},
    dosage: {
      start: {min: DOSAGE_2MG.minPiecesPerDay, max: DOSAGE_2MG.maxPiecesPerDay},
      strengthMg: DOSAGE_2MG.strengthMg,
      dailyMax: DOSAGE_2MG.absoluteMaxPerDay,
      taperAfterMonths: TAPER_AFTER_MONTHS,
      taperTo: TAPER_PIECES_PER_DAY,
      courseMonths: MAX_TOTAL_MONTHS,
      doctorAfterMonths: DOCTOR_ADVICE_AFTER_MONTHS,
      minAge: MINIMUM_AGE,
      maxChewMinutes: MAX_CHEW_MINUTES,
      acidicDrinksMinutes: AVOID_ACIDIC_DRINKS_MINUTES,
    },
  },
};
