import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {FormattedMoney} from '~/components/FormattedMoney';
import {SubscriptionPlanNote} from '~/components/cart/SubscriptionPlanNote';
import {useTranslation} from '~/hooks/use-translation';
import {MAX_LINE_QUANTITY} from '~/lib/cart/payload';
import {steppedQuantity, unitPrice, type CartPayloadLine} from '~/lib/cart/summary';
import {savingOf} from '~/lib/catalog/selling-plans';
import {useLocalePath} from '~/hooks/use-locale-path';
import type {DrawerCart} from '~/hooks/use-drawer-cart';
import {imageUrlFor} from '~/lib/ui/image-url';

/** One cart line: what it is (pack size and other options), its prices, a quantity stepper and remove. */
export function CartLineItem({
  line,
  drawer,
  onNavigate,
}: {
  line: CartPayloadLine;
  drawer: DrawerCart;
  onNavigate: () => void;
}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const {merchandise} = line;
  const title = merchandise.product.title;
  // The drawer's cart shows the shopper's unsent quantity.
  const {quantity} = line;
  const options = merchandise.selectedOptions.filter((option) => option.value !== 'Default Title');
  const price = unitPrice(line);
  const plan = line.sellingPlanAllocation;
  // A subscription's saving is on the one-time price; a higher compare-at price is struck through instead.
  const regular =
    merchandise.compareAtPrice && Number(merchandise.compareAtPrice.amount) > Number(merchandise.price.amount)
      ? merchandise.compareAtPrice
      : merchandise.price;
  const compareAt = Number(regular.amount) > Number(price.amount) ? regular : null;
  const saving = plan ? savingOf(merchandise.price, price) : null;

  return (
    <li className="flex gap-3 py-4">
      {merchandise.image ? (
        <Image
          loader={imageUrlFor(merchandise.image)}
          data={merchandise.image}
          alt={merchandise.image.altText ?? ''}
          width={80}
          height={80}
          className="h-20 w-20 shrink-0 rounded-md object-cover"
        />
      ) : (
        <div className="h-20 w-20 shrink-0 rounded-md bg-foreground/5" />
      )}
      <div className="min-w-0 flex-1">
        <Link
          to={localePath(`/products/${merchandise.product.handle}`)}
          onClick={onNavigate}
          className="font-medium hover:underline"
        >
          {title}
        </Link>
        {options.map((option) => (
          <p key={option.name} className="text-sm text-muted">
            {option.name}: {option.value}
          </p>
        ))}
        {plan && <SubscriptionPlanNote planName={plan.sellingPlan.name} saving={saving} />}
        <p className="mt-1 flex items-baseline gap-2 text-sm">
          <FormattedMoney as="span" data={price} className="font-semibold" />
          {compareAt && (
            <s className="text-muted">
              <FormattedMoney as="span" data={compareAt} />
            </s>
          )}
        </p>
        <div className="mt-2 flex items-center gap-4">
          <div
            role="group"
            aria-label={t('cart.quantityOf', {title})}
            className="flex items-center rounded-full border border-foreground/20"
          >
            <button
              type="button"
              aria-label={t('cart.decrease', {title})}
              disabled={drawer.busy || quantity <= 0}
              onClick={() => drawer.setQuantity(line, steppedQuantity(quantity, -1))}
              className="h-8 w-8 rounded-full text-lg disabled:opacity-40"
            >
              −
            </button>
            <output aria-live="polite" className="w-8 text-center text-sm font-semibold">
              {quantity}
            </output>
            <button
              type="button"
              aria-label={t('cart.increase', {title})}
              disabled={drawer.busy || quantity >= MAX_LINE_QUANTITY}
              onClick={() => drawer.setQuantity(line, steppedQuantity(quantity, 1))}
              className="h-8 w-8 rounded-full text-lg disabled:opacity-40"
            >
              +
            </button>
          </div>
          <button
            type="button"
            aria-label={t('cart.removeItem', {title})}
            disabled={drawer.busy}
            onClick={() => drawer.removeLine(line)}
            className="text-sm underline disabled:opacity-40"
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
