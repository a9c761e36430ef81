/** The packs that hold a number of pieces at the lowest price, from the pack sizes a gum is sold in. */

export interface PackOffer {
  /** the variant */
  id: string;
  pieces: number;
  /** the price of one pack, in paise */
  pricePaise: number;
}

export interface PackCount<Pack = PackOffer> {
  pack: Pack;
  count: number;
}

/**
 * The cheapest packs with at least `pieces` pieces in all; between equal prices, the one with fewer pieces
 * left over, then fewer packs. Largest pack first. Empty for no pieces; null when nothing is offered.
 */
export function cheapestPacks<Pack extends PackOffer>(
  pieces: number,
  offers: readonly Pack[],
): Array<PackCount<Pack>> | null {
  const usable = offers.filter((offer) => Number.isInteger(offer.pieces) && offer.pieces > 0);
  if (usable.length === 0) return null;
  if (pieces <= 0) return [];
  const limit = pieces + Math.max(...usable.map((offer) => offer.pieces));
  // best[n]: the cheapest way to hold exactly n pieces, as [price, packs, the last pack added]
  const best: Array<[number, number, number] | null> = new Array(limit + 1).fill(null);
  best[0] = [0, 0, -1];
  for (let total = 1; total <= limit; total++) {
    usable.forEach((offer, index) => {
      const before = total >= offer.pieces ? best[total - offer.pieces] : null;
      if (!before) return;
      const candidate: [number, number, number] = [before[0] + offer.pricePaise, before[1] + 1, index];
      const current = best[total];
      if (!current || candidate[0] < current[0] || (candidate[0] === current[0] && candidate[1] < current[1])) {
        best[total] = candidate;
      }
    });
  }
  let chosen = -1;
  for (let total = pieces; total <= limit; total++) {
    const way = best[total];
    if (way && (chosen < 0 || way[0] < best[chosen]![0])) chosen = total;
  }
  const counts = new Map<number, number>();
  for (let total = chosen; total > 0; total -= usable[best[total]![2]].pieces) {
    const index = best[total]![2];
    counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  return [...counts]
    .map(([index, count]) => ({pack: usable[index], count}))
    .sort((a, b) => b.pack.pieces - a.pack.pieces);
}
