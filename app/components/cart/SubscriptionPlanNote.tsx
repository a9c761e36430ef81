import {useTranslation} from '~/hooks/use-translation';
import {formatRupees} from '~/lib/cart/format';
import type {Saving} from '~/lib/catalog/selling-plans';

/** A cart line's subscription, in the drawer and on the cart page: the plan's name and what it saves. */
export function SubscriptionPlanNote({planName, saving}: {planName: string; saving: Saving | null}) {
  const {t} = useTranslation();
  return (
    <p className="text-sm font-medium">
      {t('cart.subscriptionPlan', {plan: planName})}
      {saving && (
        <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-950">
          {t('product.planSaving', {amount: formatRupees(saving.amount), percent: saving.percent})}
        </span>
      )}
    </p>
  );
}
