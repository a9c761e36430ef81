import {startTransition, useCallback, useEffect, useRef, useState} from 'react';

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

/**
 * Hides the header while the shopper scrolls down the page and shows it again on
 * the way up. Scroll events are coalesced into one decision per animation frame,
 * and never more than one per 10 ms (on 120 Hz screens frames come faster).
 *
 * While `locked` (a menu is open) the header stays visible. `reveal` shows it
 * at once, e.g. when keyboard focus moves into it.
 */
export function useHidingHeader({enabled, locked}: {enabled: boolean; locked: boolean}) {
  const [visible, setVisible] = useState(true);
  const state = useRef<HeaderScrollState>({previousY: 0, visible: true});
  const lockedRef = useRef(locked);
  lockedRef.current = locked;

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let decidedAt = -Infinity;
    state.current = {previousY: window.scrollY, visible: true};
    const decide = (now: number) => {
      if (now - decidedAt < HEADER_THROTTLE_MS) {
        frame = requestAnimationFrame(decide);
        return;
      }
      frame = 0;
      decidedAt = now;
      const currentY = window.scrollY;
      state.current = lockedRef.current
        ? {previousY: currentY, visible: true}
        : nextHeaderVisibility({...state.current, currentY});
      const {visible} = state.current;
      // Not urgent: a transition lets React finish hydrating the header's streamed parts first.
      startTransition(() => setVisible(visible));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(decide);
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);

  const reveal = useCallback(() => {
    state.current = {previousY: window.scrollY, visible: true};
    setVisible(true);
  }, []);

  return {visible: !enabled || locked || visible, reveal};
}
