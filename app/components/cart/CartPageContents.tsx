import {Link} from '@remix-run/react';
import {CartForm, Image} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {FormattedMoney} from '~/components/FormattedMoney';
import {SubscriptionPlanNote} from '~/components/cart/SubscriptionPlanNote';
import {CartPageCheckout} from '~/components/cart/CartPageCheckout';
import {useCartViewAnalytics} from '~/hooks/use-cart-view-analytics';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useTranslation} from '~/hooks/use-translation';
import {hasSubscriptionLine, savingOf} from '~/lib/catalog/selling-plans';
import {imageUrlFor} from '~/lib/ui/image-url';

/** What a line's plan saves on each delivery, from its price adjustment. */
function planSaving(allocation: NonNullable<CartApiQueryFragment['lines']['nodes'][number]['sellingPlanAllocation']>) {
  const [adjustment] = allocation.priceAdjustments;
  return adjustment ? savingOf(adjustment.compareAtPrice, adjustment.price) : null;
}

/** The cart page: its lines, each with a remove form that works without JavaScript, the subtotal and checkout. */
export function CartPageContents({cart}: {cart: CartApiQueryFragment | null}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const lines = cart?.lines.nodes ?? [];
  useCartViewAnalytics(true, {
    cartValue: Number(cart?.cost.totalAmount.amount ?? 0),
    itemCount: cart?.totalQuantity ?? 0,
  });

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('cart.title', {count: cart?.totalQuantity ?? 0})}</h1>
      {lines.length === 0 ? (
        <div className="mt-8">
          <p>{t('cart.empty')}</p>
          <Link to={localePath('/')} className="mt-4 inline-block underline">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-8 divide-y divide-foreground/10">
            {lines.map((line) => (
              <li key={line.id} className="flex items-center gap-4 py-4">
                {line.merchandise.image && (
                  <Image
                    loader={imageUrlFor(line.merchandise.image)}
                    data={line.merchandise.image}
                    width={80}
                    height={80}
                    className="rounded"
                  />
                )}
                <div className="flex-1">
                  <Link to={localePath(`/products/${line.merchandise.product.handle}`)} className="font-medium">
                    {line.merchandise.product.title}
                  </Link>
                  {line.sellingPlanAllocation && (
                    <SubscriptionPlanNote
                      planName={line.sellingPlanAllocation.sellingPlan.name}
                      saving={planSaving(line.sellingPlanAllocation)}
                    />
                  )}
                  <p className="text-sm text-muted">{t('cart.quantity', {count: line.quantity})}</p>
                </div>
                <FormattedMoney data={line.cost.totalAmount} as="div" />
                <CartForm
                  route={localePath('/cart')}
                  action={CartForm.ACTIONS.LinesRemove}
                  inputs={{lineIds: [line.id]}}
                >
                  <button type="submit" className="text-sm underline">
                    {t('cart.remove')}
                  </button>
                </CartForm>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex items-center justify-between border-t border-foreground/10 pt-6">
            <p className="font-semibold">{t('cart.subtotal')}</p>
            {cart && <FormattedMoney data={cart.cost.subtotalAmount} as="div" />}
          </div>
          {cart && <CartPageCheckout cart={cart} />}
          {hasSubscriptionLine(lines) && (
            <p className="mt-2 text-center text-sm text-muted">{t('cart.subscriptionCheckout')}</p>
          )}
        </>
      )}
    </section>
  );
}
