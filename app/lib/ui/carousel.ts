/** Slide arithmetic for the product gallery's carousel (app/components/ProductGallery.tsx). */

/** The slide `index` lands on when the ends join: one past the last is the first, one before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/**
 * The slide the shopper is looking at: the one whose start (its offset in the scrolling track)
 * is nearest to the track's scroll position. Ties go to the earlier slide; no slides means 0.
 */
export function nearestSlide(scrollLeft: number, slideStarts: readonly number[]): number {
  let nearest = 0;
  for (let index = 1; index < slideStarts.length; index += 1) {
    if (Math.abs(slideStarts[index] - scrollLeft) < Math.abs(slideStarts[nearest] - scrollLeft)) nearest = index;
  }
  return nearest;
}

/** Keys that move the carousel when it has focus: the slide they go to from `current`, or null for any other key. */
export function slideForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return wrapIndex(current + 1, count);
    case 'ArrowLeft':
      return wrapIndex(current - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}
