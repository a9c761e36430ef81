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

  const schedule = () => {
    clearTimeout(timer);
    if (runningSince === null || next >= marks.length) return;
    const elapsed = countedMs + (Date.now() - runningSince);
    timer = setTimeout(
      () => {
        const mark = marks[next++];
        onMark(mark);
        schedule();
      },
      Math.max(0, marks[next] * 1000 - elapsed),
    );
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
    get running() {
      return runningSince !== null;
    },
  };
}

/**
 * One page view per route change, PAGE_VIEW_WAIT_MS after it. With `gate` (gum's non-product
 * pages wait for the login provider to report ready) the view waits for it too, but never more
 * than LOGIN_PROVIDER_WAIT_MS after the change. A change before the view is sent cancels it: the
 * shopper did not see that page for the wait.
 */
export function createPageViewTimer<Page>(onPageView: (page: Page) => void) {
  let cancel = () => {};

  return {
    routeChanged(page: Page, gate?: Promise<unknown>) {
      cancel();
      let done = false;
      let waited = false;
      let gateOpen = !gate;
      const send = () => {
        if (done || !waited || !gateOpen) return;
        done = true;
        clearTimeout(fallback);
        onPageView(page);
      };
      const wait = setTimeout(() => {
        waited = true;
        send();
      }, PAGE_VIEW_WAIT_MS);
      // Without its ready flag in time, the view goes without it (gum §4); it never holds up the page.
      const fallback = gate
        ? setTimeout(() => {
            gateOpen = true;
            send();
          }, LOGIN_PROVIDER_WAIT_MS)
        : undefined;
      void gate?.then(
        () => {
          gateOpen = true;
          send();
        },
        () => {
          gateOpen = true;
          send();
        },
      );
      cancel = () => {
        done = true;
        clearTimeout(wait);
        clearTimeout(fallback);
      };
    },
    stop() {
      cancel();
    },
  };
}
