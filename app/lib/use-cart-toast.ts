import type {FetcherWithComponents} from '@remix-run/react';
import {useEffect, useRef} from 'react';
import {useTranslation} from 'react-i18next';
import {useToast} from '~/components/Toasts';
import {cartActionOutcome} from '~/lib/product';

/**
 * When a CartForm post comes back: a toast with `successMessage` (and `onSuccess`), or
 * the cart's first error in red. Returns whether the post is still running.
 */
export function useCartToast(
  fetcher: FetcherWithComponents<unknown>,
  successMessage: string,
  onSuccess?: () => void,
): boolean {
  const {t} = useTranslation();
  const toast = useToast();
  const busy = fetcher.state !== 'idle';
  const wasBusy = useRef(busy);
  useEffect(() => {
    const finished = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!finished) return;
    const outcome = cartActionOutcome(fetcher.data);
    if (outcome?.tone === 'success') {
      toast.show(successMessage);
      onSuccess?.();
    }
    else if (outcome) toast.show(outcome.message ?? t('errors.serverErrorTitle'), {tone: 'error'});
  }, [busy, fetcher.data, toast, t, successMessage, onSuccess]);
  return busy;
}
