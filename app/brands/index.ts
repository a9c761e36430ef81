import {groomBrand} from './groom/config';
import {gumBrand} from './gum/config';
import type {BrandConfig, BrandId} from './types';

export const brands: Record<BrandId, BrandConfig> = {
  groom: groomBrand,
  gum: gumBrand,
};

/** The brand a request gets when neither its host, a `?brand=` nor a cookie names one. */
export const DEFAULT_BRAND_ID: BrandId = 'groom';

export * from './types';
