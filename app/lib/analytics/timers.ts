/**
 * The clocks behind the timed analytics events (gum spec §9): the page view 2 s after a route
 * change, and time actually spent on something (engagement marks on a page, the product
 * carousel in view), which stops while the tab is hidden or the thing is out of view.
 */

/** gum §9: the page-view wait */
export const PAGE_VIEW_WAIT_MS = 2000;
/** gum §4: how long a page view waits for the login provider's ready flag before going without it */
export const LOGIN_PROVIDER_WAIT_MS = 5000;

/**
 * Counts time only while running, and calls `onMark` once as each mark (in seconds) is passed.
 * `pause` and `resume` follow visibility; `reset` starts over (a new page).
 */
export function createDwellTimer(marksSeconds: readonly number[], onMark: (seconds: number) => void) {
  const marks = [...marksSeconds].sort((a, b) => a - b);
  let next = 0;
  let countedMs = 0;
  let runningSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Passes the marks the counted time has reached, then waits for the next one. */
  const schedule = () => {
    clearTimeout(timer);
    if (runningSince === null) return;
    const elapsed = countedMs + (Date.now() - runningSince);
    while (next < marks.length && marks[next] * 1000 <= elapsed) onMark(marks[next++]);
    if (next < marks.length) timer = setTimeout(schedule, marks[next] * 1000 - elapsed);
  };

  return {
    resume() {
      if (runningSince !== null) return;
      runningSince = Date.now();
      schedule();
    },
    pause() {
      if (runningSince === null) return;
      countedMs += Date.now() - runningSince;
      runningSince = null;
      clearTimeout(timer);
    },
    /** Back to zero with no mark passed; paused. */
    reset() {
      clearTimeout(timer);
      next = 0;
      countedMs = 0;
      runningSince = null;
    },
    /** Starts over, running, with `countedMs` already spent (time before this code loaded); marks already passed fire now. */
    restart(alreadyCountedMs: number) {
      clearTimeout(timer);
      next = 0;
      countedMs = Math.max(0, alreadyCountedMs);
      runningSince = Date.now();
      schedule();
    },
    get running() {
      return runningSince !== null;
    },
  };
}

/**
 * One page view per route change, PAGE_VIEW_WAIT_MS after it. With `gate` (gum's non-product
 * pages wait for the login provider to report ready) the view waits for it too, but never more
 * than LOGIN_PROVIDER_WAIT_MS after the change. A change before the wait is over cancels the
 * view (the shopper did not stay); a change after it, while the gate still holds the view, sends
 * it then. `startedAt` lets a change reported earlier (before this code loaded) keep its own time.
 */
export function createPageViewTimer<Page>(onPageView: (page: Page, at: number) => void) {
  let pending: {startedAt: number; sendNow: () => void; cancel: () => void} | null = null;

  return {
    routeChanged(page: Page, gate?: Promise<unknown>, startedAt = Date.now()) {
      if (pending && pending.startedAt + PAGE_VIEW_WAIT_MS <= startedAt) pending.sendNow();
      pending?.cancel();
      let done = false;
      // When each condition was met, by the page's time: a timer that runs late (this code loaded
      // after the wait) still dates the view when it was due.
      let waitedAt: number | null = null;
      let gateOpenAt: number | null = gate ? null : startedAt;
      const send = (at: number) => {
        if (done) return;
        done = true;
        clearTimeout(wait);
        clearTimeout(fallback);
        onPageView(page, at);
      };
      const sendWhenReady = () => {
        if (waitedAt !== null && gateOpenAt !== null) send(Math.max(waitedAt, gateOpenAt));
      };
      const wait = setTimeout(
        () => {
          waitedAt = startedAt + PAGE_VIEW_WAIT_MS;
          sendWhenReady();
        },
        Math.max(0, startedAt + PAGE_VIEW_WAIT_MS - Date.now()),
      );
      // Without its ready flag in time, the view goes without it (gum §4); it never holds up the page.
      const fallback = gate
        ? setTimeout(
            () => {
              gateOpenAt ??= startedAt + LOGIN_PROVIDER_WAIT_MS;
              sendWhenReady();
            },
            Math.max(0, startedAt + LOGIN_PROVIDER_WAIT_MS - Date.now()),
          )
        : undefined;
      const open = () => {
        gateOpenAt ??= Math.min(Date.now(), startedAt + LOGIN_PROVIDER_WAIT_MS);
        sendWhenReady();
      };
      void gate?.then(open, open);
      const current = {
        startedAt,
        // Its wait is over: when it was due, or, held by its gate, now (5 s at most).
        sendNow: () =>
          send(
            Math.max(
              startedAt + PAGE_VIEW_WAIT_MS,
              gateOpenAt ?? Math.min(Date.now(), startedAt + LOGIN_PROVIDER_WAIT_MS),
            ),
          ),
        cancel: () => {
          done = true;
          clearTimeout(wait);
          clearTimeout(fallback);
          if (pending === current) pending = null;
        },
      };
      pending = current;
    },
    stop() {
      pending?.cancel();
    },
  };
}
