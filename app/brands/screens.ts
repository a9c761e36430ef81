import type {ComponentType} from 'react';
import {GroomLayout} from './groom/screens/GroomLayout';
import {GumLayout} from './gum/screens/GumLayout';
import type {BrandId, BrandLayoutProps} from './types';

/** Each brand composes the shared shell its own way. */
export const brandLayouts: Record<BrandId, ComponentType<BrandLayoutProps>> = {
  groom: GroomLayout,
  gum: GumLayout,
};
