import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {useTranslation} from 'react-i18next';
import {ProductPrice} from '~/components/ProductPrice';
import {discountPercent} from '~/lib/product';

type Price = Pick<MoneyV2, 'amount' | 'currencyCode'>;

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
