/**
 * lib/account/: who the shopper is. Login (email and password, the phone-login provider and its
 * token), the session cookie, both of Shopify's customer account APIs behind one door (this file),
 * their local stand-in, the order pages, and the newsletter sign-up.
 */

import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';
import type {AccountSubscription, SubscriptionChange, SubscriptionChangeOutcome} from './subscriptions';

/**
 * The one door routes and components use for customer accounts, on either of Shopify's customer
 * APIs (docs/decisions/008-two-customer-account-modes.md): legacy customer accounts (Storefront API
 * access tokens; login on the storefront's own form) or the Customer Account API (Shopify's hosted
 * login, OAuth with PKCE). What the two share is here; how a shopper logs in is per mode.
 */
export type CustomerAccounts = LegacyCustomerAccounts | HostedCustomerAccounts;

interface CustomerAccountsBase {
  /**
   * Ends the customer's session here (the token leaves the session) and at Shopify; the response
   * goes on to `homePath`, through Shopify's logout when the mode has one.
   */
  logout(homePath: string): Promise<Response>;
  /** Whether the session holds a token that still works (refreshed first when the mode can). */
  isLoggedIn(): Promise<boolean>;
  /** A page of the customer's orders, newest first; null when the session holds no working token (then cleared). */
  orders(page: OrdersPageRequest): Promise<OrdersPage | null>;
  /** One of the customer's own orders by its number id; 'logged-out' as for `orders`, null when not theirs. */
  order(id: string): Promise<AccountOrder | null | 'logged-out'>;
}

/** Legacy customer accounts: the storefront logs the customer in itself (form, phone login). */
export interface LegacyCustomerAccounts extends CustomerAccountsBase {
  readonly mode: 'legacy';
  /** Logs the customer in and keeps the access token in the httpOnly session. */
  login(credentials: LoginCredentials): Promise<LoginOutcome>;
}

/** The Customer Account API: Shopify's hosted page logs the customer in and comes back to /account/authorize. */
export interface HostedCustomerAccounts extends CustomerAccountsBase {
  readonly mode: 'customer-account-api';
  /** The redirect to Shopify's hosted login, coming back to `returnTo` (a path on this site) afterwards. */
  startLogin(returnTo: string): Promise<Response>;
  /**
   * The /account/authorize callback: trades the code for tokens (state, nonce and PKCE checked)
   * and says where login started, to go back there.
   */
  authorize(): Promise<AuthorizeOutcome>;
  /** The customer's subscription contracts, oldest first. */
  subscriptions(): Promise<AccountSubscription[] | 'logged-out'>;
  /** Skips a delivery or cancels a subscription of the customer's own; another's is `not-found`. */
  changeSubscription(change: SubscriptionChange): Promise<SubscriptionChangeOutcome>;
}

/** `refused`: a callback this session cannot finish (no code, another session's state, a used code). */
export type AuthorizeOutcome =
  /** `loggedIn`: this callback logged the customer in (false when they already were) */
  {ok: true; returnTo: string; loggedIn: boolean} | {ok: false; reason: 'refused' | 'unavailable'};

export type LoginCredentials =
  | {kind: 'password'; email: string; password: string}
  | {kind: 'multipass'; multipassToken: string}
  | {kind: 'activation'; activationUrl: string; email: string; password: string};

export type LoginOutcome = {ok: true} | {ok: false; reason: 'refused' | 'unavailable'};

/** Hydrogen's pagination variables (getPaginationVariables). */
export type OrdersPageRequest = {first: number; endCursor: string | null} | {last: number; startCursor: string | null};

export interface Money {
  amount: string;
  currencyCode: CurrencyCode;
}

export interface AccountOrderLine {
  title: string;
  variantTitle: string | null;
  quantity: number;
  /** null when Shopify leaves it out (the Customer Account API may) */
  total: Money | null;
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  productHandle: string | null;
  /**
   * The selling plan's name when a subscription placed the line ("Delivered every month"). Always
   * null on legacy accounts: the Storefront API's order lines do not say.
   */
  sellingPlanName: string | null;
}

export interface AccountOrder {
  /** the number at the end of the order's gid: the /account/orders/<id> path */
  id: string;
  /** "#1001" */
  name: string;
  processedAt: string;
  financialStatus: string | null;
  fulfillmentStatus: string;
  total: Money;
  lines: AccountOrderLine[];
}

export interface OrdersPage {
  customer: {email: string | null};
  /** whether the customer has subscription contracts to manage here (never on legacy accounts, whose API has none) */
  hasSubscriptions: boolean;
  orders: AccountOrder[];
  pageInfo: {hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string | null; endCursor: string | null};
}
