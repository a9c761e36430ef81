import {storefrontEvent, type StorefrontEvent, type StorefrontEventPayloads} from './catalogue';

/**
 * What pages report for analytics, kept from the first load on: events and route changes. The
 * analytics runtime (components/analytics/AnalyticsRuntime, loaded once the page has settled)
 * takes them over, with their times, and decides what leaves the page and where, once the shopper
 * has consented. This module stays small: it is in the first load.
 */

export interface RouteChange {
  path: string;
  /** the route module shown ("routes/($locale).products.$handle"); the runtime works out its page type */
  routeId: string | undefined;
  /** ms since the epoch */
  at: number;
}

export type TrackedEntry = {kind: 'event'; event: StorefrontEvent} | {kind: 'route'; route: RouteChange};

let waiting: TrackedEntry[] = [];
let sink: ((entry: TrackedEntry) => void) | null = null;

function deliver(entry: TrackedEntry) {
  if (sink) sink(entry);
  else waiting.push(entry);
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** An event by name and payload, as built by code that makes several kinds (cart-events.ts). */
export type NamedEvent = {
  [Name in keyof StorefrontEventPayloads]: {name: Name; payload: StorefrontEventPayloads[Name]};
}[keyof StorefrontEventPayloads];

export function trackEvent(event: NamedEvent) {
  deliver({kind: 'event', event: {...event, at: Date.now(), path: currentPath()} as StorefrontEvent});
}

/** Reports an event from the catalogue; it leaves the page only with the shopper's consent. */
export function track<Name extends keyof StorefrontEventPayloads>(name: Name, payload: StorefrontEventPayloads[Name]) {
  deliver({kind: 'event', event: storefrontEvent(name, payload, {at: Date.now(), path: currentPath()})});
}

/** A new page is shown (the first included): the page view and engagement clocks start from here. */
export function routeChanged(routeId: string | undefined) {
  deliver({kind: 'route', route: {path: currentPath(), routeId, at: Date.now()}});
}

/** The runtime takes over: what waited, in order, then everything as it comes. Returns a disconnect. */
export function connectTracking(next: (entry: TrackedEntry) => void): () => void {
  sink = next;
  const backlog = waiting;
  waiting = [];
  backlog.forEach(next);
  return () => {
    if (sink === next) sink = null;
  };
}
