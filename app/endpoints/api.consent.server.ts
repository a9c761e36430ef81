import {redirect, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {consentCookie, consentOfChoice} from '~/lib/analytics/consent';
import {localizePath} from '~/lib/i18n/locale';
import {assertLocale} from '~/lib/routing/route-guards';
import {readRequestFields, textField} from '~/lib/security/request-body.server';
import {sitePath} from '~/lib/security/safe-redirect';

/**
 * `POST /api/consent`: the consent banner's choice without JavaScript (`choice` accept, reject or
 * choose with `analytics` / `marketing` boxes), remembered in the consent cookie; back to the page
 * it was made on (`redirect`, a path on this site), or home. With JavaScript the page writes the
 * same cookie itself.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const fields = await readRequestFields(request);
  const field = (name: string) => textField(fields, name);
  const consent = consentOfChoice(field('choice'), (category) => field(category) !== null);
  const back = sitePath(field('redirect')) ?? localizePath('/', context.locale);
  if (!consent) return redirect(back, 303);
  return redirect(back, {
    status: 303,
    headers: {'Set-Cookie': consentCookie(consent, new URL(request.url).protocol === 'https:')},
  });
}
