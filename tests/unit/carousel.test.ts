import {describe, expect, it} from 'vitest';
import {nearestSlide, slideForKey, wrapIndex} from '~/lib/ui/carousel';

describe('wrapIndex', () => {
  it('keeps indexes inside the slides and joins the ends', () => {
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
  });

  it('is 0 with no slides, one slide or a nonsense index', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
    expect(wrapIndex(2.7, 4)).toBe(2);
  });
});

describe('nearestSlide', () => {
  const starts = [0, 358, 716, 1074];

  it('is the slide whose start is closest to the scroll position', () => {
    expect(nearestSlide(0, starts)).toBe(0);
    expect(nearestSlide(358, starts)).toBe(1);
    expect(nearestSlide(500, starts)).toBe(1);
    expect(nearestSlide(600, starts)).toBe(2);
    expect(nearestSlide(1074.4, starts)).toBe(3);
  });

  it('stays inside the slides when the track overscrolls, and is 0 without slides', () => {
    expect(nearestSlide(-40, starts)).toBe(0);
    expect(nearestSlide(5000, starts)).toBe(3);
    expect(nearestSlide(120, [])).toBe(0);
  });

  it('gives a tie to the earlier slide', () => {
    expect(nearestSlide(179, starts)).toBe(0);
  });
});

describe('slideForKey', () => {
  it('moves one slide with the arrow keys, wrapping at the ends', () => {
    expect(slideForKey('ArrowRight', 0, 4)).toBe(1);
    expect(slideForKey('ArrowRight', 3, 4)).toBe(0);
    expect(slideForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(slideForKey('ArrowLeft', 2, 4)).toBe(1);
  });

  it('goes to the first and last slide with Home and End', () => {
    expect(slideForKey('Home', 2, 4)).toBe(0);
    expect(slideForKey('End', 0, 4)).toBe(3);
  });

  it('ignores every other key', () => {
    expect(slideForKey('Enter', 1, 4)).toBeNull();
    expect(slideForKey('ArrowDown', 1, 4)).toBeNull();
    expect(slideForKey('a', 1, 4)).toBeNull();
  });
});
