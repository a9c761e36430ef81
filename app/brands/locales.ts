import type {BrandId, BrandLocale} from './types';

/**
 * Each brand's languages, apart from the rest of its config: the browser needs every brand's
 * prefixes and labels (path parsing, the language switch's font), but only its own brand's config,
 * which comes with the root loader's data.
 */
export const BRAND_LOCALES = {
  groom: [{language: 'EN', lang: 'en', pathPrefix: '', label: 'English'}],
  gum: [
    {language: 'EN', lang: 'en', pathPrefix: '', label: 'English'},
    {language: 'HI', lang: 'hi', pathPrefix: 'hi', label: 'हिन्दी'},
  ],
} as const satisfies Record<BrandId, readonly BrandLocale[]>;
