import {useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {LoginForm} from '~/components/account/LoginForm';
import {returnPath} from '~/lib/account/account-paths';
import {rememberLogin} from '~/lib/analytics/login-flash.server';
import {RETURN_PARAM} from '~/lib/account/login-path';
import {serverTranslator, translationsFor} from '~/lib/i18n/i18n.server';
import {assertLocale} from '~/lib/routing/route-guards';
import {readRequestFields, textField} from '~/lib/security/request-body.server';
import {privatePageMeta} from '~/lib/seo/meta';

const MAX_FIELD_LENGTH = 320;

export const meta: MetaFunction<typeof loader> = ({data, matches}) => privatePageMeta(data?.title, matches);

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {locale, customerAccounts} = context;
  const back = returnPath(new URL(request.url).searchParams.get(RETURN_PARAM), locale);
  if (await customerAccounts.isLoggedIn()) throw redirect(back);
  // On the Customer Account API, Shopify's hosted page is the way in.
  if (customerAccounts.mode === 'customer-account-api') throw await customerAccounts.startLogin(back);
  return {
    title: serverTranslator(locale, 'account')('login.title'),
    translations: translationsFor(context, ['account']),
  };
}

/** Email and password login; works without JavaScript, answers errors in the page's language. */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const {customerAccounts} = context;
  const t = serverTranslator(context.locale, 'account');
  const fields = await readRequestFields(request);
  const field = (name: string) => (textField(fields, name) ?? '').slice(0, MAX_FIELD_LENGTH);
  const email = field('email').trim();
  const password = field('password');
  const back = returnPath(field(RETURN_PARAM) || null, context.locale);
  // No password form on the Customer Account API: a post here (an old page, a script) goes to Shopify's login.
  if (customerAccounts.mode === 'customer-account-api') throw await customerAccounts.startLogin(back);
  if (!email || !password) return data({error: t('login.required'), email}, {status: 400});

  const outcome = await customerAccounts.login({kind: 'password', email, password});
  if (outcome.ok) {
    rememberLogin(context.session, 'password');
    return redirect(back);
  }
  const unavailable = outcome.reason === 'unavailable';
  return data(
    {error: t(unavailable ? 'login.unavailable' : 'login.refused'), email},
    {status: unavailable ? 503 : 401},
  );
}

export default function LoginPage() {
  const {title} = useLoaderData<typeof loader>();
  return <LoginForm title={title} answer={useActionData<typeof action>()} />;
}
