import {Link} from '@remix-run/react';
import {FormattedMoney} from '~/components/FormattedMoney';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useTranslation} from '~/hooks/use-translation';
import {formatRupees} from '~/lib/cart/format';
import type {PurchaseOption, Saving} from '~/lib/catalog/selling-plans';
import type {MoneyData} from '~/lib/catalog/money';

/** A purchase option with its link's search part (the page's parameters with `selling_plan` set or dropped). */
export type PurchaseOptionLink = PurchaseOption & {search: string};

/** "Save ₹33 (10%)", in the page's language. */
function SavingText({saving}: {saving: Saving}) {
  const {t} = useTranslation();
  return <>{t('product.planSaving', {amount: formatRupees(saving.amount), percent: saving.percent})}</>;
}

/**
 * One-time purchase or a subscription plan, as links that set `?selling_plan=` (the variant's
 * parameters kept), like the product's other choices: it works without JavaScript, and the page
 * stays one page per URL. Each plan shows its price and what it saves.
 */
export function PurchaseOptions({handle, options}: {handle: string; options: readonly PurchaseOptionLink[]}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('product.purchaseOptions')}</legend>
      <ul className="mt-2 flex flex-col gap-2">
        {options.map((option) => (
          <li key={option.sellingPlanId ?? 'one-time'}>
            <Link
              to={`${localePath(`/products/${handle}`)}${option.search}`}
              replace
              preventScrollReset
              aria-current={option.selected ? 'true' : undefined}
              className={`flex items-center gap-3 rounded-lg border px-4 py-3 text-sm ${
                option.selected ? 'border-foreground font-semibold' : 'border-foreground/20'
              }`}
            >
              {/* A radio's dot, for sighted shoppers; aria-current says which is chosen. */}
              <span
                aria-hidden
                className="flex h-4 w-4 shrink-0 items-center justify-center rounded-full border-2 border-foreground"
              >
                {option.selected && <span className="h-2 w-2 rounded-full bg-foreground" />}
              </span>
              <span className="flex-1">{option.name ?? t('product.oneTimePurchase')}</span>
              <FormattedMoney data={option.price} as="span" />
              {option.saving && (
                <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-950">
                  <SavingText saving={option.saving} />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The price on the chosen plan, the one-time price struck through beside it, and the saving. */
export function PlanPrice({
  price,
  oneTimePrice,
  saving,
}: {
  price: MoneyData;
  oneTimePrice: MoneyData;
  saving: Saving | null;
}) {
  const {t} = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="price-pair">
        <span className="sr-only">{t('product.subscriptionPrice')}</span>
        <FormattedMoney data={price} as="span" className="font-semibold" />
        {saving && (
          <>
            <span className="sr-only">{t('product.oneTimePrice')}</span>
            <s className="text-sm text-muted">
              <FormattedMoney data={oneTimePrice} as="span" />
            </s>
          </>
        )}
      </p>
      {saving && (
        <span className="rounded-full bg-accent px-2.5 py-0.5 text-sm font-bold text-gray-950">
          <SavingText saving={saving} />
        </span>
      )}
    </div>
  );
}
