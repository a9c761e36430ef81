import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {newsletterFormPurpose} from '~/lib/account/newsletter';
import {sessionSecrets} from '~/lib/account/session.server';
import {PRIVATE_NO_STORE} from '~/lib/routing/page-cache';
import {assertLocale} from '~/lib/routing/route-guards';
import {issueFormToken} from '~/lib/security/form-token.server';

/**
 * `GET /api/newsletter/token`: `{formToken}`, the signed timestamp the newsletter form posts back
 * (form-token.server.ts). The form asks for it when the shopper starts to use it (focus or submit),
 * so a page view costs no request; a form posted without it goes to `/newsletter` to confirm.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const secret = sessionSecrets(context.env.SESSION_SECRET, import.meta.env.PROD)[0];
  const formToken = await issueFormToken(secret, newsletterFormPurpose(context.brand.id));
  return Response.json({formToken}, {headers: {'Cache-Control': PRIVATE_NO_STORE}});
}
