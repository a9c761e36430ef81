import {returnPath} from '~/lib/account/account-paths';
import {isLoginPage, RETURN_PARAM} from '~/lib/account/login-path';
import {track} from '~/lib/analytics/track';
import {loadLoginProvider, onProviderLogin, onProviderReady} from '~/lib/account/login-provider-client';
import type {LoginData, LoginProviderApi} from '~/lib/account/login-provider';
import type {BrandLocale} from '~/brands';

/**
 * Phone login, loaded when the shopper first reaches for the account icon (or the page is idle):
 * the provider's script, and the listener that turns its logins into a session. The page's
 * current tools (navigation, toasts, strings) come in through a ref the header keeps up to date.
 */
export interface PhoneLoginPage {
  script: {scriptUrl: string; merchantId: string};
  locale: BrandLocale;
  localePath: (path: string) => string;
  location: {pathname: string; search: string};
  navigate: (to: string) => void;
  revalidate: () => void;
  showToast: (message: string, tone: 'success' | 'error') => void;
  t: (key: string) => string;
}

/** The header's ref to the page's current tools. */
type PageRef = {readonly current: PhoneLoginPage};

let listening = false;

/** The server checks the provider's token and keeps the customer's access token in the session. */
async function logIn(login: LoginData, page: PhoneLoginPage) {
  const response = await fetch(page.localePath('/api/kwikpass/decode-token'), {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Accept: 'application/json'},
    body: JSON.stringify({kpToken: login.kpToken}),
  }).catch(() => null);
  const answer = (await response?.json().catch(() => null)) as {success?: boolean; error?: {message?: string}} | null;
  if (!response?.ok || answer?.success !== true) {
    console.error('Phone login refused:', response?.status, answer?.error?.message);
    page.showToast(answer?.error?.message ?? page.t('account.loginFailed'), 'error');
    return;
  }
  track('customer_logged_in', {method: login.loginMethod, userId: login.userId || null});
  page.showToast(page.t('account.loggedIn'), 'success');
  if (isLoginPage(page.location.pathname)) {
    page.navigate(returnPath(new URLSearchParams(page.location.search).get(RETURN_PARAM), page.locale));
  } else {
    page.revalidate();
  }
}

/** Loads the provider's script; once it is ready, each login it reports is turned into a session. */
export function preparePhoneLogin(page: PageRef): Promise<LoginProviderApi> {
  if (!listening) {
    listening = true;
    onProviderReady(() => onProviderLogin((login) => void logIn(login, page.current)));
  }
  return loadLoginProvider(page.current.script);
}

/** Opens the provider's dialog; when its script does not come, the email and password page instead. */
export async function startPhoneLogin(page: PageRef) {
  try {
    (await preparePhoneLogin(page)).open({lang: page.current.locale.lang});
  } catch (error) {
    console.error(error);
    page.current.navigate(page.current.localePath('/account/login'));
  }
}
