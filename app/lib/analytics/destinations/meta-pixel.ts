/** The storefront's analytics events as Meta Pixel events (`fbq('track' | 'trackCustom', name, params)`). */
import {isQuitPlanPath} from '~/lib/quit-plan/schedule';
import type {StorefrontEvent} from '~/lib/analytics/catalogue';
import {productsValue, unmappedEvent} from '~/lib/analytics/destinations/items';

export interface MetaPixelEvent {
  kind: 'track' | 'trackCustom';
  name: string;
  params: Record<string, unknown>;
}

/** Content ids are product ids as given: Meta catalogues synced from Shopify key on the product gids. */
function contents(lines: readonly {productId: string; quantity: number}[]) {
  return {
    content_ids: lines.map((line) => line.productId),
    contents: lines.map((line) => ({id: line.productId, quantity: line.quantity})),
  };
}

/**
 * The pixel's advanced matching for a subscriber (`fbq('init', pixelId, …)`): Meta takes the email
 * already SHA-256 hashed, and this is the only place it goes; no event carries it.
 */
export function metaAdvancedMatching(emailSha256: string): {em: string} {
  return {em: emailSha256};
}

/**
 * The Meta Pixel event for a storefront event, or null for those Meta has no use for. Nothing raised on
 * the quit plan's page goes to an ad network: its cart adds follow from the shopper's answers (decision 029).
 */
export function metaPixelEvent(event: StorefrontEvent): MetaPixelEvent | null {
  if (isQuitPlanPath(event.path)) return null;
  switch (event.name) {
    case 'page_view':
      return {kind: 'track', name: 'PageView', params: {}};
    case 'product_viewed':
    case 'product_added_to_cart': {
      const {products} = event.payload;
      return {
        kind: 'track',
        name: event.name === 'product_viewed' ? 'ViewContent' : 'AddToCart',
        params: {...contents(products), content_type: 'product', value: productsValue(products), currency: 'INR'},
      };
    }
    case 'checkout_started':
      return {
        kind: 'track',
        name: 'InitiateCheckout',
        params: {
          ...contents(event.payload.items),
          num_items: event.payload.itemCount,
          value: event.payload.cartValue,
          currency: event.payload.currency,
        },
      };
    case 'checkout_completed':
      return {
        kind: 'track',
        name: 'Purchase',
        params: {
          ...contents(event.payload.items),
          num_items: event.payload.itemCount,
          value: event.payload.cartValue,
          currency: event.payload.currency,
          order_id: event.payload.orderId,
        },
      };
    case 'search':
      return {kind: 'track', name: 'Search', params: {search_string: event.payload.searchQuery}};
    // The hashed email goes to advanced matching (metaAdvancedMatching), never into event params.
    case 'subscribe':
      return {kind: 'track', name: 'Lead', params: {}};
    case 'customer_logged_in':
      return {kind: 'trackCustom', name: 'CustomerLoggedIn', params: {method: event.payload.method}};
    case 'collection_viewed':
      return {kind: 'trackCustom', name: 'ViewCategory', params: {content_category: event.payload.collectionHandle}};
    case 'engagement':
      return {kind: 'trackCustom', name: 'Engagement', params: {seconds: event.payload.seconds}};
    case 'carousel_watch':
      return {
        kind: 'trackCustom',
        name: 'CarouselWatch',
        params: {content_ids: [event.payload.productId], seconds: event.payload.seconds},
      };
    // No standard Meta event fits these, and none of them helps ad delivery or measurement;
    // PageView is the spec's timed page view (page_view), one per page, so not page_viewed; a recommendation
    // chosen from a list is told by the ViewContent or AddToCart it leads to.
    case 'view_search_results':
    case 'search_suggestion_clicked':
    case 'search_viewed':
    case 'cart_viewed':
    case 'cart_updated':
    case 'product_removed_from_cart':
    case 'page_viewed':
    case 'recommendation_clicked':
      return null;
    // The quit plan is about a shopper's health: even in bands it stays out of ad networks (decision 029).
    case 'quit_plan_viewed':
    case 'quit_plan_completed':
      return null;
    default:
      return unmappedEvent(event);
  }
}
