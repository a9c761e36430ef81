import {useLocation, useMatches} from '@remix-run/react';
import {useEffect, useRef, useSyncExternalStore} from 'react';
import {useRootData} from '~/hooks/use-root-data';
import {usePersonal} from '~/hooks/use-personal';
import {analyticsBus} from '~/lib/analytics/analytics-bus';
import {cartChangeEvents, type CartForEvents} from '~/lib/analytics/cart-events';
import {shopifyTrackingConsent, type Consent} from '~/lib/analytics/consent';
import {consentChoice} from '~/lib/analytics/consent-choice';
import {loadDestinations} from '~/lib/analytics/destinations/load';
import {CAROUSEL_WATCH_SECONDS, createAnalyticsRuntime} from '~/lib/analytics/runtime';
import {routeViewOf, type RouteView} from '~/lib/analytics/route-views';
import {createShopifyViews} from '~/lib/analytics/shopify-views';
import {createDwellTimer} from '~/lib/analytics/timers';
import {connectTracking, trackEvent} from '~/lib/analytics/track';
import {whenLoginProviderReady} from '~/lib/account/login-provider-client';

interface ShopifyPrivacyWindow {
  Shopify?: {customerPrivacy?: {setTrackingConsent?: (consent: object, callback: () => void) => void}};
}

/** Tells Shopify's Customer Privacy API of a choice made in the banner, when the page has the API (online). */
function tellShopify(consent: Consent) {
  (window as ShopifyPrivacyWindow).Shopify?.customerPrivacy?.setTrackingConsent?.(
    shopifyTrackingConsent(consent),
    () => {},
  );
}

/** A product carousel counts as in view with half of it showing, or half the screen filled by it (a tall one). */
const IN_VIEW_SHARE = 0.5;

function inView(entry: IntersectionObserverEntry): boolean {
  const shown = entry.intersectionRect.height;
  const whole = Math.min(entry.boundingClientRect.height, entry.rootBounds?.height ?? window.innerHeight);
  return entry.isIntersecting && whole > 0 && shown >= whole * IN_VIEW_SHARE;
}

/**
 * The analytics runtime on the page (loaded after the page has settled, with Hydrogen's provider):
 * takes over what was tracked since the first load, follows visibility, the product carousels and
 * the cart, and hands events to the destinations the shopper's consent allows.
 */
export function AnalyticsRuntime() {
  const root = useRootData();
  const rootRef = useRef(root);
  rootRef.current = root;
  const runtime = useRef<ReturnType<typeof createAnalyticsRuntime> | null>(null);

  useEffect(() => {
    const created = createAnalyticsRuntime({
      pageViewGate: (route) => {
        const current = rootRef.current;
        const waits = current && current.brand.pageViewsWaitForLoginProvider && current.loginProvider;
        return waits && route.pageType !== 'product' ? whenLoginProviderReady() : undefined;
      },
      loadDestinations: (consent) => {
        const current = rootRef.current;
        return current
          ? loadDestinations(current.analytics.destinations, consent, current.brand.id)
          : Promise.resolve([]);
      },
      title: () => document.title,
    });
    runtime.current = created;
    const shopifyViews = createShopifyViews(analyticsBus);
    const disconnect = connectTracking((entry) => {
      shopifyViews.take(entry);
      created.take(entry);
    });
    const onVisibility = () => created.visibilityChanged(document.visibilityState === 'hidden');
    const onPageHide = () => created.visibilityChanged(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    if (document.visibilityState === 'hidden') created.visibilityChanged(true);
    return () => {
      disconnect();
      created.stop();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // The consent in force: the banner's choice on this page, else the server's reading.
  const choice = useSyncExternalStore(consentChoice.subscribe, consentChoice.state, consentChoice.state);
  const personal = usePersonal();
  const consent = choice.chosen ?? personal?.consent?.consent ?? null;
  useEffect(() => {
    if (consent) void runtime.current?.setConsent(consent);
  }, [consent]);
  // A choice made before this code loaded is passed on now.
  useEffect(() => {
    if (choice.chosen) tellShopify(choice.chosen);
  }, [choice.chosen]);

  useRouteViews((product) => runtime.current?.carouselWatched(product));
  useCartEvents(personal?.cart);
  return null;
}

type CarouselProduct = NonNullable<RouteView['carouselProduct']>;

/**
 * The product and collection views, from the page's loader data at each navigation (once per page
 * and thing: a variant chosen is no new view), and the product page's image carousel
 * (`data-product-carousel`) watched for the carousel-watch event.
 */
function useRouteViews(onCarouselWatched: (product: CarouselProduct) => void) {
  const location = useLocation();
  const leaf = useMatches().at(-1);
  const callback = useRef(onCarouselWatched);
  callback.current = onCarouselWatched;
  const shown = useRef<{key: string; stopWatching?: () => void} | null>(null);

  useEffect(() => {
    const view = routeViewOf(leaf?.id, leaf?.data);
    const key = view ? `${location.pathname}|${view.key}` : '';
    if (shown.current?.key === key) return;
    shown.current?.stopWatching?.();
    shown.current = {key};
    if (!view) return;
    trackEvent(view.event);
    const product = view.carouselProduct;
    const carousel = product ? document.querySelector('[data-product-carousel]') : null;
    if (product && carousel) shown.current.stopWatching = watchCarousel(carousel, () => callback.current(product));
    // Once per navigation: a revalidation hands over equal data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  useEffect(() => () => shown.current?.stopWatching?.(), []);
}

function watchCarousel(element: Element, onWatched: () => void): () => void {
  let showing = false;
  const timer = createDwellTimer([CAROUSEL_WATCH_SECONDS], onWatched);
  const update = () => (showing && document.visibilityState === 'visible' ? timer.resume() : timer.pause());
  const observer = new IntersectionObserver(
    ([entry]) => {
      showing = inView(entry);
      update();
    },
    {threshold: Array.from({length: 21}, (_, step) => step / 20)},
  );
  observer.observe(element);
  document.addEventListener('visibilitychange', update);
  return () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', update);
    timer.reset();
  };
}

/** Cart changes as Hydrogen's cart events (added, removed, updated), from the personal route's cart. */
function useCartEvents(cart: unknown) {
  const previous = useRef<CartForEvents | null | undefined>(undefined);
  useEffect(() => {
    // Not arrived yet: there is nothing to compare.
    if (cart === undefined) return;
    const nextCart = (cart as CartForEvents | null) ?? null;
    cartChangeEvents(previous.current, nextCart).forEach(trackEvent);
    previous.current = nextCart;
  }, [cart]);
}
