import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {CollectionGrid} from '~/components/CollectionGrid';
import {COLLECTIONS_QUERY} from '~/graphql/collections';
import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {pageOrFirstPage} from '~/lib/catalog/paginated-query';
import {assertLocale} from '~/lib/routing/route-guards';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

/** Collections on one page of the index: three rows on wide screens. */
const COLLECTIONS_PER_PAGE = 9;

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const {collections, errors} = await pageOrFirstPage(request, COLLECTIONS_PER_PAGE, (pagination) =>
    storefront.query(COLLECTIONS_QUERY, {cache: storefront.CacheLong(), variables: pagination}),
  );
  throwIfGraphqlErrors(errors);
  const root = await seoRoot;
  return {collections, seo: pageMeta(root, request, {title: root.text('collections.title')})};
}

export default function Collections() {
  const {collections} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('collections.title')}</h1>
      {collections.nodes.length === 0 ? (
        <p className="mt-6">{t('collections.empty')}</p>
      ) : (
        <CollectionGrid
          connection={collections}
          labels={{
            previous: t('collections.previous'),
            next: t('collections.next'),
            loading: t('collections.loading'),
          }}
        />
      )}
    </section>
  );
}
