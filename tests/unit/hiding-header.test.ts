import {describe, expect, it} from 'vitest';
import {
  HEADER_HIDE_AFTER_PX,
  HEADER_SCROLL_THRESHOLD_PX,
  HEADER_THROTTLE_MS,
  nextHeaderVisibility,
  type HeaderScrollState,
} from '~/lib/ui/header-visibility';

/** Feeds scroll positions one after another, as the hook does, and returns the visibility after each. */
function replay(positions: number[], start: HeaderScrollState = {previousY: 0, visible: true}): boolean[] {
  let state = start;
  return positions.map((currentY) => {
    state = nextHeaderVisibility({...state, currentY});
    return state.visible;
  });
}

describe('nextHeaderVisibility', () => {
  it('uses the spec constants: 100 px, 5 px, 10 ms', () => {
    expect([HEADER_HIDE_AFTER_PX, HEADER_SCROLL_THRESHOLD_PX, HEADER_THROTTLE_MS]).toEqual([100, 5, 10]);
  });

  it('stays visible while scrolling down within the first 100 px', () => {
    expect(replay([20, 50, 80, 100])).toEqual([true, true, true, true]);
  });

  it('hides when scrolling down past 100 px', () => {
    expect(replay([50, 101])).toEqual([true, false]);
    expect(nextHeaderVisibility({previousY: 300, currentY: 320, visible: true})).toEqual({
      previousY: 320,
      visible: false,
    });
  });

  it('shows again when scrolling up, however far down the page', () => {
    expect(nextHeaderVisibility({previousY: 2000, currentY: 1990, visible: false})).toEqual({
      previousY: 1990,
      visible: true,
    });
  });

  it('shows near the top, even when the last move was down', () => {
    expect(nextHeaderVisibility({previousY: 400, currentY: 90, visible: false}).visible).toBe(true);
    expect(nextHeaderVisibility({previousY: 0, currentY: 0, visible: false}).visible).toBe(true);
    // iOS rubber-banding reports negative positions
    expect(nextHeaderVisibility({previousY: 10, currentY: -30, visible: false})).toEqual({previousY: 0, visible: true});
  });

  it('ignores moves under 5 px, but counts a slow scroll once it adds up', () => {
    expect(nextHeaderVisibility({previousY: 500, currentY: 504, visible: true})).toEqual({
      previousY: 500,
      visible: true,
    });
    expect(nextHeaderVisibility({previousY: 500, currentY: 496, visible: false})).toEqual({
      previousY: 500,
      visible: false,
    });
    expect(replay([502, 504, 506], {previousY: 500, visible: true})).toEqual([true, true, false]);
    expect(nextHeaderVisibility({previousY: 500, currentY: 505, visible: true}).visible).toBe(false);
  });

  it('follows a scroll down then up', () => {
    expect(replay([60, 150, 400, 800, 790, 600, 610, 50])).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
      false,
      true,
    ]);
  });
});
