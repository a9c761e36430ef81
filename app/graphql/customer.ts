/** Newsletter sign-up: a customer who accepts marketing (Shopify keeps subscribers as customers). */
export const NEWSLETTER_SUBSCRIBE_MUTATION = `#graphql
  mutation NewsletterSubscribe(
    $country: CountryCode
    $language: LanguageCode
    $input: CustomerCreateInput!
  ) @inContext(country: $country, language: $language) {
    customerCreate(input: $input) {
      customer {
        id
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
` as const;

// Legacy customer accounts (lib/account/legacy-customer-accounts.server.ts): access tokens, orders.

const CUSTOMER_USER_ERRORS = `#graphql
  fragment CustomerLoginErrors on CustomerUserError {
    code
    field
    message
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerLoginErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS_MUTATION = `#graphql
  mutation CustomerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerLoginErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_ACTIVATE_BY_URL_MUTATION = `#graphql
  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerLoginErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
` as const;

const ACCOUNT_ORDER_FRAGMENT = `#graphql
  fragment AccountOrder on Order {
    id
    name
    processedAt
    financialStatus
    fulfillmentStatus
    currentTotalPrice {
      amount
      currencyCode
    }
    lineItems(first: 50) {
      nodes {
        title
        quantity
        originalTotalPrice {
          amount
          currencyCode
        }
        variant {
          title
          image {
            url
            altText
            width
            height
          }
          product {
            handle
          }
        }
      }
    }
  }
` as const;

/** A page of the customer's orders, newest first. */
export const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders(
    $customerAccessToken: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      email
      orders(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: PROCESSED_AT
        reverse: true
      ) {
        nodes {
          ...AccountOrder
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
  ${ACCOUNT_ORDER_FRAGMENT}
` as const;

/** Product handles for the Customer Account API's order lines, which name products by id only. */
export const PRODUCT_HANDLES_QUERY = `#graphql
  query ProductHandles($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        id
        handle
      }
    }
  }
` as const;
