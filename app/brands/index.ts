import {groomBrand} from './groom/config';
import {gumBrand} from './gum/config';
import type {BrandConfig, BrandId} from './types';

export const brands: Record<BrandId, BrandConfig> = {
  groom: groomBrand,
  gum: gumBrand,
};

export * from './types';
