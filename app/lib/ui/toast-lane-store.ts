/**
 * Where toasts show, as the toast column reads it: apart from the geometry that decides it
 * (toast-lane.ts), which only dialogs and the consent banner load.
 */

/**
 * The toast column's place: the screen edge it sits at, its distance in px from that edge, and
 * its distance in px from the screen's left and right.
 */
export interface ToastLane {
  edge: 'top' | 'bottom';
  inset: number;
  left: number;
  right: number;
}

/** Gap between toasts and the edges they keep clear of. */
export const TOAST_MARGIN_PX = 16;

/** With no dialog open: along the foot of the screen. */
export const FREE_LANE: ToastLane = {
  edge: 'bottom',
  inset: TOAST_MARGIN_PX,
  left: TOAST_MARGIN_PX,
  right: TOAST_MARGIN_PX,
};

const listeners = new Set<() => void>();
let lane = FREE_LANE;

/** Moves the toast column, telling its readers only when it has moved. */
export function setToastLane(next: ToastLane) {
  if (next.edge === lane.edge && next.inset === lane.inset && next.left === lane.left && next.right === lane.right) {
    return;
  }
  lane = next;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: the current lane, and the one pages are rendered with. */
export const toastLaneStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: () => lane,
  server: () => FREE_LANE,
};
