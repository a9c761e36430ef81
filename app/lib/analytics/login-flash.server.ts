import type {HydrogenSession} from '@shopify/hydrogen';
import {takeFromSession} from '~/lib/account/session.server';

/** Where the session keeps, until the next page reads it, how the customer just logged in. */
const LOGGED_IN_WITH_KEY = 'loggedInWith';

/**
 * A login finished on the server (the email and password form, Shopify's hosted login): the next
 * page sends the customer-logged-in event. Phone login sends its own from the page, with the
 * provider's user id.
 */
export function rememberLogin(session: HydrogenSession, method: 'password' | 'shopify-hosted'): void {
  session.set(LOGGED_IN_WITH_KEY, method);
}

/** The login to report on this page, once. */
export function takeLogin(session: HydrogenSession): string | null {
  const method = takeFromSession(session, LOGGED_IN_WITH_KEY);
  return typeof method === 'string' ? method : null;
}
