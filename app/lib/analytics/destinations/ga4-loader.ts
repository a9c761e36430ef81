import type {Destination} from '../runtime';
import {ga4Event} from './ga4';
import {loadScript} from './load';

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

let loaded: Destination | null = null;

/** Google Analytics 4 through gtag.js; page views are ours (2 s after a route change), not gtag's own. */
export async function ga4Destination(measurementId: string): Promise<Destination> {
  if (loaded) return loaded;
  const page = window as unknown as GtagWindow;
  page.dataLayer ??= [];
  // gtag.js reads the `arguments` objects its stub queued.
  page.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    page.dataLayer!.push(arguments);
  };
  page.gtag('js', new Date());
  page.gtag('config', measurementId, {send_page_view: false});
  await loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  loaded = {
    category: 'analytics',
    send(event) {
      const mapped = ga4Event(event);
      if (mapped) page.gtag!('event', mapped.name, mapped.params);
    },
  };
  return loaded;
}
