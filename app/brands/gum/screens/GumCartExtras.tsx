import {useTranslation} from '~/hooks/use-translation';
import type {CartSummary} from '~/lib/cart/summary';
import {coinsEarned, LOYALTY_COINS} from '../constants';

/** Quitbee coins this cart earns, what a coin is worth, and where shipping and taxes are settled. */
export function GumCartExtras({summary}: {summary: CartSummary}) {
  const {t} = useTranslation('gum');
  const coins = coinsEarned(summary.estimatedTotal);
  return (
    <div className="space-y-1 rounded-md bg-primary/5 px-3 py-2 text-sm">
      {coins > 0 && <p className="font-semibold">{t('cart.coins', {count: coins})}</p>}
      <p>{t('cart.loyaltyNote', {coinValue: LOYALTY_COINS.coinValueRupees})}</p>
      <p className="text-muted">{t('cart.shippingNote')}</p>
    </div>
  );
}
