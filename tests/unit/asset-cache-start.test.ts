import {describe, expect, it, vi} from 'vitest';
import {IDLE_TIMEOUT_MS, scheduleStart, START_DELAY_MS} from '~/lib/asset-cache/start';

function environment() {
  const target = new EventTarget();
  const idle: Array<{task: () => void; timeout: number}> = [];
  return {
    target,
    idle,
    env: {
      target,
      setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      whenIdle: (task: () => void, timeout: number) => idle.push({task, timeout}),
    },
  };
}

describe('scheduleStart', () => {
  it('waits 3 s, then asks for idle time (5 s at most)', () => {
    vi.useFakeTimers();
    const {env, idle} = environment();
    scheduleStart(() => {}, env);
    vi.advanceTimersByTime(START_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toEqual([{task: expect.any(Function), timeout: IDLE_TIMEOUT_MS}]);
    vi.useRealTimers();
  });

  it.each(['click', 'scroll', 'touchstart', 'keydown'])('starts at the first %s, once', (name) => {
    vi.useFakeTimers();
    const {env, idle, target} = environment();
    const task = vi.fn();
    scheduleStart(task, env);
    target.dispatchEvent(new Event(name));
    target.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(START_DELAY_MS * 2);
    expect(idle).toHaveLength(1);
    idle[0]!.task();
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const {env, idle, target} = environment();
    const cancel = scheduleStart(() => {}, env);
    cancel();
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(START_DELAY_MS);
    expect(idle).toHaveLength(0);
    vi.useRealTimers();
  });
});
