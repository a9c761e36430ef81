import {serverTranslator} from '~/lib/i18n/i18n.server';
import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {NEWSLETTER_SUBSCRIBE_MUTATION} from '~/graphql/customer';
import {checkFormToken, FORM_TOKEN_MIN_AGE_MS} from '~/lib/security/form-token.server';
import {readRequestFields} from '~/lib/security/request-body.server';
import {sessionSecrets} from '~/lib/account/session.server';
import {
  checkEmail,
  NEWSLETTER_HONEYPOT_FIELD,
  NEWSLETTER_STATUS,
  newsletterFormPurpose,
  newsletterSucceeded,
  outcomeOfCustomerCreate,
  type NewsletterOutcome,
} from '~/lib/account/newsletter';
import {assertLocale} from '~/lib/routing/route-guards';
import {rememberSignUp, signUpReturnPath} from '~/lib/account/newsletter-sign-up.server';
import {localizePath} from '~/lib/i18n/locale';

const MAX_BODY_BYTES = 4096;

/**
 * `POST /api/newsletter/subscribe` with `{email, formToken}` (JSON or a form): `formToken` is the
 * signed timestamp the page's form carries, so a bot must load a page, is held back when it posts at
 * once, and can reuse a token only for a while; a filled honeypot field is thanked and dropped. Scripts get JSON
 * `{ok, outcome, message}` with the message in the page's language; a form posted
 * without JavaScript is sent back to its page with `?newsletter=<outcome>`. A form posted without a
 * token at all (a shared page before its code ran, or without JavaScript) is sent to `/newsletter` to
 * confirm, the address kept in the session.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const wantsJson = !(request.headers.get('Accept') ?? '').includes('text/html');
  const respond = (outcome: NewsletterOutcome) => {
    if (!wantsJson) return redirect(signUpReturnPath(request, outcome, body?.returnTo), 303);
    const t = serverTranslator(context.locale);
    return Response.json(
      {ok: newsletterSucceeded(outcome), outcome, message: t(`newsletter.${outcome}`)},
      {status: NEWSLETTER_STATUS[outcome]},
    );
  };

  const body = await readRequestFields(request, {maxBytes: MAX_BODY_BYTES});
  const checked = checkEmail(body?.email);
  if ('outcome' in checked) return respond(checked.outcome);
  if (!wantsJson && !body?.formToken) {
    rememberSignUp(context.session, {email: checked.email, returnTo: signUpReturnPath(request, null, body?.returnTo)});
    return redirect(localizePath('/newsletter', context.locale), 303);
  }
  const secrets = sessionSecrets(context.env.SESSION_SECRET, import.meta.env.PROD);
  const token = await checkFormToken(body?.formToken, secrets, newsletterFormPurpose(context.brand.id));
  // Posted the instant its page loaded: held back, not refused. A person never notices; a bot's
  // requests each cost it the wait.
  if (token === 'tooFast') await new Promise((resolve) => setTimeout(resolve, FORM_TOKEN_MIN_AGE_MS));
  else if (token !== 'valid') return respond('expired');
  // Told it worked, so the bot has nothing to learn; Shopify never hears of it.
  if (body?.[NEWSLETTER_HONEYPOT_FIELD]) return respond('subscribed');

  try {
    const {customerCreate, errors} = await context.storefront.mutate(NEWSLETTER_SUBSCRIBE_MUTATION, {
      variables: {input: {email: checked.email, password: newsletterPassword(), acceptsMarketing: true}},
    });
    if (errors || !customerCreate) return respond('unavailable');
    return respond(outcomeOfCustomerCreate(customerCreate.customerUserErrors));
  } catch (error) {
    console.error(error);
    return respond('unavailable');
  }
}

/** Only POST is offered; a GET (a crawler, a typed URL) gets a clear 405 rather than a page. */
export async function loader(_args: LoaderFunctionArgs) {
  return Response.json({ok: false, message: 'Use POST with {"email": "..."}'}, {status: 405, headers: {Allow: 'POST'}});
}

/** Subscribers never log in with it; Shopify requires one. */
function newsletterPassword(): string {
  return `${crypto.randomUUID()}Aa1!`;
}
