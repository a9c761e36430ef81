import {useEffect, useState} from 'react';
import {prefersReducedMotion} from '~/lib/ui/motion';

/** The spec's slide duration for the mobile menu and its submenus. */
export const SLIDE_MS = 200;

export interface SlideState {
  /** rendered at all (also while sliding out) */
  mounted: boolean;
  /** in its open position; the CSS transition animates the change */
  shown: boolean;
  /** open and done sliding */
  settled: boolean;
}

/**
 * Enter and exit phases for a panel that slides with a CSS transform transition:
 * it mounts in its closed position, moves to the open one a frame later (so the
 * browser animates it), and unmounts only after sliding out. Under
 * prefers-reduced-motion the CSS does not animate and the phases follow at once.
 */
export function useSlide(open: boolean): SlideState {
  const [state, setState] = useState<SlideState>({mounted: open, shown: false, settled: false});

  useEffect(() => {
    const duration = prefersReducedMotion() ? 0 : SLIDE_MS;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (open) {
      setState({mounted: true, shown: false, settled: false});
      // Two frames: the closed position is painted before the open one is set.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          setState({mounted: true, shown: true, settled: false});
          timer = setTimeout(() => setState({mounted: true, shown: true, settled: true}), duration);
        });
      });
    } else {
      setState((current) => (current.mounted ? {mounted: true, shown: false, settled: false} : current));
      timer = setTimeout(() => setState({mounted: false, shown: false, settled: false}), duration);
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open]);

  return state;
}
