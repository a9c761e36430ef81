import type {MouseEvent} from 'react';

/** A plain left click: no modifier key asking for a new tab or window, which stays the browser's. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
