/**
 * The views Hydrogen's provider is showing (search, product, collection and cart views): the
 * analytics runtime derives them from the storefront's view events (lib/analytics/shopify-views.ts)
 * and the provider renders them, and so publishes them to Shopify. Loaded with the runtime, never
 * in the first load.
 */
/** A view event Hydrogen's provider sends itself (with shop, cart and URL) for as long as the view is shown. */
export type AnalyticsView =
  | {type: 'search_viewed'; data: {searchTerm: string; searchResults?: unknown}}
  | {type: 'product_viewed'; data: {products: ProductViewProduct[]}}
  | {type: 'collection_viewed'; data: {collection: {id: string; handle: string}}}
  | {type: 'cart_viewed'; data: Record<string, never>};

/** A product as Hydrogen's product view wants it (a type, not an interface: Hydrogen's payload is an open record). */
export type ProductViewProduct = {
  id: string;
  title: string;
  price: string;
  vendor: string;
  variantId: string;
  variantTitle: string;
  quantity: number;
};

export function createAnalyticsBus() {
  let views: AnalyticsView[] = [];
  const viewListeners = new Set<() => void>();
  const notify = () => viewListeners.forEach((listener) => listener());

  return {
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
