import type {AnalyticsView, createAnalyticsBus} from '~/lib/analytics/analytics-bus';
import type {StorefrontEvent} from './catalogue';
import type {TrackedEntry} from './track';

/** The view Hydrogen's provider sends to Shopify for one of the storefront's view events, if any. */
export function shopifyViewOf(event: StorefrontEvent): AnalyticsView | null {
  switch (event.name) {
    case 'product_viewed':
      return {
        type: 'product_viewed',
        data: {
          products: event.payload.products.map((product) => ({
            id: product.productId,
            title: product.productName,
            price: String(product.price),
            vendor: product.vendor ?? '',
            variantId: product.variantId,
            variantTitle: product.variantName,
            quantity: product.quantity,
          })),
        },
      };
    case 'collection_viewed':
      return {
        type: 'collection_viewed',
        data: {collection: {id: event.payload.collectionId, handle: event.payload.collectionHandle}},
      };
    case 'cart_viewed':
      return {type: 'cart_viewed', data: {}};
    case 'view_search_results':
      return {type: 'search_viewed', data: {searchTerm: event.payload.searchQuery}};
    default:
      return null;
  }
}

/**
 * Shows each view event to Hydrogen's provider (through the bus) until the shopper moves to another
 * page. A page's events can come before its route change (a child's effects run before the
 * shell's), so a view ends when a route with another path begins, not at every route change.
 */
export function createShopifyViews(bus: Pick<ReturnType<typeof createAnalyticsBus>, 'showView'>) {
  let shown: {path: string; hide: () => void}[] = [];
  return {
    take(entry: TrackedEntry) {
      if (entry.kind === 'route') {
        const ended = shown.filter((view) => view.path !== entry.route.path);
        ended.forEach((view) => view.hide());
        shown = shown.filter((view) => view.path === entry.route.path);
        return;
      }
      const view = shopifyViewOf(entry.event);
      if (view) shown.push({path: entry.event.path, hide: bus.showView(view)});
    },
  };
}
