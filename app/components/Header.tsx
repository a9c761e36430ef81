import {Link} from '@remix-run/react';
import {useMemo, type ComponentType, type ReactNode} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {PageBrand} from '~/brands';
import {AccountButton} from '~/components/account/AccountButton';
import {useCartDrawer, useCartDrawerIsOpen} from '~/hooks/use-cart-drawer';
import {Logo} from '~/components/Logo';
import {MenuLinks} from '~/components/MenuLink';
import {SlideInMenuButton} from '~/components/header/SlideInMenuButton';
import {SearchButton} from '~/components/search/SearchButton';
import {storeHostsOf, toNavItems, type NavItem} from '~/lib/navigation/menu';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useRootData} from '~/hooks/use-root-data';
import {usePersonal} from '~/hooks/use-personal';

/** What the header hands a brand's own menu (groom's mega menu). */
export interface HeaderMenuProps {
  items: NavItem[];
  /** namespace of the brand's copy ("See all", button names) */
  ns: string;
  /** classes of the list (the header wraps it in its navigation landmark) */
  className?: string;
  /** a panel opened or closed (the hiding header stays while one is open) */
  onOpenChange: (open: boolean) => void;
}

/** Where the header's own links show, by how the slide-in menu is offered (none: always). */
const LINK_ROW_SCREENS = {narrow: 'hidden lg:flex', all: 'hidden md:flex'} as const;

/**
 * The header shell both brands share; brand layouts add their own controls via `actions` and may
 * put a menu of their own (`HeaderMenu`, groom's mega menu) in place of the row of links, or hide it
 * while the shopper scrolls (`hidden`, groom). Brand config decides the slide-in menu (`slideInMenu`:
 * behind a hamburger under 1024 px instead of the link row, or behind a "Menu" button beside it at
 * every width).
 */
export function Header({
  brand,
  actions,
  HeaderMenu,
  hidden = false,
  onFocusVisible,
  onMenuOpenChange,
}: {
  brand: PageBrand;
  actions?: ReactNode;
  HeaderMenu?: ComponentType<HeaderMenuProps>;
  /** slid out of view, above the page (groom's header hides while the shopper scrolls down) */
  hidden?: boolean;
  /** keyboard focus moved into the header */
  onFocusVisible?: () => void;
  /** whether one of the header's menus (the brand's, the slide-in) is open; a stable function (a state setter) */
  onMenuOpenChange?: (open: boolean) => void;
}) {
  const {t} = useTranslation();
  const data = useRootData();
  const localePath = useLocalePath();
  const header = data?.header;
  const items = useMemo(() => toNavItems(header?.menu?.items, storeHostsOf(header?.shop)), [header]);
  // Only to tell the layout whether a menu is open (the menus draw themselves): no state of the header's.
  const [onBrandMenuOpenChange, onSlideInMenuOpenChange] = useMemo(() => {
    const open = {brand: false, slideIn: false};
    const change = (menu: keyof typeof open) => (opened: boolean) => {
      open[menu] = opened;
      onMenuOpenChange?.(open.brand || open.slideIn);
    };
    return [change('brand'), change('slideIn')];
  }, [onMenuOpenChange]);
  const slideIn = brand.slideInMenu;
  const linkRow = slideIn ? LINK_ROW_SCREENS[slideIn.screens] : 'flex';
  const menuButton = slideIn && <SlideInMenuButton config={slideIn} onOpenChange={onSlideInMenuOpenChange} />;

  return (
    <header
      // Only a hidden header is transformed: a transform on the visible one would trap the
      // fixed-position dialogs opened from it (search, mobile menu) inside its box.
      className={`sticky top-0 z-30 border-b print:hidden border-foreground/10 bg-background transition-transform duration-200 motion-reduce:transition-none ${
        hidden ? '-translate-y-full' : ''
      }`}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) onFocusVisible?.();
      }}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center gap-x-3 px-4 py-3 sm:gap-x-4 lg:gap-x-6 ${
          HeaderMenu ? 'flex-wrap lg:pb-0' : ''
        }`}
      >
        <Link to={localePath('/')} aria-label={t('header.home', {brand: brand.name})} className="shrink-0">
          <Logo {...brand.logo} name={brand.name} />
        </Link>
        {/* One landmark for the links and the slide-in menu's button: a hamburger goes before the logo
            (the mega menu's row is placed first under 1024 px), a "Menu" button after the links. */}
        <nav
          aria-label={t('header.mainNavigation')}
          className={
            HeaderMenu
              ? // Its own row under the logo: ten items with buttons do not fit beside it at 1024 px.
                'order-first lg:order-last lg:w-full'
              : 'flex min-w-0 flex-1 items-center gap-5'
          }
        >
          {slideIn?.screens === 'narrow' && menuButton}
          {HeaderMenu ? (
            <HeaderMenu
              items={items}
              ns={brand.copyNamespace}
              onOpenChange={onBrandMenuOpenChange}
              className={linkRow}
            />
          ) : (
            <MenuLinks
              items={items}
              className={`min-w-0 gap-5 overflow-x-auto whitespace-nowrap text-sm font-medium ${linkRow}`}
              linkClassName="hover:underline"
            />
          )}
          {slideIn?.screens === 'all' && menuButton}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 text-sm sm:gap-4">
          <SearchButton />
          {actions}
          <AccountButton />
          <CartButton />
        </div>
      </div>
    </header>
  );
}

/** Opens the cart drawer; without JavaScript (or with a modifier key) it is a link to /cart. */
function CartButton() {
  const localePath = useLocalePath();
  const drawer = useCartDrawer();
  const drawerIsOpen = useCartDrawerIsOpen();
  return (
    <Link
      to={localePath('/cart')}
      aria-haspopup="dialog"
      aria-expanded={drawerIsOpen}
      onPointerEnter={drawer.preload}
      onFocus={drawer.preload}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        drawer.open();
      }}
      className="font-medium hover:underline"
    >
      <CartCount />
    </Link>
  );
}

/**
 * The item count, from the personal route once the page runs (the page is everyone's): an invisible
 * "(0)" keeps its room from the first paint, so nothing in the header moves when it arrives.
 */
function CartCount() {
  const {t} = useTranslation();
  const personal = usePersonal();
  const count = personal === undefined ? undefined : (personal.cart?.totalQuantity ?? 0);
  return (
    <span aria-label={count === undefined ? undefined : t('header.cartWithCount', {count})}>
      {t('header.cart')}{' '}
      {count === undefined ? (
        <span aria-hidden className="invisible">
          (0)
        </span>
      ) : (
        `(${count})`
      )}
    </span>
  );
}
