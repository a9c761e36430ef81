import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductPrice} from '~/components/ProductPrice';
import {useLocalePath} from '~/lib/use-locale-path';

export function ProductCard({product, loading}: {product: ProductCardFragment; loading?: 'eager' | 'lazy'}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const image = product.featuredImage;
  return (
    <article className="group relative flex flex-col gap-3">
      {image ? (
        <Image
          data={image}
          aspectRatio="1/1"
          sizes="(min-width: 1024px) 25vw, 50vw"
          loading={loading}
          className="rounded-lg bg-foreground/5"
        />
      ) : (
        <div className="aspect-square rounded-lg bg-foreground/5" />
      )}
      <h3 className="font-medium leading-snug">
        <Link
          to={localePath(`/products/${product.handle}`)}
          prefetch="intent"
          className="after:absolute after:inset-0 group-hover:underline"
        >
          {product.title}
        </Link>
      </h3>
      <ProductPrice
        price={product.priceRange.minVariantPrice}
        compareAtPrice={product.compareAtPriceRange.minVariantPrice}
      />
      {!product.availableForSale && <p className="text-sm font-semibold text-muted">{t('product.soldOut')}</p>}
    </article>
  );
}
