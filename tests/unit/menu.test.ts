import {describe, expect, it} from 'vitest';
import {seeds} from '../../emulator/seed';
import {menuIconFor} from '~/components/header/menu-icons';
import type {SeedMenuItem} from '../../emulator/seed/types';
import {
  hasDropdown,
  isExternalHref,
  menuItemHref,
  menuPanelId,
  orderTrackingUrl,
  nestedDropdowns,
  menuRow,
  pageMenu,
  siblingIndex,
  storeHostsOf,
  toNavItems,
  withDropdowns,
  withGiftBundles,
  type GiftBundleNode,
  type MenuNode,
} from '~/lib/navigation/menu';
import {footerSectionsHtml, panelHtml, panelLink, type PanelLink} from '~/lib/navigation/menu-markup';

describe('menuItemHref', () => {
  const hosts = ['kestrel.example.in'];
  it('turns links on the shop domain into paths', () => {
    expect(menuItemHref('https://kestrel.example.in/collections/deos?x=1', hosts)).toBe('/collections/deos?x=1');
    expect(menuItemHref('https://kestrel-men.myshopify.com/pages/faq', hosts)).toBe('/pages/faq');
    expect(menuItemHref('/blogs/shaving', hosts)).toBe('/blogs/shaving');
  });
  it('keeps other sites absolute and survives junk', () => {
    expect(menuItemHref('https://her.example.com/', hosts)).toBe('https://her.example.com/');
    expect(isExternalHref(menuItemHref('https://her.example.com/', hosts))).toBe(true);
    expect(menuItemHref('not a url', hosts)).toBe('/');
    expect(menuItemHref(null, hosts)).toBe('/');
  });
  it('answers the same link again for the shop it is asked for, not the shop that asked first', () => {
    const url = 'https://kestrel.example.in/collections/deos';
    expect(menuItemHref(url, hosts)).toBe('/collections/deos');
    expect(menuItemHref(url, hosts)).toBe('/collections/deos');
    expect(menuItemHref(url, ['chew.example.in'])).toBe(url);
  });
});

describe('storeHostsOf', () => {
  it('is the host of the primary domain, or nothing', () => {
    expect(storeHostsOf({primaryDomain: {url: 'https://kestrel.example.in'}})).toEqual(['kestrel.example.in']);
    expect(storeHostsOf(null)).toEqual([]);
    expect(storeHostsOf({primaryDomain: {url: 'nonsense'}})).toEqual([]);
  });
});

const SHOP = 'https://kestrel.example.in';
const HOSTS = ['kestrel.example.in'];

/** A seeded menu as Shopify answers it: ids, and store links absolute on the primary domain. */
function shopifyMenu(handle: string, brand: 'groom' | 'gum' = 'groom'): MenuNode[] {
  let next = 0;
  const convert = (item: SeedMenuItem): MenuNode => ({
    id: `gid://shopify/MenuItem/${++next}`,
    title: item.title,
    url: /^https?:\/\//.test(item.url) ? item.url : `${SHOP}${item.url}`,
    items: (item.items ?? []).map(convert),
  });
  const menu = seeds[brand].menus.find((candidate) => candidate.handle === handle);
  if (!menu) throw new Error(`no seeded menu ${handle}`);
  return menu.items.map(convert);
}

describe('toNavItems: the main menu', () => {
  const items = toNavItems(shopifyMenu('main-menu'), HOSTS);
  const byTitle = (title: string) => items.find((item) => item.title === title)!;

  it("gives every item with children a dropdown, Women too, whose links stay on the women's store", () => {
    expect(items.filter(hasDropdown).map((item) => item.title)).toEqual([
      'Razors',
      'Best Sellers',
      'Gifts',
      'Trimmers',
      'Shave',
      'Skin',
      'Fragrances',
      'Corporate Gifting',
      'Blog',
      'Women',
    ]);
    const women = byTitle('Women');
    expect(women).toMatchObject({
      external: true,
      href: 'https://her.kestrelmen.example/',
      seeAllUrl: 'https://her.kestrelmen.example',
    });
    expect(women.children.length).toBeGreaterThan(0);
    for (const child of women.children) {
      expect(child.external, child.title).toBe(true);
      expect(child.href).toMatch(/^https:\/\/her\.kestrelmen\.example\/collections\//);
    }
  });

  it('links "See all" to the parent and leaves out children that repeat the parent page', () => {
    const razors = byTitle('Razors');
    expect(razors.seeAllUrl).toBe(`${SHOP}/collections/razors-1`);
    expect(razors.children.map((child) => child.title)).not.toContain('All Razors');
    expect(razors.children.map((child) => child.href)).toEqual([
      '/products/kestrel-6-blade-razor',
      '/products/kestrel-3-blade-razor',
      '/products/forge-double-edge-safety-razor',
      '/products/calm-edge-sensitive-razor',
      '/products/body-glide-razor',
      '/products/six-blade-refill-cartridges',
      '/pages/razors-for-men',
    ]);
    expect(byTitle('Corporate Gifting').children.map((child) => child.title)).toEqual([
      'Corporate Hampers',
      'Executive Grooming Hamper',
      'E-Gift Cards',
    ]);
  });

  it('keeps gift bundle links in the app as paths', () => {
    const gifts = byTitle('Gifts');
    expect(gifts.children[0]).toMatchObject({href: '/productbundle/shave-starter-kit', external: false});
    expect(gifts.children.every((child) => child.href.startsWith('/productbundle/'))).toBe(true);
  });

  it('gives Blog one nested dropdown: Shaving, with its articles', () => {
    const blog = byTitle('Blog');
    expect(nestedDropdowns(blog).map((child) => child.title)).toEqual(['Shaving']);
    const [shaving] = nestedDropdowns(blog);
    expect(shaving.seeAllUrl).toBe(`${SHOP}/blogs/shaving`);
    expect(shaving.children.length).toBeGreaterThan(0);
    expect(shaving.children.every((article) => article.href.startsWith('/blogs/shaving/'))).toBe(true);
    expect(shaving.children.every((article) => !hasDropdown(article))).toBe(true);
    for (const item of items.filter((candidate) => candidate.title !== 'Blog')) {
      expect(nestedDropdowns(item), item.title).toEqual([]);
    }
  });
});

describe('pageMenu: the menus as every page carries them', () => {
  const shopify = shopifyMenu('main-menu');
  const carried = pageMenu({items: shopify}, HOSTS)!;
  const withoutSeeAll = (items: ReturnType<typeof toNavItems>): unknown =>
    items.map(({id, title, href, external, children}) => ({
      id,
      title,
      href,
      external,
      children: withoutSeeAll(children),
    }));

  it('draws the same header: titles, links, dropdowns and panel ids', () => {
    const fromShopify = toNavItems(shopify, HOSTS);
    const fromPage = toNavItems(carried.items, HOSTS);
    expect(withoutSeeAll(fromPage)).toEqual(
      JSON.parse(JSON.stringify(withoutSeeAll(fromShopify)).replace(/gid:\/\/shopify\/MenuItem\//g, '')),
    );
    expect(fromPage.map((item) => menuPanelId('menu-panel', item.id))).toEqual(
      fromShopify.map((item) => menuPanelId('menu-panel', item.id)),
    );
    const razors = fromPage.find((item) => item.title === 'Razors')!;
    expect(razors.seeAllUrl).toBe('/collections/razors-1');
  });

  it("writes the store's links as paths, keeps other sites whole, and leaves out empty lists", () => {
    const women = carried.items.find((item) => item.title === 'Women')!;
    expect(women.url).toBe('https://her.kestrelmen.example/');
    expect(carried.items.find((item) => item.title === 'Razors')!.url).toBe('/collections/razors-1');
    const leaves = carried.items.flatMap((item) => item.items ?? []).filter((item) => !item.items);
    expect(leaves.length).toBeGreaterThan(20);
    expect(leaves.every((leaf) => !('items' in leaf))).toBe(true);
    expect(JSON.stringify(carried).length).toBeLessThan(JSON.stringify({items: shopify}).length * 0.6);
  });

  it('keeps an item without a link as one, and a missing menu as none', () => {
    expect(pageMenu({items: [{id: 'gid://shopify/MenuItem/9', title: 'Soon', url: null, items: []}]}, HOSTS)).toEqual({
      items: [{id: '9', title: 'Soon', url: null}],
    });
    expect(pageMenu(null, HOSTS)).toBeNull();
  });
});

describe('menuRow: the header row, its dropdowns asked for later', () => {
  const shopify = shopifyMenu('main-menu');
  const full = toNavItems(pageMenu({items: shopify}, HOSTS)!.items, HOSTS);
  const row = toNavItems(menuRow({items: shopify}, HOSTS)!.items, HOSTS);

  it('has the same items, links, See all pages and dropdowns, without the links inside them', () => {
    expect(row.map(({id, title, href, seeAllUrl}) => ({id, title, href, seeAllUrl}))).toEqual(
      full.map(({id, title, href, seeAllUrl}) => ({id, title, href, seeAllUrl})),
    );
    expect(row.map(hasDropdown)).toEqual(full.map(hasDropdown));
    expect(row.every((item) => item.children.length === 0)).toBe(true);
    expect(JSON.stringify(menuRow({items: shopify}, HOSTS)).length).toBeLessThan(
      JSON.stringify(pageMenu({items: shopify}, HOSTS)).length / 3,
    );
  });

  it('an item whose children all repeat its page opens no dropdown', () => {
    const repeated: MenuNode = {
      id: 'gid://shopify/MenuItem/5',
      title: 'Shave Care',
      url: '/collections/shave-care',
      items: [{id: 'gid://shopify/MenuItem/6', title: 'All Shave Care', url: '/collections/shave-care/'}],
    };
    expect(menuRow({items: [repeated]}, HOSTS)!.items).toEqual([
      {id: '5', title: 'Shave Care', url: '/collections/shave-care'},
    ]);
    expect(menuRow(null, HOSTS)).toBeNull();
  });

  it('withDropdowns fills each dropdown from the full menu; one the full menu lacks becomes a plain link', () => {
    const filled = withDropdowns(row, full);
    expect(filled).toEqual(full);
    const razors = row.find((item) => item.title === 'Razors')!;
    const [withoutRazors] = withDropdowns(
      [razors],
      full.filter((item) => item.id !== razors.id),
    );
    expect(hasDropdown(withoutRazors)).toBe(false);
    expect(withoutRazors.seeAllUrl).toBeNull();
  });
});

describe('toNavItems: rules', () => {
  const node = (id: string, url: string | null, items: MenuNode[] = []): MenuNode => ({id, title: id, url, items});

  it('stops at three levels', () => {
    const [top] = toNavItems([node('a', '/a', [node('b', '/b', [node('c', '/c', [node('d', '/d')])])])], HOSTS);
    const third = top.children[0].children[0];
    expect(third.href).toBe('/c');
    expect(third.children).toEqual([]);
    expect(hasDropdown(third)).toBe(false);
  });

  it('makes an item whose only children repeat it a plain link', () => {
    const [item] = toNavItems([node('a', `${SHOP}/collections/a`, [node('all', '/collections/a/')])], HOSTS);
    expect(hasDropdown(item)).toBe(false);
    expect(item.seeAllUrl).toBeNull();
  });

  it('has no "See all" for an item without a URL, and keeps the children of an item on another site', () => {
    const [noUrl, external] = toNavItems(
      [
        node('a', null, [node('b', '/b')]),
        node('x', 'https://elsewhere.example/', [node('y', 'https://elsewhere.example/y')]),
      ],
      HOSTS,
    );
    expect(hasDropdown(noUrl)).toBe(true);
    expect(noUrl.seeAllUrl).toBeNull();
    expect(external.seeAllUrl).toBe('https://elsewhere.example/');
    expect(external.children.map((child) => [child.href, child.external])).toEqual([
      ['https://elsewhere.example/y', true],
    ]);
  });

  it('survives a missing menu', () => {
    expect(toNavItems(null, HOSTS)).toEqual([]);
    expect(toNavItems(undefined, HOSTS)).toEqual([]);
  });
});

describe('the mobile menus', () => {
  const entries = toNavItems(shopifyMenu('mobile-menu'), HOSTS);
  const secondary = toNavItems(shopifyMenu('mobile-secondary'), HOSTS);

  it('open a submenu for every entry, with See All to the entry page and not repeated among the children', () => {
    expect(entries.map((entry) => entry.title)).toEqual([
      'Trimmers',
      'Gifting Kits',
      'Shave Care',
      'Fragrances',
      'Skin Care',
      'Women',
    ]);
    for (const entry of entries) {
      expect(hasDropdown(entry), entry.title).toBe(true);
      expect(entry.seeAllUrl).toBe(entry.external ? entry.url : `${SHOP}${entry.href}`);
      expect(entry.children.map((child) => child.title)).not.toContain('See All');
    }
    // Women's submenu leads to the women's store.
    expect(entries.at(-1)).toMatchObject({external: true, seeAllUrl: 'https://her.kestrelmen.example'});
  });

  it('show an icon per entry', () => {
    expect(entries.map(menuIconFor)).toEqual(['trimmer', 'gift', 'shave', 'fragrance', 'skin', 'default']);
    expect(menuIconFor({title: 'Something else', href: '/collections/razors-1'})).toBe('shave');
    expect(menuIconFor({title: 'Something else', href: '/pages/about-us'})).toBe('default');
  });

  it('list the secondary links, Track Your Order on another site', () => {
    expect(secondary.map((item) => [item.title, item.href, item.external])).toEqual([
      ['Blogs', '/blogs', false],
      ['FAQs', '/pages/faq', false],
      ['Contact Us', '/pages/contact-us', false],
      ['Track Your Order', 'https://track.shipfast.example/track?merchant_id=KESTREL-4471', true],
    ]);
    expect(secondary.some(hasDropdown)).toBe(false);
  });
});

describe('withGiftBundles: the gift bundles in the Gifting Kits submenu', () => {
  const GIFTING = '/collections/gifting-kits';
  /** The seeded bundles as the slide-in menu query answers them. */
  const bundles: GiftBundleNode[] = seeds.groom.metaobjects
    .filter((object) => object.type === 'gift_bundle')
    .map((object, index) => ({
      id: `gid://shopify/Metaobject/${index + 1}`,
      handle: object.handle,
      title: {value: object.fields.find((field) => field.key === 'title')!.value},
    }));
  const entries = withGiftBundles(toNavItems(shopifyMenu('mobile-menu'), HOSTS), bundles, GIFTING);
  const gifting = entries.find((entry) => entry.href === GIFTING)!;

  it("lists every bundle first, linked to its page, then the menu's own links", () => {
    expect(bundles.length).toBeGreaterThan(0);
    expect(gifting.children.slice(0, bundles.length).map((child) => [child.title, child.href])).toEqual(
      bundles.map((bundle) => [bundle.title!.value, `/productbundle/${bundle.handle}`]),
    );
    const own = toNavItems(shopifyMenu('mobile-menu'), HOSTS).find((entry) => entry.href === GIFTING)!;
    expect(gifting.children.slice(bundles.length)).toEqual(own.children);
    expect(gifting.seeAllUrl).toBe(own.seeAllUrl);
  });

  it('leaves the other entries alone', () => {
    const plain = toNavItems(shopifyMenu('mobile-menu'), HOSTS);
    expect(entries.filter((entry) => entry !== gifting)).toEqual(plain.filter((entry) => entry.href !== GIFTING));
  });

  it('does not repeat a bundle the menu already links to (the desktop Gifts menu lists them all)', () => {
    const gifts = toNavItems(shopifyMenu('main-menu'), HOSTS).find((item) => item.title === 'Gifts')!;
    const [merged] = withGiftBundles([gifts], bundles, GIFTING);
    expect(merged).toEqual(gifts);
  });

  it('turns a plain link into a submenu whose See All is its page; a bundle without a title shows its handle', () => {
    const [entry] = withGiftBundles(
      toNavItems([{id: 'gifting', title: 'Gifting Kits', url: `${SHOP}${GIFTING}/`}], HOSTS),
      [{id: 'b1', handle: 'kit-one', title: null}],
      GIFTING,
    );
    expect(hasDropdown(entry)).toBe(true);
    expect(entry.seeAllUrl).toBe(`${SHOP}${GIFTING}/`);
    expect(entry.children.map((child) => [child.title, child.href])).toEqual([['kit-one', '/productbundle/kit-one']]);
  });

  it('changes nothing without bundles', () => {
    const plain = toNavItems(shopifyMenu('mobile-menu'), HOSTS);
    expect(withGiftBundles(plain, [], GIFTING)).toEqual(plain);
  });
});

describe('the gum slide-in menu', () => {
  const entries = toNavItems(shopifyMenu('main-menu', 'gum'), HOSTS);

  it('is Shop, Learn and Science, each opening a submenu with See All, with an icon each in both languages', () => {
    expect(entries.map((entry) => entry.title)).toEqual(['Shop', 'Learn', 'Science']);
    expect(entries.every(hasDropdown)).toBe(true);
    expect(entries.map(menuIconFor)).toEqual(['shop', 'learn', 'science']);
    const hindi = seeds.gum.menus.find((menu) => menu.handle === 'main-menu')!.items.map((item) => item.hi!.title!);
    expect(hindi.map((title) => menuIconFor({title, href: '/'}))).toEqual(['shop', 'learn', 'science']);
  });
});

describe('helpers', () => {
  it('menuPanelId makes an HTML id from a gid', () => {
    expect(menuPanelId('menu-panel', 'gid://shopify/MenuItem/12')).toBe('menu-panel-12');
    expect(menuPanelId('p', 'odd id?')).toBe('p-odd-id-');
  });
  it('siblingIndex wraps round both ways', () => {
    expect(siblingIndex(0, 1, 3)).toBe(1);
    expect(siblingIndex(2, 1, 3)).toBe(0);
    expect(siblingIndex(0, -1, 3)).toBe(2);
    expect(siblingIndex(0, 1, 0)).toBe(-1);
  });
});

describe('orderTrackingUrl', () => {
  it("adds the shop's merchant id to the courier's page, keeping its own parameters", () => {
    expect(orderTrackingUrl({url: 'https://track.example/t?lang=en', merchantId: 'KM 1'})).toBe(
      'https://track.example/t?lang=en&merchant_id=KM+1',
    );
  });
});

describe('panelHtml', () => {
  const link = (text: string, extra: Partial<PanelLink> = {}): PanelLink => ({
    href: '/products/a',
    text,
    className: 'hover:underline',
    appLink: true,
    ...extra,
  });

  it('writes the heading, the links in order and the "See all" link', () => {
    const html = panelHtml(
      {text: 'Razors', className: 'heading'},
      {className: 'grid', links: [link('Six Blade'), link('Refills', {href: '/products/b'})]},
      link('See all Razors', {href: '/collections/razors', className: 'see-all'}),
    );
    expect(html).toBe(
      '<p class="heading">Razors</p><ul class="grid">' +
        '<li><a href="/products/a" class="hover:underline" data-app-link="">Six Blade</a></li>' +
        '<li><a href="/products/b" class="hover:underline" data-app-link="">Refills</a></li></ul>' +
        '<a href="/collections/razors" class="see-all" data-app-link="">See all Razors</a>',
    );
  });

  it('escapes what a merchant typed, marks the current page and leaves other sites as plain links', () => {
    const html = panelHtml(
      {text: 'Gifts & <Kits>', className: 'h'},
      {
        className: 'l',
        links: [
          link('"Best" <b>', {current: true}),
          link('Partner', {href: 'https://example.com/?a=1&b=2', appLink: false}),
        ],
      },
      null,
    );
    expect(html).toContain('<p class="h">Gifts &amp; &lt;Kits&gt;</p>');
    expect(html).toContain('aria-current="page" data-app-link="">&quot;Best&quot; &lt;b&gt;</a>');
    expect(html).toContain('<a href="https://example.com/?a=1&amp;b=2" class="hover:underline">Partner</a>');
    expect(html).not.toContain('<b>');
  });
});

describe('panelLink', () => {
  const page = {localePath: (path: string) => `/hi${path === '/' ? '' : path}`, pathname: '/hi/collections/gums'};

  it("puts the store's pages in the page's language, opened by the app, the page being shown marked", () => {
    expect(panelLink({href: '/collections/gums', external: false}, 'Gums', 'c', page)).toEqual({
      href: '/hi/collections/gums',
      text: 'Gums',
      className: 'c',
      appLink: true,
      current: true,
    });
    expect(panelLink({href: '/pages/faq', external: false}, 'FAQ', 'c', page)).toMatchObject({
      href: '/hi/pages/faq',
      appLink: true,
      current: false,
    });
  });

  it('marks no page as current when not told which is shown (markup shared by every page)', () => {
    expect(panelLink({href: '/collections/gums', external: false}, 'Gums', 'c', {localePath: page.localePath})).toEqual(
      {
        href: '/hi/collections/gums',
        text: 'Gums',
        className: 'c',
        appLink: true,
      },
    );
  });

  it('leaves other sites as they are and cart links as page loads', () => {
    expect(panelLink({href: 'https://example.com/a', external: true}, 'Partner', 'c', page)).toEqual({
      href: 'https://example.com/a',
      text: 'Partner',
      className: 'c',
      appLink: false,
    });
    expect(panelLink({href: '/discount/SAVE10', external: false}, 'Offer', 'c', page)).toMatchObject({
      href: '/hi/discount/SAVE10',
      appLink: false,
    });
  });
});

describe('footerSectionsHtml', () => {
  const classes = {section: 'sec', toggle: 'tog', summary: 'sum', sign: 'sign', heading: 'head', list: 'list'};
  const link = (text: string, href: string): PanelLink => ({href, text, className: '', appLink: true});

  it("writes each section's links once, after a phone's toggle and a wider screen's heading, in order", () => {
    const html = footerSectionsHtml(
      [
        {title: 'Help', links: [link('FAQ', '/pages/faq'), link('Shipping', '/policies/shipping-policy')]},
        {title: 'Shop', links: [link('Razors', '/collections/razors')]},
      ],
      classes,
    );
    const list =
      '<ul class="list"><li><a href="/pages/faq" data-app-link="">FAQ</a></li>' +
      '<li><a href="/policies/shipping-policy" data-app-link="">Shipping</a></li></ul>';
    expect(
      html.startsWith(
        '<div class="sec"><details class="tog"><summary class="sum">Help<span aria-hidden="true" class="sign">+</span></summary></details>' +
          `<h2 class="head">Help</h2>${list}</div>`,
      ),
    ).toBe(true);
    expect(html.indexOf('>Shop<')).toBeGreaterThan(html.indexOf('>Help<'));
    expect(html.match(/>Razors</g)).toHaveLength(1);
  });

  it("escapes a merchant's section titles and gives nothing for no sections", () => {
    expect(footerSectionsHtml([{title: 'Care & <Repair>', links: []}], classes)).toContain(
      '<h2 class="head">Care &amp; &lt;Repair&gt;</h2>',
    );
    expect(footerSectionsHtml([], classes)).toBe('');
  });
});
