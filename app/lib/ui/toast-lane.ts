import {FREE_LANE, setToastLane, TOAST_MARGIN_PX as MARGIN_PX, type ToastLane} from '~/lib/ui/toast-lane-store';

/**
 * Where toasts show, so that they never cover the buttons of an open modal dialog (the
 * cart drawer's CHECKOUT at the foot of a phone screen, a close button in a top corner)
 * or of a bar fixed to the foot of the screen (the consent banner).
 * Dialogs say they are open through `useFocusTrap`; the toast column follows the topmost.
 */

/** A dialog's horizontal extent, in px from the viewport's left. */
export interface DialogBox {
  left: number;
  right: number;
}

/** The narrowest room beside a dialog that still takes a short toast on one line. */
const MIN_SIDE_LANE_PX = 288;
/** Kept free at each top corner of a dialog: its close button (40 px) with the panel's padding. */
const CORNER_PX = 72;
/** The narrowest column between a dialog's top corners worth using. */
const MIN_TOP_LANE_PX = 160;

/**
 * The lane for toasts while `dialog` is open in a viewport `viewportWidth` wide. Where the
 * dialog leaves room beside it (a drawer on a large screen), the foot of the widest such
 * room, off the dialog altogether. Where it fills the width (a phone), the top of the
 * screen between its top corners: dialogs keep their actions at the foot and their close
 * button in a corner, and the title row between is text. A screen too narrow even for
 * that gets the top of the screen. A lane at the foot sits above `footBarHeight` px of bar
 * fixed there, which spans the whole width.
 */
export function toastLane(viewportWidth: number, dialog: DialogBox | null, footBarHeight = 0): ToastLane {
  const inset = footBarHeight + MARGIN_PX;
  if (!dialog) return footBarHeight ? {...FREE_LANE, inset} : FREE_LANE;
  const roomLeft = Math.max(0, Math.min(viewportWidth, dialog.left));
  const roomRight = Math.max(0, viewportWidth - Math.max(0, dialog.right));
  if (Math.max(roomLeft, roomRight) >= MIN_SIDE_LANE_PX) {
    return roomLeft >= roomRight
      ? {edge: 'bottom', inset, left: MARGIN_PX, right: viewportWidth - roomLeft + MARGIN_PX}
      : {edge: 'bottom', inset, left: viewportWidth - roomRight + MARGIN_PX, right: MARGIN_PX};
  }
  const left = roomLeft + CORNER_PX;
  const right = roomRight + CORNER_PX;
  if (viewportWidth - left - right >= MIN_TOP_LANE_PX) return {edge: 'top', inset: MARGIN_PX, left, right};
  return {edge: 'top', inset: MARGIN_PX, left: MARGIN_PX, right: MARGIN_PX};
}

/**
 * Where a dialog comes to rest: layout offsets, which leave out the transform of a
 * panel still sliding in (the mobile menu starts off screen).
 */
function restingBox(element: HTMLElement): DialogBox {
  let left = 0;
  for (let node: Element | null = element; node instanceof HTMLElement; node = node.offsetParent) {
    left += node.offsetLeft;
  }
  return {left, right: left + element.offsetWidth};
}

const openDialogs: HTMLElement[] = [];
let footBarHeight = 0;

function update() {
  const topmost = openDialogs.at(-1);
  setToastLane(toastLane(window.innerWidth, topmost ? restingBox(topmost) : null, footBarHeight));
}

/** Counts `element` as an open modal dialog until the returned function is called. */
export function markDialogOpen(element: HTMLElement): () => void {
  openDialogs.push(element);
  // A phone turned sideways can leave room beside the dialog, or take it away.
  if (openDialogs.length === 1) window.addEventListener('resize', update);
  update();
  return () => {
    const index = openDialogs.indexOf(element);
    if (index !== -1) openDialogs.splice(index, 1);
    if (openDialogs.length === 0) window.removeEventListener('resize', update);
    update();
  };
}

/**
 * Keeps toasts above `element`, a bar fixed to the foot of the screen, until the returned
 * function is called; its height is followed as it changes (text wrapping, more options shown).
 */
export function markFootBar(element: HTMLElement): () => void {
  const measure = () => {
    footBarHeight = element.offsetHeight;
    update();
  };
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  measure();
  return () => {
    observer.disconnect();
    footBarHeight = 0;
    update();
  };
}
