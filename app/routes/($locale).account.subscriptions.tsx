import {Link, useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ChangeAnswer, SubscriptionDetails} from '~/components/account/SubscriptionDetails';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useTranslation} from '~/hooks/use-translation';
import {sessionSecrets} from '~/lib/account/session.server';
import {subscriptionChangeAnswer} from '~/lib/account/subscription-change.server';
import {subscriptionsFormPurpose} from '~/lib/account/subscriptions';
import {dateLabel} from '~/lib/i18n/date-label';
import {serverTranslator, translationsFor} from '~/lib/i18n/i18n.server';
import {assertLocale, loginFirst, notFound} from '~/lib/routing/route-guards';
import {issueFormToken} from '~/lib/security/form-token.server';
import {privatePageMeta} from '~/lib/seo/meta';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data, matches}) => privatePageMeta(data?.title, matches);

/**
 * The customer's subscriptions (Customer Account API only; legacy accounts link to the shop's portal
 * from the account page instead): each with its plan, price, status and next delivery.
 * `?cancel=<id>` shows the confirmation for cancelling one, so it works without JavaScript.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {customerAccounts, locale} = context;
  if (customerAccounts.mode !== 'customer-account-api') throw notFound();
  if (!(await customerAccounts.isLoggedIn())) throw loginFirst(request, context);
  const subscriptions = await customerAccounts.subscriptions();
  if (subscriptions === 'logged-out') throw loginFirst(request, context);

  const cancelAsked = new URL(request.url).searchParams.get('cancel');
  const secret = sessionSecrets(context.env.SESSION_SECRET, import.meta.env.PROD)[0];
  return {
    title: serverTranslator(locale, 'account')('subscriptions.title'),
    translations: translationsFor(context, ['account']),
    formToken: await issueFormToken(secret, subscriptionsFormPurpose(context.brand.id)),
    // Only one of theirs that can still be cancelled is asked about; any other value is ignored.
    confirmCancel: subscriptions.find((each) => each.id === cancelAsked && each.cancellable)?.id ?? null,
    subscriptions: subscriptions.map((subscription) => ({
      ...subscription,
      nextDeliveryOn: subscription.nextDelivery ? dateLabel(subscription.nextDelivery.date, locale.lang) : null,
    })),
  };
}

/**
 * Skips a delivery or cancels a subscription of the logged-in customer's, from the page's forms
 * (the request guard has checked the origin); the answer, in the shopper's language, shows on the page.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const {customerAccounts} = context;
  if (customerAccounts.mode !== 'customer-account-api') throw notFound();
  if (!(await customerAccounts.isLoggedIn())) throw loginFirst(request, context);
  const answer = await subscriptionChangeAnswer(request, context, customerAccounts);
  if (answer === 'logged-out') throw loginFirst(request, context);
  return data({ok: answer.ok, message: answer.message}, {status: answer.status});
}

export default function SubscriptionsPage() {
  const {t} = useTranslation('account');
  const localePath = useLocalePath();
  const {title, subscriptions, formToken, confirmCancel} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={localePath('/account')} className="text-sm font-medium underline">
        {t('orders.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      {answer && <ChangeAnswer {...answer} />}
      {subscriptions.length === 0 ? (
        <p className="mt-8">{t('subscriptions.empty')}</p>
      ) : (
        <ul className="mt-8 flex flex-col gap-6">
          {subscriptions.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionDetails
                subscription={subscription}
                formToken={formToken}
                confirmingCancel={confirmCancel === subscription.id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
