import {Pagination} from '~/components/Pagination';
import type {Connection} from '~/lib/catalog/paged-list';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/ProductCard';

/**
 * A page of product cards between "previous" and "more" links (plain
 * links without JavaScript, in place with it). `eagerImages` cards load their picture at once, the
 * first ahead of every other picture.
 */
export function PaginatedGrid<Product extends ProductCardFragment>({
  connection,
  labels,
  className,
  columns,
  eagerImages,
}: {
  connection: Connection<Product>;
  labels: {previous: string; next: string; loading: string};
  /** the block's spacing */
  className: string;
  /** the grid's columns from medium widths up (two below) */
  columns: 'md:grid-cols-3' | 'md:grid-cols-4';
  eagerImages?: number;
}) {
  return (
    <Pagination connection={connection}>
      {({nodes, PreviousLink, NextLink, isLoading}) => (
        <div className={`${className} flex flex-col items-center gap-6`}>
          <PreviousLink className="rounded-full border border-current px-5 py-2 font-medium">
            {isLoading ? labels.loading : labels.previous}
          </PreviousLink>
          <div className={`grid w-full grid-cols-2 gap-x-4 gap-y-8 ${columns}`}>
            {nodes.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                loading={eagerImages === undefined ? undefined : index < eagerImages ? 'eager' : 'lazy'}
                highPriority={eagerImages !== undefined && index === 0}
              />
            ))}
          </div>
          <NextLink className="rounded-full border border-current px-5 py-2 font-medium">
            {isLoading ? labels.loading : labels.next}
          </NextLink>
        </div>
      )}
    </Pagination>
  );
}
