import {useTranslation} from '~/hooks/use-translation';
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {ComponentProps} from 'react';
import {CollectionFilters} from '~/components/CollectionFilters';
import {PaginatedGrid} from '~/components/PaginatedGrid';
import type {CollectionFilterState} from '~/lib/catalog/sort-and-filters';

/** A collection's page: its title and copy, the filter panel, and a page of its products. */
export function CollectionPage({
  collection,
  state,
}: {
  collection: {
    title: string;
    descriptionHtml: string;
    products: ComponentProps<typeof PaginatedGrid<ProductCardFragment>>['connection'] & {nodes: ProductCardFragment[]};
  };
  state: CollectionFilterState;
}) {
  const {t} = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{collection.title}</h1>
      {collection.descriptionHtml && (
        <div
          className="rich-text mt-3 max-w-2xl text-muted"
          dangerouslySetInnerHTML={{__html: collection.descriptionHtml}}
        />
      )}
      <CollectionFilters state={state} />
      <h2 className="sr-only">{t('collection.products')}</h2>
      {collection.products.nodes.length === 0 ? (
        <p className="mt-10 text-lg font-medium">{t('collection.noProducts')}</p>
      ) : (
        <PaginatedGrid
          connection={collection.products}
          labels={{previous: t('collection.previous'), next: t('collection.next'), loading: t('collection.loading')}}
          className="mt-8"
          columns="md:grid-cols-4"
          eagerImages={4}
        />
      )}
    </section>
  );
}
