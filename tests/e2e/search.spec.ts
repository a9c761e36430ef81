import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {brandUrl, collectionProducts, injectFault, searchProducts} from './support/stand-in';
import {waitForHydration} from './support/hydration';
import {expectFirstPicturesFirst} from './support/grid-pictures';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

async function openSearch(page: Page) {
  await page.goto(brandUrl('groom'));
  await page.getByRole('banner').getByRole('link', {name: 'Search'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search'});
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', {name: 'Search products'})).toBeFocused();
  return dialog;
}

/** A product suggestion of the open overlay, by its title (its name goes on with the price). */
const productSuggestion = (dialog: Locator, title: string) =>
  dialog
    .getByRole('group', {name: 'Products'})
    .getByRole('option', {name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)});

test('empty search shows trending chips and best sellers; a chip runs its search', async ({page}) => {
  const dialog = await openSearch(page);
  for (const chip of ['trimmer for men', 'razors for men', 'perfume for men', 'personalisation']) {
    await expect(dialog.getByRole('button', {name: chip})).toBeVisible();
  }
  await expect(dialog.getByRole('button', {name: 'gifting'})).toBeVisible({visible: isDesktop(page)});

  const bestSellers = await collectionProducts('groom', 'best-seller');
  const shown = isDesktop(page) ? 3 : 4;
  const cards = dialog.getByRole('listitem').filter({has: page.getByRole('article')});
  await expect(cards.filter({visible: true})).toHaveCount(shown);
  for (const product of bestSellers.slice(0, shown)) {
    await expect(dialog.getByRole('link', {name: product.title, exact: true})).toBeVisible();
  }

  await dialog.getByRole('button', {name: 'razors for men'}).click();
  await expect(dialog.getByRole('combobox')).toHaveValue('razors for men');
  const {totalCount, titles} = await searchProducts('groom', 'razors for men', 3);
  await expect(dialog.getByRole('link', {name: `VIEW ALL RESULTS (${totalCount})`})).toBeVisible();
  for (const title of titles) await expect(productSuggestion(dialog, title)).toBeVisible();
});

test('typing shows up to 3 cards and VIEW ALL RESULTS leads to the paginated results page', async ({page}) => {
  const dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill('razor');
  const firstPage = await searchProducts('groom', 'razor', 12);
  expect(firstPage.totalCount).toBeGreaterThan(6);

  const viewAll = dialog.getByRole('link', {name: `VIEW ALL RESULTS (${firstPage.totalCount})`});
  await expect(viewAll).toBeVisible();
  await expect(dialog.getByRole('group', {name: 'Products'}).getByRole('option')).toHaveCount(3);
  await viewAll.click();

  await expect(page).toHaveURL(/\/search\?q=razor$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`${firstPage.totalCount} results for “razor”`);
  const results = page.getByRole('main').getByRole('article');
  await expect(results).toHaveCount(6);
  for (const title of firstPage.titles.slice(0, 6)) {
    await expect(page.getByRole('link', {name: title, exact: true})).toBeVisible();
  }

  await page.getByRole('link', {name: 'Show more results'}).click();
  await expect(page).toHaveURL(/[?&]q=razor(&|$)/);
  await expect(page).toHaveURL(/cursor=/);
  await expect(results).toHaveCount(Math.min(12, firstPage.totalCount));
  for (const title of firstPage.titles.slice(6, 12)) {
    await expect(page.getByRole('link', {name: title, exact: true})).toBeVisible();
  }
});

test('a search that finds nothing says so', async ({page}) => {
  const dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill('zxqv');
  await expect(dialog.getByText('No products found for “zxqv”')).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(0);
});

test('a failing search says "Failed to search products" in red', async ({page, expectConsoleErrors}) => {
  expectConsoleErrors(/status of 502 \(Bad Gateway\) \(at \S+\/api\/search\?/);
  const query = `broken search ${test.info().project.name}`;
  await injectFault('SearchPreview', {query});
  const dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill(query);
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText('Failed to search products');
  await expect(alert).toHaveCSS('color', 'rgb(220, 38, 38)');
  await expect(dialog.getByRole('option')).toHaveCount(0);
});

test('search works from the keyboard alone, and focus stays in the dialog', async ({page}) => {
  test.slow(); // some ninety key presses, each checked
  await page.goto(brandUrl('groom'));
  const trigger = page.getByRole('banner').getByRole('link', {name: 'Search'});
  for (
    let presses = 0;
    presses < 40 && !(await trigger.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', {name: 'Search'});
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  const combobox = dialog.getByRole('combobox');
  await combobox.focus();
  await page.keyboard.type('foam');
  const {titles} = await searchProducts('groom', 'foam', 1);
  const firstResult = productSuggestion(dialog, titles[0]);
  await expect(firstResult).toBeVisible();
  const firstResultId = await firstResult.getAttribute('id');
  for (
    let presses = 0;
    presses < 12 && (await combobox.getAttribute('aria-activedescendant')) !== firstResultId;
    presses++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(combobox).toHaveAttribute('aria-activedescendant', firstResultId!);
  await expect(firstResult).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {level: 1, name: titles[0]})).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the backdrop closes the overlay', async ({page}) => {
  const dialog = await openSearch(page);
  await page.mouse.click(5, (page.viewportSize()?.height ?? 800) - 5);
  await expect(dialog).toBeHidden();
});

test.describe('the results page', () => {
  test('works without JavaScript, keeping the query across pages', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const {totalCount, titles} = await searchProducts('groom', 'razor', 12);

    await page.goto(brandUrl('groom', '/search'));
    await page.getByRole('searchbox', {name: 'Search products'}).fill('razor');
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search\?q=razor$/);
    await expect(page.getByText(`${totalCount} results for “razor”`)).toBeVisible();

    await page.getByRole('link', {name: 'Show more results'}).click();
    await expect(page).toHaveURL(/q=razor/);
    await expect(page.getByRole('link', {name: titles[6], exact: true})).toBeVisible();
    await expect(page.getByRole('link', {name: titles[0], exact: true})).toBeHidden();
    await context.close();
  });

  test('the first row of results, on the first screen, fetches its pictures with the page, the first ahead of all', async ({
    page,
  }) => {
    await page.goto(brandUrl('groom', '/search?q=razor'));
    await expectFirstPicturesFirst(page, 3);
  });

  test('has a useful empty state', async ({page}) => {
    await page.goto(brandUrl('groom', '/search?q=zxqv'));
    await expect(page.getByRole('heading', {name: 'No products found for “zxqv”'})).toBeVisible();
    await page.getByRole('link', {name: 'trimmer for men'}).click();
    await expect(page).toHaveURL(/\/search\?q=trimmer%20for%20men$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('searches odd input safely and says when a query was shortened', async ({page}) => {
    for (const query of [
      '"razor"',
      'razor 🪒',
      'निकोटीन',
      '{ shop { name } } query($x: ID!) { node(id: $x) }',
      `'; DROP TABLE products; --`,
    ]) {
      const response = await page.goto(brandUrl('groom', `/search?q=${encodeURIComponent(query)}`));
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole('heading', {level: 1, name: 'Search'})).toBeVisible();
    }
    const response = await page.goto(brandUrl('groom', `/search?q=${'razor '.repeat(60)}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Your search was shortened to its first 100 characters.')).toBeVisible();
  });

  test('a stale or hand-edited cursor shows the first page', async ({page}) => {
    const {titles} = await searchProducts('groom', 'razor', 1);
    const response = await page.goto(brandUrl('groom', '/search?q=razor&cursor=not-a-cursor&direction=next'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', {name: titles[0], exact: true})).toBeVisible();
  });

  test("gum: the header's search icon opens the overlay in Hindi, and Enter shows the results page", async ({page}) => {
    const {titles} = await searchProducts('gum', 'mint', 6, 'HI');
    await page.goto(brandUrl('gum', '/hi'));
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', {name: 'खोजें'}).click();
    const dialog = page.getByRole('dialog', {name: 'खोजें'});
    const box = dialog.getByRole('combobox', {name: 'उत्पाद खोजें'});
    await expect(box).toBeFocused();
    await page.keyboard.type('mint');
    await expect(dialog.getByRole('group', {name: 'उत्पाद'}).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(brandUrl('gum', '/hi/search?q=mint'));
    await expect(page.getByRole('link', {name: titles[0], exact: true})).toBeVisible();
  });

  test("gum: without JavaScript the header's search icon leads to the search page", async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(brandUrl('gum', '/hi'));
    await page.getByRole('banner').getByRole('link', {name: 'खोजें'}).click();
    await expect(page).toHaveURL(brandUrl('gum', '/hi/search'));
    await expect(page.getByRole('searchbox', {name: 'उत्पाद खोजें'})).toBeVisible();
    await context.close();
  });

  test('works for the gum store in Hindi', async ({page}) => {
    const {totalCount, titles} = await searchProducts('gum', 'mint', 6, 'HI');
    await page.goto(brandUrl('gum', '/hi/search?q=mint'));
    await expect(page.getByRole('status')).toContainText(`${totalCount}`);
    await expect(page.getByRole('link', {name: titles[0], exact: true})).toBeVisible();
  });
});
