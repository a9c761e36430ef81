import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';

/**
 * The one door routes and components use for customer accounts. Legacy customer accounts
 * (Storefront API access tokens) implement it today; a Customer Account API implementation can
 * take its place without touching routes or components.
 */
export interface CustomerAccounts {
  /** Logs the customer in and keeps the access token in the httpOnly session. */
  login(credentials: LoginCredentials): Promise<LoginOutcome>;
  /** Revokes the token at Shopify (best effort) and clears it from the session. */
  logout(): Promise<void>;
  /** From the session alone (no network): whether a token that has not expired is held. */
  isLoggedIn(): boolean;
  /** A page of the customer's orders, newest first; null when the session holds no working token (then cleared). */
  orders(page: OrdersPageRequest): Promise<OrdersPage | null>;
  /** One of the customer's own orders by its number id; 'logged-out' as for `orders`, null when not theirs. */
  order(id: string): Promise<AccountOrder | null | 'logged-out'>;
}

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
  total: Money;
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  productHandle: string | null;
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
  orders: AccountOrder[];
  pageInfo: {hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string | null; endCursor: string | null};
}
