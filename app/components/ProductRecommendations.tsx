import {Await} from '@remix-run/react';
import {Suspense} from 'react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/ProductCard';
import {useTranslation} from '~/hooks/use-translation';
import type {RecommendationListName} from '~/lib/analytics/catalogue';
import {track} from '~/lib/analytics/track';
import {
  PAIRS_WELL_WITH,
  RECOMMENDATIONS_PER_ROW,
  YOU_MAY_ALSO_LIKE,
  type RecommendationRows,
} from '~/lib/catalog/recommendations';

const GRID_CLASS = 'mt-4 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4';

/**
 * What follows a product's details: "Pairs well with" and "You may also like", streamed in below the
 * first screen (the loader does not wait for them). While they come, one row's height is kept for
 * them; a row with no products is left out.
 */
export function ProductRecommendations({
  recommendations,
}: {
  recommendations: Promise<RecommendationRows<ProductCardFragment> | null>;
}) {
  const {t} = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4">
      <Suspense
        fallback={
          <section aria-busy="true" aria-label={t('product.recommendationsLoading')} className="py-8">
            <div aria-hidden className="h-7 w-48 rounded bg-foreground/5" />
            <div aria-hidden className={GRID_CLASS}>
              {Array.from({length: RECOMMENDATIONS_PER_ROW}, (_, index) => (
                <div key={index} className="aspect-square animate-pulse rounded-lg bg-foreground/5" />
              ))}
            </div>
          </section>
        }
      >
        {/* An empty element, not null: Await sends a rejection on to the route's error boundary without one. */}
        <Await resolve={recommendations} errorElement={<></>}>
          {(rows) =>
            rows && (
              <>
                <RecommendationRow
                  id="pairs-well-with"
                  title={t('product.pairsWellWith')}
                  listName={PAIRS_WELL_WITH}
                  products={rows.pairsWellWith}
                />
                <RecommendationRow
                  id="you-may-also-like"
                  title={t('product.youMayAlsoLike')}
                  listName={YOU_MAY_ALSO_LIKE}
                  products={rows.youMayAlsoLike}
                />
              </>
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}

function RecommendationRow({
  id,
  title,
  listName,
  products,
}: {
  id: string;
  title: string;
  listName: RecommendationListName;
  products: ProductCardFragment[];
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="py-8">
      <h2 id={id} className="text-xl font-bold md:text-2xl">
        {title}
      </h2>
      <ul className={GRID_CLASS}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              loading="lazy"
              onNavigate={() => track('recommendation_clicked', {listName, productId: product.id, position: index + 1})}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
