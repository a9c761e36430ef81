// Named as lib/catalog/recently-viewed.ts: this file is the product page's row, that one holds the rules.
import {lazy, Suspense, useEffect, useMemo, useState} from 'react';
import {ChunkBoundary} from '~/components/ChunkBoundary';
import type {ViewedProductSource} from '~/lib/catalog/recently-viewed';

// Not in the product page's first load: fetched once the page has hydrated.
const RecentlyViewedRow = lazy(() => import('./RecentlyViewedRow'));

type Money = ViewedProductSource['price'];

/** What the product page knows of its product (PRODUCT_QUERY). */
interface PageProduct {
  handle: string;
  title: string;
  images: {nodes: Array<NonNullable<ViewedProductSource['image']>>};
  selectedOrFirstAvailableVariant?: {price: Money} | null;
}

/**
 * The end of a product page: the shopper's recently viewed products. Only the browser renders it
 * (shared pages are one HTML for everyone, decision 027), after hydration.
 */
export function RecentlyViewed({product}: {product: PageProduct}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const price = product.selectedOrFirstAvailableVariant?.price;
  const current = useMemo<ViewedProductSource | null>(
    () =>
      price ? {handle: product.handle, title: product.title, image: product.images.nodes[0] ?? null, price} : null,
    [product.handle, product.title, product.images.nodes, price],
  );
  if (!hydrated || !current) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <RecentlyViewedRow current={current} />
      </Suspense>
    </ChunkBoundary>
  );
}
