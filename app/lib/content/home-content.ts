import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';
import type {BrandConfig, HomeSectionEntry} from '~/brands/types';
import type {GiftBundleCardFragment, HomeContentQuery, ProductCardFragment} from 'storefrontapi.generated';
import {heroesFrom, homeSectionsFrom, tilesFrom, type CategoryTile, type HomeHero} from './merchandising';

export interface HomeGifting {
  kits: ProductCardFragment[];
  bundles: GiftBundleCardFragment[];
  /** the shop's currency in the page's context: bundle prices are plain decimals */
  currencyCode: CurrencyCode;
}

/**
 * The data of the home's sections of products. The home collection's products are in the first byte;
 * the others stream in (a promise that resolves to null when the query failed: the section is left out).
 */
export interface HomeSectionsData {
  products: ProductCardFragment[] | Promise<ProductCardFragment[] | null>;
  newArrivals: Promise<ProductCardFragment[] | null> | null;
  gifting: Promise<HomeGifting | null> | null;
}

/** What the shop's metaobjects say about the home; empty lists: the brand's built-in copy shows. */
export interface HomeContent {
  heroes: HomeHero[];
  tiles: CategoryTile[];
  /**
   * the sections shown below the hero, in order (the brand's default when the shop names none), each
   * with the collection it lists already chosen (sectionCollection), so pages need no brand defaults
   */
  sections: readonly HomeSectionEntry[];
}

export interface BrandHomeProps {
  content: HomeContent;
  data: HomeSectionsData;
}

/** The home's content from its query, checked, with the brand's defaults where the shop has nothing. */
export function homeContentOf(
  query: Pick<HomeContentQuery, 'heroes' | 'tiles' | 'sections'>,
  brand: Pick<BrandConfig, 'homeSections' | 'homeCollection'>,
  ownHosts: readonly string[],
): HomeContent {
  const sections = homeSectionsFrom(query.sections.nodes, brand.homeSections.available) ?? brand.homeSections.default;
  return {
    heroes: heroesFrom(query.heroes.nodes, ownHosts),
    tiles: tilesFrom(query.tiles.nodes),
    sections: sections.map((entry) => ({section: entry.section, collection: sectionCollection(entry, brand)})),
  };
}

/** The collection a section of products lists: the entry's, else the brand default entry's for that section. */
export function sectionCollection(
  entry: HomeSectionEntry,
  brand: Pick<BrandConfig, 'homeSections' | 'homeCollection'>,
): string | null {
  const fallback = brand.homeSections.default.find(({section}) => section === entry.section)?.collection;
  return entry.collection ?? fallback ?? (entry.section === 'products' ? brand.homeCollection : null);
}
