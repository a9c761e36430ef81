import {useEffect, useLayoutEffect, useRef, type RefObject} from 'react';
import {markDialogOpen} from '~/lib/ui/toast-lane';

const FOCUSABLE =
  'a[href], summary, button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside an open dialog or panel: Tab and Shift+Tab cycle
 * through it, Escape calls `onEscape`, and focus goes back to where it was when
 * the dialog closes. Page scroll is locked meanwhile, and toasts keep clear of the dialog.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  // Read on first render, before an autoFocus inside the dialog moves focus away from the opener.
  const opener = useRef<HTMLElement | null | undefined>(undefined);
  if (opener.current === undefined && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }

  // Before the dialog is painted, so a toast already on show never covers it for a frame.
  useLayoutEffect(() => (container.current ? markDialogOpen(container.current) : undefined), [container]);

  useEffect(() => {
    const previouslyFocused = opener.current;
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';

    const focusable = () =>
      Array.from(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
        (element) => element.getClientRects().length > 0,
      );

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusable();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!container.current?.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [container]);
}
