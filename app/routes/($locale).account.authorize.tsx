import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {useLocalePath} from '~/hooks/use-locale-path';
import {rememberLogin} from '~/lib/analytics/login-flash.server';
import {serverTranslator, translationsFor} from '~/lib/i18n/i18n.server';
import {assertLocale, notFound} from '~/lib/routing/route-guards';
import {privatePageMeta} from '~/lib/seo/meta';

export const meta: MetaFunction<typeof loader> = ({data, matches}) => privatePageMeta(data?.title, matches);

/**
 * Where Shopify's hosted login comes back (Customer Account API only): logged in, on to where
 * login started; a callback that cannot be finished is a 400 page (503 when Shopify is away) in
 * the page's language, with a way to log in again.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {customerAccounts, locale} = context;
  if (customerAccounts.mode !== 'customer-account-api') throw notFound();
  const outcome = await customerAccounts.authorize();
  if (outcome.ok) {
    if (outcome.loggedIn) rememberLogin(context.session, 'shopify-hosted');
    throw redirect(outcome.returnTo);
  }
  const t = serverTranslator(locale, 'account');
  return data(
    {
      title: t('authorize.title'),
      message: t(outcome.reason === 'unavailable' ? 'authorize.unavailable' : 'authorize.refused'),
      translations: translationsFor(context, ['account']),
    },
    {status: outcome.reason === 'unavailable' ? 503 : 400},
  );
}

export default function LoginIncomplete() {
  const {t} = useTranslation('account');
  const localePath = useLocalePath();
  const {title, message} = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-neutral-600">{message}</p>
      <Link
        to={localePath('/account/login')}
        className="mt-6 inline-block rounded-md bg-neutral-900 px-4 py-3 font-medium text-white"
      >
        {t('authorize.tryAgain')}
      </Link>
    </div>
  );
}
