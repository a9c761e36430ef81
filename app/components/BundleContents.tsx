import {useTranslation} from '~/hooks/use-translation';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/ProductCard';

/** A gift bundle's products, as cards, under "What's inside (n products)". */
export function BundleContents({products}: {products: ProductCardFragment[]}) {
  const {t} = useTranslation();
  return (
    <section aria-labelledby="bundle-contents" className="mt-12">
      <h2 id="bundle-contents" className="text-2xl font-bold">
        {t('bundle.contents')}{' '}
        <span className="text-base font-normal text-muted">({t('bundle.productCount', {count: products.length})})</span>
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} loading={index < 4 ? 'eager' : 'lazy'} />
        ))}
      </div>
    </section>
  );
}
