import {Link, useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {SubscriptionDetails} from '~/components/account/SubscriptionDetails';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useTranslation} from '~/hooks/use-translation';
import {sessionSecrets} from '~/lib/account/session.server';
import {subscriptionChangeOf, subscriptionsFormPurpose} from '~/lib/account/subscriptions';
import {dateLabel} from '~/lib/i18n/date-label';
import {serverTranslator, translationsFor} from '~/lib/i18n/i18n.server';
import {assertLocale, loginFirst, notFound} from '~/lib/routing/route-guards';
import {readRequestFields} from '~/lib/security/request-body.server';
import {checkFormToken, FORM_TOKEN_MIN_AGE_MS, issueFormToken} from '~/lib/security/form-token.server';
import {privatePageMeta} from '~/lib/seo/meta';

export const meta: MetaFunction<typeof loader> = ({data, matches}) => privatePageMeta(data?.title, matches);

const MAX_BODY_BYTES = 2048;

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
    translations: translationsFor(locale.lang, ['account']),
    formToken: await issueFormToken(secret, subscriptionsFormPurpose(context.brand.id)),
    // Only one of theirs that can still be cancelled is asked about; any other value is ignored.
    confirmCancel: subscriptions.find((each) => each.id === cancelAsked && each.cancellable)?.id ?? null,
    subscriptions: subscriptions.map((subscription) => ({
      ...subscription,
      nextDeliveryOn: subscription.nextDelivery ? dateLabel(subscription.nextDelivery.date, locale.lang) : null,
    })),
  };
}

const OUTCOME_STATUS = {'not-found': 404, ended: 409, refused: 422, unavailable: 503} as const;

/**
 * Skips a delivery or cancels a subscription of the logged-in customer's, from the page's forms
 * (the request guard has checked the origin; the form token shows the form is this site's). The
 * answer, in the shopper's language, is shown on the page; nothing is changed on a refusal.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const {customerAccounts, locale} = context;
  if (customerAccounts.mode !== 'customer-account-api') throw notFound();
  const t = serverTranslator(locale, 'account');
  const refuse = (key: string, status: number) => data({ok: false, message: t(key)}, {status});

  if (!(await customerAccounts.isLoggedIn())) throw loginFirst(request, context);
  const fields = await readRequestFields(request, {maxBytes: MAX_BODY_BYTES});
  const secrets = sessionSecrets(context.env.SESSION_SECRET, import.meta.env.PROD);
  const token = await checkFormToken(fields?.formToken, secrets, subscriptionsFormPurpose(context.brand.id));
  // Posted the instant its page loaded: held back, not refused, as the newsletter form is.
  if (token === 'tooFast') await new Promise((resolve) => setTimeout(resolve, FORM_TOKEN_MIN_AGE_MS));
  else if (token !== 'valid') return refuse('subscriptions.expired', 403);

  const change = fields && subscriptionChangeOf(new Map(Object.entries(fields)));
  if (!change) return refuse('subscriptions.invalid', 400);
  const outcome = await customerAccounts.changeSubscription(change);
  if (outcome.ok)
    return data({ok: true, message: t(change.intent === 'skip' ? 'subscriptions.skipped' : 'subscriptions.cancelled')});
  if (outcome.reason === 'logged-out') throw loginFirst(request, context);
  return refuse(`subscriptions.${outcome.reason}`, OUTCOME_STATUS[outcome.reason]);
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
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-md border p-3 ${answer.ok ? 'border-green-700 text-green-800' : 'border-red-700 text-red-800'}`}
        >
          {answer.message}
        </p>
      )}
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
