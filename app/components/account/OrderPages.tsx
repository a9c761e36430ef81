import {Link} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import type {OrdersPage} from '~/lib/account/customer-accounts';

const pageLink = (direction: 'next' | 'previous', cursor: string | null) =>
  `?${new URLSearchParams({direction, cursor: cursor ?? ''}).toString()}`;

/** Links to newer and older orders, when there are more than a page holds. */
export function OrderPages({pageInfo, label}: {pageInfo: OrdersPage['pageInfo']; label: string}) {
  const {t} = useTranslation('account');
  if (!pageInfo.hasPreviousPage && !pageInfo.hasNextPage) return null;
  return (
    <nav aria-label={label} className="mt-8 flex justify-between gap-4">
      {pageInfo.hasPreviousPage ? (
        <Link to={pageLink('previous', pageInfo.startCursor)} className="font-medium underline">
          {t('orders.newer')}
        </Link>
      ) : (
        <span />
      )}
      {pageInfo.hasNextPage && (
        <Link to={pageLink('next', pageInfo.endCursor)} className="font-medium underline">
          {t('orders.older')}
        </Link>
      )}
    </nav>
  );
}
