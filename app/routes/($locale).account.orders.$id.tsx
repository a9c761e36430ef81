import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {OrderDetails} from '~/components/account/OrderDetails';
import {useLocalePath} from '~/hooks/use-locale-path';
import {serverTranslator, translationsFor} from '~/lib/i18n/i18n.server';
import {withPlacedOn} from '~/lib/i18n/date-label';
import {assertLocale, loginFirst, notFound} from '~/lib/routing/route-guards';
import {privatePageMeta} from '~/lib/seo/meta';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

const ORDER_ID = /^\d{1,20}$/;

export const meta: MetaFunction<typeof loader> = ({data, matches}) => privatePageMeta(data?.title, matches);

/** One of the logged-in customer's orders; another customer's order, or none, is a 404. */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {locale} = context;
  if (!(await context.customerAccounts.isLoggedIn())) throw loginFirst(request, context);
  const id = params.id ?? '';
  if (!ORDER_ID.test(id)) throw notFound();
  const order = await context.customerAccounts.order(id);
  if (order === 'logged-out') throw loginFirst(request, context);
  if (!order) throw notFound();
  return {
    title: serverTranslator(locale, 'account')('orders.orderTitle', {name: order.name}),
    translations: translationsFor(context, ['account']),
    order: withPlacedOn(order, locale.lang),
  };
}

export default function OrderPage() {
  const {t} = useTranslation('account');
  const localePath = useLocalePath();
  const {order} = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={localePath('/account')} className="text-sm font-medium underline">
        {t('orders.back')}
      </Link>
      <div className="mt-4">
        <OrderDetails order={order} headingLevel={1} />
      </div>
    </div>
  );
}
