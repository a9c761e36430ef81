import {Form, Link} from '@remix-run/react';
import {useLocalePath} from '~/hooks/use-locale-path';
import {LineThumbnail} from '~/components/account/LineThumbnail';
import {useTranslation} from '~/hooks/use-translation';
import {formatMoney} from '~/lib/catalog/money';
import {intervalLabelKey, type AccountSubscription} from '~/lib/account/subscriptions';

const BUTTON = 'rounded-md border border-current px-4 py-2 text-sm font-medium';

/**
 * One subscription: what comes, how often, at what price, its status and next delivery, with
 * Skip next delivery and Cancel subscription. Cancelling asks first (`confirmingCancel`, from
 * `?cancel=<id>`), in plain forms and links, so it works without JavaScript.
 */
export function SubscriptionDetails({
  subscription,
  formToken,
  confirmingCancel,
}: {
  subscription: AccountSubscription & {nextDeliveryOn: string | null};
  formToken: string;
  confirmingCancel: boolean;
}) {
  const {t} = useTranslation('account');
  const localePath = useLocalePath();
  const pagePath = localePath('/account/subscriptions');
  const title = subscription.lines.map((line) => line.title).join(', ');
  const interval = intervalLabelKey(subscription.interval);

  return (
    <article aria-label={title} className="rounded-lg border border-neutral-200 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-col gap-3">
        {subscription.lines.map((line, index) => (
          <li key={`${line.title}-${index}`} className="flex items-center gap-3">
            <LineThumbnail image={line.image} title={line.title} />
            <p className="min-w-0 flex-1 text-sm text-neutral-600">
              {[line.variantTitle, t('orders.quantity', {count: line.quantity})].filter(Boolean).join(' · ')}
            </p>
            <p className="text-sm">{t('subscriptions.each', {price: formatMoney(line.price)})}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-neutral-600">{t('subscriptions.plan')}</dt>
          <dd className="font-medium">{t(interval.key, {count: interval.count})}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t('subscriptions.status')}</dt>
          <dd className="font-medium">
            {t(`subscriptionStatus.${subscription.status}`, {defaultValue: subscription.status})}
          </dd>
        </div>
        {subscription.nextDeliveryOn && (
          <div>
            <dt className="text-neutral-600">{t('subscriptions.nextDelivery')}</dt>
            <dd className="font-medium">{subscription.nextDeliveryOn}</dd>
          </div>
        )}
      </dl>
      {confirmingCancel ? (
        <div role="group" aria-label={t('subscriptions.confirmTitle')} className="mt-4 rounded-md bg-neutral-100 p-3">
          <p className="font-medium">{t('subscriptions.confirmText', {title})}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post" action={pagePath}>
              <input type="hidden" name="formToken" value={formToken} />
              <input type="hidden" name="subscription" value={subscription.id} />
              <button type="submit" name="intent" value="cancel" className={BUTTON}>
                {t('subscriptions.confirmCancel')}
              </button>
            </Form>
            <Link to={pagePath} className={BUTTON}>
              {t('subscriptions.keep')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          {subscription.nextDelivery && (
            <Form method="post" action={pagePath}>
              <input type="hidden" name="formToken" value={formToken} />
              <input type="hidden" name="subscription" value={subscription.id} />
              <input type="hidden" name="cycle" value={subscription.nextDelivery.cycleIndex} />
              <button type="submit" name="intent" value="skip" className={BUTTON}>
                {t('subscriptions.skip')}
              </button>
            </Form>
          )}
          {subscription.cancellable && (
            <Link to={`${pagePath}?cancel=${subscription.id}`} className={BUTTON}>
              {t('subscriptions.cancel')}
            </Link>
          )}
        </div>
      )}
    </article>
  );
}

/** What became of a skip or cancel, announced: a status when done, an alert when refused. */
export function ChangeAnswer({ok, message}: {ok: boolean; message: string}) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={`mt-4 rounded-md border p-3 ${ok ? 'border-green-700 text-green-800' : 'border-red-700 text-red-800'}`}
    >
      {message}
    </p>
  );
}
