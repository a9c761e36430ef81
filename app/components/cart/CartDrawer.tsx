import {Link} from '@remix-run/react';
import {lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {ChunkBoundary} from '~/components/ChunkBoundary';
import {FormattedMoney} from '~/components/FormattedMoney';
import {useToast} from '~/hooks/use-toast';
import {formatRupees} from '~/lib/cart/format';
import {freeShippingProgress, type CartSummary} from '~/lib/cart/summary';
import {hasSubscriptionLine} from '~/lib/catalog/selling-plans';
import {useBrand} from '~/hooks/use-brand';
import {useFocusTrap} from '~/hooks/use-focus-trap';
import {useLocalePath} from '~/hooks/use-locale-path';
import {CartLineItem} from './CartLineItem';
import {CouponBox} from './CouponBox';
import {OrderPlacedDialog} from './OrderPlacedDialog';
import {PanelHeader} from './PanelHeader';
import {UpsellStrip} from './UpsellStrip';
import {useDrawerCart, type DrawerCart} from '~/hooks/use-drawer-cart';
import {useCartViewAnalytics} from '~/hooks/use-cart-view-analytics';

// Its own chunk: only shoppers who ask for the offers fetch it.
const OffersPanel = lazy(() => import('./OffersPanel'));

/** The spinner shows only for updates that take a moment (spec section 9). */
const SPINNER_DELAY_MS = 300;

const rupees = (amount: number) => ({amount: String(amount), currencyCode: 'INR' as const});

function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return shown;
}

/**
 * The slide-in cart both brands share (loaded on demand by CartDrawerProvider; default
 * export for React.lazy). It stays mounted once opened, so a checkout handed to the
 * widget still hears back when the order is placed, and tells the shopper.
 */
export default function CartDrawer({
  open,
  onClose,
  Extras,
}: {
  open: boolean;
  onClose: () => void;
  /** what the brand shows above the total */
  Extras: ComponentType<{summary: CartSummary}> | null;
}) {
  const cart = useDrawerCart({open, onClose});
  useCartViewAnalytics(open, {cartValue: cart.summary.estimatedTotal, itemCount: cart.summary.itemCount});
  return (
    <>
      {open && <DrawerDialog cart={cart} onClose={onClose} Extras={Extras} />}
      {cart.placedOrder && <OrderPlacedDialog orderId={cart.placedOrder.orderId} onClose={cart.dismissPlacedOrder} />}
    </>
  );
}

function DrawerDialog({
  cart: drawer,
  onClose,
  Extras,
}: {
  cart: DrawerCart;
  onClose: () => void;
  Extras: ComponentType<{summary: CartSummary}> | null;
}) {
  const {t} = useTranslation();
  const toast = useToast();
  const brand = useBrand();
  const localePath = useLocalePath();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [offersOpen, setOffersOpen] = useState(false);
  const showSpinner = useDelayedFlag(drawer.busy, SPINNER_DELAY_MS);
  const viewOffers = useRef<HTMLButtonElement>(null);
  // Back to where the shopper opened the offers from (after the drawer's content shows again).
  const closeOffers = () => {
    setOffersOpen(false);
    requestAnimationFrame(() => viewOffers.current?.focus());
  };
  useFocusTrap(panel, () => (offersOpen ? closeOffers() : onClose()));

  const {cart, summary, busy} = drawer;
  const lines = cart?.lines ?? [];
  const threshold = brand.cart.freeShippingThreshold;
  const shipping = threshold ? freeShippingProgress(summary.subtotal, threshold) : null;
  const appliedCodes = (cart?.discountCodes ?? []).filter((discount) => discount.applicable).map(({code}) => code);
  const subscription = hasSubscriptionLine(lines);

  return (
    <div className="fixed inset-0 z-50 flex justify-end">
      {/* The backdrop is for pointers only; keyboard users have Escape and the close button. */}
      <div aria-hidden className="absolute inset-0 bg-black/50" onClick={() => (busy ? undefined : onClose())} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy}
        className="cart-drawer relative flex h-full w-full max-w-md flex-col bg-background text-foreground shadow-xl"
      >
        {/* Out of sight and out of the tab order while the offers panel covers it. */}
        <div className={offersOpen ? 'hidden' : 'contents'}>
          <PanelHeader
            titleId={titleId}
            title={t('cart.title', {count: summary.itemCount})}
            closeLabel={t('cart.close')}
            onClose={onClose}
          />

          {cart === undefined ? (
            <p role="status" className="p-5">
              {t('cart.loading')}
            </p>
          ) : lines.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 p-5 text-center">
              <p className="text-lg font-semibold">{t('cart.empty')}</p>
              <Link
                to={localePath('/')}
                onClick={onClose}
                className="rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
              >
                {t('cart.continueShopping')}
              </Link>
            </div>
          ) : (
            <>
              <div className="relative flex-1 overflow-y-auto px-5">
                {shipping && (
                  <div className="border-b border-foreground/10 py-4 text-sm">
                    <p className="font-medium">
                      {shipping.remaining > 0
                        ? t('cart.freeShippingRemaining', {amount: formatRupees(shipping.remaining)})
                        : t('cart.freeShippingReached')}
                    </p>
                    <div
                      role="progressbar"
                      aria-label={t('cart.freeShippingProgress')}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={shipping.percent}
                      className="mt-2 h-2 overflow-hidden rounded-full bg-foreground/10"
                    >
                      <div className="h-full bg-accent transition-[width]" style={{width: `${shipping.percent}%`}} />
                    </div>
                  </div>
                )}
                <ul className="divide-y divide-foreground/10">
                  {lines.map((line) => (
                    <CartLineItem key={line.id} line={line} drawer={drawer} onNavigate={onClose} />
                  ))}
                </ul>
                <UpsellStrip drawer={drawer} />
                <CouponBox
                  drawer={drawer}
                  appliedCodes={appliedCodes}
                  onViewOffers={() => setOffersOpen(true)}
                  viewOffersRef={viewOffers}
                />
                {showSpinner && (
                  <div role="status" className="absolute inset-0 flex items-center justify-center bg-background/70">
                    <span
                      className="h-8 w-8 animate-spin rounded-full border-4 border-foreground/20 border-t-foreground"
                      aria-hidden
                    />
                    <span className="sr-only">{t('cart.updating')}</span>
                  </div>
                )}
              </div>

              <div className="space-y-3 border-t border-foreground/10 px-5 py-4">
                {brand.cart.subtotalLine && (
                  // Price × shown quantity, the figure the estimated total below starts from:
                  // the two agree, and both follow the stepper before Shopify has the change.
                  <p className="flex justify-between text-sm">
                    <span>{t('cart.subtotal')}</span>
                    <FormattedMoney as="span" data={rupees(summary.subtotal)} />
                  </p>
                )}
                {summary.savedSoFar > 0 && (
                  <p className="flex justify-between rounded-md bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">
                    <span>{t('cart.savedSoFar')}</span>
                    <FormattedMoney as="span" data={rupees(summary.savedSoFar)} />
                  </p>
                )}
                {Extras && <Extras summary={summary} />}
                {drawer.ageAttribute && (
                  <div>
                    <label className="flex items-center gap-2 text-sm font-medium">
                      <input
                        type="checkbox"
                        checked={drawer.ageConfirmed}
                        disabled={busy}
                        onChange={(event) => drawer.confirmAge(event.target.checked)}
                        aria-describedby={drawer.ageError ? `${titleId}-age` : undefined}
                        className="h-4 w-4"
                      />
                      {t('cart.ageConfirmation')}
                    </label>
                    {drawer.ageError && (
                      <p id={`${titleId}-age`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                        {t('cart.ageConfirmationRequired')}
                      </p>
                    )}
                  </div>
                )}
                <p className="flex justify-between text-base font-bold">
                  <span>{t('cart.estimatedTotal')}</span>
                  <FormattedMoney as="span" data={rupees(summary.estimatedTotal)} />
                </p>
                {/* Not disabled while a change is on its way: the hand-off waits for it (drawerReducer). */}
                <button
                  type="button"
                  onClick={drawer.checkout}
                  aria-describedby={subscription ? `${titleId}-subscription` : undefined}
                  className="w-full rounded-full bg-primary px-6 py-3 font-semibold uppercase tracking-wide text-primary-foreground"
                >
                  {t('cart.checkout')}
                </button>
                {subscription && (
                  <p id={`${titleId}-subscription`} className="text-center text-sm text-muted">
                    {t('cart.subscriptionCheckout')}
                  </p>
                )}
              </div>
            </>
          )}
        </div>
        {offersOpen && cart && (
          <ChunkBoundary
            onError={() => {
              closeOffers();
              toast.show(t('offers.failed'), {tone: 'error'});
            }}
          >
            <Suspense fallback={null}>
              <OffersPanel
                cart={cart}
                appliedCodes={appliedCodes}
                busy={busy}
                onApply={async (code) => {
                  if (await drawer.applyCoupon(code)) closeOffers();
                }}
                onClose={closeOffers}
              />
            </Suspense>
          </ChunkBoundary>
        )}
      </div>
    </div>
  );
}
