/** The storefront's analytics events as PostHog events (`posthog.capture(name, properties)`); PostHog gets all of them. */
import type {StorefrontEvent} from '~/lib/analytics/catalogue';
import {unmappedEvent} from '~/lib/analytics/destinations/items';

export interface PostHogEvent {
  name: string;
  properties: Record<string, unknown>;
}

/** The PostHog event for a storefront event. */
export function postHogEvent(event: StorefrontEvent): PostHogEvent {
  switch (event.name) {
    case 'page_view':
      return {
        name: '$pageview',
        properties: {$pathname: event.payload.path, title: event.payload.title, page_type: event.payload.pageType},
      };
    // Only the email's hash exists in the catalogue; it keeps a name that says so.
    case 'subscribe':
      return {name: event.name, properties: {email_sha256: event.payload.emailSha256, path: event.path}};
    // A payload's own path (engagement's) is the page it measured, so it wins over where the event was sent from.
    case 'engagement':
    case 'carousel_watch':
    case 'search':
    case 'search_suggestion_clicked':
    case 'view_search_results':
    case 'checkout_started':
    case 'checkout_completed':
    case 'customer_logged_in':
    case 'product_viewed':
    case 'collection_viewed':
    case 'cart_viewed':
    case 'search_viewed':
    case 'page_viewed':
    case 'product_added_to_cart':
    case 'product_removed_from_cart':
    case 'cart_updated':
    case 'quit_plan_viewed':
    case 'quit_plan_completed':
    case 'recommendation_clicked':
      return {name: event.name, properties: {path: event.path, ...event.payload}};
    default:
      return unmappedEvent(event);
  }
}

/** The provider's user id to `posthog.identify` with when a customer logs in; null for every other event. */
export function postHogIdentity(event: StorefrontEvent): string | null {
  return event.name === 'customer_logged_in' ? event.payload.userId : null;
}
