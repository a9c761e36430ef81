import {useId, useRef} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {CloseIcon} from '~/components/icons';
import {useFocusTrap} from '~/hooks/use-focus-trap';

/**
 * Says the order went through, with its number, once the quick-checkout widget reports it
 * placed. A dialog rather than a toast: it stays until the shopper closes it, and focus
 * moving into it makes screen readers read its title and message. Part of the drawer's
 * chunk, which is what hears the widget.
 */
export function OrderPlacedDialog({orderId, onClose}: {orderId: string; onClose: () => void}) {
  const {t} = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(panel, onClose);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      {/* The backdrop is for pointers only; keyboard users have Escape and the buttons. */}
      <div aria-hidden className="absolute inset-0 bg-black/50" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="relative w-full max-w-sm rounded-xl bg-background p-6 text-center text-foreground shadow-xl"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={t('orderPlaced.close')}
          className="absolute right-3 top-3 rounded-full p-2 hover:bg-foreground/5"
        >
          <CloseIcon />
        </button>
        <svg viewBox="0 0 24 24" aria-hidden className="mx-auto h-12 w-12 text-green-700">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path
            d="m7 12.5 3.2 3.2L17 9"
            fill="none"
            stroke="white"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 id={titleId} className="mt-3 text-xl font-bold">
          {t('orderPlaced.title')}
        </h2>
        <p id={messageId} className="mt-2">
          {orderId ? t('orderPlaced.message', {orderId}) : t('orderPlaced.messageWithoutNumber')}
        </p>
        <button
          type="button"
          onClick={onClose}
          autoFocus
          className="mt-6 w-full rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
        >
          {t('cart.continueShopping')}
        </button>
      </div>
    </div>
  );
}
