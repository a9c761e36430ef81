import {describe, expect, it} from 'vitest';
import {brands, SERVER_ONLY_BRAND_SETTINGS} from '~/brands';
import {pageBrandOf} from '~/lib/routing/page-brand';

const serverOnly: readonly string[] = SERVER_ONLY_BRAND_SETTINGS;

describe('the brand as a page carries it', () => {
  it('leaves out what only loaders read, and keeps every other setting as it is', () => {
    for (const brand of Object.values(brands)) {
      const page = pageBrandOf(brand);
      for (const setting of SERVER_ONLY_BRAND_SETTINGS) expect(page).not.toHaveProperty(setting);
      expect(page).toEqual(Object.fromEntries(Object.entries(brand).filter(([key]) => !serverOnly.includes(key))));
    }
    expect(JSON.stringify(pageBrandOf(brands.gum))).not.toContain('dailyMax');
  });

  it('leaves the brand’s own config whole for the loaders', () => {
    pageBrandOf(brands.gum);
    expect(brands.gum.quitPlan?.dosage.dailyMax).toBeGreaterThan(0);
    expect(brands.gum.homeSections.default.length).toBeGreaterThan(0);
  });
});
