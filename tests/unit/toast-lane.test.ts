import {afterEach, describe, expect, it, vi} from 'vitest';
import {markDialogOpen, markFootBar, toastLane} from '~/lib/ui/toast-lane';
import {FREE_LANE, toastLaneStore} from '~/lib/ui/toast-lane-store';

/** The lane's column in px from the viewport's left: where a toast may be. */
const column = (viewportWidth: number, lane: {left: number; right: number}) => [lane.left, viewportWidth - lane.right];

describe('toastLane', () => {
  it('runs along the foot of the screen while no dialog is open', () => {
    expect(toastLane(390, null)).toEqual({edge: 'bottom', inset: 16, left: 16, right: 16});
    expect(FREE_LANE.edge).toBe('bottom');
  });

  it('moves to the top of a phone whose width a dialog fills, keeping its top corners free', () => {
    // The cart drawer on a 390 px phone: CHECKOUT at the foot, the close button at 330–370 px.
    const lane = toastLane(390, {left: 0, right: 390});
    expect(lane.edge).toBe('top');
    const [start, end] = column(390, lane);
    expect(start).toBeGreaterThanOrEqual(72);
    expect(end).toBeLessThanOrEqual(318);
  });

  it('keeps to the corners of a dialog narrower than the screen (the menu on the left)', () => {
    const lane = toastLane(390, {left: 0, right: 332});
    expect(lane.edge).toBe('top');
    expect(column(390, lane)).toEqual([72, 260]);
  });

  it('goes beside a drawer that leaves room, at the foot and off the drawer', () => {
    const desktop = toastLane(1280, {left: 832, right: 1280});
    expect(desktop.edge).toBe('bottom');
    expect(column(1280, desktop)).toEqual([16, 816]);

    const tablet = toastLane(768, {left: 320, right: 768});
    expect(tablet.edge).toBe('bottom');
    expect(column(768, tablet)[1]).toBeLessThanOrEqual(320);
  });

  it('takes the wider side of a dialog on the left', () => {
    const lane = toastLane(1280, {left: 0, right: 384});
    expect(lane.edge).toBe('bottom');
    expect(column(1280, lane)).toEqual([400, 1264]);
  });

  it('uses the top between the corners of a centred dialog with little room beside it', () => {
    // The search panel on a desktop: 896 px wide in 1280.
    const lane = toastLane(1280, {left: 192, right: 1088});
    expect(lane).toEqual({edge: 'top', inset: 16, left: 264, right: 264});
  });

  it('rises above a bar fixed to the foot of the screen, wherever the lane is at the foot', () => {
    expect(toastLane(390, null, 180)).toEqual({edge: 'bottom', inset: 196, left: 16, right: 16});
    expect(toastLane(1280, {left: 832, right: 1280}, 90)).toEqual({edge: 'bottom', inset: 106, left: 16, right: 464});
    // At the top of a phone the bar is out of the way.
    expect(toastLane(390, {left: 0, right: 390}, 180)).toEqual({edge: 'top', inset: 16, left: 72, right: 72});
  });

  it('falls back to the top of the screen when the room between the corners is too narrow', () => {
    expect(toastLane(320, {left: 0, right: 272})).toEqual({edge: 'top', inset: 16, left: 16, right: 16});
  });
});

describe('markDialogOpen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves the lane while a dialog is open, follows the topmost one and the screen, and puts it back', () => {
    class FakeElement {}
    vi.stubGlobal('HTMLElement', FakeElement);
    // Panels laid out inside a fixed full-screen layer, as the dialogs are.
    const layer = Object.assign(new FakeElement(), {offsetLeft: 0, offsetParent: null});
    const panel = (offsetLeft: number, offsetWidth: number) =>
      Object.assign(new FakeElement(), {offsetLeft, offsetWidth, offsetParent: layer});
    const resize = new Set<() => void>();
    const screen = {
      innerWidth: 390,
      addEventListener: (_type: string, listener: () => void) => resize.add(listener),
      removeEventListener: (_type: string, listener: () => void) => resize.delete(listener),
    };
    vi.stubGlobal('window', screen);
    const changes = vi.fn();
    const unsubscribe = toastLaneStore.subscribe(changes);

    const drawer = panel(0, 390);
    const closeDrawer = markDialogOpen(drawer as unknown as HTMLElement);
    expect(toastLaneStore.current()).toEqual({edge: 'top', inset: 16, left: 72, right: 72});
    const closeConfirmation = markDialogOpen(panel(16, 358) as unknown as HTMLElement);
    expect(toastLaneStore.current()).toEqual({edge: 'top', inset: 16, left: 88, right: 88});
    closeConfirmation();
    expect(toastLaneStore.current()).toEqual({edge: 'top', inset: 16, left: 72, right: 72});

    // Turned into a wide screen: the drawer keeps to the right and leaves room beside it.
    screen.innerWidth = 1280;
    Object.assign(drawer, {offsetLeft: 832, offsetWidth: 448});
    for (const listener of resize) listener();
    expect(toastLaneStore.current()).toEqual({edge: 'bottom', inset: 16, left: 16, right: 464});

    closeDrawer();
    expect(toastLaneStore.current()).toBe(FREE_LANE);
    expect(resize.size).toBe(0);
    expect(changes).toHaveBeenCalledTimes(5);
    unsubscribe();
  });
});

describe('markFootBar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps toasts above the bar while it is there, follows its height, and lets them down after', () => {
    vi.stubGlobal('window', {innerWidth: 390, addEventListener: () => {}, removeEventListener: () => {}});
    let resized = () => {};
    const observed: unknown[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe(element: unknown) {
          observed.push(element);
        }
        disconnect() {
          observed.length = 0;
        }
      },
    );
    const banner = {offsetHeight: 180};

    const removeBar = markFootBar(banner as unknown as HTMLElement);
    expect(toastLaneStore.current()).toEqual({edge: 'bottom', inset: 196, left: 16, right: 16});
    expect(observed).toEqual([banner]);

    // "Choose" shows the categories: the banner grows, the toasts rise with it.
    banner.offsetHeight = 260;
    resized();
    expect(toastLaneStore.current().inset).toBe(276);

    removeBar();
    expect(toastLaneStore.current()).toBe(FREE_LANE);
    expect(observed).toEqual([]);
  });
});
