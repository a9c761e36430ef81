import {useLocation} from '@remix-run/react';
import {lazy, Suspense, useEffect, useState} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {SlideInMenuConfig} from '~/brands';
import {useBrand} from '~/hooks/use-brand';
import {HamburgerIcon} from './icons';

const loadMenu = () => import('./SlideInMenu');
// Not in the first-load bundle: fetched when the shopper points at, focuses or opens the menu.
const SlideInMenu = lazy(loadMenu);

/**
 * Opens the slide-in menu: a hamburger under 1024 px (`screens: 'narrow'`), or a "Menu" button
 * at every width (`screens: 'all'`). The menu stays mounted once loaded, so it can slide out
 * again when closed; closing it returns focus here.
 */
export function SlideInMenuButton({
  config,
  onOpenChange,
}: {
  config: SlideInMenuConfig;
  onOpenChange: (open: boolean) => void;
}) {
  const {t} = useTranslation();
  const ns = useBrand().copyNamespace;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const {pathname, search} = useLocation();
  const narrowOnly = config.screens === 'narrow';

  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  // Following any link closes the menu.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <>
      <button
        type="button"
        // The hamburger alone needs a name; the "Menu" button shows its name.
        aria-label={narrowOnly ? t('header.openMenu') : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={
          narrowOnly
            ? '-ml-2 rounded-full p-2 hover:bg-foreground/5 lg:hidden'
            : // The negative margin gives the phone's bare icon a finger-sized target without taking room.
              '-m-2 flex shrink-0 items-center gap-1.5 whitespace-nowrap p-2 text-sm font-medium hover:underline'
        }
      >
        <HamburgerIcon className={narrowOnly ? 'h-6 w-6' : 'h-5 w-5'} />
        {/* A phone's header has room for the icon only; the word stays its name. */}
        {!narrowOnly && <span className="sr-only sm:not-sr-only">{t(`${ns}:header.menu`)}</span>}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SlideInMenu open={open} onClose={() => setOpen(false)} config={config} />
        </Suspense>
      )}
    </>
  );
}
