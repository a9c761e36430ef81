/**
 * Events the storefront publishes through Hydrogen's analytics (via `analyticsBus`)
 * beyond Hydrogen's standard ones, for analytics integrations to subscribe to.
 * Hydrogen requires custom event names to start with "custom_".
 */
export const ANALYTICS_EVENTS = {
  /** the overlay ran a query: {searchQuery} */
  search: 'custom_search',
  /** the results page was shown: {searchQuery, totalCount} */
  viewSearchResults: 'custom_view_search_results',
  /** CHECKOUT handed the cart over: {cartId, itemCount, subtotal, estimatedTotal, …} */
  checkoutStarted: 'custom_checkout_started',
  /** the checkout widget reported a placed order: {orderId, cartValue, currency, itemCount, items} */
  checkoutCompleted: 'custom_checkout_completed',
  /** the phone-login provider logged the customer in: {loginMethod, userId} (never the phone or a token) */
  customerLoggedIn: 'custom_customer_logged_in',
} as const;
