// Customer Account API documents (lib/account/customer-account-api.server.ts), typed
// against the customer-account schema in customer-accountapi.generated.d.ts.

const CUSTOMER_ACCOUNT_ORDER_FRAGMENT = `#graphql
  fragment CustomerAccountOrder on Order {
    id
    name
    processedAt
    financialStatus
    fulfillmentStatus
    totalPrice {
      amount
      currencyCode
    }
    lineItems(first: 50) {
      nodes {
        title
        variantTitle
        quantity
        totalPrice {
          amount
          currencyCode
        }
        image {
          url
          altText
          width
          height
        }
        productId
        sellingPlan {
          name
        }
      }
    }
  }
` as const;

/** A page of the customer's orders, newest first. */
export const CUSTOMER_ACCOUNT_ORDERS_QUERY = `#graphql
  query CustomerAccountOrders($first: Int, $last: Int, $startCursor: String, $endCursor: String) {
    customer {
      emailAddress {
        emailAddress
      }
      # Whether the account page links to the customer's subscriptions.
      subscriptionContracts(first: 1) {
        nodes {
          id
        }
      }
      orders(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: PROCESSED_AT
        reverse: true
      ) {
        nodes {
          ...CustomerAccountOrder
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${CUSTOMER_ACCOUNT_ORDER_FRAGMENT}
` as const;

/** One order by its gid; null when it is not the logged-in customer's. */
export const CUSTOMER_ACCOUNT_ORDER_QUERY = `#graphql
  query CustomerAccountOrder($orderId: ID!) {
    order(id: $orderId) {
      ...CustomerAccountOrder
    }
  }
  ${CUSTOMER_ACCOUNT_ORDER_FRAGMENT}
` as const;
