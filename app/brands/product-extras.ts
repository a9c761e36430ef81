import type {ComponentType} from 'react';
import {ProductGuide} from './gum/screens/ProductGuide';
import type {BrandId} from './types';

/** What a brand adds under every product's description (Quitbee: the chew–pause–chew guide and dosage). */
export const brandProductExtras: Record<BrandId, ComponentType | null> = {
  groom: null,
  gum: ProductGuide,
};
