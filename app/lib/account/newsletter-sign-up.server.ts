import type {HydrogenSession} from '@shopify/hydrogen';
import {takeFromSession} from '~/lib/account/session.server';
import type {NewsletterOutcome} from '~/lib/account/newsletter';
import {sitePath} from '~/lib/security/safe-redirect';

/**
 * A sign-up posted without the form's signed token (a shared page carries none: it reaches the page
 * with the shopper's own data, after the page's code runs). The address waits in the session, never in
 * a URL, for the confirmation page, which has a token of its own.
 */
export interface PendingSignUp {
  email: string;
  /** the page the form was on, to come back to */
  returnTo: string;
}

const PENDING_SIGN_UP_KEY = 'newsletterSignUp';

export function rememberSignUp(session: HydrogenSession, pending: PendingSignUp): void {
  session.set(PENDING_SIGN_UP_KEY, pending);
}

/** The sign-up waiting for confirmation, once; anything else the session holds there is dropped. */
export function takeSignUp(session: HydrogenSession): PendingSignUp | null {
  const pending = takeFromSession(session, PENDING_SIGN_UP_KEY);
  if (!pending || typeof pending !== 'object') return null;
  const {email, returnTo} = pending as Partial<PendingSignUp>;
  const back = typeof returnTo === 'string' ? sitePath(returnTo) : null;
  return typeof email === 'string' && back ? {email, returnTo: back} : null;
}

/**
 * Where a form posted without JavaScript goes back to: the page it was on (its `returnTo` field, else its
 * Referer; on this site only), carrying the outcome for the footer to show.
 */
export function signUpReturnPath(request: Request, outcome: NewsletterOutcome | null, returnTo: unknown): string {
  const here = new URL(request.url);
  const page =
    (typeof returnTo === 'string' ? sitePath(returnTo) : null) ?? sitePath(request.headers.get('Referer'), here.origin);
  const target = new URL(page ?? '/', here);
  if (!outcome) return `${target.pathname}${target.search}`;
  target.searchParams.set('newsletter', outcome);
  return `${target.pathname}${target.search}#newsletter`;
}
