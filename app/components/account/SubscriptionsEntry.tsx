import {Link} from '@remix-run/react';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useTranslation} from '~/hooks/use-translation';
import type {SubscriptionsEntry as Entry} from '~/lib/account/subscriptions';

/** The account page's way to the customer's subscriptions: this store's page, or the shop's portal (another site). */
export function SubscriptionsEntry({entry}: {entry: Entry}) {
  const {t} = useTranslation('account');
  const localePath = useLocalePath();
  if (!entry) return null;
  if (entry.kind === 'page') {
    return (
      <Link to={localePath('/account/subscriptions')} className="mt-4 inline-block font-medium underline">
        {t('orders.subscriptionsLink')}
      </Link>
    );
  }
  return (
    <p className="mt-4">
      <a href={entry.url} className="font-medium underline">
        {t('orders.manageSubscriptions')}
      </a>
      <span className="block text-sm text-neutral-600">{t('orders.manageSubscriptionsNote')}</span>
    </p>
  );
}
