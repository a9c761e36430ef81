import {brands, type BrandConfig} from '~/brands';
import {useRootLoaderData} from '~/root';

/** The brand this page is rendered for. */
export function useBrand(): BrandConfig {
  return brands[useRootLoaderData()?.brandId ?? 'groom'];
}
