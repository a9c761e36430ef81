import {Await} from '@remix-run/react';
import {Suspense, useEffect, useMemo, useRef, useState, type MouseEvent} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {SlideInMenuQuery} from 'storefrontapi.generated';
import {ChevronIcon, CloseIcon} from '~/components/icons';
import {MenuLink} from '~/components/MenuLink';
import type {SlideInMenuConfig} from '~/brands';
import {hasDropdown, storeHostsOf, toNavItems, withGiftBundles, type NavItem} from '~/lib/navigation/menu';
import {useBrand} from '~/hooks/use-brand';
import {useFocusTrap} from '~/hooks/use-focus-trap';
import {useRootData} from '~/hooks/use-root-data';
import {CategoryIcon} from './CategoryIcon';
import {menuIconFor} from './menu-icons';
import {useSlide} from '~/hooks/use-slide';

const SLIDE_CLASSES = 'transition-transform duration-200 ease-out motion-reduce:transition-none';

interface MenuProps {
  onClose: () => void;
  config: SlideInMenuConfig;
  /** the menu's entries, on their way from /api/slide-in-menu */
  menus: Promise<SlideInMenuQuery> | null;
}

/**
 * The slide-in menu (default export for React.lazy): the entries of the brand's menu, each with
 * children opening a submenu that slides in over them, and the secondary links below.
 * States: closed, top level, submenu; 200 ms slides.
 */
export default function SlideInMenu({open, ...props}: MenuProps & {open: boolean}) {
  const {mounted, shown} = useSlide(open);
  if (!mounted) return null;
  return <MenuDialog shown={shown} {...props} />;
}

function MenuDialog({shown, onClose, config, menus}: MenuProps & {shown: boolean}) {
  const {t} = useTranslation();
  const ns = useBrand().copyNamespace;
  const data = useRootData();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const shop = data?.header.shop;
  const hosts = useMemo(() => storeHostsOf(shop), [shop]);
  useFocusTrap(panel, onClose);

  const narrowOnly = config.screens === 'narrow';

  useEffect(() => {
    // The panel starts off screen: focusing must not scroll anything into view.
    closeButton.current?.focus({preventScroll: true});
    if (!narrowOnly) return;
    // Turning a tablet to landscape shows the desktop menu instead.
    const desktop = window.matchMedia('(min-width: 1024px)');
    const onChange = () => {
      if (desktop.matches) onClose();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [onClose, narrowOnly]);

  // Following any link closes the menu (the route change would too; this also covers other sites).
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) onClose();
  };

  return (
    <div className={`fixed inset-0 z-50 ${narrowOnly ? 'lg:hidden' : ''}`}>
      <div
        aria-hidden
        data-testid="menu-backdrop"
        onClick={onClose}
        className={`absolute inset-0 bg-black/50 transition-opacity duration-200 motion-reduce:transition-none ${
          shown ? 'opacity-100' : 'opacity-0'
        }`}
      />
      {/* A click on any link inside closes the menu (delegated; the links themselves stay plain links). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t(`${ns}:header.menu`)}
        onClick={closeOnLink}
        className={`absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col bg-background text-foreground shadow-xl ${SLIDE_CLASSES} ${
          shown ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b border-foreground/10 px-4 py-3">
          <p className="text-lg font-semibold">{t(`${ns}:header.menu`)}</p>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('header.closeMenu')}
            className="rounded-full p-2 hover:bg-foreground/5"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="relative min-h-0 flex-1 overflow-hidden">
          <Suspense fallback={<p className="p-4 text-muted">{t(`${ns}:header.loading`)}</p>}>
            <Await resolve={menus} errorElement={<p className="p-4 text-muted">{t(`${ns}:header.unavailable`)}</p>}>
              {(menus) => <MenuViews menus={menus} hosts={hosts} ns={ns} giftBundlesIn={config.giftBundlesIn} />}
            </Await>
          </Suspense>
        </div>
      </div>
    </div>
  );
}

function MenuViews({
  menus,
  hosts,
  ns,
  giftBundlesIn,
}: {
  menus: SlideInMenuQuery | null | undefined;
  hosts: readonly string[];
  ns: string;
  giftBundlesIn?: string;
}) {
  const {t} = useTranslation();
  const entries = useMemo(() => {
    const items = toNavItems(menus?.menu?.items, hosts);
    return giftBundlesIn ? withGiftBundles(items, menus?.giftBundles?.nodes ?? [], giftBundlesIn) : items;
  }, [menus, hosts, giftBundlesIn]);
  const secondary = useMemo(() => toNavItems(menus?.secondaryMenu?.items, hosts), [menus, hosts]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = entries.find((entry) => entry.id === activeId) ?? null;
  // The submenu keeps showing its entry while it slides out.
  const lastActive = useRef<NavItem | null>(null);
  if (active) lastActive.current = active;
  const shownEntry = active ?? lastActive.current;
  const sub = useSlide(active !== null);
  const back = useRef<HTMLButtonElement>(null);
  const entryButtons = useRef(new Map<string, HTMLButtonElement>());
  const returnFocusTo = useRef<string | null>(null);

  useEffect(() => {
    if (active && sub.mounted) back.current?.focus({preventScroll: true});
  }, [active, sub.mounted]);
  useEffect(() => {
    if (activeId !== null || !returnFocusTo.current) return;
    entryButtons.current.get(returnFocusTo.current)?.focus({preventScroll: true});
    returnFocusTo.current = null;
  }, [activeId]);

  if (!menus) return <p className="p-4 text-muted">{t(`${ns}:header.unavailable`)}</p>;

  return (
    <>
      {/* Hidden once a submenu has slid over it, so Tab and the focus trap see only the submenu. */}
      <div hidden={sub.settled && active !== null} className="h-full overflow-y-auto">
        <ul
          aria-label={t(`${ns}:header.categories`)}
          className="divide-y divide-foreground/10 border-b border-foreground/10"
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              {hasDropdown(entry) ? (
                <button
                  ref={(element) => {
                    if (element) entryButtons.current.set(entry.id, element);
                    else entryButtons.current.delete(entry.id);
                  }}
                  type="button"
                  onClick={() => setActiveId(entry.id)}
                  className="flex w-full items-center gap-3 px-4 py-3 text-left font-medium hover:bg-foreground/5"
                >
                  <CategoryIcon icon={menuIconFor(entry)} />
                  <span className="flex-1">{entry.title}</span>
                  <ChevronIcon className="h-4 w-4 -rotate-90" />
                </button>
              ) : (
                <MenuLink
                  url={entry.url}
                  className="flex items-center gap-3 px-4 py-3 font-medium hover:bg-foreground/5"
                >
                  <CategoryIcon icon={menuIconFor(entry)} />
                  {entry.title}
                </MenuLink>
              )}
            </li>
          ))}
        </ul>
        {secondary.length > 0 && (
          <nav aria-label={t(`${ns}:header.more`)}>
            <ul className="space-y-1 px-4 py-4 text-sm">
              {secondary.map((item) => (
                <li key={item.id}>
                  <MenuLink url={item.url} className="block py-2 hover:underline">
                    {item.title}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>

      {sub.mounted && shownEntry && (
        <div
          role="group"
          aria-label={shownEntry.title}
          className={`absolute inset-0 overflow-y-auto bg-background ${SLIDE_CLASSES} ${
            sub.shown && active ? 'translate-x-0' : 'translate-x-full'
          }`}
        >
          <button
            ref={back}
            type="button"
            onClick={() => {
              returnFocusTo.current = shownEntry.id;
              setActiveId(null);
            }}
            className="flex w-full items-center gap-2 border-b border-foreground/10 px-4 py-3 text-sm font-medium hover:bg-foreground/5"
          >
            <ChevronIcon className="h-4 w-4 rotate-90" />
            {t(`${ns}:header.back`)}
          </button>
          <p className="flex items-center gap-3 px-4 pt-4 text-lg font-semibold">
            <CategoryIcon icon={menuIconFor(shownEntry)} />
            {shownEntry.title}
          </p>
          <ul className="space-y-1 px-4 py-3">
            {shownEntry.seeAllUrl && (
              <li>
                <MenuLink url={shownEntry.seeAllUrl} className="block py-2 font-semibold underline">
                  {t(`${ns}:header.seeAllMobile`)}
                </MenuLink>
              </li>
            )}
            {shownEntry.children.map((child) => (
              <li key={child.id}>
                <MenuLink url={child.url} className="block py-2 hover:underline">
                  {child.title}
                </MenuLink>
                {child.children.length > 0 && (
                  <ul className="mb-2 space-y-1 border-l border-foreground/10 pl-4 text-sm">
                    {child.children.map((grandchild) => (
                      <li key={grandchild.id}>
                        <MenuLink url={grandchild.url} className="block py-1.5 hover:underline">
                          {grandchild.title}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
