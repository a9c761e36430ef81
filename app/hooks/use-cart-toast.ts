import {useId} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {useToast} from '~/hooks/use-toast';
import {cartActionOutcome} from '~/lib/catalog/product';
import {useCartPostFetcher} from '~/hooks/use-personal';

/**
 * A cart-post fetcher (useCartPostFetcher) for an add-to-cart form: when a post comes back, a toast
 * with `successMessage` (and `onSuccess`), or the cart's first error in red.
 */
export function useCartToastFetcher(successMessage: string, onSuccess?: () => void) {
  const {t} = useTranslation();
  const toast = useToast();
  return useCartPostFetcher(`add-to-cart${useId()}`, (data) => {
    const outcome = cartActionOutcome(data);
    if (outcome?.tone === 'success') {
      toast.show(successMessage);
      onSuccess?.();
    } else if (outcome) {
      toast.show(outcome.message ?? t('errors.serverErrorTitle'), {tone: 'error'});
    }
  });
}
