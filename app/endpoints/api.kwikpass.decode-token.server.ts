import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {readRequestBody} from '~/lib/security/request-body.server';
import {readLoginToken, type TokenProblem} from '~/lib/account/login-token.server';
import {assertLocale} from '~/lib/routing/route-guards';

const MESSAGE_FOR_PROBLEM: Record<TokenProblem, 'decode.invalid' | 'decode.expired'> = {
  malformed: 'decode.invalid',
  undecryptable: 'decode.invalid',
  foreign: 'decode.invalid',
  incomplete: 'decode.invalid',
  expired: 'decode.expired',
};

/**
 * `POST /api/kwikpass/decode-token` with `{kpToken}` from the phone-login provider: decrypts and
 * checks the token here, logs the customer in at Shopify (Multipass, password, or activation
 * then password) and keeps the access token in the httpOnly session. The answer keeps the spec's
 * shape but carries only the customer's email: never the password, Multipass token, activation
 * URL or access token. Every refusal is a 4xx with a message in the page's language, and logged.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const t = serverTranslator(context.locale, 'account');
  const refuse = (status: number, message: string) =>
    Response.json({success: false, error: {message}}, {status, headers: {'Cache-Control': 'no-store'}});

  const provider = context.loginProvider;
  const accounts = context.customerAccounts;
  // The provider is offered only where its tokens can log a customer in (legacy customer accounts).
  if (!provider || accounts.mode !== 'legacy') return refuse(404, t('decode.notOffered'));

  const body = await readRequestBody(request);
  if ('error' in body) return refuse(body.status, serverTranslator(context.locale, 'api')(body.error));
  const kpToken = (body.value as {kpToken?: unknown} | null)?.kpToken;
  if (typeof kpToken !== 'string' || kpToken === '') return refuse(400, t('decode.missing'));

  const reading = await readLoginToken(kpToken, {key: provider.key, merchantId: provider.merchantId});
  if (!reading.ok) {
    console.warn(`Login token refused (${reading.problem})`);
    return refuse(reading.problem === 'malformed' ? 400 : 401, t(MESSAGE_FOR_PROBLEM[reading.problem]));
  }

  const outcome = await accounts.login(reading.credentials);
  if (!outcome.ok) {
    return outcome.reason === 'unavailable' ? refuse(503, t('decode.unavailable')) : refuse(401, t('decode.refused'));
  }
  return Response.json(
    {success: true, data: {customer: {email: reading.email}}},
    {headers: {'Cache-Control': 'no-store'}},
  );
}
