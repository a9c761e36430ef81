import type {ComponentType, ReactNode} from 'react';
import {GroomLayout} from './groom/Layout';
import {GumLayout} from './gum/Layout';
import type {BrandConfig, BrandId} from './types';

export interface BrandLayoutProps {
  brand: BrandConfig;
  children?: ReactNode;
}

/** Each brand composes the shared shell its own way. */
export const brandLayouts: Record<BrandId, ComponentType<BrandLayoutProps>> = {
  groom: GroomLayout,
  gum: GumLayout,
};
