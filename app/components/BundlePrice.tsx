import type {CurrencyCode, MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {useTranslation} from '~/hooks/use-translation';
import {PriceWithBadge} from '~/components/ProductPrice';
import {formatMoney} from '~/lib/catalog/money';
import type {BundlePricing} from '~/lib/catalog/product';

/** A gift bundle's price on its page: the price with its badge, then what the shopper saves. */
export function BundlePrice({pricing, currencyCode}: {pricing: BundlePricing; currencyCode: CurrencyCode}) {
  const {t} = useTranslation();
  const money = (amount: number): MoneyV2 => ({amount: String(amount), currencyCode});
  return (
    <div className="mt-6 flex flex-col gap-2">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">{t('bundle.price')}</p>
      <PriceWithBadge
        price={money(pricing.price)}
        compareAtPrice={pricing.compareAtPrice === null ? null : money(pricing.compareAtPrice)}
        className="text-xl"
      />
      {pricing.saving !== null && pricing.percentOff !== null && (
        <Saving amount={money(pricing.saving)} percent={pricing.percentOff} />
      )}
    </div>
  );
}

function Saving({amount, percent}: {amount: MoneyV2; percent: number}) {
  const {t} = useTranslation();
  return <p className="font-semibold text-green-700">{t('bundle.youSave', {amount: formatMoney(amount), percent})}</p>;
}
