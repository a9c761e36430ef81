import type {ComponentType} from 'react';
import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';
import type {GiftBundleCardFragment, ProductCardFragment} from 'storefrontapi.generated';
import {GroomHome} from './groom/GroomHome';
import {groomHomePlan} from './groom/home';
import {GumHome} from './gum/GumHome';
import type {BrandId} from './types';

/**
 * The sections of a brand's home page that the loader streams in below the fold
 * (deferred: they never hold up the first byte). A brand's plan names the ones it shows.
 */
export interface BrandHomePlan {
  /** a collection's first products, newest first (the collection's own order) */
  newArrivals?: {collection: string; first: number};
  /** a gifting collection's first products and the gift bundles (`gift_bundle` metaobjects) */
  gifting?: {collection: string; first: number; bundles: number};
}

export interface HomeGifting {
  kits: ProductCardFragment[];
  bundles: GiftBundleCardFragment[];
  /** the shop's currency in the page's context: bundle prices are plain decimals */
  currencyCode: CurrencyCode;
}

/**
 * Streamed sections: null when the brand's plan leaves one out; a promise that resolves to
 * null when its query failed (the failure is logged and the section is not shown).
 */
export interface HomeSections {
  newArrivals: Promise<ProductCardFragment[] | null> | null;
  gifting: Promise<HomeGifting | null> | null;
}

export interface BrandHomeProps {
  /** the brand's home collection (critical, awaited) */
  products: ProductCardFragment[];
  sections: HomeSections;
}

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
