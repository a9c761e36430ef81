import type {HydrogenSession, Storefront} from '@shopify/hydrogen';
import {redirect} from '@shopify/remix-oxygen';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS_MUTATION,
  CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION,
  CUSTOMER_ACTIVATE_BY_URL_MUTATION,
  CUSTOMER_ORDERS_QUERY,
} from '~/graphql/customer';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {orderIdOf} from './order-id';
import {ordersPageOrFirst, pageInfoOf} from './orders-page';
import type {
  AccountOrder,
  LegacyCustomerAccounts,
  LoginCredentials,
  LoginOutcome,
  OrdersPage,
  OrdersPageRequest,
} from './customer-accounts';
import type {AccountOrderFragment} from 'storefrontapi.generated';

/** Where the session keeps the customer's Storefront API access token. */
export const ACCESS_TOKEN_KEY = 'customerAccessToken';

interface StoredToken {
  accessToken: string;
  expiresAt: string;
}

type TokenAnswer = {
  customerAccessToken?: StoredToken | null;
  customerUserErrors: ReadonlyArray<{code?: string | null; message: string}>;
} | null;

/** An order page's worth of orders to look through for one order (a customer with more is rare). */
const ORDER_SEARCH_PAGE = 50;
const ORDER_SEARCH_PAGES = 5;

function storedToken(value: unknown): StoredToken | null {
  const token = value as Partial<StoredToken> | undefined;
  if (!token || typeof token.accessToken !== 'string' || typeof token.expiresAt !== 'string') return null;
  return Date.parse(token.expiresAt) > Date.now() ? {accessToken: token.accessToken, expiresAt: token.expiresAt} : null;
}

function accountOrder(order: AccountOrderFragment): AccountOrder {
  return {
    id: orderIdOf(order.id),
    name: order.name,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus ?? null,
    fulfillmentStatus: order.fulfillmentStatus,
    total: order.currentTotalPrice,
    lines: order.lineItems.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variant?.title && line.variant.title !== 'Default Title' ? line.variant.title : null,
      quantity: line.quantity,
      total: line.originalTotalPrice,
      image: line.variant?.image ?? null,
      productHandle: line.variant?.product.handle ?? null,
      sellingPlanName: null,
    })),
  };
}

/**
 * Customer accounts on Shopify's legacy customer API: the Storefront API's customer access
 * tokens, kept in the httpOnly session (never in the page). Deprecated by Shopify for new
 * stores; the Customer Account API is the other implementation of CustomerAccounts.
 */
export function legacyCustomerAccounts({
  storefront,
  session,
}: {
  storefront: Storefront;
  session: HydrogenSession;
}): LegacyCustomerAccounts {
  /** The session's token while it lasts; an expired one is dropped. */
  const token = () => {
    const stored = session.get(ACCESS_TOKEN_KEY) as unknown;
    const current = storedToken(stored);
    if (stored !== undefined && !current) session.unset(ACCESS_TOKEN_KEY);
    return current;
  };

  async function createToken(credentials: LoginCredentials): Promise<TokenAnswer> {
    switch (credentials.kind) {
      case 'multipass': {
        const {customerAccessTokenCreateWithMultipass, errors} = await storefront.mutate(
          CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS_MUTATION,
          {variables: {multipassToken: credentials.multipassToken}},
        );
        throwIfGraphqlErrors(errors, 'Multipass login');
        return customerAccessTokenCreateWithMultipass ?? null;
      }
      case 'activation': {
        // Activation sets the password; the token then comes from email and password, as for any login.
        const {customerActivateByUrl, errors} = await storefront.mutate(CUSTOMER_ACTIVATE_BY_URL_MUTATION, {
          variables: {activationUrl: credentials.activationUrl, password: credentials.password},
        });
        throwIfGraphqlErrors(errors, 'Account activation');
        if (customerActivateByUrl?.customerUserErrors.length) {
          console.warn('Account activation refused:', customerActivateByUrl.customerUserErrors);
        }
        return createToken({kind: 'password', email: credentials.email, password: credentials.password});
      }
      case 'password': {
        const {customerAccessTokenCreate, errors} = await storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
          variables: {input: {email: credentials.email, password: credentials.password}},
        });
        throwIfGraphqlErrors(errors, 'Password login');
        return customerAccessTokenCreate ?? null;
      }
    }
  }

  /**
   * The customer's orders for a token; null when Shopify no longer knows the token. A cursor
   * from an old or edited link is refused by the API: then the first page.
   */
  async function ordersPage(accessToken: string, page: OrdersPageRequest) {
    const answer = await ordersPageOrFirst(page, (variables) =>
      storefront.query(CUSTOMER_ORDERS_QUERY, {
        variables: {customerAccessToken: accessToken, ...variables},
        cache: storefront.CacheNone(),
      }),
    );
    throwIfGraphqlErrors(answer.errors, 'Customer orders');
    return answer.customer ?? null;
  }

  /** Clears a token Shopify no longer accepts (expired or revoked): the shopper logs in again. */
  function forget<Answer>(answer: Answer): Answer {
    session.unset(ACCESS_TOKEN_KEY);
    return answer;
  }

  return {
    mode: 'legacy',

    async login(credentials): Promise<LoginOutcome> {
      let answer: TokenAnswer;
      try {
        answer = await createToken(credentials);
      } catch (error) {
        console.error('Customer login failed:', error);
        return {ok: false, reason: 'unavailable'};
      }
      if (!answer?.customerAccessToken) {
        console.warn(`Customer login (${credentials.kind}) refused:`, answer?.customerUserErrors ?? []);
        return {ok: false, reason: 'refused'};
      }
      session.set(ACCESS_TOKEN_KEY, answer.customerAccessToken);
      return {ok: true};
    },

    async logout(homePath) {
      const current = token();
      forget(undefined);
      if (!current) return redirect(homePath);
      try {
        await storefront.mutate(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, {
          variables: {customerAccessToken: current.accessToken},
        });
      } catch (error) {
        // The session no longer holds the token; Shopify expires it on its own.
        console.error('Deleting the customer access token failed:', error);
      }
      return redirect(homePath);
    },

    isLoggedIn: async () => token() !== null,

    async orders(page): Promise<OrdersPage | null> {
      const current = token();
      if (!current) return forget(null);
      const customer = await ordersPage(current.accessToken, page);
      if (!customer) return forget(null);
      return {
        customer: {email: customer.email ?? null},
        hasSubscriptions: false,
        orders: customer.orders.nodes.map(accountOrder),
        pageInfo: pageInfoOf(customer.orders.pageInfo),
      };
    },

    async order(id) {
      const current = token();
      if (!current) return forget('logged-out' as const);
      let endCursor: string | null = null;
      for (let page = 0; page < ORDER_SEARCH_PAGES; page++) {
        const customer = await ordersPage(current.accessToken, {first: ORDER_SEARCH_PAGE, endCursor});
        if (!customer) return forget('logged-out' as const);
        const found = customer.orders.nodes.find((order) => orderIdOf(order.id) === id);
        if (found) return accountOrder(found);
        if (!customer.orders.pageInfo.hasNextPage) return null;
        endCursor = customer.orders.pageInfo.endCursor ?? null;
      }
      return null;
    },
  };
}
