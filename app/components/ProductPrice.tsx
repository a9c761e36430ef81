import {FormattedMoney} from '~/components/FormattedMoney';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {useTranslation} from '~/hooks/use-translation';
import {discountPercent} from '~/lib/catalog/product';

type Price = Pick<MoneyV2, 'amount' | 'currencyCode'>;

/** Price in the shop's locale (₹1,29,999), with the compare-at price struck through when higher. */
export function ProductPrice({price, compareAtPrice}: {price: Price; compareAtPrice?: Price | null}) {
  const {t} = useTranslation();
  if (compareAtPrice && discountPercent(price.amount, compareAtPrice.amount) !== null) {
    return (
      <p className="price-pair">
        <span className="sr-only">{t('product.salePrice')}</span>
        <FormattedMoney data={price} as="span" className="font-semibold" />
        <span className="sr-only">{t('product.regularPrice')}</span>
        <FormattedMoney data={compareAtPrice} as="s" className="text-sm text-muted" />
      </p>
    );
  }
  return (
    <p>
      <span className="sr-only">{t('product.price')}</span>
      <FormattedMoney data={price} as="span" className="font-semibold" />
    </p>
  );
}

/**
 * The price, struck-through compare-at price and a "20% off" badge beside them, as on product
 * and bundle pages; `compact` is the smaller badge of cards. `className` adds to the row.
 */
export function PriceWithBadge({
  price,
  compareAtPrice,
  compact = false,
  className,
}: {
  price: Price;
  compareAtPrice?: Price | null;
  compact?: boolean;
  className?: string;
}) {
  const {t} = useTranslation();
  const percentOff = discountPercent(price.amount, compareAtPrice?.amount);
  const row = `flex flex-wrap items-center ${compact ? 'gap-2' : 'gap-3'}`;
  return (
    <div className={className ? `${row} ${className}` : row}>
      <ProductPrice price={price} compareAtPrice={compareAtPrice} />
      {percentOff !== null && (
        <span
          className={`rounded-full bg-accent ${compact ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-0.5 text-sm'} font-bold text-gray-950`}
        >
          {t('product.percentOff', {percent: percentOff})}
        </span>
      )}
    </div>
  );
}
