import {messageSW, Workbox} from 'workbox-window';
import {assetTypeOfPath, MESSAGE_TIMEOUT_MS} from './rules';
import {UPDATED_FLAG} from './start';

interface StartOptions {
  debug: boolean;
}

function logger(debug: boolean) {
  return (...details: unknown[]) => {
    if (debug) console.log('[asset cache]', ...details);
  };
}

/** `promise`, or undefined once `ms` have passed without it. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

/** Images and fonts this page loaded before the worker was there: the worker stores them too. */
function loadedAssetUrls(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const type = assetTypeOfPath(new URL(url).pathname);
      return type === 'image' || type === 'font';
    });
  return Array.from(new Set(urls));
}

/**
 * Registers /sw.js (Workbox's window side): registered, update found, waiting. A waiting worker is
 * told to skip waiting over a MessageChannel (given up after MESSAGE_TIMEOUT_MS); when it takes
 * control the page reloads once, and the reloaded page says the store was updated.
 */
export async function startAssetCache({debug}: StartOptions) {
  const log = logger(debug);
  const workbox = new Workbox(debug ? '/sw.js?debug=1' : '/sw.js', {scope: '/'});
  let reloading = false;

  workbox.addEventListener('waiting', (event) => {
    log('a new worker is waiting');
    const waiting = event.sw;
    if (!waiting) return;
    void within(messageSW(waiting, {type: 'SKIP_WAITING'}), MESSAGE_TIMEOUT_MS).then((answer) =>
      log(answer ? 'the new worker is taking over' : 'no answer to skip-waiting; it waits for the next visit'),
    );
  });
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate || reloading) return;
    reloading = true;
    log('the new worker took over: reloading once');
    sessionStorage.setItem(UPDATED_FLAG, '1');
    window.location.reload();
  });

  const registration = await workbox.register();
  log('registered', registration?.scope);
  // Once active, the worker also stores what this page showed before it was there.
  await workbox.active;
  const urlsToCache = loadedAssetUrls();
  const answer = await within(workbox.messageSW({type: 'CACHE_URLS', payload: {urlsToCache}}), MESSAGE_TIMEOUT_MS);
  log(answer === undefined ? 'the worker did not answer CACHE_URLS in time' : 'stored', urlsToCache.length, 'assets');
}

/** The kill switch's page side: any worker this site registered goes. */
export async function removeAssetCache() {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
