import {browserConsent} from '~/lib/analytics/consent';
import {anonymousPersonalData, type PersonalData} from '~/lib/root-data';
import {hasPersonalMarker, PERSONAL_MARKER_COOKIE} from '~/lib/routing/personal-marker';

/**
 * The shopper's own data in the browser (PersonalData, from `/api/personal`): the page is every
 * shopper's (the edge may share it), so this arrives after it. The document's head starts the request
 * while the page's code is still on its way (personalEarlyFetchScript); the store takes that answer, and
 * asks again when told to (after a form post, in another language). The newest request wins.
 * Without the personal marker (personal-marker.ts) nothing is asked: the data is a shopper's with no
 * cart, login or notice, and the consent the banner's rule reads from the browser.
 */

/** Where the head's early request leaves its promise for the store. */
const EARLY_GLOBAL = '__personalData';

interface EarlyFetch {
  path: string;
  answer: Promise<PersonalData | null>;
}

/**
 * A classic inline script for the document's head: asks `path` at once when the personal marker is set,
 * so the answer can be there when the page comes alive. Its text is fixed per language, so a shared page
 * allows it by its hash.
 */
export function personalEarlyFetchScript(path: string): string {
  // `<` escaped: no path, however written, can end the script element.
  const target = JSON.stringify(path).replace(/</g, '\\u003c');
  return (
    `if(/(?:^|;\\s*)${PERSONAL_MARKER_COOKIE}=1/.test(document.cookie))` +
    `window.${EARLY_GLOBAL}={path:${target},answer:fetch(${target},{credentials:"same-origin",` +
    `headers:{Accept:"application/json"}}).then(function(r){return r.ok?r.json():null})` +
    `.catch(function(){return null})};`
  );
}

function readAnswer(path: string): Promise<PersonalData | null> {
  return fetch(path, {credentials: 'same-origin', headers: {Accept: 'application/json'}}).then(
    (response) => (response.ok ? (response.json() as Promise<PersonalData>) : null),
    () => null,
  );
}

function takeEarlyFetch(path: string): Promise<PersonalData | null> | null {
  const early = (window as unknown as Record<string, EarlyFetch | undefined>)[EARLY_GLOBAL];
  if (!early) return null;
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  return early.path === path ? early.answer : null;
}

/** The data a page knows without asking, or null when the personal marker says there is more to ask. */
function knownWithoutAsking(): PersonalData | null {
  if (hasPersonalMarker(document.cookie)) return null;
  return anonymousPersonalData(
    browserConsent(document.cookie, navigator as Navigator & {globalPrivacyControl?: boolean}),
  );
}

export function createPersonalStore(
  read: (path: string) => Promise<PersonalData | null> = readAnswer,
  takeEarly: (path: string) => Promise<PersonalData | null> | null = takeEarlyFetch,
  known: () => PersonalData | null = knownWithoutAsking,
) {
  let current: PersonalData | undefined;
  let asked = 0;
  /** the request asked last, until the next microtask: the effects of one commit that each ask make one request */
  let askedInThisTask: {path: string; answer: Promise<void>} | null = null;
  const listeners = new Set<() => void>();
  return {
    /** undefined until the first answer; a failed request keeps what was there */
    get: (): PersonalData | undefined => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * asks `path` (the head's early answer, when it asked the same) unless the page knows the answer; an
     * answer to an older request is dropped, and a second ask for the same path before the next microtask is the first
     */
    refresh(path: string, {early = false}: {early?: boolean} = {}): Promise<void> {
      if (askedInThisTask?.path === path) return askedInThisTask.answer;
      const request = ++asked;
      const local = known();
      const reading = local ? Promise.resolve(local) : (early && takeEarly(path)) || read(path);
      const answer = reading.then((data) => {
        if (request !== asked || !data) return;
        current = data;
        listeners.forEach((listener) => listener());
      });
      askedInThisTask = {path, answer};
      queueMicrotask(() => (askedInThisTask = null));
      return answer;
    },
    /**
     * After a cart post: the cart its answer carries (answeredCart) in place of asking again, the rest of
     * the data kept, as a cart post changes none of it; an answer to a request sent before is dropped,
     * as older than this cart. Asks `path` when the answer has no cart, or there is nothing yet to put
     * it in (the first answer still on its way).
     */
    afterCartPost(path: string, cart: PersonalData['cart']): Promise<void> {
      if (!cart || !current) return this.refresh(path);
      asked++;
      askedInThisTask = null;
      current = {...current, cart};
      listeners.forEach((listener) => listener());
      return Promise.resolve();
    },
  };
}

export const personalStore = createPersonalStore();
