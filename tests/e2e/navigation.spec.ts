import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brands} from '../../app/brands';
import {seeds} from '../../emulator/seed';
import type {SeedMenuItem} from '../../emulator/seed/types';
import {watchFailedDataRequests} from './support/console';
import {brandUrl} from './support/stand-in';

/**
 * A shopper's tour of the shell: every link of the header, its menus, the topic row and the
 * footer, reached the way a shopper reaches it (opening menus, submenus and accordions first)
 * and clicked, never loaded by URL. Each must show its page: a heading that is not the
 * not-found page, and no data request of the in-app navigation failing.
 */

const common = (lang: 'en' | 'hi') =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, 'common.json'), 'utf8')) as {
    language: {label: string};
    errors: {notFoundTitle: string};
  };

/** Something a shopper clicks to show more links: a disclosure button or an accordion's summary. */
interface Opener {
  kind: 'button' | 'summary';
  name: string;
}

interface Target {
  href: string;
  name: string;
  /** the openers clicked, in order, before the link is on screen */
  openers: Opener[];
}

/** The shell around the page: header, its menus and dialogs, the topic row, the footer (not the page's own content). */
function shellRegions(page: Page): Locator {
  return page.locator('header, nav:not(main nav), footer, [role="dialog"]');
}

interface Seen {
  links: Array<{href: string; name: string; external: boolean}>;
  openers: Opener[];
}

/**
 * Links and openers on screen. Left out: the language switch (its own test below), the cart
 * icon (it opens the drawer), and the header's search button (its overlay is search, not navigation).
 */
async function whatIsOnScreen(regions: Locator, languageLabel: string): Promise<Seen> {
  const perRegion = await regions.evaluateAll((elements, languageLabel) => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const inLanguageSwitch = (element: Element) => element.closest(`nav[aria-label="${languageLabel}"]`) !== null;
    const nameOf = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return elements.map((region) => ({
      links: Array.from(region.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .filter((link) => shown(link) && !inLanguageSwitch(link) && !link.hasAttribute('aria-haspopup'))
        .map((link) => ({
          href: link.getAttribute('href')!,
          name: nameOf(link),
          external: link.origin !== window.location.origin || link.target === '_blank',
        })),
      openers: [
        ...Array.from(region.querySelectorAll('nav button, [role="dialog"] button'))
          .filter(
            (button) => shown(button) && !inLanguageSwitch(button) && button.getAttribute('aria-expanded') !== 'true',
          )
          .map((button) => ({kind: 'button' as const, name: nameOf(button)})),
        ...Array.from(region.querySelectorAll('details:not([open]) > summary'))
          .filter(shown)
          .map((summary) => ({kind: 'summary' as const, name: nameOf(summary)})),
      ],
    }));
  }, languageLabel);
  return {links: perRegion.flatMap((region) => region.links), openers: perRegion.flatMap((region) => region.openers)};
}

const openerKey = (opener: Opener) => `${opener.kind}:${opener.name}`;

/** Opens what `opener` names, unless it is open already (an accordion stays open across pages). */
async function open(regions: Locator, opener: Opener) {
  if (opener.kind === 'summary') {
    const summary = regions.locator('details > summary').filter({hasText: opener.name}).filter({visible: true}).first();
    const isOpen = await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
    if (!isOpen) await summary.click();
    return;
  }
  const button = regions.getByRole('button', {name: opener.name, exact: true}).filter({visible: true}).first();
  const expanded = await button.getAttribute('aria-expanded');
  if (expanded === 'true') return;
  // Read before the click: some buttons (a submenu's "Back") are gone once clicked.
  const opensDialog = (await button.getAttribute('aria-haspopup')) === 'dialog';
  const discloses = expanded === 'false';
  await button.click();
  // A menu whose code loads on first use shows nothing until it has come: wait for it to open.
  if (opensDialog) {
    await expect(regions.page().getByRole('dialog').filter({visible: true})).not.toHaveCount(0);
  } else if (discloses) {
    const opened = regions.getByRole('button', {name: opener.name, exact: true, expanded: true});
    await expect(opened.filter({visible: true})).not.toHaveCount(0);
  }
}

/** Closes whatever menu, submenu or dialog is open, as a shopper would, with Escape. */
async function closeEverything(page: Page) {
  const open = page.locator('[role="dialog"], nav [aria-expanded="true"]').filter({visible: true});
  for (let presses = 0; presses < 3 && (await open.count()) > 0; presses++) await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
}

/**
 * Every link the shell offers at this size, each with the clicks that bring it on screen:
 * each way of opening found is tried in turn, closing everything in between.
 */
async function discoverTargets(page: Page, lang: 'en' | 'hi'): Promise<Target[]> {
  const regions = shellRegions(page);
  const languageLabel = common(lang).language.label;
  const targets = new Map<string, Target>();
  const tried = new Set<string>();
  const queue: Opener[][] = [[]];
  while (queue.length > 0) {
    const openers = queue.shift()!;
    await closeEverything(page);
    for (const opener of openers) await open(regions, opener);
    // Menus load lazily (their code, then their data) and slide in: wait until no menu says it is
    // loading and what is on screen has stayed the same for a second.
    await expect(regions.getByText(/…$/)).toHaveCount(0);
    let seen = await whatIsOnScreen(regions, languageLabel);
    await expect(async () => {
      const again = await whatIsOnScreen(regions, languageLabel);
      const settled = JSON.stringify(again) === JSON.stringify(seen);
      seen = again;
      expect(settled).toBe(true);
    }).toPass({intervals: [1000]});
    for (const link of seen.links) {
      if (!link.external && !targets.has(link.href)) targets.set(link.href, {...link, openers});
    }
    if (openers.length >= 3) continue;
    for (const opener of seen.openers) {
      if (tried.has(openerKey(opener))) continue;
      tried.add(openerKey(opener));
      queue.push([...openers, opener]);
    }
  }
  await closeEverything(page);
  return [...targets.values()];
}

/**
 * Every page the brand's menus link to, as the shell shows them at this width (a slide-in menu
 * for narrow screens only replaces the header's links there): the tour must have found a way to each of them.
 */
function menuPaths(brandId: 'groom' | 'gum', lang: 'en' | 'hi', width: number): string[] {
  const {menus, slideInMenu} = brands[brandId];
  const narrowOnly = slideInMenu?.screens === 'narrow';
  const linkedMenus = [
    ...(narrowOnly && width < 1024 ? [] : [menus.header]),
    ...(slideInMenu && (!narrowOnly || width < 1024) ? [slideInMenu.menu, slideInMenu.secondaryMenu] : []),
    menus.secondary,
  ];
  const urls = (items: SeedMenuItem[]): string[] => items.flatMap((item) => [item.url, ...urls(item.items ?? [])]);
  const menuItems = (handle: string | undefined) =>
    seeds[brandId].menus.find((menu) => menu.handle === handle)?.items ?? [];
  // The footer's top-level entries are the titles of its sections, not links.
  const footerLinks = menuItems(menus.footer).flatMap((section) => urls(section.items ?? []));
  const paths = [...linkedMenus.flatMap((handle) => urls(menuItems(handle))), ...footerLinks]
    .filter((url) => url.startsWith('/'))
    .map((url) => (lang === 'hi' ? `/hi${url}` : url));
  return [...new Set(paths)];
}

const tours = [
  {brand: 'groom', lang: 'en', home: '/'},
  {brand: 'gum', lang: 'en', home: '/'},
  {brand: 'gum', lang: 'hi', home: '/hi'},
] as const;

for (const tour of tours) {
  test(`${tour.brand} (${tour.lang}): every header, menu, topic and footer link, clicked, shows its page`, async ({
    page,
  }) => {
    test.setTimeout(480_000);
    const failedData = watchFailedDataRequests(page);
    await page.goto(brandUrl(tour.brand, tour.home));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // A menu button clicked before hydration does nothing, and the tour tries each opener once.
    await waitForHydration(page);
    const targets = await discoverTargets(page, tour.lang);
    const found = new Set(targets.map((target) => target.href));
    const unreachable = menuPaths(tour.brand, tour.lang, page.viewportSize()!.width).filter((path) => !found.has(path));
    expect(unreachable, 'menu entries a shopper cannot reach at this width').toEqual([]);

    const regions = shellRegions(page);
    const notFound = common(tour.lang).errors.notFoundTitle;
    for (const target of targets) {
      await test.step(`${target.name} → ${target.href}`, async () => {
        for (const opener of target.openers) await open(regions, opener);
        const link = page
          .getByRole('link', {name: target.name})
          .and(page.locator(`a[href="${target.href}"]:not(main a)`))
          .filter({visible: true})
          .first();
        await link.click({timeout: 15_000});
        await page.waitForURL((url) => `${url.pathname}${url.search}` === target.href);
        const heading = page.getByRole('heading', {level: 1});
        await expect(heading).toBeVisible();
        await expect(heading).not.toHaveText(notFound);
        await expect(page.locator('html')).toHaveAttribute('lang', tour.lang);
        expect(failedData, `data requests that failed on the way to ${target.href}`).toEqual([]);
      });
    }
  });
}

/** A page of each kind the gum store has, in English; the switch must lead to the same page in Hindi and back. */
const pageFamilies = [
  '/',
  '/collections/nicotine-gums',
  `/products/${seeds.gum.products.find((product) => product.title.includes('Frosty Mint'))!.handle}`,
  '/pages/contact',
  '/blogs/healthy-living',
  '/blogs/healthy-living/chew-pause-chew-method',
  '/policies/shipping-policy',
  '/search?q=mint',
  '/cart',
];

test('gum: the language switch leads to the same page in Hindi and back, on every kind of page', async ({page}) => {
  test.setTimeout(180_000);
  const failedData = watchFailedDataRequests(page);
  const heading = page.getByRole('heading', {level: 1});
  for (const path of pageFamilies) {
    await test.step(path, async () => {
      await page.goto(brandUrl('gum', path));
      await expect(heading).toBeVisible();
      const englishHeading = await heading.innerText();
      const hindiPath = path === '/' ? '/hi' : `/hi${path}`;

      await page
        .getByRole('navigation', {name: common('en').language.label})
        .getByRole('link', {name: 'हिन्दी'})
        .click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === hindiPath);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(heading).not.toHaveText(common('hi').errors.notFoundTitle);
      await expect(heading).toHaveText(/[\u0900-\u097F]/);

      await page
        .getByRole('navigation', {name: common('hi').language.label})
        .getByRole('link', {name: 'English'})
        .click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(heading).toHaveText(englishHeading);
      expect(failedData).toEqual([]);
    });
  }
});
