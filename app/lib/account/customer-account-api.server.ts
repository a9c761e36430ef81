import type {CustomerAccount, HydrogenSession, Storefront} from '@shopify/hydrogen';
import {redirect} from '@shopify/remix-oxygen';
import type {BrandLocale} from '~/brands';
import {SHOPIFY_ACCOUNTS_ORIGIN} from '~/lib/account/customer-account-stand-in';
import {CUSTOMER_ACCOUNT_ORDER_QUERY, CUSTOMER_ACCOUNT_ORDERS_QUERY} from '~/graphql/customer-account/orders';
import {
  CUSTOMER_SUBSCRIPTIONS_QUERY,
  SUBSCRIPTION_CANCEL_MUTATION,
  SUBSCRIPTION_SKIP_CYCLE_MUTATION,
} from '~/graphql/customer-account/subscription-contracts';
import {PRODUCT_HANDLES_QUERY} from '~/graphql/customer';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {localizePath} from '~/lib/i18n/locale';
import {sitePath} from '~/lib/security/safe-redirect';
import {isStorefrontOutage} from '~/lib/storefront/storefront-outage';
import {orderIdOf} from './order-id';
import {ordersPageOrFirst, pageInfoOf} from './orders-page';
import {
  outcomeOfUserErrors,
  subscriptionOf,
  type AccountSubscription,
  type SubscriptionChange,
  type SubscriptionChangeOutcome,
} from './subscriptions';
import type {CustomerAccountApiSetup} from './customer-account-setup.server';
import {routeShopToStandIn, withStandInLocation} from './stand-in-routing.server';
import type {
  AccountOrder,
  AuthorizeOutcome,
  HostedCustomerAccounts,
  OrdersPage,
  OrdersPageRequest,
} from './customer-accounts';
import type {CustomerAccountOrderFragment} from 'customer-accountapi.generated';

/** Where the session keeps the path to come back to after Shopify's hosted login. */
export const RETURN_PATH_KEY = 'customerAccountReturnPath';

/** Marks the response Hydrogen's client throws when no working token is held (see customerAccountClientOptions). */
const LOGGED_OUT_HEADER = 'X-Customer-Account-Logged-Out';

/**
 * Options for Hydrogen's customerAccount client (createHydrogenContext): the callback in the page's
 * language, and a recognisable answer, instead of Hydrogen's redirect, when a query finds the
 * customer logged out, so the adapter can say so as the legacy one does.
 */
export function customerAccountClientOptions(locale: Pick<BrandLocale, 'pathPrefix'>) {
  return {
    authUrl: localizePath('/account/authorize', locale),
    customAuthStatusHandler: () => new Response(null, {status: 401, headers: {[LOGGED_OUT_HEADER]: '1'}}),
  };
}

const isLoggedOutSignal = (thrown: unknown) => thrown instanceof Response && thrown.headers.has(LOGGED_OUT_HEADER);

function accountOrder(order: CustomerAccountOrderFragment, handles: ReadonlyMap<string, string>): AccountOrder {
  return {
    id: orderIdOf(order.id),
    name: order.name,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus ?? null,
    fulfillmentStatus: order.fulfillmentStatus,
    total: order.totalPrice,
    lines: order.lineItems.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null,
      quantity: line.quantity,
      total: line.totalPrice ?? null,
      image: line.image ?? null,
      productHandle: (line.productId && handles.get(line.productId)) ?? null,
      sellingPlanName: line.sellingPlan?.name ?? null,
    })),
  };
}

/**
 * Customer accounts on Shopify's Customer Account API, through Hydrogen's own customerAccount
 * client: login on Shopify's hosted page (OAuth with PKCE), tokens in the httpOnly session,
 * orders from the Customer Account GraphQL API. With the stand-in, its calls and redirects go
 * there (stand-in-routing.server.ts).
 */
export function customerAccountApiAccounts({
  customerAccount,
  storefront,
  session,
  locale,
  request,
  setup,
  outage,
}: {
  customerAccount: CustomerAccount;
  storefront: Storefront;
  session: HydrogenSession;
  locale: Pick<BrandLocale, 'pathPrefix'>;
  request: Request;
  setup: CustomerAccountApiSetup;
  /** set when Shopify could not be reached, for server.ts's 503 */
  outage: {seen: boolean};
}): HostedCustomerAccounts {
  if (setup.standIn) routeShopToStandIn(setup.shopId, setup.origin);
  const accountPath = localizePath('/account', locale);

  /** An API call's answer; 'logged-out' when the session holds no working token (Hydrogen has then cleared it). */
  async function call<Answer>(operation: () => Promise<Answer>): Promise<Answer | 'logged-out'> {
    try {
      return await operation();
    } catch (thrown) {
      if (isLoggedOutSignal(thrown)) return 'logged-out';
      if (isStorefrontOutage(thrown)) outage.seen = true;
      throw thrown;
    }
  }

  /** Product handles for order lines, to link them to their pages; none when the lookup fails. */
  async function productHandles(orders: CustomerAccountOrderFragment[]): Promise<Map<string, string>> {
    const ids = [
      ...new Set(orders.flatMap((order) => order.lineItems.nodes.map((line) => line.productId).filter(Boolean))),
    ] as string[];
    if (!ids.length) return new Map();
    try {
      const {nodes} = await storefront.query(PRODUCT_HANDLES_QUERY, {
        variables: {ids},
        cache: storefront.CacheLong(),
      });
      return new Map(nodes.flatMap((node) => (node?.handle ? [[node.id, node.handle] as const] : [])));
    } catch (error) {
      console.error('Looking up the products of order lines failed:', error);
      return new Map();
    }
  }

  async function subscriptions(): Promise<AccountSubscription[] | 'logged-out'> {
    const answer = await call(() => customerAccount.query(CUSTOMER_SUBSCRIPTIONS_QUERY));
    if (answer === 'logged-out') return 'logged-out';
    throwIfGraphqlErrors(answer.errors, 'Customer Account subscriptions');
    return answer.data?.customer.subscriptionContracts.nodes.map(subscriptionOf) ?? [];
  }

  async function changeMutation(change: SubscriptionChange): Promise<SubscriptionChangeOutcome> {
    const contractId = `gid://shopify/SubscriptionContract/${change.contractId}`;
    if (change.intent === 'skip') {
      const {data, errors} = await customerAccount.mutate(SUBSCRIPTION_SKIP_CYCLE_MUTATION, {
        variables: {contractId, cycleIndex: change.cycleIndex},
      });
      throwIfGraphqlErrors(errors, 'Skipping a delivery');
      const payload = data?.subscriptionBillingCycleSkip;
      return payload ? outcomeOfUserErrors(payload.userErrors) : {ok: false, reason: 'refused'};
    }
    const {data, errors} = await customerAccount.mutate(SUBSCRIPTION_CANCEL_MUTATION, {variables: {contractId}});
    throwIfGraphqlErrors(errors, 'Cancelling a subscription');
    const payload = data?.subscriptionContractCancel;
    return payload ? outcomeOfUserErrors(payload.userErrors) : {ok: false, reason: 'refused'};
  }

  async function ordersAnswer(page: OrdersPageRequest) {
    const answer = await ordersPageOrFirst(page, (variables) =>
      customerAccount.query(CUSTOMER_ACCOUNT_ORDERS_QUERY, {variables: {...variables}}),
    );
    throwIfGraphqlErrors(answer.errors, 'Customer Account orders');
    return answer.data;
  }

  return {
    mode: 'customer-account-api',

    async startLogin(returnTo) {
      session.set(RETURN_PATH_KEY, returnTo);
      return withStandInLocation(await customerAccount.login());
    },

    async authorize(): Promise<AuthorizeOutcome> {
      // Already logged in (a reload, a second tab): nothing to finish, and a stale callback must not log them out.
      if (await customerAccount.isLoggedIn()) return {ok: true, returnTo: accountPath, loggedIn: false};
      // Shopify came back without a code (the shopper cancelled, or the request was refused).
      if (new URL(request.url).searchParams.has('error')) return {ok: false, reason: 'refused'};
      try {
        await customerAccount.authorize();
      } catch (thrown) {
        // Hydrogen's own 400s (no code or state, a state this session did not start, a nonce that does
        // not match) and Shopify's refusals of the code (used, expired, PKCE) are the shopper's to retry.
        if (thrown instanceof Response && thrown.status < 500) return {ok: false, reason: 'refused'};
        console.error('Customer Account API authorization failed:', thrown);
        if (isStorefrontOutage(thrown) || thrown instanceof Response) return {ok: false, reason: 'unavailable'};
        return {ok: false, reason: 'refused'};
      }
      // Where login started, kept by startLogin; Hydrogen's own choice may be the Referer, another site's.
      const returnTo = sitePath(session.get(RETURN_PATH_KEY) as string | undefined) ?? accountPath;
      session.unset(RETURN_PATH_KEY);
      return {ok: true, returnTo, loggedIn: true};
    },

    async logout(homePath) {
      session.unset(RETURN_PATH_KEY);
      // Keeps the rest of the session (the customer's token and buyer go; their language choice stays).
      const response = await customerAccount.logout({postLogoutRedirectUri: homePath, keepSession: true});
      // Logged in: through Shopify's logout, which ends its own session and comes back home. Otherwise
      // Hydrogen points home with an https URL, which a local http server cannot answer: go there directly.
      const location = response.headers.get('Location') ?? '';
      return location.startsWith(`${SHOPIFY_ACCOUNTS_ORIGIN}/`) ? withStandInLocation(response) : redirect(homePath);
    },

    isLoggedIn: () => customerAccount.isLoggedIn(),

    async orders(page): Promise<OrdersPage | null> {
      const answer = await call(() => ordersAnswer(page));
      if (answer === 'logged-out') return null;
      const {customer} = answer;
      const handles = await productHandles(customer.orders.nodes);
      return {
        customer: {email: customer.emailAddress?.emailAddress ?? null},
        hasSubscriptions: customer.subscriptionContracts.nodes.length > 0,
        orders: customer.orders.nodes.map((order) => accountOrder(order, handles)),
        pageInfo: pageInfoOf(customer.orders.pageInfo),
      };
    },

    subscriptions,

    async changeSubscription(change): Promise<SubscriptionChangeOutcome> {
      try {
        // The customer's own contracts first: the API checks too, but a foreign or ended contract is
        // then told apart from any other refusal, and nothing is sent for it.
        const mine = await subscriptions();
        if (mine === 'logged-out') return {ok: false, reason: 'logged-out'};
        const contract = mine.find((candidate) => candidate.id === change.contractId);
        if (!contract) return {ok: false, reason: 'not-found'};
        if (!contract.cancellable) return {ok: false, reason: 'ended'};
        const answer = await call(() => changeMutation(change));
        if (answer === 'logged-out') return {ok: false, reason: 'logged-out'};
        return answer;
      } catch (error) {
        console.error(`Subscription ${change.intent} failed:`, error);
        return {ok: false, reason: 'unavailable'};
      }
    },

    async order(id) {
      const answer = await call(() =>
        customerAccount.query(CUSTOMER_ACCOUNT_ORDER_QUERY, {variables: {orderId: `gid://shopify/Order/${id}`}}),
      );
      if (answer === 'logged-out') return 'logged-out';
      throwIfGraphqlErrors(answer.errors, 'Customer Account order');
      const order = answer.data?.order;
      if (!order) return null;
      return accountOrder(order, await productHandles([order]));
    },
  };
}
