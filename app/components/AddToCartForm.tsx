import {useCartDrawer} from '~/hooks/use-cart-drawer';
import {CART_FORM_INPUT_NAME, linesAddFormInput, type CartLineToAdd} from '~/lib/cart/form-protocol';
import {useCartToastFetcher} from '~/hooks/use-cart-toast';
import {useLocalePath} from '~/hooks/use-locale-path';

/**
 * Adds lines to the cart through Hydrogen's cart handler (the /cart action), as
 * `CartForm` does; without JavaScript it is a plain form post. While the post runs the
 * button is disabled; then a toast with `addedMessage` and the cart drawer opens, or
 * the error shows.
 */
export function AddToCartForm({
  lines,
  label,
  busyLabel,
  addedMessage,
  className = '',
}: {
  lines: readonly CartLineToAdd[];
  label: string;
  busyLabel: string;
  addedMessage: string;
  className?: string;
}) {
  const localePath = useLocalePath();
  const drawer = useCartDrawer();
  const fetcher = useCartToastFetcher(addedMessage, drawer.open);
  const busy = fetcher.state !== 'idle';
  return (
    // The drawer's code starts loading with the post, so it is there when the answer is.
    <fetcher.Form method="post" action={localePath('/cart')} onSubmit={drawer.preload}>
      <input type="hidden" name={CART_FORM_INPUT_NAME} value={linesAddFormInput(lines)} />
      <button
        type="submit"
        disabled={busy}
        className={`w-full rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground disabled:opacity-60 ${className}`}
      >
        {busy ? busyLabel : label}
      </button>
    </fetcher.Form>
  );
}
