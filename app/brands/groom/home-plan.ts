import type {BrandHomeSections} from '../types';

/**
 * Kestrel Men's front page as the repository has it, shown wherever the shop's metaobjects say
 * nothing (docs/merchandising.md). The copy is in locales/en/groom-home.json (the brand config's
 * `homeNamespaces` sends it).
 */

/** Category tiles under the hero, in this order; `key` names their copy under `categories.items`. */
export const GROOM_HOME_CATEGORIES = [
  {key: 'razors', collection: 'razors-1'},
  {key: 'trimmers', collection: 'trimmers'},
  {key: 'shaveCare', collection: 'shave-care'},
  {key: 'fragrances', collection: 'fragrances'},
  {key: 'skinCare', collection: 'skin-care'},
  {key: 'giftingKits', collection: 'gifting-kits'},
] as const;

/** The sections under the hero; products are the home collection (the config's `homeCollection`). */
export const groomHomeSections: BrandHomeSections = {
  available: ['categories', 'products', 'new_arrivals', 'gifting'],
  default: [
    {section: 'categories', collection: null},
    {section: 'products', collection: null},
    {section: 'new_arrivals', collection: 'new-arrivals'},
    {section: 'gifting', collection: 'gifting-kits'},
  ],
};
