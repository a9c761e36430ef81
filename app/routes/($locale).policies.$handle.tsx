import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {POLICY_QUERY} from '~/graphql/policies';
import {policyFieldOf} from '~/lib/content/shop-policies';
import {assertLocale, notFoundOrRedirect} from '~/lib/routing/route-guards';
import {textOf} from '~/lib/seo/structured-data';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const field = policyFieldOf(params.handle);
  if (!field) return notFoundOrRedirect(request, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
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
  return {
    policy,
    seo: pageMeta(await seoRoot, request, {title: policy.title, description: textOf(policy.body)}),
  };
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
