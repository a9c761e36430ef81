import {createCollectorBatch} from '../collector-batch';
import type {Destination} from '../runtime';

const destinations = new Map<string, Destination>();

/** The first-party collector: batches posted as text (no preflight), a beacon when the page is hidden. */
export function collectorDestination(url: string, brand: string): Destination {
  const existing = destinations.get(url);
  if (existing) return existing;
  const batch = createCollectorBatch(brand, {
    post: async (body) => {
      await fetch(url, {
        method: 'POST',
        body,
        headers: {'Content-Type': 'text/plain;charset=UTF-8'},
        credentials: 'omit',
        keepalive: true,
      });
    },
    beacon: (body) => navigator.sendBeacon(url, new Blob([body], {type: 'text/plain;charset=UTF-8'})),
  });
  const destination: Destination = {
    category: 'analytics',
    send: (event) => batch.add(event),
    flush: () => batch.flush('hidden'),
  };
  destinations.set(url, destination);
  return destination;
}
