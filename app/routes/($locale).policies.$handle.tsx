import {throwIfGraphqlErrors} from '~/lib/graphql-errors';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {POLICY_QUERY} from '~/graphql/policies';
import {assertLocale, notFoundOrRedirect} from '~/lib/route-guards';

/** URL handles of the shop's policies and the `shop` fields that hold them. */
const POLICIES = {
  'privacy-policy': 'privacyPolicy',
  'refund-policy': 'refundPolicy',
  'shipping-policy': 'shippingPolicy',
  'terms-of-service': 'termsOfService',
} as const;

export const meta: MetaFunction<typeof loader> = ({data}) => [{title: data?.policy.title}];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const field = POLICIES[params.handle as keyof typeof POLICIES];
  if (!field) return notFoundOrRedirect(request, context);
  const {storefront} = context;
  const {shop, errors} = await storefront.query(POLICY_QUERY, {
    cache: storefront.CacheLong(),
    variables: {
      privacyPolicy: field === 'privacyPolicy',
      refundPolicy: field === 'refundPolicy',
      shippingPolicy: field === 'shippingPolicy',
      termsOfService: field === 'termsOfService',
    },
  });
  throwIfGraphqlErrors(errors);
  const policy = shop[field];
  if (!policy) return notFoundOrRedirect(request, context);
  return {policy};
}

export default function PolicyPage() {
  const {policy} = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{policy.title}</h1>
      <div className="rich-text mt-6" dangerouslySetInnerHTML={{__html: policy.body}} />
    </article>
  );
}
