import {useLocation} from '@remix-run/react';
import {lazy, Suspense, useEffect, useState} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {SlideInMenuConfig} from '~/brands';
import {ChunkBoundary} from '~/components/ChunkBoundary';
import {useBrand} from '~/hooks/use-brand';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useToast} from '~/hooks/use-toast';
import {HamburgerIcon} from './header-icons';
import type {SlideInMenuQuery} from 'storefrontapi.generated';
import {menuData} from './menu-data';

const loadMenu = () => import('./SlideInMenu');
// Not in the first-load bundle, nor its entries in every page: both are fetched when the shopper
// points at, focuses or opens the menu.
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
  // Browsers keep a failed module fetch for the page's life: after one, a tap reloads the page.
  const [failed, setFailed] = useState(false);
  const toast = useToast();
  const menusUrl = useLocalePath()('/api/slide-in-menu');
  const [menus, setMenus] = useState<Promise<SlideInMenuQuery> | null>(null);
  const preloadMenu = () => {
    void loadMenu().catch(() => {});
    void menuData<SlideInMenuQuery>(menusUrl).catch(() => {});
  };
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
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={() => {
          if (failed) return window.location.reload();
          // Asked again at each opening: a failed answer is not kept, and another language has its own.
          setMenus(menuData<SlideInMenuQuery>(menusUrl));
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
        // Without its code the menu cannot open: say so; the next tap loads the page afresh.
        <ChunkBoundary
          onError={() => {
            toast.show(t(`${ns}:header.unavailable`), {tone: 'error'});
            setOpen(false);
            setLoaded(false);
            setFailed(true);
          }}
        >
          <Suspense
            fallback={
              open && (
                <MenuLoading narrowOnly={narrowOnly} label={t(`${ns}:header.loading`)} onClose={() => setOpen(false)} />
              )
            }
          >
            <SlideInMenu open={open} onClose={() => setOpen(false)} config={config} menus={menus} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}

/**
 * Where the menu will slide in, while its code is still on the way (a slow connection). It appears
 * only after a short pause, so a menu that arrives at once does not flash it first.
 */
function MenuLoading({narrowOnly, label, onClose}: {narrowOnly: boolean; label: string; onClose: () => void}) {
  return (
    <div className={`appear-after-pause fixed inset-0 z-50 ${narrowOnly ? 'lg:hidden' : ''}`}>
      <div aria-hidden onClick={onClose} className="absolute inset-0 bg-black/50" />
      <p role="status" className="absolute inset-y-0 left-0 w-[85%] max-w-sm bg-background p-4 text-muted shadow-xl">
        {label}
      </p>
    </div>
  );
}
