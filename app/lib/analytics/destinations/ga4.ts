/** The storefront's analytics events as Google Analytics 4 recommended e-commerce events (gtag `event` calls). */
import type {CheckoutItem, EventProduct, StorefrontEvent} from '~/lib/analytics/catalogue';
import {productsValue, unmappedEvent} from '~/lib/analytics/destinations/items';

export interface Ga4Event {
  name: string;
  params: Record<string, unknown>;
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_variant: string;
  price: number;
  quantity: number;
}

function productItems(products: readonly EventProduct[]): Ga4Item[] {
  return products.map((product) => ({
    item_id: product.productId,
    item_name: product.productName,
    item_variant: product.variantName,
    price: product.price,
    quantity: product.quantity,
  }));
}

function checkoutItems(items: readonly CheckoutItem[]): Ga4Item[] {
  return items.map((item) => ({
    item_id: item.productId,
    item_name: item.productName,
    item_variant: item.variant,
    price: item.price,
    quantity: item.quantity,
  }));
}

/** The GA4 event for a storefront event, or null where another event already reports it. */
export function ga4Event(event: StorefrontEvent): Ga4Event | null {
  switch (event.name) {
    case 'page_view':
      return {name: 'page_view', params: {page_path: event.payload.path, page_title: event.payload.title}};
    case 'product_viewed': {
      const {products} = event.payload;
      return {
        name: 'view_item',
        params: {currency: 'INR', value: productsValue(products), items: productItems(products)},
      };
    }
    case 'collection_viewed':
      return {
        name: 'view_item_list',
        params: {item_list_id: event.payload.collectionId, item_list_name: event.payload.collectionHandle},
      };
    case 'cart_viewed':
      return {name: 'view_cart', params: {currency: 'INR', value: event.payload.cartValue}};
    case 'search':
      return {name: 'search', params: {search_term: event.payload.searchQuery}};
    case 'search_suggestion_clicked':
      return {
        name: 'select_item',
        params: {
          item_list_id: 'search_suggestions',
          item_list_name: 'search suggestions',
          search_term: event.payload.searchQuery,
          content_type: event.payload.kind,
          index: event.payload.position,
        },
      };
    case 'view_search_results':
      return {
        name: 'view_search_results',
        params: {search_term: event.payload.searchQuery, results_count: event.payload.count},
      };
    // GA4's value for these is what the products added or removed are worth, not the cart's total.
    case 'product_added_to_cart':
    case 'product_removed_from_cart': {
      const {products} = event.payload;
      return {
        name: event.name === 'product_added_to_cart' ? 'add_to_cart' : 'remove_from_cart',
        params: {currency: 'INR', value: productsValue(products), items: productItems(products)},
      };
    }
    case 'checkout_started':
      return {
        name: 'begin_checkout',
        params: {
          currency: event.payload.currency,
          value: event.payload.cartValue,
          items: checkoutItems(event.payload.items),
        },
      };
    case 'checkout_completed':
      return {
        name: 'purchase',
        params: {
          transaction_id: event.payload.orderId,
          currency: event.payload.currency,
          value: event.payload.cartValue,
          items: checkoutItems(event.payload.items),
        },
      };
    // GA4 forbids personal data in event params, hashed or not: the subscriber's email stays out.
    case 'subscribe':
      return {name: 'sign_up', params: {method: 'newsletter'}};
    case 'customer_logged_in':
      return {name: 'login', params: {method: event.payload.method}};
    case 'engagement':
      return {name: 'engagement_time_mark', params: {seconds: event.payload.seconds}};
    case 'carousel_watch':
      return {name: 'carousel_watch', params: {item_id: event.payload.productId, seconds: event.payload.seconds}};
    case 'recommendation_clicked':
      return {
        name: 'select_item',
        params: {
          item_list_name: event.payload.listName,
          items: [{item_id: event.payload.productId, index: event.payload.position}],
        },
      };
    case 'quit_plan_viewed':
      return {name: 'quit_plan_viewed', params: {}};
    case 'quit_plan_completed':
      return {
        name: 'quit_plan_completed',
        params: {
          habit: event.payload.habit,
          used_per_day_band: event.payload.usedPerDayBand,
          start_band: event.payload.startBand,
          purchase: event.payload.purchase,
        },
      };
    // search and view_search_results already say this; cart changes reach GA4 as add/remove_from_cart;
    // GA4's page views are the spec's timed ones (page_view).
    case 'search_viewed':
    case 'cart_updated':
    case 'page_viewed':
      return null;
    default:
      return unmappedEvent(event);
  }
}
