import {Money} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {useTranslation} from 'react-i18next';
import {discountPercent} from '~/lib/product';

type Price = Pick<MoneyV2, 'amount' | 'currencyCode'>;

/** Price in the shop's locale (₹1,29,999), with the compare-at price struck through when higher. */
export function ProductPrice({price, compareAtPrice}: {price: Price; compareAtPrice?: Price | null}) {
  const {t} = useTranslation();
  if (compareAtPrice && discountPercent(price.amount, compareAtPrice.amount) !== null) {
    return (
      <p className="flex items-baseline gap-2">
        <span className="sr-only">{t('product.salePrice')}</span>
        <Money data={price} withoutTrailingZeros as="span" className="font-semibold" />
        <span className="sr-only">{t('product.regularPrice')}</span>
        <s className="text-sm text-muted">
          <Money data={compareAtPrice} withoutTrailingZeros as="span" />
        </s>
      </p>
    );
  }
  return (
    <p>
      <span className="sr-only">{t('product.price')}</span>
      <Money data={price} withoutTrailingZeros as="span" className="font-semibold" />
    </p>
  );
}
