import {ENGAGEMENT_MARKS_SECONDS, storefrontEvent, type PageType, type StorefrontEvent} from './catalogue';
import type {Consent} from './consent';
import {pageTypeOf} from './page-type';
import {createDwellTimer, createPageViewTimer} from './timers';
import type {RouteChange, TrackedEntry} from './track';

/** A route change with the kind of page it shows. */
export interface PageRoute extends RouteChange {
  pageType: PageType;
}

/** The product carousel must be in view this long for the carousel-watch event (gum §9). */
export const CAROUSEL_WATCH_SECONDS = 5;

/** Events kept while the shopper has not chosen yet; a visit that never chooses sends none. */
const MAX_WAITING_EVENTS = 200;

/** Where events go once the shopper allows its category. */
export interface Destination {
  category: keyof Consent;
  send(event: StorefrontEvent): void;
  /** the page is being hidden: send what is held now */
  flush?(): void;
}

export interface RuntimeOptions {
  /** gum's non-product pages wait for the login provider's ready flag (brand config); undefined: no wait */
  pageViewGate(route: PageRoute): Promise<unknown> | undefined;
  /** the destinations this consent allows, loaded on demand */
  loadDestinations(consent: Consent): Promise<Destination[]>;
  /** the page's title when its view is sent */
  title(): string;
}

/**
 * Decides what leaves the page: timed events (page view, engagement) from route changes, every
 * tracked event, and nothing to any destination before the shopper's consent, nor to one whose
 * category they refused. Events before a choice wait (up to MAX_WAITING_EVENTS) and go once
 * allowed; refusing drops them.
 */
export function createAnalyticsRuntime(options: RuntimeOptions) {
  let consent: Consent | null = null;
  let destinations: Destination[] = [];
  let loading: Promise<void> | null = null;
  let waiting: StorefrontEvent[] = [];
  let current: PageRoute | null = null;
  let hidden = false;

  const deliverable = () => consent !== null && loading === null;

  function emit(event: StorefrontEvent) {
    if (!deliverable()) {
      if (consent && !consent.analytics && !consent.marketing) return;
      if (waiting.length < MAX_WAITING_EVENTS) waiting.push(event);
      return;
    }
    for (const destination of destinations) {
      if (consent?.[destination.category]) destination.send(event);
    }
  }

  const pageViews = createPageViewTimer<PageRoute>((route, at) =>
    emit(
      storefrontEvent(
        'page_view',
        {path: route.path, title: options.title(), pageType: route.pageType},
        {at, path: route.path},
      ),
    ),
  );
  const engagement = createDwellTimer(ENGAGEMENT_MARKS_SECONDS, (seconds) => {
    if (!current) return;
    emit(
      storefrontEvent('engagement', {path: current.path, seconds: seconds as 20}, {at: Date.now(), path: current.path}),
    );
  });

  function routeChanged(route: PageRoute) {
    current = route;
    emit(
      storefrontEvent('page_viewed', {path: route.path, pageType: route.pageType}, {at: route.at, path: route.path}),
    );
    pageViews.routeChanged(route, options.pageViewGate(route), route.at);
    if (hidden) engagement.reset();
    else engagement.restart(Date.now() - route.at);
  }

  return {
    take(entry: TrackedEntry) {
      if (entry.kind === 'route') routeChanged({...entry.route, pageType: pageTypeOf(entry.route.routeId)});
      else emit(entry.event);
    },

    /** The shopper chose (or their browser's privacy signal did): load what it allows, then send what waited. */
    async setConsent(next: Consent) {
      consent = next;
      if (!next.analytics && !next.marketing) {
        waiting = [];
        return;
      }
      const load = options.loadDestinations(next).then(
        (loaded) => {
          destinations = loaded;
        },
        (error: unknown) => console.error('Analytics destinations failed to load:', error),
      );
      loading = load;
      await load;
      if (loading !== load) return;
      loading = null;
      const backlog = waiting;
      waiting = [];
      backlog.forEach(emit);
    },

    /** The tab was hidden or shown again: engagement time stops meanwhile, and held events go before the page may be gone. */
    visibilityChanged(isHidden: boolean) {
      hidden = isHidden;
      if (isHidden) {
        engagement.pause();
        if (deliverable()) destinations.forEach((destination) => destination.flush?.());
      } else {
        engagement.resume();
      }
    },

    /** A watched carousel has been in view for CAROUSEL_WATCH_SECONDS (see AnalyticsRuntime). */
    carouselWatched(product: {productId: string; productName: string}) {
      const path = current?.path ?? '/';
      emit(storefrontEvent('carousel_watch', {...product, seconds: CAROUSEL_WATCH_SECONDS}, {at: Date.now(), path}));
    },

    stop() {
      pageViews.stop();
      engagement.reset();
    },
  };
}

export type AnalyticsRuntime = ReturnType<typeof createAnalyticsRuntime>;
