// The customer's subscriptions on the Customer Account API (lib/account/customer-account-api.server.ts).

const SUBSCRIPTION_CONTRACT_FRAGMENT = `#graphql
  fragment AccountSubscriptionContract on SubscriptionContract {
    id
    status
    nextBillingDate
    deliveryPolicy {
      interval
      intervalCount {
        count
      }
    }
    lines(first: 10) {
      nodes {
        title
        variantTitle
        quantity
        currentPrice {
          amount
          currencyCode
        }
        image {
          url
          altText
          width
          height
        }
      }
    }
    # The next delivery is the first cycle not skipped; a few ahead cover a shopper who skipped some.
    upcomingBillingCycles(first: 6, sortKey: CYCLE_INDEX) {
      nodes {
        cycleIndex
        billingAttemptExpectedDate
        skipped
      }
    }
  }
` as const;

/** The customer's subscription contracts, oldest first. */
export const CUSTOMER_SUBSCRIPTIONS_QUERY = `#graphql
  query CustomerSubscriptions {
    customer {
      subscriptionContracts(first: 20) {
        nodes {
          ...AccountSubscriptionContract
        }
      }
    }
  }
  ${SUBSCRIPTION_CONTRACT_FRAGMENT}
` as const;

/** Skips one billing cycle (one delivery); skipping a skipped cycle changes nothing. */
export const SUBSCRIPTION_SKIP_CYCLE_MUTATION = `#graphql
  mutation SubscriptionSkipCycle($contractId: ID!, $cycleIndex: Int!) {
    subscriptionBillingCycleSkip(billingCycleInput: {contractId: $contractId, selector: {index: $cycleIndex}}) {
      billingCycle {
        cycleIndex
        skipped
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const SUBSCRIPTION_CANCEL_MUTATION = `#graphql
  mutation SubscriptionCancel($contractId: ID!) {
    subscriptionContractCancel(subscriptionContractId: $contractId) {
      contract {
        id
        status
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;
