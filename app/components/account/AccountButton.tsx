import {Link, useLocation} from '@remix-run/react';
import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {ChunkBoundary} from '~/components/ChunkBoundary';
import {PersonIcon} from '~/components/icons';
import {useLocalePath} from '~/hooks/use-locale-path';
import {usePersonal} from '~/hooks/use-personal';
import {usePhoneLogin} from '~/hooks/use-phone-login';
import {useRootData} from '~/hooks/use-root-data';
import {loginPath} from '~/lib/account/login-path';
import {whenPageSettles} from '~/lib/ui/when-page-settles';

const AccountMenu = lazy(() => import('~/components/account/AccountMenu'));

/**
 * The header's account icon. Logged out it starts phone login (the provider's script loads when
 * the shopper reaches for it, or once the page is idle); without JavaScript it is a link to the
 * login page. Logged in it opens a menu with Order History and Logout (a link to the order history
 * without JavaScript).
 */
export function AccountButton() {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const loggedIn = usePersonal()?.loggedIn ?? false;
  const phoneLogin = usePhoneLogin();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const trigger = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  const locale = useRootData()?.locale;

  const {preload} = phoneLogin;
  useEffect(() => (loggedIn ? undefined : whenPageSettles(preload)), [loggedIn, preload]);
  useEffect(() => setMenuOpen(false), [loggedIn]);

  if (!loggedIn) {
    return (
      <Link
        to={locale ? loginPath(locale, `${location.pathname}${location.search}`) : localePath('/account/login')}
        aria-label={t('account.login')}
        // With the provider a click opens its login dialog, not a page.
        aria-haspopup={phoneLogin.available ? 'dialog' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={(event) => {
          if (!phoneLogin.available || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          void phoneLogin.start();
        }}
        className="inline-flex items-center"
      >
        <PersonIcon />
      </Link>
    );
  }

  return (
    <div className="relative">
      <Link
        ref={trigger}
        to={localePath('/account')}
        role="button"
        aria-label={t('account.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onKeyDown={(event) => {
          // A link answers Enter only; as a button it answers Space too.
          if (event.key !== ' ') return;
          event.preventDefault();
          setMenuOpen((open) => !open);
        }}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setMenuOpen((open) => !open);
        }}
        className="inline-flex items-center"
      >
        <PersonIcon />
      </Link>
      {menuOpen && (
        // Without its code the menu cannot open; the account page has the same links.
        <ChunkBoundary onError={() => window.location.assign(localePath('/account'))}>
          <Suspense fallback={null}>
            <AccountMenu trigger={trigger} onClose={closeMenu} />
          </Suspense>
        </ChunkBoundary>
      )}
    </div>
  );
}
