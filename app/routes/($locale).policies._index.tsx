import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {POLICIES_QUERY} from '~/graphql/policies';
import {useLocalePath} from '~/hooks/use-locale-path';
import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {writtenPolicies} from '~/lib/content/shop-policies';
import {assertLocale} from '~/lib/routing/route-guards';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const {shop, errors} = await storefront.query(POLICIES_QUERY, {cache: storefront.CacheLong()});
  throwIfGraphqlErrors(errors);
  const root = await seoRoot;
  return {policies: writtenPolicies(shop), seo: pageMeta(root, request, {title: root.text('policies.title')})};
}

export default function Policies() {
  const {policies} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const localePath = useLocalePath();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('policies.title')}</h1>
      {policies.length === 0 ? (
        <p className="mt-6">{t('policies.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {policies.map((policy) => (
            <li key={policy.id}>
              <Link
                to={localePath(`/policies/${policy.handle}`)}
                className="block rounded-lg border border-foreground/10 p-4 font-semibold hover:bg-foreground/5"
              >
                {policy.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
