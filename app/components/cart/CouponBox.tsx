import {useId, useState, type RefObject} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {formatRupees} from '~/lib/cart/format';
import type {DrawerCart} from '~/hooks/use-drawer-cart';

/** The coupon input (or the applied coupon with its saving) and the way into the offers panel. */
export function CouponBox({
  drawer,
  appliedCodes,
  onViewOffers,
  viewOffersRef,
}: {
  drawer: DrawerCart;
  appliedCodes: string[];
  onViewOffers: () => void;
  viewOffersRef: RefObject<HTMLButtonElement>;
}) {
  const {t} = useTranslation();
  const inputId = useId();
  const [code, setCode] = useState('');

  return (
    <section className="space-y-3 border-t border-foreground/10 py-4">
      {appliedCodes.length > 0 ? (
        <div className="flex items-center justify-between gap-3 rounded-md border border-green-700/30 bg-green-50 px-3 py-2 text-sm text-green-900">
          <div>
            <p className="font-semibold">{t('coupon.appliedCode', {code: appliedCodes.join(', ')})}</p>
            {drawer.summary.couponDiscount > 0 && (
              <p>{t('coupon.appliedSaving', {amount: formatRupees(drawer.summary.couponDiscount)})}</p>
            )}
          </div>
          <button
            type="button"
            onClick={drawer.removeCoupons}
            disabled={drawer.busy}
            aria-label={t('coupon.remove', {code: appliedCodes.join(', ')})}
            className="font-semibold underline disabled:opacity-50"
          >
            {t('cart.remove')}
          </button>
        </div>
      ) : (
        <form
          className="flex gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await drawer.applyCoupon(code)) setCode('');
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('coupon.label')}
          </label>
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t('coupon.placeholder')}
            maxLength={50}
            autoComplete="off"
            className="min-w-0 flex-1 rounded-md border border-foreground/20 bg-background px-3 py-2 uppercase placeholder:normal-case"
          />
          <button
            type="submit"
            disabled={drawer.busy || !code.trim()}
            className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground disabled:opacity-50"
          >
            {t('coupon.apply')}
          </button>
        </form>
      )}
      <button type="button" ref={viewOffersRef} onClick={onViewOffers} className="text-sm font-semibold underline">
        {t('offers.viewAll')}
      </button>
    </section>
  );
}
