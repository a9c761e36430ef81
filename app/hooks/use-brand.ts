import {brands, DEFAULT_BRAND_ID, type BrandConfig} from '~/brands';
import {useRootData} from '~/hooks/use-root-data';

/** The brand this page is rendered for. */
export function useBrand(): BrandConfig {
  return brands[useRootData()?.brandId ?? DEFAULT_BRAND_ID];
}
