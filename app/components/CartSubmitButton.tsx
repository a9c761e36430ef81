import type {FetcherWithComponents} from '@remix-run/react';
import {useCartDrawer} from '~/components/cart/CartDrawerProvider';
import {useCartToast} from '~/lib/use-cart-toast';

/**
 * A CartForm's submit button: disabled while the post runs, then a toast with `addedMessage`
 * and the cart drawer opened, or the error.
 */
export function CartSubmitButton({
  fetcher,
  label,
  busyLabel,
  addedMessage,
  className = '',
}: {
  fetcher: FetcherWithComponents<unknown>;
  label: string;
  busyLabel: string;
  addedMessage: string;
  className?: string;
}) {
  const drawer = useCartDrawer();
  const busy = useCartToast(fetcher, addedMessage, drawer.open);
  return (
    <button
      type="submit"
      disabled={busy}
      className={`w-full rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground disabled:opacity-60 ${className}`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
