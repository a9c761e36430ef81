import {FormattedMoney} from '~/components/FormattedMoney';
import {Link} from '@remix-run/react';
import {LineThumbnail} from '~/components/account/LineThumbnail';
import {useTranslation} from '~/hooks/use-translation';
import {useLocalePath} from '~/hooks/use-locale-path';
import type {AccountOrder} from '~/lib/account/customer-accounts';

/** A status in the page's language; one Shopify adds later shows as Shopify names it. */
function useStatusLabel() {
  const {t} = useTranslation('account');
  return (kind: 'financialStatus' | 'fulfillmentStatus', status: string | null) =>
    status ? t(`${kind}.${status}`, {defaultValue: status}) : '';
}

/** One order's number, date, payment and delivery status, total and items. `headingLevel` 1 on its own page. */
export function OrderDetails({order, headingLevel}: {order: AccountOrder & {placedOn: string}; headingLevel: 1 | 2}) {
  const {t} = useTranslation('account');
  const localePath = useLocalePath();
  const statusLabel = useStatusLabel();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const ItemsHeading = headingLevel === 1 ? 'h2' : 'h3';
  const title = t('orders.orderTitle', {name: order.name});
  // A subscription's line names its selling plan (Customer Account API only: the Storefront API's order lines do not).
  const fromSubscription = order.lines.some((line) => line.sellingPlanName);

  return (
    <article aria-label={title} className="rounded-lg border border-neutral-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className={headingLevel === 1 ? 'text-3xl font-bold' : 'text-lg font-semibold'}>
          {headingLevel === 1 ? (
            title
          ) : (
            <Link to={localePath(`/account/orders/${order.id}`)} className="hover:underline">
              {title}
            </Link>
          )}
        </Heading>
        {fromSubscription && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            {t('orders.subscription')}
          </span>
        )}
        <p className="text-sm text-neutral-600">{t('orders.placedOn', {date: order.placedOn})}</p>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-neutral-600">{t('orders.payment')}</dt>
          <dd className="font-medium">{statusLabel('financialStatus', order.financialStatus)}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t('orders.fulfilment')}</dt>
          <dd className="font-medium">{statusLabel('fulfillmentStatus', order.fulfillmentStatus)}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t('orders.total')}</dt>
          <dd className="font-medium">
            <FormattedMoney data={order.total} as="span" />
          </dd>
        </div>
      </dl>
      <ItemsHeading className="sr-only">{t('orders.items')}</ItemsHeading>
      <ul className="mt-4 flex flex-col gap-3">
        {order.lines.map((line, index) => (
          <li key={`${line.title}-${index}`} className="flex items-center gap-3">
            <LineThumbnail image={line.image} title={line.title} />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {line.productHandle ? (
                  <Link to={localePath(`/products/${line.productHandle}`)} className="hover:underline">
                    {line.title}
                  </Link>
                ) : (
                  line.title
                )}
              </p>
              <p className="text-sm text-neutral-600">
                {[line.variantTitle, t('orders.quantity', {count: line.quantity}), line.sellingPlanName]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            {line.total && <FormattedMoney data={line.total} as="span" className="text-sm" />}
          </li>
        ))}
      </ul>
    </article>
  );
}
