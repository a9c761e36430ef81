import type {BrandLocale} from '~/brands';
import {localizePath, pagePathname} from '~/lib/i18n/locale';
import {isLoginPage} from '~/lib/account/login-path';
import {sitePath} from '~/lib/security/safe-redirect';

/** The page a request is for, as a path to come back to (single-fetch `.data` requests included). */
export function pageOfRequest(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  return `${pagePathname(url.pathname)}${query ? `?${query}` : ''}`;
}

/**
 * Where to send the shopper after logging in: the requested path when it stays on this site and is
 * not the login page itself, else the order history in the page's language.
 */
export function returnPath(requested: string | null | undefined, locale: Pick<BrandLocale, 'pathPrefix'>): string {
  const path = sitePath(requested);
  if (!path || isLoginPage(path)) return localizePath('/account', locale);
  return path;
}
