/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type BlogsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type BlogsQuery = { blogs: { nodes: Array<Pick<StorefrontAPI.Blog, 'handle' | 'title'>> } };

export type BlogQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type BlogQuery = { blog?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Blog, 'handle' | 'title'>
    & { articles: { nodes: Array<(
        Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } }
  )> };

export type ArticleQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  blogHandle: StorefrontAPI.Scalars['String']['input'];
  articleHandle: StorefrontAPI.Scalars['String']['input'];
}>;


export type ArticleQuery = { blog?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Blog, 'handle' | 'title'>
    & { articleByHandle?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Article, 'handle' | 'title' | 'excerpt' | 'contentHtml' | 'publishedAt'>
      & { authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>> }
    )> }
  )> };

export type GiftBundlePriceFragment = (
  Pick<StorefrontAPI.Metaobject, 'id' | 'handle'>
  & { title?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, price?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
);

export type GiftBundleCardFragment = (
  Pick<StorefrontAPI.Metaobject, 'id' | 'handle'>
  & { imageLabel?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, products?: StorefrontAPI.Maybe<{ references?: StorefrontAPI.Maybe<{ nodes: Array<{ __typename: 'Article' | 'Collection' | 'GenericFile' | 'MediaImage' | 'Metaobject' | 'Model3d' | 'Page' | 'ProductVariant' | 'Video' } | (
        { __typename: 'Product' }
        & Pick<StorefrontAPI.Product, 'id'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'altText' | 'url' | 'width' | 'height'>> }
      )> }> }>, title?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, price?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
);

export type GiftBundleQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type GiftBundleQuery = { bundle?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Metaobject, 'id' | 'handle'>
    & { description?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, products?: StorefrontAPI.Maybe<{ references?: StorefrontAPI.Maybe<{ nodes: Array<{ __typename: 'Article' | 'Collection' | 'GenericFile' | 'MediaImage' | 'Metaobject' | 'Model3d' | 'Page' | 'ProductVariant' | 'Video' } | (
          { __typename: 'Product' }
          & Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
          & { selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
        )> }> }>, title?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, price?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
  )>, localization: { country: { currency: Pick<StorefrontAPI.Currency, 'isoCode'> } } };

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;

export type CartLineFragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }>, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
    & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
  ) }
);

export type CartFieldsFragment = (
  Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>> }
);

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
        & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      ) }
    )> }, buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>> }
);

export type CartApiMutationFragment = (
  Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
        & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      ) }
    )> }, buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>> }
);

export type CartDiscountCodesSetMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  discountCodes: Array<StorefrontAPI.Scalars['String']['input']> | StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CartDiscountCodesSetMutation = { cartDiscountCodesUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        )> }, buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>> }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'message'>> }> };

export type UpsellProductFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'altText' | 'url' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
  )> }
);

export type CartUpsellRecommendationsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  productId: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CartUpsellRecommendationsQuery = { productRecommendations?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'altText' | 'url' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )> }
  )>> };

export type CartUpsellQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type CartUpsellQuery = { collection?: StorefrontAPI.Maybe<{ products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'altText' | 'url' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )> }
      )> } }> };

export type CollectionQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  filters?: StorefrontAPI.InputMaybe<Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
}>;


export type CollectionQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } }
  )> };

export type CollectionsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type CollectionsQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } };

export type AllProductsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  query?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type AllProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } };

export type NewsletterSubscribeMutationVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  input: StorefrontAPI.CustomerCreateInput;
}>;


export type NewsletterSubscribeMutation = { customerCreate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerLoginErrorsFragment = Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>;

export type CustomerAccessTokenCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
}>;


export type CustomerAccessTokenCreateMutation = { customerAccessTokenCreate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccessTokenCreateWithMultipassMutationVariables = StorefrontAPI.Exact<{
  multipassToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerAccessTokenCreateWithMultipassMutation = { customerAccessTokenCreateWithMultipass?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerActivateByUrlMutationVariables = StorefrontAPI.Exact<{
  activationUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerActivateByUrlMutation = { customerActivateByUrl?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccessTokenDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerAccessTokenDeleteMutation = { customerAccessTokenDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAccessTokenDeletePayload, 'deletedAccessToken'>
    & { userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }
  )> };

export type AccountOrderFragment = (
  Pick<StorefrontAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
  & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
      Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
      & { originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, variant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'title'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
      )> }
    )> } }
);

export type CustomerOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrdersQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'email'>
    & { orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
            Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
            & { originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, variant?: StorefrontAPI.Maybe<(
              Pick<StorefrontAPI.ProductVariant, 'title'>
              & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
            )> }
          )> } }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } }
  )> };

export type ProductHandlesQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
}>;


export type ProductHandlesQuery = { nodes: Array<StorefrontAPI.Maybe<Pick<StorefrontAPI.Product, 'id' | 'handle'>>> };

export type HomeGiftingQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  bundles: StorefrontAPI.Scalars['Int']['input'];
}>;


export type HomeGiftingQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )>, bundles: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'id' | 'handle'>
      & { imageLabel?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, products?: StorefrontAPI.Maybe<{ references?: StorefrontAPI.Maybe<{ nodes: Array<{ __typename: 'Article' | 'Collection' | 'GenericFile' | 'MediaImage' | 'Metaobject' | 'Model3d' | 'Page' | 'ProductVariant' | 'Video' } | (
            { __typename: 'Product' }
            & Pick<StorefrontAPI.Product, 'id'>
            & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'altText' | 'url' | 'width' | 'height'>> }
          )> }> }>, title?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, price?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
    )> }, localization: { country: { currency: Pick<StorefrontAPI.Currency, 'isoCode'> } } };

export type MenuItemFragment = Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>;

export type ChildMenuItemFragment = (
  Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
  & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>> }
);

export type ParentMenuItemFragment = (
  Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
  & { items: Array<(
    Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
    & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>> }
  )> }
);

export type MenuFragment = (
  Pick<StorefrontAPI.Menu, 'id'>
  & { items: Array<(
    Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
      & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>> }
    )> }
  )> }
);

export type ShopFragment = (
  Pick<StorefrontAPI.Shop, 'id' | 'name' | 'description'>
  & { primaryDomain: Pick<StorefrontAPI.Domain, 'url'> }
);

export type HeaderQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  headerMenuHandle: StorefrontAPI.Scalars['String']['input'];
  secondaryMenuHandle?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  withSecondaryMenu?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type HeaderQuery = { shop: (
    Pick<StorefrontAPI.Shop, 'id' | 'name' | 'description'>
    & { primaryDomain: Pick<StorefrontAPI.Domain, 'url'> }
  ), menu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>> }
      )> }
    )> }
  )>, secondaryMenu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>> }
      )> }
    )> }
  )>, announcements: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'handle'>
      & { text?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, link?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, startsAt?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, endsAt?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, position?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
    )> } };

export type FooterQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  footerMenuHandle: StorefrontAPI.Scalars['String']['input'];
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type FooterQuery = { menu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>> }
      )> }
    )> }
  )> };

export type SlideInMenuQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  menuHandle: StorefrontAPI.Scalars['String']['input'];
  secondaryMenuHandle?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  withSecondaryMenu?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  withGiftBundles?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SlideInMenuQuery = { menu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>> }
      )> }
    )> }
  )>, secondaryMenu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url'>> }
      )> }
    )> }
  )>, giftBundles?: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'id' | 'handle'>
      & { title?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
    )> } };

export type AnnouncementFragment = (
  Pick<StorefrontAPI.Metaobject, 'handle'>
  & { text?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, link?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, startsAt?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, endsAt?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, position?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
);

export type ContentImageFragment = { reference?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.MediaImage, 'alt'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
  )> };

export type CollectionHandleFragment = { reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Collection, 'handle'>> };

export type HomeContentQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type HomeContentQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'title'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )>, heroes: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'handle'>
      & { heading?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, text?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, image?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.MediaImage, 'alt'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
        )> }>, ctaLabel?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, ctaLink?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, position?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
    )> }, tiles: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'handle'>
      & { title?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, text?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, image?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.MediaImage, 'alt'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
        )> }>, collection?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Collection, 'handle'>> }>, position?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
    )> }, sections: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'handle'>
      & { section?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, collection?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Collection, 'handle'>> }>, position?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
    )> } };

export type HomeHeroFragment = (
  Pick<StorefrontAPI.Metaobject, 'handle'>
  & { heading?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, text?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, image?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.MediaImage, 'alt'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    )> }>, ctaLabel?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, ctaLink?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, position?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
);

export type CategoryTileFragment = (
  Pick<StorefrontAPI.Metaobject, 'handle'>
  & { title?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, text?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, image?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.MediaImage, 'alt'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    )> }>, collection?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Collection, 'handle'>> }>, position?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
);

export type HomeSectionEntryFragment = (
  Pick<StorefrontAPI.Metaobject, 'handle'>
  & { section?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>, collection?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Collection, 'handle'>> }>, position?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>> }
);

export type OffersQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type OffersQuery = { metaobjects: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'id' | 'handle'>
      & { fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>> }
    )> } };

export type PageQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type PageQuery = { page?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Page, 'id' | 'handle' | 'title' | 'body'>
    & { seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>> }
  )> };

export type PolicyFragment = Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>;

export type PolicyQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  privacyPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  refundPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  shippingPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  termsOfService: StorefrontAPI.Scalars['Boolean']['input'];
}>;


export type PolicyQuery = { shop: { privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>>, refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>>, shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>>, termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>> } };

export type PolicyLinkFragment = Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle'>;

export type PoliciesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type PoliciesQuery = { shop: { shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle'>>, refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle'>>, privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle'>>, termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle'>> } };

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
  )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

export type HomeProductsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type HomeProductsQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'title'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )> };

export type ProductRecommendationsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type ProductRecommendationsQuery = { complementary?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.ProductVariant, 'id'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )>>, related?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.ProductVariant, 'id'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )>> };

export type SellingPlanGroupFragment = (
  Pick<StorefrontAPI.SellingPlanGroup, 'name'>
  & { sellingPlans: { nodes: Array<(
      Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'description' | 'recurringDeliveries'>
      & { priceAdjustments: Array<(
        Pick<StorefrontAPI.SellingPlanPriceAdjustment, 'orderCount'>
        & { adjustmentValue: { adjustmentAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }
      )> }
    )> } }
);

export type ProductVariantFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
  & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
);

export type ProductQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  selectedOptions: Array<StorefrontAPI.SelectedOptionInput> | StorefrontAPI.SelectedOptionInput;
}>;


export type ProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'description' | 'descriptionHtml' | 'encodedVariantExistence' | 'encodedVariantAvailability'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, options: Array<(
      Pick<StorefrontAPI.ProductOption, 'name'>
      & { optionValues: Array<(
        Pick<StorefrontAPI.ProductOptionValue, 'name'>
        & { firstSelectableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
        )>, swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>> }
      )> }
    )>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
      & { sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> }, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
    )>, adjacentVariants: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
    )>, byline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, sellingPlanGroups: { nodes: Array<(
        Pick<StorefrontAPI.SellingPlanGroup, 'name'>
        & { sellingPlans: { nodes: Array<(
            Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'description' | 'recurringDeliveries'>
            & { priceAdjustments: Array<(
              Pick<StorefrontAPI.SellingPlanPriceAdjustment, 'orderCount'>
              & { adjustmentValue: { adjustmentAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }
            )> }
          )> } }
      )> } }
  )> };

export type QuitPlanMoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type QuitPlanGumsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type QuitPlanGumsQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'>
        & { options: Array<(
          Pick<StorefrontAPI.ProductOption, 'name'>
          & { optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>> }
        )>, strengthGuidance?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, sellingPlanGroups: { nodes: Array<(
            Pick<StorefrontAPI.SellingPlanGroup, 'name'>
            & { sellingPlans: { nodes: Array<(
                Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
                & { deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>> }
              )> } }
          )> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> } }
          )> } }
      )> } }
  )> };

export type UrlRedirectQueryVariables = StorefrontAPI.Exact<{
  query?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type UrlRedirectQuery = { urlRedirects: { nodes: Array<Pick<StorefrontAPI.UrlRedirect, 'target'>> } };

export type SearchPreviewQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type SearchPreviewQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )> }
  ) };

export type SearchResultsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  query: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type SearchResultsQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'> }
  ) };

export type BestSellersQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type BestSellersQuery = { collection?: StorefrontAPI.Maybe<{ products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }> };

export type PredictiveSearchQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  query: StorefrontAPI.Scalars['String']['input'];
  limit: StorefrontAPI.Scalars['Int']['input'];
}>;


export type PredictiveSearchQuery = { predictiveSearch?: StorefrontAPI.Maybe<{ queries: Array<Pick<StorefrontAPI.SearchQuerySuggestion, 'text' | 'styledText'>>, products: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'altText' | 'url' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )>, collections: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>>, pages: Array<Pick<StorefrontAPI.Page, 'id' | 'handle' | 'title'>>, articles: Array<(
      Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title'>
      & { blog: Pick<StorefrontAPI.Blog, 'handle'> }
    )> }> };

export type SitemapPagesCountQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.SitemapType;
}>;


export type SitemapPagesCountQuery = { sitemap: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> } };

interface GeneratedQueryTypes {
  "#graphql\n  query Blogs($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    blogs(first: 20) {\n      nodes {\n        handle\n        title\n      }\n    }\n  }\n": {return: BlogsQuery, variables: BlogsQueryVariables},
  "#graphql\n  query Blog(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n  ) @inContext(country: $country, language: $language) {\n    blog(handle: $handle) {\n      handle\n      title\n      articles(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PUBLISHED_AT, reverse: true) {\n        nodes {\n          id\n          handle\n          title\n          excerpt\n          publishedAt\n          image {\n            id\n            url\n            altText\n            width\n            height\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": {return: BlogQuery, variables: BlogQueryVariables},
  "#graphql\n  query Article($country: CountryCode, $language: LanguageCode, $blogHandle: String!, $articleHandle: String!)\n  @inContext(country: $country, language: $language) {\n    blog(handle: $blogHandle) {\n      handle\n      title\n      articleByHandle(handle: $articleHandle) {\n        handle\n        title\n        excerpt\n        contentHtml\n        publishedAt\n        authorV2 {\n          name\n        }\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        seo {\n          title\n          description\n        }\n      }\n    }\n  }\n": {return: ArticleQuery, variables: ArticleQueryVariables},
  "#graphql\n  query GiftBundle($country: CountryCode, $language: LanguageCode, $handle: String!)\n  @inContext(country: $country, language: $language) {\n    bundle: metaobject(handle: {type: \"gift_bundle\", handle: $handle}) {\n      ...GiftBundlePrice\n      description: field(key: \"description\") {\n        value\n      }\n      products: field(key: \"products\") {\n        references(first: 20) {\n          nodes {\n            __typename\n            ... on Product {\n              ...ProductCard\n              selectedOrFirstAvailableVariant {\n                id\n                availableForSale\n              }\n            }\n          }\n        }\n      }\n    }\n    localization {\n      country {\n        currency {\n          isoCode\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n  #graphql\n  fragment GiftBundlePrice on Metaobject {\n    id\n    handle\n    title: field(key: \"title\") {\n      value\n    }\n    price: field(key: \"price\") {\n      value\n    }\n    compareAtPrice: field(key: \"compare_at_price\") {\n      value\n    }\n  }\n\n": {return: GiftBundleQuery, variables: GiftBundleQueryVariables},
  "#graphql\n  query CartUpsellRecommendations(\n    $country: CountryCode\n    $language: LanguageCode\n    $productId: ID!\n  ) @inContext(country: $country, language: $language) {\n    productRecommendations(productId: $productId, intent: COMPLEMENTARY) {\n      ...UpsellProduct\n    }\n  }\n  #graphql\n  fragment UpsellProduct on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      id\n      altText\n      url\n      width\n      height\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      availableForSale\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n\n": {return: CartUpsellRecommendationsQuery, variables: CartUpsellRecommendationsQueryVariables},
  "#graphql\n  query CartUpsell(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      products(first: $first) {\n        nodes {\n          ...UpsellProduct\n        }\n      }\n    }\n  }\n  #graphql\n  fragment UpsellProduct on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      id\n      altText\n      url\n      width\n      height\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      availableForSale\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n\n": {return: CartUpsellQuery, variables: CartUpsellQueryVariables},
  "#graphql\n  query Collection(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $filters: [ProductFilter!]\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      descriptionHtml\n      seo {\n        title\n        description\n      }\n      image {\n        url\n        altText\n        width\n        height\n      }\n      products(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        filters: $filters\n        sortKey: $sortKey\n        reverse: $reverse\n      ) {\n        nodes {\n          ...ProductCard\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: CollectionQuery, variables: CollectionQueryVariables},
  "#graphql\n  query Collections(\n    $country: CountryCode\n    $language: LanguageCode\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n  ) @inContext(country: $country, language: $language) {\n    collections(first: $first, last: $last, before: $startCursor, after: $endCursor) {\n      nodes {\n        id\n        handle\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        hasNextPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": {return: CollectionsQuery, variables: CollectionsQueryVariables},
  "#graphql\n  query AllProducts(\n    $country: CountryCode\n    $language: LanguageCode\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $sortKey: ProductSortKeys\n    $reverse: Boolean\n    $query: String\n  ) @inContext(country: $country, language: $language) {\n    products(\n      first: $first\n      last: $last\n      before: $startCursor\n      after: $endCursor\n      sortKey: $sortKey\n      reverse: $reverse\n      query: $query\n    ) {\n      nodes {\n        ...ProductCard\n      }\n      pageInfo {\n        hasPreviousPage\n        hasNextPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: AllProductsQuery, variables: AllProductsQueryVariables},
  "#graphql\n  query CustomerOrders(\n    $customerAccessToken: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      email\n      orders(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: PROCESSED_AT\n        reverse: true\n      ) {\n        nodes {\n          ...AccountOrder\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountOrder on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    currentTotalPrice {\n      amount\n      currencyCode\n    }\n    lineItems(first: 50) {\n      nodes {\n        title\n        quantity\n        originalTotalPrice {\n          amount\n          currencyCode\n        }\n        variant {\n          title\n          image {\n            url\n            altText\n            width\n            height\n          }\n          product {\n            handle\n          }\n        }\n      }\n    }\n  }\n\n": {return: CustomerOrdersQuery, variables: CustomerOrdersQueryVariables},
  "#graphql\n  query ProductHandles($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on Product {\n        id\n        handle\n      }\n    }\n  }\n": {return: ProductHandlesQuery, variables: ProductHandlesQueryVariables},
  "#graphql\n  query HomeGifting(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int!\n    $bundles: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n    bundles: metaobjects(type: \"gift_bundle\", first: $bundles) {\n      nodes {\n        ...GiftBundleCard\n      }\n    }\n    localization {\n      country {\n        currency {\n          isoCode\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n  #graphql\n  fragment GiftBundleCard on Metaobject {\n    ...GiftBundlePrice\n    imageLabel: field(key: \"image_label\") {\n      value\n    }\n    products: field(key: \"products\") {\n      references(first: 20) {\n        nodes {\n          __typename\n          ... on Product {\n            id\n            featuredImage {\n              id\n              altText\n              url\n              width\n              height\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment GiftBundlePrice on Metaobject {\n    id\n    handle\n    title: field(key: \"title\") {\n      value\n    }\n    price: field(key: \"price\") {\n      value\n    }\n    compareAtPrice: field(key: \"compare_at_price\") {\n      value\n    }\n  }\n\n\n": {return: HomeGiftingQuery, variables: HomeGiftingQueryVariables},
  "#graphql\n  fragment Shop on Shop {\n    id\n    name\n    description\n    primaryDomain {\n      url\n    }\n  }\n  query Header(\n    $country: CountryCode\n    $headerMenuHandle: String!\n    $secondaryMenuHandle: String = \"\"\n    $withSecondaryMenu: Boolean = false\n    $language: LanguageCode\n  ) @inContext(language: $language, country: $country) {\n    shop {\n      ...Shop\n    }\n    menu(handle: $headerMenuHandle) {\n      ...Menu\n    }\n    secondaryMenu: menu(handle: $secondaryMenuHandle) @include(if: $withSecondaryMenu) {\n      ...Menu\n    }\n    announcements: metaobjects(type: \"announcement\", first: 10) {\n      nodes {\n        ...Announcement\n      }\n    }\n  }\n  #graphql\n  fragment MenuItem on MenuItem {\n    id\n    title\n    url\n  }\n  fragment ChildMenuItem on MenuItem {\n    ...MenuItem\n    items {\n      ...MenuItem\n    }\n  }\n  fragment ParentMenuItem on MenuItem {\n    ...MenuItem\n    items {\n      ...ChildMenuItem\n    }\n  }\n  fragment Menu on Menu {\n    id\n    items {\n      ...ParentMenuItem\n    }\n  }\n\n  #graphql\n  fragment Announcement on Metaobject {\n    handle\n    text: field(key: \"text\") {\n      value\n    }\n    link: field(key: \"link\") {\n      value\n    }\n    startsAt: field(key: \"starts_at\") {\n      value\n    }\n    endsAt: field(key: \"ends_at\") {\n      value\n    }\n    position: field(key: \"position\") {\n      value\n    }\n  }\n\n": {return: HeaderQuery, variables: HeaderQueryVariables},
  "#graphql\n  query Footer(\n    $country: CountryCode\n    $footerMenuHandle: String!\n    $language: LanguageCode\n  ) @inContext(language: $language, country: $country) {\n    menu(handle: $footerMenuHandle) {\n      ...Menu\n    }\n  }\n  #graphql\n  fragment MenuItem on MenuItem {\n    id\n    title\n    url\n  }\n  fragment ChildMenuItem on MenuItem {\n    ...MenuItem\n    items {\n      ...MenuItem\n    }\n  }\n  fragment ParentMenuItem on MenuItem {\n    ...MenuItem\n    items {\n      ...ChildMenuItem\n    }\n  }\n  fragment Menu on Menu {\n    id\n    items {\n      ...ParentMenuItem\n    }\n  }\n\n": {return: FooterQuery, variables: FooterQueryVariables},
  "#graphql\n  query SlideInMenu(\n    $country: CountryCode\n    $menuHandle: String!\n    $secondaryMenuHandle: String = \"\"\n    $withSecondaryMenu: Boolean = false\n    $withGiftBundles: Boolean = false\n    $language: LanguageCode\n  ) @inContext(language: $language, country: $country) {\n    menu(handle: $menuHandle) {\n      ...Menu\n    }\n    secondaryMenu: menu(handle: $secondaryMenuHandle) @include(if: $withSecondaryMenu) {\n      ...Menu\n    }\n    giftBundles: metaobjects(type: \"gift_bundle\", first: 50) @include(if: $withGiftBundles) {\n      nodes {\n        id\n        handle\n        title: field(key: \"title\") {\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment MenuItem on MenuItem {\n    id\n    title\n    url\n  }\n  fragment ChildMenuItem on MenuItem {\n    ...MenuItem\n    items {\n      ...MenuItem\n    }\n  }\n  fragment ParentMenuItem on MenuItem {\n    ...MenuItem\n    items {\n      ...ChildMenuItem\n    }\n  }\n  fragment Menu on Menu {\n    id\n    items {\n      ...ParentMenuItem\n    }\n  }\n\n": {return: SlideInMenuQuery, variables: SlideInMenuQueryVariables},
  "#graphql\n  query HomeContent(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      title\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n    heroes: metaobjects(type: \"home_hero\", first: 4) {\n      nodes {\n        ...HomeHero\n      }\n    }\n    tiles: metaobjects(type: \"category_tile\", first: 12) {\n      nodes {\n        ...CategoryTile\n      }\n    }\n    sections: metaobjects(type: \"home_section\", first: 12) {\n      nodes {\n        ...HomeSectionEntry\n      }\n    }\n  }\n  fragment HomeHero on Metaobject {\n    handle\n    heading: field(key: \"heading\") {\n      value\n    }\n    text: field(key: \"text\") {\n      value\n    }\n    image: field(key: \"image\") {\n      ...ContentImage\n    }\n    ctaLabel: field(key: \"cta_label\") {\n      value\n    }\n    ctaLink: field(key: \"cta_link\") {\n      value\n    }\n    position: field(key: \"position\") {\n      value\n    }\n  }\n  fragment CategoryTile on Metaobject {\n    handle\n    title: field(key: \"title\") {\n      value\n    }\n    text: field(key: \"text\") {\n      value\n    }\n    image: field(key: \"image\") {\n      ...ContentImage\n    }\n    collection: field(key: \"collection\") {\n      ...CollectionHandle\n    }\n    position: field(key: \"position\") {\n      value\n    }\n  }\n  fragment HomeSectionEntry on Metaobject {\n    handle\n    section: field(key: \"section\") {\n      value\n    }\n    collection: field(key: \"collection\") {\n      ...CollectionHandle\n    }\n    position: field(key: \"position\") {\n      value\n    }\n  }\n  #graphql\n  fragment ContentImage on MetaobjectField {\n    reference {\n      ... on MediaImage {\n        alt\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment CollectionHandle on MetaobjectField {\n    reference {\n      ... on Collection {\n        handle\n      }\n    }\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: HomeContentQuery, variables: HomeContentQueryVariables},
  "#graphql\n  query Offers($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    metaobjects(type: \"offer\", first: 50) {\n      nodes {\n        id\n        handle\n        fields {\n          key\n          value\n        }\n      }\n    }\n  }\n": {return: OffersQuery, variables: OffersQueryVariables},
  "#graphql\n  query Page($country: CountryCode, $language: LanguageCode, $handle: String!)\n  @inContext(country: $country, language: $language) {\n    page(handle: $handle) {\n      id\n      handle\n      title\n      body\n      seo {\n        title\n        description\n      }\n    }\n  }\n": {return: PageQuery, variables: PageQueryVariables},
  "#graphql\n  fragment Policy on ShopPolicy {\n    id\n    title\n    handle\n    body\n  }\n  query Policy(\n    $country: CountryCode\n    $language: LanguageCode\n    $privacyPolicy: Boolean!\n    $refundPolicy: Boolean!\n    $shippingPolicy: Boolean!\n    $termsOfService: Boolean!\n  ) @inContext(country: $country, language: $language) {\n    shop {\n      privacyPolicy @include(if: $privacyPolicy) {\n        ...Policy\n      }\n      refundPolicy @include(if: $refundPolicy) {\n        ...Policy\n      }\n      shippingPolicy @include(if: $shippingPolicy) {\n        ...Policy\n      }\n      termsOfService @include(if: $termsOfService) {\n        ...Policy\n      }\n    }\n  }\n": {return: PolicyQuery, variables: PolicyQueryVariables},
  "#graphql\n  fragment PolicyLink on ShopPolicy {\n    id\n    title\n    handle\n  }\n  query Policies($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {\n    shop {\n      shippingPolicy {\n        ...PolicyLink\n      }\n      refundPolicy {\n        ...PolicyLink\n      }\n      privacyPolicy {\n        ...PolicyLink\n      }\n      termsOfService {\n        ...PolicyLink\n      }\n    }\n  }\n": {return: PoliciesQuery, variables: PoliciesQueryVariables},
  "#graphql\n  query HomeProducts(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      title\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: HomeProductsQuery, variables: HomeProductsQueryVariables},
  "#graphql\n  query ProductRecommendations(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n  ) @inContext(country: $country, language: $language) {\n    complementary: productRecommendations(productHandle: $handle, intent: COMPLEMENTARY) {\n      ...ProductCard\n    }\n    related: productRecommendations(productHandle: $handle, intent: RELATED) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: ProductRecommendationsQuery, variables: ProductRecommendationsQueryVariables},
  "#graphql\n  fragment ProductVariant on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n    image {\n      id\n      url\n      altText\n      width\n      height\n    }\n    selectedOptions {\n      name\n      value\n    }\n    product {\n      handle\n    }\n  }\n  query Product(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $selectedOptions: [SelectedOptionInput!]!\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      description\n      descriptionHtml\n      encodedVariantExistence\n      encodedVariantAvailability\n      seo {\n        title\n        description\n      }\n      images(first: 10) {\n        nodes {\n          id\n          url\n          altText\n          width\n          height\n        }\n      }\n      options {\n        name\n        optionValues {\n          name\n          firstSelectableVariant {\n            ...ProductVariant\n          }\n          swatch {\n            color\n          }\n        }\n      }\n      selectedOrFirstAvailableVariant(\n        selectedOptions: $selectedOptions\n        ignoreUnknownOptions: true\n        caseInsensitiveMatch: true\n      ) {\n        ...ProductVariant\n        sellingPlanAllocations(first: 10) {\n          nodes {\n            sellingPlan {\n              id\n            }\n            priceAdjustments {\n              price {\n                amount\n                currencyCode\n              }\n              compareAtPrice {\n                amount\n                currencyCode\n              }\n            }\n          }\n        }\n      }\n      adjacentVariants(selectedOptions: $selectedOptions) {\n        ...ProductVariant\n      }\n      byline: metafield(namespace: \"custom\", key: \"byline\") {\n        value\n      }\n      rating: metafield(namespace: \"reviews\", key: \"rating\") {\n        value\n      }\n      ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n        value\n      }\n      sellingPlanGroups(first: 3) {\n        nodes {\n          ...SellingPlanGroup\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SellingPlanGroup on SellingPlanGroup {\n    name\n    sellingPlans(first: 5) {\n      nodes {\n        id\n        name\n        description\n        recurringDeliveries\n        priceAdjustments {\n          orderCount\n          adjustmentValue {\n            ... on SellingPlanPercentagePriceAdjustment {\n              adjustmentPercentage\n            }\n            ... on SellingPlanFixedAmountPriceAdjustment {\n              adjustmentAmount {\n                amount\n                currencyCode\n              }\n            }\n            ... on SellingPlanFixedPriceAdjustment {\n              price {\n                amount\n                currencyCode\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "#graphql\n  fragment QuitPlanMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n  query QuitPlanGums(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: 20) {\n        nodes {\n          id\n          handle\n          title\n          options {\n            name\n            optionValues {\n              name\n            }\n          }\n          strengthGuidance: metafield(namespace: \"custom\", key: \"strength_guidance\") {\n            value\n          }\n          sellingPlanGroups(first: 3) {\n            nodes {\n              name\n              sellingPlans(first: 5) {\n                nodes {\n                  id\n                  name\n                  deliveryPolicy {\n                    ... on SellingPlanRecurringDeliveryPolicy {\n                      interval\n                      intervalCount\n                    }\n                  }\n                }\n              }\n            }\n          }\n          variants(first: 30) {\n            nodes {\n              id\n              availableForSale\n              price {\n                ...QuitPlanMoney\n              }\n              selectedOptions {\n                name\n                value\n              }\n              sellingPlanAllocations(first: 5) {\n                nodes {\n                  sellingPlan {\n                    id\n                  }\n                  priceAdjustments {\n                    price {\n                      ...QuitPlanMoney\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: QuitPlanGumsQuery, variables: QuitPlanGumsQueryVariables},
  "#graphql\n  query UrlRedirect($query: String) {\n    urlRedirects(first: 1, query: $query) {\n      nodes {\n        target\n      }\n    }\n  }\n": {return: UrlRedirectQuery, variables: UrlRedirectQueryVariables},
  "#graphql\n  query SearchPreview(\n    $country: CountryCode\n    $language: LanguageCode\n    $query: String!\n    $first: Int!\n  ) @inContext(country: $country, language: $language) {\n    search(query: $query, first: $first, types: [PRODUCT], unavailableProducts: LAST) {\n      totalCount\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: SearchPreviewQuery, variables: SearchPreviewQueryVariables},
  "#graphql\n  query SearchResults(\n    $country: CountryCode\n    $language: LanguageCode\n    $query: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n  ) @inContext(country: $country, language: $language) {\n    search(\n      query: $query\n      first: $first\n      last: $last\n      before: $startCursor\n      after: $endCursor\n      types: [PRODUCT]\n      unavailableProducts: LAST\n    ) {\n      totalCount\n      nodes {\n        ...ProductCard\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: SearchResultsQuery, variables: SearchResultsQueryVariables},
  "#graphql\n  query BestSellers(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: BestSellersQuery, variables: BestSellersQueryVariables},
  "#graphql\n  query PredictiveSearch(\n    $country: CountryCode\n    $language: LanguageCode\n    $query: String!\n    $limit: Int!\n  ) @inContext(country: $country, language: $language) {\n    predictiveSearch(\n      query: $query\n      limit: $limit\n      limitScope: EACH\n      types: [QUERY, PRODUCT, COLLECTION, PAGE, ARTICLE]\n      unavailableProducts: LAST\n    ) {\n      queries {\n        text\n        styledText\n      }\n      products {\n        ...ProductCard\n      }\n      collections {\n        id\n        handle\n        title\n      }\n      pages {\n        id\n        handle\n        title\n      }\n      articles {\n        id\n        handle\n        title\n        blog {\n          handle\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      altText\n      url\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: PredictiveSearchQuery, variables: PredictiveSearchQueryVariables},
  "#graphql\n  query SitemapPagesCount($type: SitemapType!) {\n    sitemap(type: $type) {\n      pagesCount {\n        count\n      }\n    }\n  }\n": {return: SitemapPagesCountQuery, variables: SitemapPagesCountQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartDiscountCodesSet(\n    $cartId: ID!\n    $discountCodes: [String!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n      cart {\n        ...CartApiMutation\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n  #graphql\n  fragment CartApiMutation on Cart {\n    ...CartFields\n    lines(first: 100) {\n      nodes {\n        ...CartLine\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n      }\n      priceAdjustments {\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        compareAtPrice {\n          ...Money\n        }\n        price {\n          ...Money\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          handle\n          title\n          id\n          vendor\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartFields on Cart {\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      email\n      phone\n    }\n    cost {\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n  }\n\n\n": {return: CartDiscountCodesSetMutation, variables: CartDiscountCodesSetMutationVariables},
  "#graphql\n  mutation NewsletterSubscribe(\n    $country: CountryCode\n    $language: LanguageCode\n    $input: CustomerCreateInput!\n  ) @inContext(country: $country, language: $language) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: NewsletterSubscribeMutation, variables: NewsletterSubscribeMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerLoginErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerLoginErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAccessTokenCreateMutation, variables: CustomerAccessTokenCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenCreateWithMultipass($multipassToken: String!) {\n    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerLoginErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerLoginErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAccessTokenCreateWithMultipassMutation, variables: CustomerAccessTokenCreateWithMultipassMutationVariables},
  "#graphql\n  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!) {\n    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerLoginErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerLoginErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerActivateByUrlMutation, variables: CustomerActivateByUrlMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccessTokenDeleteMutation, variables: CustomerAccessTokenDeleteMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
