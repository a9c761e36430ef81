import type {BrandLocale} from '~/brands';
import {localizePath} from '~/lib/i18n/locale';

// Apart from account-paths: the header links here on every page, and must not bring sitePath along.

/** The query parameter that carries where to go after logging in. */
export const RETURN_PARAM = 'redirect';

/** The login page in the page's language, returning to `returnTo` (a path on this site) afterwards. */
export function loginPath(locale: Pick<BrandLocale, 'pathPrefix'>, returnTo?: string | null): string {
  const login = localizePath('/account/login', locale);
  return returnTo ? `${login}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : login;
}

/** Whether a path (query and hash ignored) is the login page, in any language. */
export function isLoginPage(path: string): boolean {
  return /\/account\/login\/?$/.test(path.split(/[?#]/)[0]);
}
