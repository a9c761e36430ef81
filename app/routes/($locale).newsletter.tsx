import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useTranslation} from '~/hooks/use-translation';
import {newsletterFormPurpose} from '~/lib/account/newsletter';
import {takeSignUp} from '~/lib/account/newsletter-sign-up.server';
import {sessionSecrets} from '~/lib/account/session.server';
import {localizePath} from '~/lib/i18n/locale';
import {rootDataOf} from '~/lib/root-data';
import {PRIVATE_NO_STORE} from '~/lib/routing/page-cache';
import {assertLocale} from '~/lib/routing/route-guards';
import {issueFormToken} from '~/lib/security/form-token.server';
import {titleFor} from '~/lib/seo/meta';

export const meta: MetaFunction = ({matches}) => [
  {title: titleFor(rootDataOf(matches), 'newsletter.confirmTitle')},
  {name: 'robots', content: 'noindex'},
];

/**
 * `/newsletter`: the sign-up a shared page's form posted without its token (before the page's code
 * ran, or without JavaScript), with the address filled in and a token of its own. Personal: never cached.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const pending = takeSignUp(context.session);
  const secret = sessionSecrets(context.env.SESSION_SECRET, import.meta.env.PROD)[0];
  return data(
    {
      email: pending?.email ?? '',
      returnTo: pending?.returnTo ?? localizePath('/', context.locale),
      formToken: await issueFormToken(secret, newsletterFormPurpose(context.brand.id)),
    },
    {headers: {'Cache-Control': PRIVATE_NO_STORE}},
  );
}

export default function NewsletterConfirmation() {
  const {email, returnTo, formToken} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const localePath = useLocalePath();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold">{t('newsletter.confirmTitle')}</h1>
      <p className="mt-4">{t('newsletter.confirmText')}</p>
      <form method="post" action={localePath('/api/newsletter/subscribe')} className="mt-6 flex flex-col gap-3">
        <input type="hidden" name="formToken" value={formToken} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor="newsletter-confirm-email">{t('newsletter.label')}</label>
        <input
          id="newsletter-confirm-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          defaultValue={email}
          className="rounded-full border border-current/30 bg-background px-4 py-2 text-foreground"
        />
        <button type="submit" className="rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground">
          {t('newsletter.submit')}
        </button>
      </form>
    </div>
  );
}
