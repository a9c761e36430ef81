import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import {nextHeaderVisibility, HEADER_THROTTLE_MS, type HeaderScrollState} from '~/lib/ui/header-visibility';

/**
 * Hides the header while the shopper scrolls down the page and shows it again on
 * the way up. Scroll events are coalesced into one decision per animation frame,
 * and never more than one per 10 ms (on 120 Hz screens frames come faster).
 *
 * While `locked` (a menu is open) the header stays visible. `reveal` shows it
 * at once, e.g. when keyboard focus moves into it.
 */
export function useHidingHeader(locked: boolean) {
  const [visible, setVisible] = useState(true);
  const state = useRef<HeaderScrollState>({previousY: 0, visible: true});
  const lockedRef = useRef(locked);
  lockedRef.current = locked;

  useEffect(() => {
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
  }, []);

  const reveal = useCallback(() => {
    state.current = {previousY: window.scrollY, visible: true};
    setVisible(true);
  }, []);

  return {visible: locked || visible, reveal};
}
