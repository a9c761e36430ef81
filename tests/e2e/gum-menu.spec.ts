import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {seeds} from '../../emulator/seed';
import type {SeedMenuItem} from '../../emulator/seed/types';
import {brandUrl} from './support/stand-in';

const gum = seeds.gum;
const PHONE = {width: 390, height: 844};
const DESKTOP = {width: 1280, height: 800};

type Lang = 'en' | 'hi';

function seedMenu(handle: string): SeedMenuItem[] {
  const menu = gum.menus.find((candidate) => candidate.handle === handle);
  if (!menu) throw new Error(`no seeded menu ${handle}`);
  return menu.items;
}

/** Shop, Learn, Science: the header's links and the menu's entries. */
const ENTRIES = seedMenu('main-menu');
/** NRT, Quit Chewing ...: the topic strip and the menu's links under the entries. */
const TOPICS = seedMenu('nav');

/** The strings the menu shows, from the locale files, as the shopper reads them. */
function copy(lang: Lang) {
  const read = (namespace: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${namespace}.json`), 'utf8'));
  const {header} = read('gum');
  return {
    menu: header.menu as string,
    back: header.back as string,
    seeAll: header.seeAllMobile as string,
    close: read('common').header.closeMenu as string,
  };
}

const titleIn = (item: {title: string; hi?: {title?: string}}, lang: Lang) =>
  lang === 'hi' ? item.hi!.title! : item.title;
const prefixed = (lang: Lang, path: string) => (lang === 'hi' ? `/hi${path}` : path);

/** Opens a page and waits until React has hydrated it (handlers attached, effects run). */
async function visit(page: Page, path: string) {
  await page.goto(brandUrl('gum', path));
  await waitForHydration(page);
}

/** Clicks "Menu" in the header and returns it with the dialog it opened. */
async function openMenu(page: Page, lang: Lang): Promise<{opener: Locator; dialog: Locator}> {
  const {menu, close} = copy(lang);
  const opener = page.getByRole('banner').getByRole('button', {name: menu, exact: true});
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();
  const dialog = page.getByRole('dialog', {name: menu});
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('button', {name: close})).toBeFocused();
  await expect.poll(() => dialog.evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
  return {opener, dialog};
}

async function expectEntriesAndTopics(dialog: Locator, lang: Lang) {
  for (const entry of ENTRIES) {
    await expect(dialog.getByRole('button', {name: titleIn(entry, lang), exact: true})).toBeVisible();
  }
  for (const topic of TOPICS) {
    await expect(dialog.getByRole('link', {name: titleIn(topic, lang), exact: true})).toHaveAttribute(
      'href',
      prefixed(lang, topic.url),
    );
  }
}

test.describe('gum menu on a phone', () => {
  test.skip(({isMobile}) => !isMobile, 'phone widths run in the mobile project');
  test.use({viewport: PHONE});

  for (const lang of ['en', 'hi'] as const) {
    const home = lang === 'hi' ? '/hi' : '/';
    const {back, seeAll} = copy(lang);

    test(`${lang}: "Menu" opens a named dialog with Shop, Learn, Science and the topics; Escape closes it and focus returns`, async ({
      page,
    }) => {
      await visit(page, home);
      // The header has no room for the links on a phone: they are in the menu only.
      for (const entry of ENTRIES) {
        await expect(
          page.getByRole('banner').getByRole('link', {name: titleIn(entry, lang), exact: true}),
        ).toBeHidden();
      }
      const {opener, dialog} = await openMenu(page, lang);
      await expectEntriesAndTopics(dialog, lang);

      // A submenu: Back first, See All to the entry's page, its links.
      const learn = ENTRIES.find((entry) => entry.title === 'Learn')!;
      await dialog.getByRole('button', {name: titleIn(learn, lang), exact: true}).click();
      const submenu = dialog.getByRole('group', {name: titleIn(learn, lang)});
      await expect(submenu.getByRole('button', {name: back})).toBeFocused();
      await expect(submenu.getByRole('link', {name: seeAll, exact: true})).toHaveAttribute(
        'href',
        prefixed(lang, learn.url),
      );
      for (const child of learn.items!) {
        await expect(submenu.getByRole('link', {name: titleIn(child, lang), exact: true})).toHaveAttribute(
          'href',
          prefixed(lang, child.url),
        );
      }
      await submenu.getByRole('button', {name: back}).click();
      await expect(submenu).toBeHidden();
      await expect(dialog.getByRole('button', {name: titleIn(learn, lang), exact: true})).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      await expect(opener).toBeFocused();
    });

    test(`${lang}: a link in a submenu opens its page and closes the menu`, async ({page}) => {
      await visit(page, home);

      const shop = ENTRIES.find((entry) => entry.title === 'Shop')!;
      const nicotineGums = shop.items!.find((child) => child.url === '/collections/nicotine-gums')!;
      const {dialog} = await openMenu(page, lang);
      await dialog.getByRole('button', {name: titleIn(shop, lang), exact: true}).click();
      await dialog
        .getByRole('group', {name: titleIn(shop, lang)})
        .getByRole('link', {name: titleIn(nicotineGums, lang), exact: true})
        .click();
      await expect(page).toHaveURL(brandUrl('gum', prefixed(lang, nicotineGums.url)));
      const collection = gum.collections.find((entry) => entry.handle === 'nicotine-gums')!;
      await expect(page.getByRole('heading', {level: 1})).toHaveText(titleIn(collection, lang));
      await expect(dialog).toBeHidden();
    });

    test(`${lang}: a topic and an entry's See All in the menu open their pages`, async ({page}) => {
      await visit(page, home);
      let {dialog} = await openMenu(page, lang);
      const quitSmoking = TOPICS.find((topic) => topic.url === '/collections/quit-smoking')!;
      await dialog.getByRole('link', {name: titleIn(quitSmoking, lang), exact: true}).click();
      await expect(page).toHaveURL(brandUrl('gum', prefixed(lang, quitSmoking.url)));
      const topic = gum.collections.find((entry) => entry.handle === 'quit-smoking')!;
      await expect(page.getByRole('heading', {level: 1})).toHaveText(titleIn(topic, lang));
      await expect(dialog).toBeHidden();

      ({dialog} = await openMenu(page, lang));
      const science = ENTRIES.find((entry) => entry.title === 'Science')!;
      await dialog.getByRole('button', {name: titleIn(science, lang), exact: true}).click();
      await dialog
        .getByRole('group', {name: titleIn(science, lang)})
        .getByRole('link', {name: seeAll, exact: true})
        .click();
      await expect(page).toHaveURL(brandUrl('gum', prefixed(lang, science.url)));
      const standards = gum.pages.find((entry) => entry.handle === 'our-standards')!;
      await expect(page.getByRole('heading', {level: 1})).toHaveText(titleIn(standards, lang));
      await expect(dialog).toBeHidden();
    });
  }

  test('hi: on a slow connection "Menu" says the menu is loading until it arrives', async ({page}) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/SlideInMenu-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, '/hi');
    const {menu} = copy('hi');
    await page.getByRole('banner').getByRole('button', {name: menu, exact: true}).click();
    await expect(page.getByRole('status').filter({hasText: 'मेन्यू लोड हो रहा है…'})).toBeVisible();
    release();
    await expect(page.getByRole('dialog', {name: menu})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'मेन्यू लोड हो रहा है…'})).toHaveCount(0);
  });

  test('hi: when the menu cannot be fetched the shopper is told so, the page stays, and the next tap tries again', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/ERR_INTERNET_DISCONNECTED.*SlideInMenu/, /Failed to fetch dynamically imported module/);
    let failNext = true;
    await page.route(/\/SlideInMenu-[\w-]+\.js$/, (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.abort('internetdisconnected');
    });
    await visit(page, '/hi');
    const {menu} = copy('hi');
    const opener = page.getByRole('banner').getByRole('button', {name: menu, exact: true});
    await opener.click();
    await expect(page.getByRole('alert').filter({hasText: 'मेन्यू लोड नहीं हो सका। कृपया फिर से कोशिश करें।'})).toBeVisible();
    await expect(page.getByRole('dialog', {name: menu})).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // The browser keeps the failed fetch for the page's life: the next tap loads the page afresh.
    await Promise.all([page.waitForEvent('load'), opener.click()]);
    await waitForHydration(page);
    await opener.click();
    await expect(page.getByRole('dialog', {name: menu})).toBeVisible();
  });

  test('focus stays in the open menu; the close button and the backdrop close it', async ({page}) => {
    await visit(page, '/');
    let {opener, dialog} = await openMenu(page, 'en');
    const close = dialog.getByRole('button', {name: 'Close menu'});
    const stops = 1 + ENTRIES.length + TOPICS.length;
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
    }
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', {name: TOPICS.at(-1)!.title, exact: true})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    ({opener, dialog} = await openMenu(page, 'en'));
    await page.getByTestId('menu-backdrop').click({position: {x: PHONE.width - 10, y: PHONE.height / 2}});
    await expect(dialog).toBeHidden();
  });
});

test.describe('gum menu on a wide screen', () => {
  test.skip(({isMobile}) => isMobile, 'wide screens run in the desktop project');
  test.use({viewport: DESKTOP});

  for (const lang of ['en', 'hi'] as const) {
    const home = lang === 'hi' ? '/hi' : '/';

    test(`${lang}: the header shows Shop, Learn and Science, and "Menu" is a button that opens the same menu`, async ({
      page,
    }) => {
      await visit(page, home);
      const nav = page.getByRole('navigation', {name: lang === 'hi' ? 'मुख्य नेविगेशन' : 'Main navigation'});
      for (const entry of ENTRIES) {
        await expect(nav.getByRole('link', {name: titleIn(entry, lang), exact: true})).toBeVisible();
      }
      // "Menu" is no longer a second link to the catalogue.
      await expect(nav.getByRole('link', {name: copy(lang).menu})).toHaveCount(0);

      const {opener, dialog} = await openMenu(page, lang);
      await expectEntriesAndTopics(dialog, lang);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('from the keyboard: Enter opens the menu and a submenu, Enter on a link follows it and closes the menu', async ({
    page,
  }) => {
    await visit(page, '/');
    const opener = page.getByRole('banner').getByRole('button', {name: 'Menu', exact: true});
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Menu'});
    await expect(dialog.getByRole('button', {name: 'Close menu'})).toBeFocused();

    const learn = ENTRIES.find((entry) => entry.title === 'Learn')!;
    await dialog.getByRole('button', {name: learn.title, exact: true}).focus();
    await page.keyboard.press('Enter');
    const submenu = dialog.getByRole('group', {name: learn.title});
    await expect(submenu.getByRole('button', {name: 'Back'})).toBeFocused();
    const article = learn.items!.find((child) => child.url.startsWith('/blogs/'))!;
    await submenu.getByRole('link', {name: article.title, exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(brandUrl('gum', article.url));
    await expect(dialog).toBeHidden();
  });
});
