import type {BrandConfig} from '../types';

export const groomBrand: BrandConfig = {
  id: 'groom',
  name: 'Kestrel Men',
  logo: {src: '/brands/groom/logo.svg', width: 176, height: 32},
  locales: [{language: 'EN', lang: 'en', pathPrefix: '', label: 'English'}],
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
  menus: {header: 'main-menu', footer: 'footer', mobile: 'mobile-menu', mobileSecondary: 'mobile-secondary'},
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
  homeNamespaces: ['groom-home'],
  productNamespaces: [],
  social: [
    {label: 'Instagram', href: 'https://instagram.com/kestrelmen.example'},
    {label: 'YouTube', href: 'https://youtube.com/@kestrelmen.example'},
    {label: 'Facebook', href: 'https://facebook.com/kestrelmen.example'},
  ],
  features: {
    searchOverlay: true,
    megaMenu: true,
    hidingHeader: true,
  },
  darkThemeProductHandles: [
    'full-body-trimmer-copy',
    'full-body-trimmer-for-men',
    'full-body-trimmer-spl-edition',
    'headshaver-pro-copy',
    'landscaper-pubic-hair-trimmer-for-men',
    'landscaper-2-0-groin-trimmer-copy',
  ],
};
