/**
 * The asset cache's start on the page, in the first load (kept apart from rules.ts, which is not):
 * when the service worker's code may load.
 */

/** Start-up: after this long, or at the first click, scroll, touch or key press. */
export const START_DELAY_MS = 3000;
/** …then in idle time, at most this long after. */
export const IDLE_TIMEOUT_MS = 5000;
/** Session storage key set before the reload a new worker causes, so the reloaded page can say why. */
export const UPDATED_FLAG = 'storefront-assets-updated';

/** The shopper's first sign of use: any of these starts the asset cache before the delay is up. */
const FIRST_USE_EVENTS = ['click', 'scroll', 'touchstart', 'keydown'] as const;

interface StartEnvironment {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setTimeout(task: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** runs `task` in idle time, at the latest after `timeout` ms */
  whenIdle(task: () => void, timeout: number): void;
}

/**
 * Runs `task` once (gum spec §4, asset cache): START_DELAY_MS after the call or at the first click,
 * scroll, touch or key press, whichever comes first, and then in idle time (IDLE_TIMEOUT_MS at most).
 * Returns a function that cancels it if it has not started.
 */
export function scheduleStart(task: () => void, environment: StartEnvironment): () => void {
  let settled = false;
  const options = {capture: true, passive: true} as const;
  const stopWaiting = () => {
    settled = true;
    environment.clearTimeout(timer);
    for (const name of FIRST_USE_EVENTS) environment.target.removeEventListener(name, begin, options);
  };
  function begin() {
    if (settled) return;
    stopWaiting();
    environment.whenIdle(task, IDLE_TIMEOUT_MS);
  }
  const timer = environment.setTimeout(begin, START_DELAY_MS);
  for (const name of FIRST_USE_EVENTS) environment.target.addEventListener(name, begin, options);
  return () => {
    if (!settled) stopWaiting();
  };
}

/** The browser's window as a StartEnvironment. */
export function browserStartEnvironment(): StartEnvironment {
  return {
    target: window,
    setTimeout: (task, ms) => window.setTimeout(task, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    whenIdle: (task, timeout) => {
      // Safari has no idle callbacks.
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout});
      else window.setTimeout(task, 0);
    },
  };
}
