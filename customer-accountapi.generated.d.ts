/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerAccountAPI from '@shopify/hydrogen/customer-account-api-types';

export type CustomerAccountOrderFragment = (
  Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
  & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
      Pick<CustomerAccountAPI.LineItem, 'title' | 'variantTitle' | 'quantity' | 'productId'>
      & { totalPrice?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, sellingPlan?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.LineItemSellingPlan, 'name'>> }
    )> } }
);

export type CustomerAccountOrdersQueryVariables = CustomerAccountAPI.Exact<{
  first?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Int']['input']>;
  last?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Int']['input']>;
  startCursor?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['String']['input']>;
  endCursor?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['String']['input']>;
}>;


export type CustomerAccountOrdersQuery = { customer: { emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress'>>, subscriptionContracts: { nodes: Array<Pick<CustomerAccountAPI.SubscriptionContract, 'id'>> }, orders: { nodes: Array<(
        Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
            Pick<CustomerAccountAPI.LineItem, 'title' | 'variantTitle' | 'quantity' | 'productId'>
            & { totalPrice?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, sellingPlan?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.LineItemSellingPlan, 'name'>> }
          )> } }
      )>, pageInfo: Pick<CustomerAccountAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } } };

export type CustomerAccountOrderQueryVariables = CustomerAccountAPI.Exact<{
  orderId: CustomerAccountAPI.Scalars['ID']['input'];
}>;


export type CustomerAccountOrderQuery = { order?: CustomerAccountAPI.Maybe<(
    Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
    & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
        Pick<CustomerAccountAPI.LineItem, 'title' | 'variantTitle' | 'quantity' | 'productId'>
        & { totalPrice?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, sellingPlan?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.LineItemSellingPlan, 'name'>> }
      )> } }
  )> };

export type AccountSubscriptionContractFragment = (
  Pick<CustomerAccountAPI.SubscriptionContract, 'id' | 'status' | 'nextBillingDate'>
  & { deliveryPolicy: (
    Pick<CustomerAccountAPI.SubscriptionDeliveryPolicy, 'interval'>
    & { intervalCount?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Count, 'count'>> }
  ), lines: { nodes: Array<(
      Pick<CustomerAccountAPI.SubscriptionLine, 'title' | 'variantTitle' | 'quantity'>
      & { currentPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> }, upcomingBillingCycles: { nodes: Array<Pick<CustomerAccountAPI.SubscriptionBillingCycle, 'cycleIndex' | 'billingAttemptExpectedDate' | 'skipped'>> } }
);

export type CustomerSubscriptionsQueryVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerSubscriptionsQuery = { customer: { subscriptionContracts: { nodes: Array<(
        Pick<CustomerAccountAPI.SubscriptionContract, 'id' | 'status' | 'nextBillingDate'>
        & { deliveryPolicy: (
          Pick<CustomerAccountAPI.SubscriptionDeliveryPolicy, 'interval'>
          & { intervalCount?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Count, 'count'>> }
        ), lines: { nodes: Array<(
            Pick<CustomerAccountAPI.SubscriptionLine, 'title' | 'variantTitle' | 'quantity'>
            & { currentPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
          )> }, upcomingBillingCycles: { nodes: Array<Pick<CustomerAccountAPI.SubscriptionBillingCycle, 'cycleIndex' | 'billingAttemptExpectedDate' | 'skipped'>> } }
      )> } } };

export type SubscriptionSkipCycleMutationVariables = CustomerAccountAPI.Exact<{
  contractId: CustomerAccountAPI.Scalars['ID']['input'];
  cycleIndex: CustomerAccountAPI.Scalars['Int']['input'];
}>;


export type SubscriptionSkipCycleMutation = { subscriptionBillingCycleSkip?: CustomerAccountAPI.Maybe<{ billingCycle?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.SubscriptionBillingCycle, 'cycleIndex' | 'skipped'>>, userErrors: Array<Pick<CustomerAccountAPI.SubscriptionBillingCycleSkipUserError, 'code' | 'field' | 'message'>> }> };

export type SubscriptionCancelMutationVariables = CustomerAccountAPI.Exact<{
  contractId: CustomerAccountAPI.Scalars['ID']['input'];
}>;


export type SubscriptionCancelMutation = { subscriptionContractCancel?: CustomerAccountAPI.Maybe<{ contract?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.SubscriptionContract, 'id' | 'status'>>, userErrors: Array<Pick<CustomerAccountAPI.SubscriptionContractStatusUpdateUserError, 'code' | 'field' | 'message'>> }> };

interface GeneratedQueryTypes {
  "#graphql\n  query CustomerAccountOrders($first: Int, $last: Int, $startCursor: String, $endCursor: String) {\n    customer {\n      emailAddress {\n        emailAddress\n      }\n      # Whether the account page links to the customer's subscriptions.\n      subscriptionContracts(first: 1) {\n        nodes {\n          id\n        }\n      }\n      orders(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: PROCESSED_AT\n        reverse: true\n      ) {\n        nodes {\n          ...CustomerAccountOrder\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrder on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice {\n      amount\n      currencyCode\n    }\n    lineItems(first: 50) {\n      nodes {\n        title\n        variantTitle\n        quantity\n        totalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        productId\n        sellingPlan {\n          name\n        }\n      }\n    }\n  }\n\n": {return: CustomerAccountOrdersQuery, variables: CustomerAccountOrdersQueryVariables},
  "#graphql\n  query CustomerAccountOrder($orderId: ID!) {\n    order(id: $orderId) {\n      ...CustomerAccountOrder\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrder on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice {\n      amount\n      currencyCode\n    }\n    lineItems(first: 50) {\n      nodes {\n        title\n        variantTitle\n        quantity\n        totalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        productId\n        sellingPlan {\n          name\n        }\n      }\n    }\n  }\n\n": {return: CustomerAccountOrderQuery, variables: CustomerAccountOrderQueryVariables},
  "#graphql\n  query CustomerSubscriptions {\n    customer {\n      subscriptionContracts(first: 20) {\n        nodes {\n          ...AccountSubscriptionContract\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountSubscriptionContract on SubscriptionContract {\n    id\n    status\n    nextBillingDate\n    deliveryPolicy {\n      interval\n      intervalCount {\n        count\n      }\n    }\n    lines(first: 10) {\n      nodes {\n        title\n        variantTitle\n        quantity\n        currentPrice {\n          amount\n          currencyCode\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n    # The next delivery is the first cycle not skipped; a few ahead cover a shopper who skipped some.\n    upcomingBillingCycles(first: 6, sortKey: CYCLE_INDEX) {\n      nodes {\n        cycleIndex\n        billingAttemptExpectedDate\n        skipped\n      }\n    }\n  }\n\n": {return: CustomerSubscriptionsQuery, variables: CustomerSubscriptionsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation SubscriptionSkipCycle($contractId: ID!, $cycleIndex: Int!) {\n    subscriptionBillingCycleSkip(billingCycleInput: {contractId: $contractId, selector: {index: $cycleIndex}}) {\n      billingCycle {\n        cycleIndex\n        skipped\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: SubscriptionSkipCycleMutation, variables: SubscriptionSkipCycleMutationVariables},
  "#graphql\n  mutation SubscriptionCancel($contractId: ID!) {\n    subscriptionContractCancel(subscriptionContractId: $contractId) {\n      contract {\n        id\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: SubscriptionCancelMutation, variables: SubscriptionCancelMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface CustomerAccountQueries extends GeneratedQueryTypes {}
  interface CustomerAccountMutations extends GeneratedMutationTypes {}
}
