import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {getPaginationVariables} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {LogoutForm} from '~/components/account/LogoutForm';
import {OrderDetails} from '~/components/account/OrderDetails';
import {OrderPages} from '~/components/account/OrderPages';
import {SubscriptionsEntry} from '~/components/account/SubscriptionsEntry';
import {useLocalePath} from '~/hooks/use-locale-path';
import {serverTranslator, translationsFor} from '~/lib/i18n/i18n.server';
import {withPlacedOn} from '~/lib/i18n/date-label';
import {subscriptionsEntry} from '~/lib/account/subscriptions';
import {assertLocale, loginFirst} from '~/lib/routing/route-guards';
import {privatePageMeta} from '~/lib/seo/meta';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

const ORDERS_PER_PAGE = 10;

export const meta: MetaFunction<typeof loader> = ({data, matches}) => privatePageMeta(data?.title, matches);

/** Order history, newest first, ten a page. Logged out (or a token Shopify no longer takes): login, then back. */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {locale} = context;
  if (!(await context.customerAccounts.isLoggedIn())) throw loginFirst(request, context);

  const page = await context.customerAccounts.orders(getPaginationVariables(request, {pageBy: ORDERS_PER_PAGE}));
  if (!page) throw loginFirst(request, context);
  const t = serverTranslator(locale, 'account');
  return {
    title: t('orders.title'),
    pagesLabel: t('orders.pages'),
    translations: translationsFor(context, ['account']),
    customer: page.customer,
    subscriptions: subscriptionsEntry(context, page.hasSubscriptions),
    pageInfo: page.pageInfo,
    orders: page.orders.map((order) => withPlacedOn(order, locale.lang)),
  };
}

export default function OrderHistory() {
  const {t} = useTranslation('account');
  const localePath = useLocalePath();
  const {title, pagesLabel, customer, subscriptions, orders, pageInfo} = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        <LogoutForm>
          <button type="submit" className="rounded-md border border-current px-4 py-2 text-sm font-medium">
            {t('common:account.logout')}
          </button>
        </LogoutForm>
      </div>
      {customer.email && <p className="mt-2 text-neutral-600">{t('orders.greeting', {email: customer.email})}</p>}
      <SubscriptionsEntry entry={subscriptions} />
      {orders.length === 0 ? (
        <div className="mt-8">
          <p>{t('orders.empty')}</p>
          <Link to={localePath('/collections/all')} className="mt-4 inline-block font-medium underline">
            {t('orders.startShopping')}
          </Link>
        </div>
      ) : (
        <ol className="mt-8 flex flex-col gap-6">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderDetails order={order} headingLevel={2} />
            </li>
          ))}
        </ol>
      )}
      <OrderPages pageInfo={pageInfo} label={pagesLabel} />
    </div>
  );
}
