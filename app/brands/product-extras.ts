import type {ComponentType} from 'react';
import {brandChunks} from './lazy';
import {ProductGuide} from './gum/ProductGuide';
import type {BrandId} from './types';

/**
 * What a brand adds under every product's description (Quitbee: the chew–pause–chew guide and dosage).
 * In the browser it comes from a chunk of its own (render it within `<Suspense>`), so other brands'
 * product pages do not download it.
 */
export const brandProductExtras: Record<BrandId, ComponentType | null> = import.meta.env.SSR
  ? {groom: null, gum: ProductGuide}
  : brandChunks({groom: null, gum: () => import('./gum/ProductGuide').then((module) => module.ProductGuide)});
