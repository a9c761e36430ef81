import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {ENGAGEMENT_MARKS_SECONDS} from '~/lib/analytics/catalogue';
import {createDwellTimer, createPageViewTimer} from '~/lib/analytics/timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page view timer', () => {
  it('sends the page view 2 s after the route change, not before, once', async () => {
    const views: string[] = [];
    const timer = createPageViewTimer<string>((page) => void views.push(page));
    timer.routeChanged('/');
    await vi.advanceTimersByTimeAsync(1999);
    expect(views).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(views).toEqual(['/']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(views).toEqual(['/']);
  });

  it('a route change within the wait cancels the earlier page, and starts its own 2 s', async () => {
    const views: string[] = [];
    const timer = createPageViewTimer<string>((page) => void views.push(page));
    timer.routeChanged('/a');
    await vi.advanceTimersByTimeAsync(1500);
    timer.routeChanged('/b');
    await vi.advanceTimersByTimeAsync(1999);
    expect(views).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(views).toEqual(['/b']);
    timer.routeChanged('/c');
    await vi.advanceTimersByTimeAsync(2000);
    expect(views).toEqual(['/b', '/c']);
  });

  it('with a gate, waits for it after the 2 s', async () => {
    const views: string[] = [];
    const timer = createPageViewTimer<string>((page) => void views.push(page));
    let open = () => {};
    timer.routeChanged('/blogs', new Promise<void>((resolve) => (open = resolve)));
    await vi.advanceTimersByTimeAsync(3000);
    expect(views).toEqual([]);
    open();
    await vi.advanceTimersByTimeAsync(0);
    expect(views).toEqual(['/blogs']);
  });

  it('a gate already open sends at 2 s; a gate that never opens sends at 5 s', async () => {
    const views: string[] = [];
    const timer = createPageViewTimer<string>((page) => void views.push(page));
    timer.routeChanged('/open', Promise.resolve());
    await vi.advanceTimersByTimeAsync(2000);
    expect(views).toEqual(['/open']);

    timer.routeChanged('/never', new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(4999);
    expect(views).toEqual(['/open']);
    await vi.advanceTimersByTimeAsync(1);
    expect(views).toEqual(['/open', '/never']);
  });

  it('a gate that fails counts as open', async () => {
    const views: string[] = [];
    const timer = createPageViewTimer<string>((page) => void views.push(page));
    timer.routeChanged('/x', Promise.reject(new Error('script failed')));
    await vi.advanceTimersByTimeAsync(2000);
    expect(views).toEqual(['/x']);
  });

  it('a view still held by its gate when the shopper moves on is sent then', async () => {
    const views: Array<[string, number]> = [];
    const timer = createPageViewTimer<string>((page, at) => void views.push([page, at]));
    const start = Date.now();
    timer.routeChanged('/blogs', new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(3000);
    timer.routeChanged('/products/x');
    expect(views).toEqual([['/blogs', start + 3000]]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(views.map(([page]) => page)).toEqual(['/blogs', '/products/x']);
  });

  it('replays changes reported before it loaded, with their own times', async () => {
    const views: Array<[string, number]> = [];
    const timer = createPageViewTimer<string>((page, at) => void views.push([page, at]));
    const now = Date.now();
    // Shown 5 s ago for 2.5 s (seen), then one for 1.5 s (left too soon), then the current page, 1 s ago.
    timer.routeChanged('/a', undefined, now - 5000);
    timer.routeChanged('/b', undefined, now - 2500);
    timer.routeChanged('/c', undefined, now - 1000);
    expect(views).toEqual([['/a', now - 3000]]);
    await vi.advanceTimersByTimeAsync(999);
    expect(views).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(views).toEqual([
      ['/a', now - 3000],
      ['/c', now + 1000],
    ]);
  });

  it('loaded after the wait, dates each view when it was due: 2 s, or 5 s for a gate that never opened', async () => {
    const views: Array<[string, number]> = [];
    const timer = createPageViewTimer<string>((page, at) => void views.push([page, at]));
    const now = Date.now();
    timer.routeChanged('/blogs', new Promise(() => {}), now - 6000);
    await vi.advanceTimersByTimeAsync(0);
    expect(views).toEqual([['/blogs', now - 1000]]);
    timer.routeChanged('/products/x', undefined, now - 3000);
    await vi.advanceTimersByTimeAsync(0);
    expect(views).toEqual([
      ['/blogs', now - 1000],
      ['/products/x', now - 1000],
    ]);
  });

  it('stop cancels a pending view', async () => {
    const views: string[] = [];
    const timer = createPageViewTimer<string>((page) => void views.push(page));
    timer.routeChanged('/');
    timer.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(views).toEqual([]);
  });
});

describe('dwell timer (engagement marks, carousel watch)', () => {
  it('passes each engagement mark once, at 20, 30, 60 and 90 s', async () => {
    const marks: number[] = [];
    const timer = createDwellTimer(ENGAGEMENT_MARKS_SECONDS, (seconds) => marks.push(seconds));
    timer.resume();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(marks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(marks).toEqual([20]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(marks).toEqual([20, 30]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(marks).toEqual([20, 30, 60]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(marks).toEqual([20, 30, 60, 90]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(marks).toEqual([20, 30, 60, 90]);
  });

  it('does not count time while paused (a hidden tab)', async () => {
    const marks: number[] = [];
    const timer = createDwellTimer([20], (seconds) => marks.push(seconds));
    timer.resume();
    await vi.advanceTimersByTimeAsync(15_000);
    timer.pause();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(marks).toEqual([]);
    timer.resume();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(marks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(marks).toEqual([20]);
  });

  it('reset starts over from zero: the marks fire again on the next page', async () => {
    const marks: number[] = [];
    const timer = createDwellTimer([5], (seconds) => marks.push(seconds));
    timer.resume();
    await vi.advanceTimersByTimeAsync(4_000);
    timer.reset();
    expect(timer.running).toBe(false);
    timer.resume();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(marks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(marks).toEqual([5]);
    timer.reset();
    timer.resume();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(marks).toEqual([5, 5]);
  });

  it('restart counts the time already spent: marks already passed fire at once, in order', async () => {
    const marks: number[] = [];
    const timer = createDwellTimer([20, 30, 60, 90], (seconds) => marks.push(seconds));
    timer.restart(35_000);
    expect(marks).toEqual([20, 30]);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(marks).toEqual([20, 30, 60]);
  });

  it('resume and pause twice in a row change nothing', async () => {
    const marks: number[] = [];
    const timer = createDwellTimer([5], (seconds) => marks.push(seconds));
    timer.resume();
    await vi.advanceTimersByTimeAsync(3_000);
    timer.resume();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(marks).toEqual([5]);
    timer.pause();
    timer.pause();
    expect(timer.running).toBe(false);
  });
});
