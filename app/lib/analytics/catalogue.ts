/**
 * lib/analytics/: what the storefront reports, and to whom: the event catalogue (this file), consent,
 * the clocks of timed events, route and Shopify views, and the destinations (GA4, Meta Pixel, PostHog,
 * the first-party collector) a page loads once the shopper consents.
 */

/**
 * Every event the storefront sends to its analytics destinations, with the name the specs give it
 * (grooming-store.md §3 "Analytics events", gum-store.md §4 and §9 "Analytics timings") and its
 * payload. Destinations map these names to their own (destinations/*.ts); Shopify's analytics get
 * Hydrogen's standard events as Hydrogen sends them.
 */

import type {QuitPlanBands} from '~/lib/quit-plan/answers';

/** One line of a cart or an order, as checkout events carry it (grooming spec §3). */
export interface CheckoutItem {
  productId: string;
  productName: string;
  price: number;
  quantity: number;
  variant: string;
}

/** The kind of page a page view is for; gum holds non-product page views for the login provider. */
export type PageType =
  'home' | 'product' | 'collection' | 'search' | 'cart' | 'account' | 'blog' | 'article' | 'page' | 'policy' | 'other';

/** What a predictive search suggestion is: a query to search for, or a product, collection, page or article to open. */
export type SearchSuggestionKind = 'query' | 'product' | 'collection' | 'page' | 'article';

/** Seconds on one page at which an engagement event fires (gum spec §9). */
export const ENGAGEMENT_MARKS_SECONDS = [20, 30, 60, 90] as const;
export type EngagementMark = (typeof ENGAGEMENT_MARKS_SECONDS)[number];

/** The lists of recommended products: the product page's two rows and the cart drawer's "Offers Unlocked!". */
export type RecommendationListName = 'pairs well with' | 'you may also like' | 'cart upsell';

/** A product as Hydrogen's product and cart events carry it, reduced to what destinations use. */
export interface EventProduct {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
  price: number;
  quantity: number;
  /** the product's vendor, where the page knows it (Hydrogen's product view wants it) */
  vendor?: string;
}

export interface StorefrontEventPayloads {
  /** gum §4, §9: "page view", 2 s after each route change */
  page_view: {path: string; title: string; pageType: PageType};
  /** gum §9: "engagement", at 20, 30, 60 and 90 s on one page */
  engagement: {path: string; seconds: EngagementMark};
  /** gum §9: "carousel watch", after 5 s of the product page's image carousel in view */
  carousel_watch: {productId: string; productName: string; seconds: number};
  /** grooming §3: "search", the overlay ran a query */
  search: {searchQuery: string};
  /**
   * A suggestion of the search overlay was chosen: what was typed, the kind of suggestion and its place
   * (from 1) in the overlay's one list of suggestions. Nothing about the shopper.
   */
  search_suggestion_clicked: {searchQuery: string; kind: SearchSuggestionKind; position: number};
  /** grooming §3: "view search results" */
  view_search_results: {searchQuery: string; count: number};
  /** grooming §3: "subscribe: email"; the email only as its SHA-256 (lower-cased, trimmed), never in clear */
  subscribe: {emailSha256: string};
  /** grooming §3: "checkout started" */
  checkout_started: {cartId: string; cartValue: number; currency: 'INR'; itemCount: number; items: CheckoutItem[]};
  /** grooming §3: "checkout completed" (orderId from the widget's merchant_order_id) */
  checkout_completed: {orderId: string; cartValue: number; currency: 'INR'; itemCount: number; items: CheckoutItem[]};
  /** the quit-plan page was shown (gum: /quit-plan) */
  quit_plan_viewed: Record<string, never>;
  /** the shopper asked for their quit plan: bands of their answers only, never what they typed (health data) */
  quit_plan_completed: QuitPlanBands;
  /** a recommended product was followed or added: which list, the product, and its place in the list (from 1) */
  recommendation_clicked: {listName: RecommendationListName; productId: string; position: number};
  /** grooming §3: "customer logged in": the method and the provider's user id, never a phone or a token */
  customer_logged_in: {method: string; userId: string | null};
  // Hydrogen's standard events, passed on to every destination as well as Shopify's.
  /** at once on each route change (Shopify's page view; the timed page_view above is the spec's) */
  page_viewed: {path: string; pageType: PageType};
  product_viewed: {products: EventProduct[]};
  collection_viewed: {collectionId: string; collectionHandle: string};
  cart_viewed: {cartValue: number; itemCount: number};
  search_viewed: {searchQuery: string};
  product_added_to_cart: {products: EventProduct[]; cartValue: number};
  product_removed_from_cart: {products: EventProduct[]; cartValue: number};
  cart_updated: {cartValue: number; itemCount: number};
}

export type StorefrontEventName = keyof StorefrontEventPayloads;

/** An event as it travels to destinations. */
export type StorefrontEvent = {
  [Name in StorefrontEventName]: {
    name: Name;
    payload: StorefrontEventPayloads[Name];
    /** ms since the epoch, when it happened */
    at: number;
    /** the page it happened on (path and query) */
    path: string;
  };
}[StorefrontEventName];

export function storefrontEvent<Name extends StorefrontEventName>(
  name: Name,
  payload: StorefrontEventPayloads[Name],
  context: {at: number; path: string},
): Extract<StorefrontEvent, {name: Name}> {
  return {name, payload, ...context} as Extract<StorefrontEvent, {name: Name}>;
}
