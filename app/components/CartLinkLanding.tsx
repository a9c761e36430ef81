import {useEffect, useRef} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {useCartDrawer} from '~/hooks/use-cart-drawer';
import {usePersonal} from '~/hooks/use-personal';
import {useToast} from '~/hooks/use-toast';

/** Longer than a toast the shopper caused: they have just arrived and are taking in the page. */
const NOTICE_DURATION_MS = 6000;

/**
 * On the page a discount link or cart permalink led to: opens the cart drawer and says how the
 * discount code fared, once (the personal route hands the notice over a single time).
 */
export function CartLinkLanding() {
  const notice = usePersonal()?.cartLink ?? null;
  const drawer = useCartDrawer();
  const toast = useToast();
  const {t} = useTranslation();
  const handled = useRef<typeof notice>(null);

  useEffect(() => {
    if (!notice || handled.current === notice) return;
    handled.current = notice;
    const {openCart, discount} = notice;
    if (openCart) drawer.open();
    if (!discount) return;
    const values = discount.outcome === 'applied' ? {code: discount.code} : {};
    toast.show(t(`cartLink.discount.${discount.outcome}`, values), {
      tone: discount.outcome === 'applied' || discount.outcome === 'saved' ? 'success' : 'error',
      durationMs: NOTICE_DURATION_MS,
    });
  }, [notice, drawer, toast, t]);

  return null;
}
