import type {ComponentType} from 'react';
import {GroomHome} from './groom/screens/GroomHome';
import {groomHomePlan} from './groom/home-plan';
import {GumHome} from './gum/screens/GumHome';
import type {BrandHomePlan, BrandHomeProps, BrandId} from './types';

/** Each brand's front page body; the route loads the products and the strings it names. */
export const brandHomes: Record<BrandId, ComponentType<BrandHomeProps>> = {
  groom: GroomHome,
  gum: GumHome,
};

/** What each brand's home streams in besides its home collection (gum: nothing). */
export const brandHomePlans: Record<BrandId, BrandHomePlan> = {
  groom: groomHomePlan,
  gum: {},
};
