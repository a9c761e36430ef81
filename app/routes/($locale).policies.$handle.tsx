import {throwIfGraphqlErrors} from '~/lib/graphql-errors';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {POLICY_QUERY} from '~/graphql/policies';
import {policyFieldOf} from '~/lib/policies';
import {assertLocale, notFoundOrRedirect} from '~/lib/route-guards';
import {seoMeta} from '~/lib/seo/meta';
import {textOf} from '~/lib/structured-data';

export const meta: MetaFunction<typeof loader> = ({data, matches, location}) =>
  seoMeta(matches, location, {title: data?.policy.title, description: data && textOf(data.policy.body)});

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const field = policyFieldOf(params.handle);
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
