import type {ComponentType} from 'react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {GroomHome} from './groom/GroomHome';
import {GumHome} from './gum/GumHome';
import type {BrandId} from './types';

/** Each brand's front page body; the route loads the products and the strings it names. */
export const brandHomes: Record<BrandId, ComponentType<{products: ProductCardFragment[]}>> = {
  groom: GroomHome,
  gum: GumHome,
};
