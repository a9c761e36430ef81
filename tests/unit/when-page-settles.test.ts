import {afterEach, describe, expect, it, vi} from 'vitest';
import {whenPageSettles} from '~/lib/ui/when-page-settles';

/** A page whose load, frames and idle time the test hands out by hand. */
function fakePage(readyState: 'loading' | 'complete') {
  const onLoad: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const idle: Array<() => void> = [];
  vi.stubGlobal('document', {readyState});
  vi.stubGlobal('window', {
    addEventListener: (_event: string, listener: () => void) => onLoad.push(listener),
    removeEventListener: (_event: string, listener: () => void) => onLoad.splice(onLoad.indexOf(listener), 1),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  const drain = (queue: Array<() => void>) => queue.splice(0).forEach((callback) => callback());
  return {onLoad, frames, idle, drain};
}

describe('whenPageSettles', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for load, a painted frame and idle time, in that order', () => {
    vi.useFakeTimers();
    const page = fakePage('loading');
    const task = vi.fn();
    whenPageSettles(task);
    expect(page.frames).toHaveLength(0);
    page.drain(page.onLoad);
    page.drain(page.frames);
    expect(page.idle).toHaveLength(0);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    page.drain(page.idle);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page that has already loaded, and can be cancelled', () => {
    vi.useFakeTimers();
    const page = fakePage('complete');
    const task = vi.fn();
    const cancel = whenPageSettles(task);
    page.drain(page.frames);
    vi.runAllTimers();
    cancel();
    page.drain(page.idle);
    expect(task).not.toHaveBeenCalled();
  });
});
