import type {BrandSeed} from './types';
import {groomSeed} from './groom';
import {gumSeed} from './gum';

export const seeds = {groom: groomSeed, gum: gumSeed} satisfies Record<'groom' | 'gum', BrandSeed>;

export type SeedBrandId = keyof typeof seeds;
