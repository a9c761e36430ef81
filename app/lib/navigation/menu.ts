/**
 * lib/navigation/: the Shopify menus the header, footer and slide-in menu show: their links (this file),
 * their markup, and the header query the root and the page share.
 */

/**
 * Answers of `menuItemHref` for absolute URLs, by store hosts and URL. The worker writes the menus'
 * few hundred links on every request, the same ones each time, and parsing a URL is the dear part.
 * The browser renders the menus once per page, so its bundle leaves the cache out.
 */
const hrefsOfAbsoluteUrls = import.meta.env.SSR ? new Map<string, string>() : null;
const MAX_REMEMBERED_HREFS = 5_000;

/**
 * Shopify returns menu URLs as absolute links on the shop's primary domain.
 * Links to the store itself become paths so they stay on whatever host serves
 * the storefront (a preview URL, localhost); other sites stay absolute.
 */
export function menuItemHref(url: string | null | undefined, storeHosts: readonly string[]): string {
  if (!url) return '/';
  if (url.startsWith('/')) return url;
  if (!hrefsOfAbsoluteUrls) return hrefOfAbsoluteUrl(url, storeHosts);
  const key = `${storeHosts.join(' ')}\n${url}`;
  let href = hrefsOfAbsoluteUrls.get(key);
  if (href === undefined) {
    href = hrefOfAbsoluteUrl(url, storeHosts);
    if (hrefsOfAbsoluteUrls.size >= MAX_REMEMBERED_HREFS) hrefsOfAbsoluteUrls.clear();
    hrefsOfAbsoluteUrls.set(key, href);
  }
  return href;
}

function hrefOfAbsoluteUrl(url: string, storeHosts: readonly string[]): string {
  try {
    const parsed = new URL(url);
    if (storeHosts.includes(parsed.host) || parsed.host.endsWith('.myshopify.com')) {
      return `${parsed.pathname}${parsed.search}${parsed.hash}` || '/';
    }
    return parsed.toString();
  } catch {
    return '/';
  }
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

type ShopDomain = {primaryDomain: {url: string}};

/** Parsed once per shop object: every menu link on a page asks for the same shop's hosts. */
const hostsByShop = new WeakMap<ShopDomain, readonly string[]>();

/** The hosts that count as "this store" for `menuItemHref`: the shop's primary domain. */
export function storeHostsOf(shop: ShopDomain | null | undefined): readonly string[] {
  if (!shop) return [];
  let hosts = hostsByShop.get(shop);
  if (!hosts) {
    try {
      hosts = [new URL(shop.primaryDomain.url).host];
    } catch {
      hosts = [];
    }
    hostsByShop.set(shop, hosts);
  }
  return hosts;
}

/** What the mapping needs of a Shopify menu item (any depth of the generated query types fits). */
export interface MenuNode {
  id: string;
  title: string;
  url?: string | null;
  items?: readonly MenuNode[] | null;
  /** an item of a `menuRow` that opens a dropdown */
  dropdown?: boolean;
}

/**
 * A menu item as a page's data carries it to the browser: the header, the footer and the secondary row
 * draw from it on every page, so it holds only what they read. Links to the store are already paths.
 */
export interface PageMenuItem {
  /** the tail of the item's gid ("12" of "gid://shopify/MenuItem/12"): unique in its menu */
  id: string;
  title: string;
  /** a path on this store, an absolute URL for another site, or null for an item without a link */
  url: string | null;
  /** left out for an item without children */
  items?: PageMenuItem[];
  /**
   * In a menu row (`menuRow`): the item opens a dropdown whose entries the row leaves out; the page asks
   * for them when they are needed (`/api/header-menu`).
   */
  dropdown?: true;
}

export interface PageMenu {
  items: PageMenuItem[];
}

/**
 * A Shopify menu in its page form (`PageMenuItem`): on groom's pages the header menu's data was
 * 11 KB, most of it gids, the shop's domain in front of every path, and empty lists.
 */
export function pageMenu(
  menu: {items: readonly MenuNode[]} | null | undefined,
  storeHosts: readonly string[],
): PageMenu | null {
  return menu ? {items: pageMenuItems(menu.items, storeHosts, 1)} : null;
}

function pageMenuItems(items: readonly MenuNode[], storeHosts: readonly string[], depth: number): PageMenuItem[] {
  return items.map((item) => {
    const shown: PageMenuItem = {
      id: gidTail(item.id),
      title: item.title,
      url: item.url ? menuItemHref(item.url, storeHosts) : null,
    };
    if (item.items?.length && depth < MAX_MENU_DEPTH) shown.items = pageMenuItems(item.items, storeHosts, depth + 1);
    return shown;
  });
}

/**
 * The top row of a menu, for the header: its items without their children, and `dropdown` on those
 * that open one (by the rules of `toNavItems`). The children of groom's header menu were a fifth of
 * the loader data on every page, and are read only when a desktop panel opens.
 */
export function menuRow(
  menu: {items: readonly MenuNode[]} | null | undefined,
  storeHosts: readonly string[],
): PageMenu | null {
  if (!menu) return null;
  // At the deepest level pageMenuItems leaves the children out.
  const row = pageMenuItems(menu.items, storeHosts, MAX_MENU_DEPTH);
  menu.items.forEach((item, index) => {
    const shown = row[index];
    // The item's own href is the one pageMenuItems wrote; an item without a URL has no page to repeat.
    const href = shown.url ?? '/';
    if (item.items?.some((child) => !repeatsParent(menuItemHref(child.url, storeHosts), item, href))) {
      shown.dropdown = true;
    }
  });
  return {items: row};
}

/** A child that leads to its parent's own page ("All Razors"): the dropdown's "See all" stands for it. */
function repeatsParent(childHref: string, parent: MenuNode, parentHref: string): boolean {
  return Boolean(parent.url) && samePage(childHref, parentHref);
}

/** A menu item as the header renders it. */
export interface NavItem {
  id: string;
  title: string;
  /** Shopify's URL, as MenuLink takes it */
  url: string | null;
  /** the same as a path on this store, or an absolute URL for other sites */
  href: string;
  external: boolean;
  /** the parent page a "See all" link leads to; null when the item has no dropdown */
  seeAllUrl: string | null;
  /** what its dropdown lists, without the entries that lead to the "See all" page */
  children: NavItem[];
  /** it opens a dropdown whose `children` are not here yet (an item of a `menuRow`) */
  childrenToLoad?: true;
}

/**
 * How long browsers and the CDN may keep a menu route's answer (`/api/slide-in-menu`, `/api/header-menu`):
 * the same for every shopper, and a merchandiser's change shows within five minutes.
 */
export const MENU_ANSWER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

/** Shopify menus nest three levels: top level, its dropdown, and a nested dropdown. */
export const MAX_MENU_DEPTH = 3;

/** Path without a trailing slash, so "/blogs/" and "/blogs" count as one page. */
function samePage(a: string, b: string): boolean {
  const normal = (href: string) => (href.length > 1 ? href.replace(/\/+(?=$|[?#])/, '') : href);
  return normal(a) === normal(b);
}

/**
 * Maps a Shopify menu onto the header's items:
 * - an item gets a dropdown when it has children, also one that links to another
 *   site (Women, the women's store: its dropdown lists that store's pages);
 * - a child with children of its own gets a nested dropdown (the third level;
 *   anything deeper is ignored);
 * - every dropdown has a "See all" link to the item itself, so the children
 *   that merely repeat that page ("All Razors", "See All") are left out, and an
 *   item whose children all repeat it is a plain link;
 * - an item without a URL has no page to "see all" on.
 */
export function toNavItems(
  items: readonly MenuNode[] | null | undefined,
  storeHosts: readonly string[],
  depth = 1,
): NavItem[] {
  return (items ?? []).map((item) => {
    const href = menuItemHref(item.url, storeHosts);
    const external = isExternalHref(href);
    const children =
      depth < MAX_MENU_DEPTH
        ? toNavItems(item.items, storeHosts, depth + 1).filter((child) => !repeatsParent(child.href, item, href))
        : [];
    const childrenToLoad = children.length === 0 && item.dropdown === true;
    const seeAllUrl = (children.length > 0 || childrenToLoad) && item.url ? item.url : null;
    const navItem: NavItem = {
      id: item.id,
      title: item.title,
      url: item.url ?? null,
      href,
      external,
      seeAllUrl,
      children,
    };
    if (childrenToLoad) navItem.childrenToLoad = true;
    return navItem;
  });
}

/**
 * A row's items (`menuRow`) with the dropdowns of the same menu in full, matched by id. A dropdown the
 * full menu no longer has (the menu changed between the two answers) becomes a plain link.
 */
export function withDropdowns(row: readonly NavItem[], full: readonly NavItem[]): NavItem[] {
  const byId = new Map(full.map((item) => [item.id, item]));
  return row.map((item) => {
    if (!item.childrenToLoad) return item;
    const children = byId.get(item.id)?.children ?? [];
    return {...item, children, seeAllUrl: children.length > 0 ? item.seeAllUrl : null, childrenToLoad: undefined};
  });
}

/** What a gift bundle link needs of a `gift_bundle` metaobject. */
export interface GiftBundleNode {
  id: string;
  handle: string;
  title?: {value?: string | null} | null;
}

/** A gift bundle's page. */
export function giftBundlePath(handle: string): string {
  return `/productbundle/${handle}`;
}

/**
 * Lists the gift bundles first in the submenu of the entry at `entryPath` (Gifting Kits), so every
 * bundle is reachable from the menu without editing it; bundles the menu already links to are not
 * repeated. An entry that was a plain link becomes a submenu whose "See all" is its own page.
 */
export function withGiftBundles(
  items: readonly NavItem[],
  bundles: readonly GiftBundleNode[],
  entryPath: string,
): NavItem[] {
  return items.map((item) => {
    if (item.external || !samePage(item.href, entryPath)) return item;
    const listed = new Set(item.children.map((child) => child.href));
    const added = bundles
      .map((bundle): NavItem => {
        const href = giftBundlePath(bundle.handle);
        const title = bundle.title?.value || bundle.handle;
        return {id: bundle.id, title, url: href, href, external: false, seeAllUrl: null, children: []};
      })
      .filter((bundle) => !listed.has(bundle.href));
    if (added.length === 0) return item;
    return {...item, seeAllUrl: item.url, children: [...added, ...item.children]};
  });
}

/** Whether an item opens a dropdown (or a submenu on mobile) rather than being a plain link. */
export function hasDropdown(item: NavItem): boolean {
  return item.children.length > 0 || item.childrenToLoad === true;
}

/** The children of a dropdown that open a nested dropdown of their own (Blog › Shaving). */
export function nestedDropdowns(item: NavItem): NavItem[] {
  return item.children.filter(hasDropdown);
}

/** The last part of a gid ("12" of "gid://shopify/MenuItem/12"); an id of another form as it is. */
function gidTail(id: string): string {
  return id.split('/').pop() || id;
}

/** An HTML id for a menu item's panel, from its gid ("gid://shopify/MenuItem/12" -> "menu-panel-12"). */
export function menuPanelId(prefix: string, id: string): string {
  const tail = gidTail(id);
  return `${prefix}-${tail.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Top-level items in order, for Arrow Left/Right: the one `step` away from `index`, wrapping round. */
export function siblingIndex(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  return (index + step + count) % count;
}

/** The courier's tracking page for this shop's orders. */
export function orderTrackingUrl({url, merchantId}: {url: string; merchantId: string}): string {
  const tracking = new URL(url);
  tracking.searchParams.set('merchant_id', merchantId);
  return tracking.toString();
}
