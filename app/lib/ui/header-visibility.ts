/** Below this scroll position the header always shows. */
export const HEADER_HIDE_AFTER_PX = 100;
/** Scroll movements smaller than this are ignored (trackpad jitter, rubber-banding). */
export const HEADER_SCROLL_THRESHOLD_PX = 5;
/** At most one decision per this many milliseconds. */
export const HEADER_THROTTLE_MS = 10;

export interface HeaderScrollState {
  /** the scroll position the last decision was taken at */
  previousY: number;
  visible: boolean;
}

/**
 * Whether the header shows after the page scrolled from `previousY` to `currentY`:
 * hidden when scrolling down past 100 px, shown when scrolling up or near the top.
 * Moves of less than 5 px change nothing and do not move the reference point,
 * so a slow scroll still counts once it adds up to 5 px.
 */
export function nextHeaderVisibility({
  previousY,
  currentY,
  visible,
}: HeaderScrollState & {currentY: number}): HeaderScrollState {
  const y = Math.max(0, currentY);
  if (y <= HEADER_HIDE_AFTER_PX) return {previousY: y, visible: true};
  const delta = y - previousY;
  if (Math.abs(delta) < HEADER_SCROLL_THRESHOLD_PX) return {previousY, visible};
  return {previousY: y, visible: delta < 0};
}
