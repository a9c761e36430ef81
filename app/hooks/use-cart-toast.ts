import type {FetcherWithComponents} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import {useToast} from '~/hooks/use-toast';
import {cartActionOutcome} from '~/lib/catalog/product';
import {useCartPostDone} from '~/hooks/use-personal';

/**
 * When a CartForm post comes back: the cart asked again, and a toast with `successMessage`
 * (and `onSuccess`), or the cart's first error in red. Returns whether the post is still running.
 */
export function useCartToast(
  fetcher: FetcherWithComponents<unknown>,
  successMessage: string,
  onSuccess?: () => void,
): boolean {
  const {t} = useTranslation();
  const toast = useToast();
  useCartPostDone(fetcher, (data) => {
    const outcome = cartActionOutcome(data);
    if (outcome?.tone === 'success') {
      toast.show(successMessage);
      onSuccess?.();
    } else if (outcome) {
      toast.show(outcome.message ?? t('errors.serverErrorTitle'), {tone: 'error'});
    }
  });
  return fetcher.state !== 'idle';
}
