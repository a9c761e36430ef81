import {useActionData, useFetcher} from '@remix-run/react';
import {useEffect} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {useBrand} from '~/hooks/use-brand';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useTranslation} from '~/hooks/use-translation';
import {AGE_CONFIRMATION_ACTION, CART_FORM_INPUT_NAME, cartFormInput} from '~/lib/cart/form-protocol';

type CartAnswer = {cart?: {checkoutUrl?: string} | null; errors?: Array<{message: string}>} | undefined;

const buttonClass =
  'mt-6 block w-full rounded-full bg-primary px-6 py-3 text-center font-semibold text-primary-foreground';

/**
 * The cart page's way to checkout. A brand that asks the shopper's age (gum) asks it here too, as the
 * drawer does: the tick is posted and saved on the cart before checkout, which works without JavaScript
 * (the page comes back with the checkout link); with it, the shopper goes straight on.
 */
export function CartPageCheckout({cart}: {cart: CartApiQueryFragment}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const ageAttribute = useBrand().cart.ageConfirmationAttribute;
  const fetcher = useFetcher<CartAnswer>({key: 'cart-page-age'});
  const pageAnswer = useActionData<CartAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const checkoutUrl = fetcher.data?.cart?.checkoutUrl;
  useEffect(() => {
    if (checkoutUrl && !fetcher.data?.errors?.length) window.location.assign(checkoutUrl);
  }, [checkoutUrl, fetcher.data]);

  const confirmed = cart.attributes.some((attribute) => attribute.key === ageAttribute && attribute.value === 'yes');
  if (!ageAttribute || confirmed) {
    return (
      <a href={cart.checkoutUrl} className={buttonClass}>
        {t('cart.checkout')}
      </a>
    );
  }
  const error = answer?.errors?.[0]?.message;
  return (
    <fetcher.Form method="post" action={localePath('/cart')} className="mt-6">
      <input type="hidden" name={CART_FORM_INPUT_NAME} value={cartFormInput(AGE_CONFIRMATION_ACTION, {})} />
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          name="ageConfirmed"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cart-page-age-error' : undefined}
        />
        {t('cart.ageConfirmation')}
      </label>
      {error && (
        <p id="cart-page-age-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClass}>
        {t('cart.checkout')}
      </button>
    </fetcher.Form>
  );
}
