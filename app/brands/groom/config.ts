// Named as brands/gum/config.ts: every brand folder has its config.ts (app/brands/index.ts lists them).
import {BRAND_LOCALES} from '../locales';
import type {BrandConfig} from '../types';
import {groomHomeSections} from './home-plan';

export const groomBrand: BrandConfig = {
  id: 'groom',
  name: 'Kestrel Men',
  logo: {src: '/brands/groom/logo.svg', width: 176, height: 32},
  locales: BRAND_LOCALES.groom,
  theme: {
    colors: {
      background: '255 255 255',
      foreground: '17 24 39',
      muted: '71 85 105',
      primary: '17 24 39',
      primaryForeground: '255 255 255',
      accent: '217 119 6',
      announcementBackground: '17 24 39',
      announcementForeground: '255 255 255',
      footerBackground: '243 244 246',
      footerForeground: '17 24 39',
    },
    fontFamily: 'ui-sans-serif, system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
  menus: {header: 'main-menu', footer: 'footer'},
  slideInMenu: {
    menu: 'mobile-menu',
    secondaryMenu: 'mobile-secondary',
    screens: 'narrow',
    giftBundlesIn: '/collections/gifting-kits',
  },
  homeCollection: 'best-seller',
  bestSellersCollection: 'best-seller',
  trendingSearches: [
    {query: 'trimmer for men'},
    {query: 'razors for men'},
    {query: 'perfume for men'},
    {query: 'personalisation'},
    {query: 'gifting', desktopOnly: true},
  ],
  copyNamespace: 'groom',
  homeSections: groomHomeSections,
  homeNamespaces: ['groom-home'],
  productNamespaces: [],
  orderTracking: {url: 'https://track.shipfast.example/track', merchantId: 'KESTREL-4471'},
  social: [
    {label: 'Instagram', href: 'https://instagram.com/kestrelmen.example'},
    {label: 'YouTube', href: 'https://youtube.com/@kestrelmen.example'},
    {label: 'Facebook', href: 'https://facebook.com/kestrelmen.example'},
  ],
  cart: {freeShippingThreshold: 299},
  quickCheckout: {scriptUrl: 'https://widget.swiftpay.example/v2/kestrel-men.js', trigger: 'openQuickCheckout'},
  darkThemeProductHandles: [
    'full-body-trimmer-copy',
    'full-body-trimmer-for-men',
    'full-body-trimmer-spl-edition',
    'headshaver-pro-copy',
    'landscaper-pubic-hair-trimmer-for-men',
    'landscaper-2-0-groin-trimmer-copy',
  ],
  faqPageHandles: [],
};
