import type {RecommendationListName} from '~/lib/analytics/catalogue';

/** A product page shows at most this many cards in each recommendation row (one row of four on a desktop). */
export const RECOMMENDATIONS_PER_ROW = 4;

/** A product page's recommendation rows, each as its analytics list name says it. */
export interface RecommendationRows<Product> {
  pairsWellWith: Product[];
  youMayAlsoLike: Product[];
}

export const PAIRS_WELL_WITH: RecommendationListName = 'pairs well with';
export const YOU_MAY_ALSO_LIKE: RecommendationListName = 'you may also like';

/**
 * The rows from Shopify's two lists: "Pairs well with" from the complementary products, "You may also
 * like" from the related ones less those the first row already shows, so one card is never offered
 * twice. Neither holds the page's own product; each keeps Shopify's order and at most `perRow`.
 */
export function recommendationRows<Product extends {handle: string}>(
  pageHandle: string,
  lists: {complementary?: readonly Product[] | null; related?: readonly Product[] | null},
  perRow = RECOMMENDATIONS_PER_ROW,
): RecommendationRows<Product> {
  const pairsWellWith = (lists.complementary ?? []).filter((product) => product.handle !== pageHandle).slice(0, perRow);
  const shown = new Set([pageHandle, ...pairsWellWith.map((product) => product.handle)]);
  const youMayAlsoLike = (lists.related ?? []).filter((product) => !shown.has(product.handle)).slice(0, perRow);
  return {pairsWellWith, youMayAlsoLike};
}
