import type {BrandHomePlan} from '../types';

/**
 * Kestrel Men's front page: which collections feed it. The copy is in
 * locales/en/groom-home.json (the brand config's `homeNamespaces` sends it).
 */

/** Category entries under the hero, in this order; `key` names their copy under `categories.items`. */
export const GROOM_HOME_CATEGORIES = [
  {key: 'razors', collection: 'razors-1'},
  {key: 'trimmers', collection: 'trimmers'},
  {key: 'shaveCare', collection: 'shave-care'},
  {key: 'fragrances', collection: 'fragrances'},
  {key: 'skinCare', collection: 'skin-care'},
  {key: 'giftingKits', collection: 'gifting-kits'},
] as const;

/** The sections the home loader streams in below the best sellers. */
export const groomHomePlan: BrandHomePlan = {
  newArrivals: {collection: 'new-arrivals', first: 8},
  gifting: {collection: 'gifting-kits', first: 4, bundles: 6},
};
