import {AddToCartForm} from '~/components/AddToCartForm';
import type {CartLineToAdd} from '~/lib/cart/form-protocol';

/** The add-to-cart button, or a "sold out" notice in its place when there is nothing to add. */
export function AddToCartOrSoldOut({
  lines,
  label,
  busyLabel,
  addedMessage,
  soldOutLabel,
  className,
}: {
  lines: readonly CartLineToAdd[] | null;
  label: string;
  busyLabel: string;
  addedMessage: string;
  soldOutLabel: string;
  className?: string;
}) {
  return lines ? (
    <AddToCartForm
      lines={lines}
      label={label}
      busyLabel={busyLabel}
      addedMessage={addedMessage}
      className={className}
    />
  ) : (
    <p className="rounded-full border border-current px-6 py-3 text-center font-semibold text-muted">{soldOutLabel}</p>
  );
}
