import {useLocation} from '@remix-run/react';
import {lazy, Suspense, useEffect, useState} from 'react';
import {useTranslation} from 'react-i18next';
import {HamburgerIcon} from './icons';

const loadMenu = () => import('./MobileMenu');
// Not in the first-load bundle: fetched when the shopper points at, focuses or opens the menu.
const MobileMenu = lazy(loadMenu);

/**
 * The hamburger of screens under 1024 px. The slide-in menu stays mounted once loaded,
 * so it can slide out again when closed.
 */
export function MobileMenuButton({onOpenChange}: {onOpenChange: (open: boolean) => void}) {
  const {t} = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const {pathname, search} = useLocation();

  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  // Following any link closes the menu.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <>
      <button
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="-ml-2 rounded-full p-2 hover:bg-foreground/5 lg:hidden"
      >
        <HamburgerIcon />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
