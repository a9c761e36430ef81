import type {AppLoadContext} from '@shopify/remix-oxygen';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {checkFormToken, FORM_TOKEN_MIN_AGE_MS} from '~/lib/security/form-token.server';
import {readRequestFields} from '~/lib/security/request-body.server';
import type {HostedCustomerAccounts} from './customer-accounts';
import {sessionSecrets} from './session.server';
import {subscriptionChangeOf, subscriptionsFormPurpose} from './subscriptions';

const MAX_BODY_BYTES = 2048;

const OUTCOME_STATUS = {'not-found': 404, ended: 409, refused: 422, unavailable: 503} as const;

/**
 * A subscriptions form's post, carried out: the form token (this site's form, for this purpose),
 * the fields, then the change through the customer's own account. The answer is in the shopper's
 * language; on any refusal nothing has changed. 'logged-out' when the session no longer works.
 */
export async function subscriptionChangeAnswer(
  request: Request,
  context: Pick<AppLoadContext, 'env' | 'brand' | 'locale'>,
  customerAccounts: HostedCustomerAccounts,
): Promise<{ok: boolean; message: string; status: number} | 'logged-out'> {
  const t = serverTranslator(context.locale, 'account');
  const refuse = (key: string, status: number) => ({ok: false, message: t(key), status});

  const fields = await readRequestFields(request, {maxBytes: MAX_BODY_BYTES});
  const secrets = sessionSecrets(context.env.SESSION_SECRET, import.meta.env.PROD);
  const token = await checkFormToken(fields?.formToken, secrets, subscriptionsFormPurpose(context.brand.id));
  // Posted the instant its page loaded: held back, not refused, as the newsletter form is.
  if (token === 'tooFast') await new Promise((resolve) => setTimeout(resolve, FORM_TOKEN_MIN_AGE_MS));
  else if (token !== 'valid') return refuse('subscriptions.expired', 403);

  const change = fields && subscriptionChangeOf(new Map(Object.entries(fields)));
  if (!change) return refuse('subscriptions.invalid', 400);
  const outcome = await customerAccounts.changeSubscription(change);
  if (outcome.ok) {
    return {
      ok: true,
      message: t(change.intent === 'skip' ? 'subscriptions.skipped' : 'subscriptions.cancelled'),
      status: 200,
    };
  }
  if (outcome.reason === 'logged-out') return 'logged-out';
  return refuse(`subscriptions.${outcome.reason}`, OUTCOME_STATUS[outcome.reason]);
}
