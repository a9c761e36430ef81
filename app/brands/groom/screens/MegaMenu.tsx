import {useLocation} from '@remix-run/react';
import {useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {MenuLink} from '~/components/MenuLink';
import {useAppLinks} from '~/hooks/use-app-links';
import {useLocalePath} from '~/hooks/use-locale-path';
import {
  hasDropdown,
  menuPanelId,
  siblingIndex,
  toNavItems,
  withDropdowns,
  type NavItem,
  type PageMenu,
} from '~/lib/navigation/menu';
import {panelHtml, panelLink} from '~/lib/navigation/menu-markup';
import {menuData} from '~/components/header/menu-data';
import type {HeaderMenuProps} from '~/components/Header';

/** Grace period for the pointer to cross the gap between an item and its panel. */
const HOVER_CLOSE_DELAY_MS = 150;
/** How many frames the live menu waits for the browser to say what the pointer is over. */
const HOVER_PICKUP_FRAMES = 10;

/** Links and buttons of a panel that are on screen, in order (a closed nested dropdown's are not). */
function visibleControls(container: HTMLElement | null): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>('a[href], button') ?? []).filter(
    (element) => element.getClientRects().length > 0,
  );
}

type OpenHow = 'hover' | 'click' | 'key';
type Labels = {
  seeAll: (title: string) => string;
  toggle: (title: string) => string;
  /** what a panel whose links are on their way says, and whether asking for them failed */
  pending: {text: string; failed: boolean};
};
/** How the dropdowns' links stand: the page carries the menu's top row only (`menuRow`). */
type DropdownsState = {url: string; items: NavItem[] | null; failed: boolean};
type LocalePath = (path: string) => string;

const PANEL_HEADING_CLASS = 'text-xs font-semibold uppercase tracking-wider text-muted';
const PANEL_LIST_CLASS = 'mt-3 grid grid-cols-4 gap-x-8 gap-y-3 font-normal';
const PANEL_LINK_CLASS = 'hover:underline';
const SEE_ALL_CLASS = 'mt-4 inline-block font-semibold underline';

/**
 * The dropdowns' links from `/api/header-menu`, asked for when the menu is on screen and the page is
 * idle, or as soon as the shopper reaches for it; a failure is asked again when a panel next opens.
 * Returns the items with their dropdowns once they are here, whether the last request failed, and
 * the function that asks.
 */
function useDropdowns(row: NavItem[]) {
  const url = useLocalePath()('/api/header-menu');
  const [state, setState] = useState<DropdownsState>({url, items: null, failed: false});
  const asked = useRef<string | null>(null);
  const needed = row.some((item) => item.childrenToLoad);
  const current = state.url === url ? state : {url, items: null, failed: false};
  const load = useCallback(() => {
    if (!needed || asked.current === url) return;
    asked.current = url;
    menuData<{menu: PageMenu | null}>(url).then(
      // The page form's links are paths already, or other sites' whole URLs.
      ({menu}) => setState({url, items: toNavItems(menu?.items, []), failed: false}),
      () => {
        asked.current = null;
        setState({url, items: null, failed: true});
      },
    );
  }, [needed, url]);
  const items = useMemo(() => (current.items ? withDropdowns(row, current.items) : row), [row, current.items]);
  return {items, failed: current.failed, load};
}

/**
 * The desktop header menu: each item with children has a disclosure button next to its link,
 * opening a panel of the children (written when it first opens) on hover, click or
 * keyboard. Enter/Space on the button toggles, Arrow Down moves into the panel (and Up/Down
 * through it), Escape closes and returns focus to the button, Arrow Left/Right move between
 * top-level items, Tab moves on. Panels close on route change, outside click and when focus
 * leaves them. A child with children of its own (Blog › Shaving) opens a small nested dropdown.
 */
export function MegaMenu({items: row, ns, className = '', onOpenChange}: HeaderMenuProps) {
  const {t} = useTranslation();
  const {items, failed, load: loadDropdowns} = useDropdowns(row);
  const localePath = useLocalePath();
  const [openId, setOpenId] = useState<string | null>(null);
  // Following a link closes the panel, also when it leads to the page already shown.
  const appLinks = useAppLinks(() => setOpenId(null));
  /** opened by click or key rather than hover: stays open when the pointer leaves */
  const pinned = useRef(false);
  const list = useRef<HTMLUListElement>(null);
  const {pathname, search} = useLocation();
  const labels: Labels = {
    seeAll: (title) => t(`${ns}:header.seeAll`, {title}),
    toggle: (title) => t(`${ns}:header.submenu`, {title}),
    pending: {text: t(failed ? `${ns}:header.unavailable` : `${ns}:header.loading`), failed},
  };

  useEffect(() => onOpenChange(openId !== null), [openId, onOpenChange]);
  useEffect(() => {
    if (openId !== null) loadDropdowns();
  }, [openId, loadDropdowns]);
  // Under 1024 px the row is not shown (the slide-in menu is): nothing to ask for there.
  useEffect(() => {
    if (!list.current?.getClientRects().length) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    const idle = whenIdle(loadDropdowns);
    return () => cancel(idle);
  }, [loadDropdowns]);
  useEffect(() => setOpenId(null), [pathname, search]);
  // The pointer may be over the menu before the page comes alive: open what it is over. The browser
  // marks that element a frame or so after hydration.
  useEffect(() => {
    if (!window.matchMedia('(hover: hover)').matches) return;
    let frame = 0;
    const openHovered = (framesLeft: number) => {
      const hovered = list.current?.querySelector(':scope > li:hover');
      if (!hovered) {
        if (framesLeft > 0) frame = requestAnimationFrame(() => openHovered(framesLeft - 1));
        return;
      }
      const item = items[Array.from(list.current!.children).indexOf(hovered)];
      // Unless a press held for this code has opened one already.
      if (item && hasDropdown(item)) setOpenId((id) => id ?? item.id);
    };
    openHovered(HOVER_PICKUP_FRAMES);
    return () => cancelAnimationFrame(frame);
    // Only on arrival: later the pointer's own events open and close panels.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Arrow Left/Right on a top-level link or button: the next or previous item's link.
    const item = (event.target as Element).parentElement;
    if ((event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') || item?.parentElement !== list.current) return;
    event.preventDefault();
    const links = Array.from(list.current!.querySelectorAll<HTMLElement>(':scope > li > a'));
    const index = Array.from(list.current!.children).indexOf(item!);
    links[siblingIndex(index, event.key === 'ArrowRight' ? 1 : -1, links.length)]?.focus();
  };

  return (
    // Delegated handlers: arrow keys move between the list's links, a followed link closes the panel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ul
      ref={list}
      onKeyDown={onKeyDown}
      onPointerEnter={loadDropdowns}
      // A panel's links are plain markup: the app opens its own pages without a page load, as Link does.
      {...appLinks.handlers}
      onFocus={(event) => {
        loadDropdowns();
        appLinks.handlers.onFocus(event);
      }}
      className={`flex-wrap items-center justify-center gap-x-3 text-sm font-medium xl:gap-x-5 ${className}`}
    >
      {items.map((item) =>
        hasDropdown(item) ? (
          <Dropdown
            key={item.id}
            item={item}
            labels={labels}
            localePath={localePath}
            open={openId === item.id}
            onOpenChange={(open, how) => {
              const hovered = openId === item.id && !pinned.current;
              if (how === 'hover') {
                if (open && openId !== item.id) {
                  pinned.current = false;
                  setOpenId(item.id);
                }
                // Closing runs late, from a timer: only the state by then counts.
                if (!open && !pinned.current) setOpenId((id) => (id === item.id ? null : id));
                return;
              }
              // A click on a panel the pointer opened keeps it open; the next click closes it.
              if (how === 'click' && hovered) open = true;
              pinned.current = open;
              setOpenId((id) => (open ? item.id : id === item.id ? null : id));
            }}
          />
        ) : (
          <li key={item.id} className="py-2" onPointerEnter={() => !pinned.current && setOpenId(null)}>
            <MenuLink url={item.url} className="hover:underline">
              {item.title}
            </MenuLink>
          </li>
        ),
      )}
      {appLinks.prefetch}
    </ul>
  );
}

/**
 * One item with a dropdown: its link, a disclosure button and the panel. Top-level panels span
 * the header (positioned against it); nested ones are small and sit under their item.
 * `onOpenChange(open, how)`: the pointer entered or left, the button was clicked (asking for the
 * opposite of `open`), or a key or focus change asked.
 */
function Dropdown({
  item,
  labels,
  localePath,
  open,
  onOpenChange,
  nested = false,
}: {
  item: NavItem;
  labels: Labels;
  localePath: LocalePath;
  open: boolean;
  onOpenChange: (open: boolean, how: OpenHow) => void;
  nested?: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const focusPanelOnOpen = useRef(false);
  const panelId = menuPanelId(nested ? 'menu-nested' : 'menu-panel', item.id);
  const {pathname} = useLocation();
  // A panel's links are written once it first opens: closed, it is hidden, so every page would carry
  // (and hydrate) the whole menu for nothing; the top-level links and buttons are there from the start.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // Arrow Down opened the panel: its first link takes focus, once the panel has its links.
  useEffect(() => {
    if (!open) focusPanelOnOpen.current = false;
    if (!focusPanelOnOpen.current) return;
    const first = visibleControls(panel.current)[0];
    if (!first) return;
    first.focus();
    focusPanelOnOpen.current = false;
  }, [open, item.children, labels.pending.failed]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    const inPanel = panel.current!.contains(event.target as Node);
    if (event.key === 'Escape' && open) {
      // Only the innermost open dropdown closes.
      event.stopPropagation();
      onOpenChange(false, 'key');
      trigger.current?.focus();
    } else if (!nested && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      event.stopPropagation();
      if (!inPanel) {
        if (event.key === 'ArrowUp') return;
        const first = open ? visibleControls(panel.current)[0] : undefined;
        if (first) first.focus();
        else {
          // Closed, or open with its links still on the way: the first link takes focus when it is there.
          focusPanelOnOpen.current = true;
          if (!open) onOpenChange(true, 'key');
        }
        return;
      }
      const controls = visibleControls(panel.current);
      const next =
        controls[controls.indexOf(document.activeElement as HTMLElement) + (event.key === 'ArrowDown' ? 1 : -1)];
      (next ?? (event.key === 'ArrowUp' ? trigger.current : null))?.focus();
    }
  };

  const Tag = nested ? 'div' : 'li';
  return (
    <Tag
      className={nested ? 'relative' : 'flex items-center gap-1 py-2'}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(closeTimer.current);
        onOpenChange(true, 'hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        closeTimer.current = setTimeout(() => onOpenChange(false, 'hover'), HOVER_CLOSE_DELAY_MS);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false, 'key');
      }}
    >
      <MenuLink url={item.url} className="hover:underline">
        {item.title}
      </MenuLink>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={labels.toggle(item.title)}
        onClick={() => onOpenChange(!open, 'click')}
        // Its chevron is drawn by app.css, pointing by aria-expanded: no markup in each of the header's toggles.
        className={nested ? 'menu-toggle menu-toggle-nested' : 'menu-toggle'}
      />
      {/* `hidden` keeps closed panels out of the tab order and the accessibility tree; the
          tabIndex keeps a click on the panel's background from counting as focus leaving it. */}
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        tabIndex={-1}
        className={
          nested
            ? 'absolute left-0 top-full z-10 mt-1 w-72 rounded-md border border-foreground/10 bg-background p-3 shadow-lg outline-none'
            : 'menu-panel'
        }
      >
        {!opened ? null : item.childrenToLoad ? (
          <div className="mx-auto max-w-7xl px-4 py-6">
            <p className={PANEL_HEADING_CLASS}>{item.title}</p>
            <p role="status" className="mt-3 text-muted">
              {labels.pending.text}
            </p>
            {/* Without its links the panel still leads to the item's page; not while they may come any
                moment, as Arrow Down would focus it first and the links then arrive above it. */}
            {labels.pending.failed && item.seeAllUrl && (
              <MenuLink url={item.seeAllUrl} className={SEE_ALL_CLASS}>
                {labels.seeAll(item.title)}
              </MenuLink>
            )}
          </div>
        ) : nested || item.children.some(hasDropdown) ? (
          <div className={nested ? '' : 'mx-auto max-w-7xl px-4 py-6'}>
            {!nested && <p className={PANEL_HEADING_CLASS}>{item.title}</p>}
            <ul className={nested ? 'space-y-2' : PANEL_LIST_CLASS}>
              {item.children.map((child) => (
                <li key={child.id}>
                  {hasDropdown(child) ? (
                    <NestedDropdown item={child} labels={labels} localePath={localePath} parentOpen={open} />
                  ) : (
                    <MenuLink url={child.url} className={PANEL_LINK_CLASS}>
                      {child.title}
                    </MenuLink>
                  )}
                </li>
              ))}
            </ul>
            {item.seeAllUrl && (
              <MenuLink url={item.seeAllUrl} className={SEE_ALL_CLASS}>
                {labels.seeAll(item.title)}
              </MenuLink>
            )}
          </div>
        ) : (
          <div
            className="mx-auto max-w-7xl px-4 py-6"
            dangerouslySetInnerHTML={{
              __html: panelHtml(
                {text: item.title, className: PANEL_HEADING_CLASS},
                {
                  className: PANEL_LIST_CLASS,
                  links: item.children.map((child) =>
                    panelLink(child, child.title, PANEL_LINK_CLASS, {localePath, pathname}),
                  ),
                },
                item.seeAllUrl
                  ? panelLink(item, labels.seeAll(item.title), SEE_ALL_CLASS, {
                      localePath,
                      pathname,
                    })
                  : null,
              ),
            }}
          />
        )}
      </div>
    </Tag>
  );
}

function NestedDropdown({
  item,
  labels,
  localePath,
  parentOpen,
}: {
  item: NavItem;
  labels: Labels;
  localePath: LocalePath;
  parentOpen: boolean;
}) {
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  useEffect(() => {
    if (parentOpen) return;
    setOpen(false);
    pinned.current = false;
  }, [parentOpen]);
  const onOpenChange = (next: boolean, how: OpenHow) => {
    if (how === 'hover') {
      if (!pinned.current) setOpen(next);
      return;
    }
    // As in the top row: a click on a submenu the pointer opened keeps it open; the next click closes it.
    const opened = how === 'click' && open && !pinned.current ? true : next;
    pinned.current = opened;
    setOpen(opened);
  };
  return (
    <Dropdown item={item} labels={labels} localePath={localePath} open={open} onOpenChange={onOpenChange} nested />
  );
}
