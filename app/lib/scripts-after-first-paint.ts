// The production build's HTML holds Remix's scripts inert until the page's first contentful paint
// (docs/decisions/025-scripts-after-first-paint.md). scripts/lib/vite-scripts-after-first-paint.ts
// writes them so; the starter below, inline after them, starts them.

/** The type Remix's module script carries until then: not a script type, so the browser neither fetches nor runs it. */
export const MODULE_TYPE_AFTER_FIRST_PAINT = 'text/module-after-first-paint';

/** Where a module preload link keeps its address until then: without `href` it fetches nothing. */
export const HREF_AFTER_FIRST_PAINT = 'data-href-after-first-paint';

/**
 * The inline starter. Once the browser reports the first contentful paint, it gives each preload link
 * its address and runs a copy of the module script, which loads the app and hydrates the page. A copy
 * inserted and removed at once still runs, and hydration then finds the server's markup unchanged.
 * Without paint timing, or in a tab that is not on screen (it paints only when shown), it starts at
 * once, as does a tab that shows or hides before its first paint.
 */
export const START_SCRIPTS_AFTER_FIRST_PAINT = `(() => {
  const links = document.querySelectorAll('link[${HREF_AFTER_FIRST_PAINT}]');
  const modules = document.querySelectorAll('script[type="${MODULE_TYPE_AFTER_FIRST_PAINT}"]');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of links) link.href = link.getAttribute('${HREF_AFTER_FIRST_PAINT}');
    for (const inert of modules) {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = inert.nonce;
      script.textContent = inert.textContent;
      document.head.append(script);
      script.remove();
    }
  };
  const paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (!paintTiming || document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, {once: true});
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({type: 'paint', buffered: true});
})();`;
