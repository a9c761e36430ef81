import {Form, useActionData, useLoaderData, useNavigation, useSearchParams, type MetaFunction} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {usePhoneLogin} from '~/hooks/use-phone-login';
import {returnPath} from '~/lib/account/account-paths';
import {rememberLogin} from '~/lib/analytics/login-flash.server';
import {RETURN_PARAM} from '~/lib/account/login-path';
import {serverTranslator, translationsFor} from '~/lib/i18n/i18n.server';
import {assertLocale} from '~/lib/routing/route-guards';
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
    translations: translationsFor(locale.lang, ['account']),
  };
}

/** Email and password login; works without JavaScript, answers errors in the page's language. */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const {customerAccounts} = context;
  const t = serverTranslator(context.locale, 'account');
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : '';
  };
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
  const {t} = useTranslation('account');
  const {title} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const phoneLogin = usePhoneLogin();
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-neutral-600">{t('login.intro')}</p>
      {phoneLogin.available && (
        <>
          <button
            type="button"
            onPointerEnter={phoneLogin.preload}
            onFocus={phoneLogin.preload}
            onClick={() => void phoneLogin.start()}
            className="mt-6 w-full rounded-md border border-current px-4 py-3 font-medium"
          >
            {t('login.withPhone')}
          </button>
          <p className="my-4 text-center text-sm text-neutral-500">{t('login.or')}</p>
        </>
      )}
      <Form method="post" className="mt-6 flex flex-col gap-4" noValidate>
        <input type="hidden" name={RETURN_PARAM} value={searchParams.get(RETURN_PARAM) ?? ''} />
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('login.email')}</span>
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={answer?.email ?? ''}
            aria-invalid={answer?.error ? true : undefined}
            aria-describedby={answer?.error ? 'login-error' : undefined}
            className="rounded-md border border-neutral-300 px-3 py-2"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('login.password')}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={answer?.error ? true : undefined}
            aria-describedby={answer?.error ? 'login-error' : undefined}
            className="rounded-md border border-neutral-300 px-3 py-2"
          />
        </label>
        {answer?.error && (
          <p id="login-error" role="alert" className="text-red-600">
            {answer.error}
          </p>
        )}
        <button
          type="submit"
          disabled={submitting}
          className="rounded-md bg-neutral-900 px-4 py-3 font-medium text-white disabled:opacity-60"
        >
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </Form>
    </div>
  );
}
