import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {Pagination} from '~/components/Pagination';
import type {Connection} from '~/lib/catalog/paged-list';
import type {CollectionsQuery} from 'storefrontapi.generated';
import {useLocalePath} from '~/hooks/use-locale-path';
import {imageUrlFor} from '~/lib/ui/image-url';

type CollectionCard = CollectionsQuery['collections']['nodes'][number];

/** A page of collection cards (picture and title) between "previous" and "more" links. */
export function CollectionGrid({
  connection,
  labels,
}: {
  connection: Connection<CollectionCard>;
  labels: {previous: string; next: string; loading: string};
}) {
  const localePath = useLocalePath();
  return (
    <Pagination connection={connection}>
      {({nodes, PreviousLink, NextLink, isLoading}) => (
        <div className="mt-8 flex flex-col items-center gap-6">
          <PreviousLink className="rounded-full border border-current px-5 py-2 font-medium">
            {isLoading ? labels.loading : labels.previous}
          </PreviousLink>
          <ul className="grid w-full grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3">
            {nodes.map((collection, index) => (
              <li key={collection.id}>
                <Link to={localePath(`/collections/${collection.handle}`)} className="group block">
                  <div className="aspect-square overflow-hidden rounded-lg bg-foreground/5">
                    {collection.image && (
                      <Image
                        loader={imageUrlFor(collection.image)}
                        data={collection.image}
                        aspectRatio="1/1"
                        sizes="(min-width: 768px) 33vw, 50vw"
                        loading={index < 3 ? 'eager' : 'lazy'}
                        className="h-full w-full object-cover transition-transform group-hover:scale-105"
                      />
                    )}
                  </div>
                  <h2 className="mt-3 font-semibold group-hover:underline">{collection.title}</h2>
                </Link>
              </li>
            ))}
          </ul>
          <NextLink className="rounded-full border border-current px-5 py-2 font-medium">
            {isLoading ? labels.loading : labels.next}
          </NextLink>
        </div>
      )}
    </Pagination>
  );
}
