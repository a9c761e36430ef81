import type {ComponentType} from 'react';
import type {CartSummary} from '~/lib/cart/summary';
import {GumCartExtras} from './gum/screens/GumCartExtras';
import type {BrandId} from './types';

/** What a brand adds above the cart drawer's total (imported by the drawer only, so it loads with it). */
export const cartExtras: Partial<Record<BrandId, ComponentType<{summary: CartSummary}>>> = {
  gum: GumCartExtras,
};
