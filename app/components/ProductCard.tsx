import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from '~/hooks/use-translation';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductPrice} from '~/components/ProductPrice';
import {Rating} from '~/components/Rating';
import {discountPercent, parseRating} from '~/lib/catalog/product';
import {useLocalePath} from '~/hooks/use-locale-path';
import {fetchedFirst, imageUrlFor} from '~/lib/ui/image-url';

/**
 * Cards are at most about 420 CSS pixels wide (a third of the 1280 px page): 200–800 px covers
 * them up to twice that density. Hydrogen's default (15 steps to 3000 px) writes a dozen URLs
 * per card for a large catalogue photo, most never chosen, in every grid and rail.
 */
const CARD_SRCSET = {intervals: 4, startingWidth: 200, incrementSize: 200, placeholderWidth: 100};

export function ProductCard({
  product,
  loading,
  highPriority = false,
  onNavigate,
}: {
  product: ProductCardFragment;
  loading?: 'eager' | 'lazy';
  /** the first card of a results grid, likely the largest picture on the first screen: fetched ahead of the others */
  highPriority?: boolean;
  /** called when the shopper follows the card's link (the search overlay closes itself) */
  onNavigate?: () => void;
}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const image = product.featuredImage;
  const variant = product.selectedOrFirstAvailableVariant;
  const price = variant?.price ?? product.priceRange.minVariantPrice;
  const compareAtPrice = variant?.compareAtPrice;
  const percentOff = discountPercent(price.amount, compareAtPrice?.amount);

  return (
    <article className="group product-card">
      <div className="relative">
        {image ? (
          <Image
            loader={imageUrlFor(image)}
            data={image}
            aspectRatio="1/1"
            sizes="(min-width: 1024px) 25vw, 50vw"
            srcSetOptions={CARD_SRCSET}
            loading={loading}
            {...fetchedFirst(highPriority)}
            className="rounded-lg bg-foreground/5"
          />
        ) : (
          <div className="aspect-square rounded-lg bg-foreground/5" />
        )}
        {percentOff !== null && <span className="card-badge">{t('product.percentOff', {percent: percentOff})}</span>}
      </div>
      <h3 className="font-medium leading-snug">
        <Link
          to={localePath(`/products/${product.handle}`)}
          prefetch="intent"
          onClick={onNavigate}
          className="card-link"
        >
          {product.title}
        </Link>
      </h3>
      <Rating rating={parseRating(product.rating?.value, product.ratingCount?.value)} />
      <ProductPrice price={price} compareAtPrice={compareAtPrice} />
      {!product.availableForSale && <p className="text-sm font-semibold text-muted">{t('product.soldOut')}</p>}
    </article>
  );
}
