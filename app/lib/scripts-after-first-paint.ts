// The production build's HTML holds Remix's scripts inert until the page's first contentful paint
// (docs/decisions/025-scripts-after-first-paint.md). scripts/lib/vite-scripts-after-first-paint.ts
// writes them so; the starter below, inline after them, starts them.

/** The type Remix's module script carries until then: not a script type, so the browser neither fetches nor runs it. */
export const MODULE_TYPE_AFTER_FIRST_PAINT = 'text/module-after-first-paint';

/** Where a module preload link keeps its address until then: without `href` (and `rel`) it fetches nothing. */
export const HREF_AFTER_FIRST_PAINT = 'data-href-after-first-paint';

/** Sent on the document once React has hydrated the page (AppShell's Document): held clicks go to it. */
export const PAGE_ALIVE_EVENT = 'storefront:alive';

/** Sent on the document by entry.client just before React starts hydrating: the app has arrived and runs. */
export const PAGE_HYDRATING_EVENT = 'storefront:hydrating';

/** How long a click before then waits for the app before it does what the HTML does (as IdleIsland's held forms). */
const HELD_CLICK_MS = 4000;

/**
 * How long in all it waits when the app has arrived and is hydrating by then: on a busy phone that
 * can take longer than HELD_CLICK_MS, and the app is about to answer the click as the shopper meant.
 */
const HELD_CLICK_WHILE_HYDRATING_MS = 12000;

/**
 * The events on which React 18 hydrates the whole page at once when they come before its first
 * render has finished (react-dom's list of discrete events). While Remix's root waits for its
 * streamed state, that render cannot finish, and React fails with error 345 ("Root did not
 * complete"). A tap sends several of them (pointerdown, mousedown, touchstart, click).
 */
const REACT_DISCRETE_EVENTS =
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown ' +
  'pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input ' +
  'textInput copy cut paste click change contextmenu reset submit';

/**
 * The inline starter.
 * - Once the browser reports the first contentful paint, it gives each preload link its address and
 *   runs a copy of the module script, which loads the app and hydrates the page. A copy inserted and
 *   removed at once still runs, and hydration then finds the server's markup unchanged. Without paint
 *   timing, or in a tab that is not on screen (it paints only when shown), it starts at once, as does
 *   a tab that shows or hides before its first paint.
 * - Until the app is alive, a plain click on one of the site's links or on a button (a form sent from
 *   a text field clicks its button too) waits for it and is then clicked again, so that it does what
 *   it does in the live page: Add to cart opens the drawer rather than the cart page, a menu button
 *   opens its menu; a second tap on the same thing counts once. If the app has not come within
 *   HELD_CLICK_MS (HELD_CLICK_WHILE_HYDRATING_MS when it is hydrating by then), the click does what
 *   the HTML does.
 *   A choice in a list (a sort order) keeps its value and is announced again to the live page.
 * - Until then, too, React does not see the events of REACT_DISCRETE_EVENTS: the browser still does
 *   what they do (a link opens, a field takes the letters typed, a question unfolds), as it does
 *   before React starts.
 */
export const START_SCRIPTS_AFTER_FIRST_PAINT = `(() => {
  const links = document.querySelectorAll('link[${HREF_AFTER_FIRST_PAINT}]');
  const modules = document.querySelectorAll('script[type="${MODULE_TYPE_AFTER_FIRST_PAINT}"]');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of links) {
      link.rel = 'modulepreload';
      link.href = link.getAttribute('${HREF_AFTER_FIRST_PAINT}');
    }
    for (const inert of modules) {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = inert.nonce;
      script.textContent = inert.textContent;
      document.head.append(script);
      script.remove();
    }
  };

  const held = [];
  let heldTimer;
  let hydrating = false;
  document.addEventListener('${PAGE_HYDRATING_EVENT}', () => (hydrating = true), {once: true});
  const waitedLongEnough = () => {
    if (!hydrating) return release();
    heldTimer = setTimeout(release, ${HELD_CLICK_WHILE_HYDRATING_MS - HELD_CLICK_MS});
  };
  const hold = (event) => {
    if (event.type === 'change') {
      if (event.target.tagName === 'SELECT' && !held.includes(event.target)) held.push(event.target);
      return;
    }
    if (event.defaultPrevented) return;
    if (event.type === 'click' && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    const target = event.type === 'submit' ? event.target : event.target.closest && event.target.closest('a[href], button, input[type="submit"], input[type="image"]');
    if (!target || target.matches('a[download], a[target]:not([target="_self"])')) return;
    if (target.tagName === 'A' && target.origin !== location.origin) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on the same button while waiting is the same wish, not a second item.
    if (!held.includes(target)) held.push(target);
    heldTimer = heldTimer || setTimeout(waitedLongEnough, ${HELD_CLICK_MS});
  };
  const release = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('change', hold, true);
    clearTimeout(heldTimer);
    for (const target of held.splice(0)) {
      if (!target.isConnected) continue;
      if (target.tagName === 'FORM') target.requestSubmit();
      else if (target.tagName === 'SELECT') target.dispatchEvent(new Event('change', {bubbles: true}));
      else target.click();
    }
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('change', hold, true);
  const reactEvents = '${REACT_DISCRETE_EVENTS}'.split(' ');
  const keepFromReact = (event) => event.stopImmediatePropagation();
  for (const type of reactEvents) document.addEventListener(type, keepFromReact, true);
  // A held click may be in a section the server streamed after the rest: once the whole document has
  // arrived, and a task later (its data decoded), React can hydrate that section when the click comes.
  const afterStreamedSections = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = release;
    channel.port2.postMessage(null);
  };
  document.addEventListener(
    '${PAGE_ALIVE_EVENT}',
    () => {
      for (const type of reactEvents) document.removeEventListener(type, keepFromReact, true);
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterStreamedSections, {once: true});
      else afterStreamedSections();
    },
    {once: true},
  );

  const paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (!paintTiming || document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, {once: true});
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({type: 'paint', buffered: true});
})();`;
