/**
 * Runs `task` once the page has loaded, painted its first frame and gone idle: for code
 * that must not compete with what the shopper sees first (analytics, the cart drawer's
 * chunk). Returns a function that cancels it.
 */
export function whenPageSettles(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  // A timeout queued from an animation frame runs after that frame is painted.
  const afterPaint = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(run);
        else run();
      }, 0),
    );
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, {once: true});
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterPaint);
  };
}
