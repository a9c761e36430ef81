import {SERVER_ONLY_BRAND_SETTINGS, type BrandConfig, type BrandId, type PageBrand} from '~/brands/types';

const pageBrands = new Map<BrandId, PageBrand>();

/**
 * The brand's config without what only loaders read: it is in every page's data, so each setting
 * in it weighs on every page. Made once per brand for the worker's life.
 */
export function pageBrandOf(brand: BrandConfig): PageBrand {
  let page = pageBrands.get(brand.id);
  if (!page) {
    const settings: Partial<BrandConfig> = {...brand};
    for (const setting of SERVER_ONLY_BRAND_SETTINGS) delete settings[setting];
    page = settings as PageBrand;
    pageBrands.set(brand.id, page);
  }
  return page;
}
