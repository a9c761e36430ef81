import type {StorefrontEvent} from './catalogue';

/** A batch goes when it has this many events, or this long after its first, whichever is first. */
export const BATCH_MAX_EVENTS = 20;
export const BATCH_MAX_WAIT_MS = 5000;

export interface CollectorTransport {
  /** an ordinary POST while the page lives */
  post(body: string): Promise<void>;
  /** `navigator.sendBeacon` when the page is being hidden: the browser sends it even as the page goes */
  beacon(body: string): boolean;
}

/**
 * Events for the first-party collector, sent in batches: `{brand, events}` as text (a cross-origin
 * beacon cannot carry `application/json` without a preflight). `flush('hidden')` sends what waits
 * by beacon, so leaving the page loses nothing.
 */
export function createCollectorBatch(brand: string, transport: CollectorTransport) {
  let waiting: StorefrontEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const take = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    return batch.length ? JSON.stringify({brand, events: batch}) : null;
  };

  function flush(reason: 'full' | 'timer' | 'hidden') {
    const body = take();
    if (!body) return;
    if (reason === 'hidden' && transport.beacon(body)) return;
    transport.post(body).catch(() => {
      // Analytics never bother the shopper; a lost batch is only a gap in the figures.
    });
  }

  return {
    add(event: StorefrontEvent) {
      waiting.push(event);
      if (waiting.length >= BATCH_MAX_EVENTS) flush('full');
      else timer ??= setTimeout(() => flush('timer'), BATCH_MAX_WAIT_MS);
    },
    flush,
  };
}
