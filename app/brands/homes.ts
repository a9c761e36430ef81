import type {ComponentType} from 'react';
import {GroomHome} from './groom/GroomHome';
import {groomHomePlan} from './groom/home';
import {GumHome} from './gum/GumHome';
import {brandChunks} from './lazy';
import type {BrandHomePlan, BrandHomeProps, BrandId} from './types';

/**
 * Each brand's front page body; the route loads the products and the strings it names. In the browser
 * each comes from a chunk of its own (render it within `<Suspense>`): a visitor of one brand does not
 * download the other's home.
 */
export const brandHomes = (
  import.meta.env.SSR
    ? {groom: GroomHome, gum: GumHome}
    : brandChunks<BrandHomeProps>({
        groom: () => import('./groom/GroomHome').then((module) => module.GroomHome),
        gum: () => import('./gum/GumHome').then((module) => module.GumHome),
      })
) as Record<BrandId, ComponentType<BrandHomeProps>>;

/** What each brand's home streams in besides its home collection (gum: nothing). */
export const brandHomePlans: Record<BrandId, BrandHomePlan> = {
  groom: groomHomePlan,
  gum: {},
};
