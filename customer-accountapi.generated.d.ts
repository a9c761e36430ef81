/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerAccountAPI from '@shopify/hydrogen/customer-account-api-types';

export type CustomerAccountOrderFragment = (
  Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
  & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
      Pick<CustomerAccountAPI.LineItem, 'title' | 'variantTitle' | 'quantity' | 'productId'>
      & { totalPrice?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> } }
);

export type CustomerAccountOrdersQueryVariables = CustomerAccountAPI.Exact<{
  first?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Int']['input']>;
  last?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Int']['input']>;
  startCursor?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['String']['input']>;
  endCursor?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['String']['input']>;
}>;


export type CustomerAccountOrdersQuery = { customer: { emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress'>>, orders: { nodes: Array<(
        Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
            Pick<CustomerAccountAPI.LineItem, 'title' | 'variantTitle' | 'quantity' | 'productId'>
            & { totalPrice?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
          )> } }
      )>, pageInfo: Pick<CustomerAccountAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } } };

export type CustomerAccountOrderQueryVariables = CustomerAccountAPI.Exact<{
  orderId: CustomerAccountAPI.Scalars['ID']['input'];
}>;


export type CustomerAccountOrderQuery = { order?: CustomerAccountAPI.Maybe<(
    Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
    & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
        Pick<CustomerAccountAPI.LineItem, 'title' | 'variantTitle' | 'quantity' | 'productId'>
        & { totalPrice?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
      )> } }
  )> };

interface GeneratedQueryTypes {
  "#graphql\n  query CustomerAccountOrders($first: Int, $last: Int, $startCursor: String, $endCursor: String) {\n    customer {\n      emailAddress {\n        emailAddress\n      }\n      orders(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: PROCESSED_AT\n        reverse: true\n      ) {\n        nodes {\n          ...CustomerAccountOrder\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrder on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice {\n      amount\n      currencyCode\n    }\n    lineItems(first: 50) {\n      nodes {\n        title\n        variantTitle\n        quantity\n        totalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        productId\n      }\n    }\n  }\n\n": {return: CustomerAccountOrdersQuery, variables: CustomerAccountOrdersQueryVariables},
  "#graphql\n  query CustomerAccountOrder($orderId: ID!) {\n    order(id: $orderId) {\n      ...CustomerAccountOrder\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrder on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice {\n      amount\n      currencyCode\n    }\n    lineItems(first: 50) {\n      nodes {\n        title\n        variantTitle\n        quantity\n        totalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        productId\n      }\n    }\n  }\n\n": {return: CustomerAccountOrderQuery, variables: CustomerAccountOrderQueryVariables},
}

interface GeneratedMutationTypes {
}

declare module '@shopify/hydrogen' {
  interface CustomerAccountQueries extends GeneratedQueryTypes {}
  interface CustomerAccountMutations extends GeneratedMutationTypes {}
}
