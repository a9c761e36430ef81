import type {Destination} from '../runtime';
import {loadScript} from './load';
import {metaAdvancedMatching, metaPixelEvent} from './meta-pixel';

interface Fbq {
  (...args: unknown[]): void;
  queue: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  push: Fbq;
  loaded: boolean;
  version: string;
}

let loaded: Destination | null = null;

/** Meta Pixel through fbevents.js (marketing consent only); a newsletter email goes only as its hash. */
export async function metaPixelDestination(pixelId: string): Promise<Destination> {
  if (loaded) return loaded;
  const page = window as unknown as {fbq?: Fbq; _fbq?: Fbq};
  if (!page.fbq) {
    // fbevents.js takes over this queue when it loads.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    page.fbq = fbq;
    page._fbq = fbq;
  }
  const fbq = page.fbq;
  // No automatic events (button clicks, page metadata): Meta gets only what metaPixelEvent maps.
  fbq('set', 'autoConfig', false, pixelId);
  fbq('init', pixelId);
  await loadScript('https://connect.facebook.net/en_US/fbevents.js');
  loaded = {
    category: 'marketing',
    send(event) {
      if (event.name === 'subscribe') fbq('init', pixelId, metaAdvancedMatching(event.payload.emailSha256));
      const mapped = metaPixelEvent(event);
      if (mapped) fbq(mapped.kind, mapped.name, mapped.params);
    },
  };
  return loaded;
}
