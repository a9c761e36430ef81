/**
 * Hydrogen's analytics start after the page's `load` event (DeferredAnalytics), so
 * code that runs earlier publishes through here: events wait in a queue until
 * the provider connects, then flow straight through.
 */
export type AnalyticsPayload = Record<string, unknown>;
type Publish = (event: string, payload: AnalyticsPayload) => void;

/** A view event Hydrogen's provider sends itself (with shop, cart and URL) for as long as the view is shown. */
export interface AnalyticsView {
  type: 'search_viewed';
  data: {searchTerm: string; searchResults?: unknown};
}

export function createAnalyticsBus() {
  let queue: Array<[string, AnalyticsPayload]> = [];
  let sink: Publish | null = null;
  let views: AnalyticsView[] = [];
  const viewListeners = new Set<() => void>();
  const notify = () => viewListeners.forEach((listener) => listener());

  return {
    publish(event: string, payload: AnalyticsPayload) {
      if (sink) sink(event, payload);
      else queue.push([event, payload]);
    },
    /** The provider is ready: send what waited, in order, and everything from now on. Returns a disconnect. */
    connect(next: Publish) {
      sink = next;
      const waiting = queue;
      queue = [];
      for (const [event, payload] of waiting) next(event, payload);
      return () => {
        if (sink === next) sink = null;
      };
    },
    /** Shows a view until the returned function is called. */
    showView(view: AnalyticsView) {
      views = [...views, view];
      notify();
      return () => {
        views = views.filter((shown) => shown !== view);
        notify();
      };
    },
    views: () => views,
    subscribeToViews(listener: () => void) {
      viewListeners.add(listener);
      return () => void viewListeners.delete(listener);
    },
  };
}

/** The page's one bus. */
export const analyticsBus = createAnalyticsBus();
