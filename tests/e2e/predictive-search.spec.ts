/**
 * Predictive search in the overlay (issue 46): suggestions as the shopper types, one listbox for the
 * keyboard (WAI-ARIA combobox), a pointer's click, and Hindi on gum's /hi. Each test ends with the
 * overlay open on its suggestions, so the fixtures' axe check analyses it.
 */
import {type Page} from '@playwright/test';
import {seeds} from '../../emulator/seed';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brandUrl} from './support/stand-in';

async function openSearch(page: Page, brand: 'groom' | 'gum', path = '/', names = {search: 'Search'}) {
  await page.goto(brandUrl(brand, path));
  // A navigation before the streamed footer hydrates makes React redo it (error #421 in the console).
  await waitForHydration(page, 'footer nav');
  await page.getByRole('banner').getByRole('link', {name: names.search}).click();
  const dialog = page.getByRole('dialog', {name: names.search});
  await expect(dialog).toBeVisible();
  return dialog;
}

test('typing "raz" on groom suggests a completed search and product cards, and counts them for screen readers', async ({
  page,
}) => {
  const dialog = await openSearch(page, 'groom');
  const combobox = dialog.getByRole('combobox', {name: 'Search products'});
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await combobox.fill('raz');

  const queries = dialog.getByRole('group', {name: 'Suggested searches'}).getByRole('option');
  await expect(queries.first()).toBeVisible();
  await expect(queries.first()).toContainText('raz');
  await expect(queries.first().locator('mark').first()).toBeVisible();
  const products = dialog.getByRole('group', {name: 'Products'}).getByRole('option');
  await expect(products).toHaveCount(3);
  for (const product of await products.all()) await expect(product).toContainText(/raz/i);
  await expect(dialog.getByRole('group', {name: 'Collections'}).getByRole('option', {name: 'Razors'})).toBeVisible();
  await expect(dialog.getByRole('link', {name: /^VIEW ALL RESULTS \(\d+\)$/})).toBeVisible();

  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const listbox = dialog.getByRole('listbox', {name: 'Suggestions'});
  await expect(combobox).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  const count = await dialog.getByRole('option').count();
  await expect(dialog.getByRole('status')).toHaveText(`${count} suggestions`);
});

test('the arrow keys walk every suggestion as one list, and Enter opens the collection reached', async ({page}) => {
  const dialog = await openSearch(page, 'groom');
  const combobox = dialog.getByRole('combobox');
  await combobox.focus();
  await page.keyboard.type('raz');
  const collection = dialog.getByRole('option', {name: 'Razors', exact: true});
  await expect(collection).toBeVisible();
  const collectionId = await collection.getAttribute('id');
  const options = await dialog.getByRole('option').all();
  const ids = await Promise.all(options.map((option) => option.getAttribute('id')));

  // Down from the field goes through the options in order; Up from the first wraps to the last.
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', ids[0]!);
  await page.keyboard.press('ArrowUp');
  await expect(combobox).toHaveAttribute('aria-activedescendant', ids.at(-1)!);
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', ids[0]!);
  for (let presses = 0; presses < ids.indexOf(collectionId); presses++) await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', collectionId!);
  await expect(collection).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(brandUrl('groom', '/collections/razors-1'));
  await expect(page.getByRole('heading', {level: 1, name: 'Razors'})).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('Enter on a suggested search shows its results; Escape closes the overlay', async ({page}) => {
  const dialog = await openSearch(page, 'groom');
  const combobox = dialog.getByRole('combobox');
  await combobox.fill('raz');
  const suggestion = dialog.getByRole('group', {name: 'Suggested searches'}).getByRole('option').first();
  await expect(suggestion).toBeVisible();
  const text = (await suggestion.textContent())!;
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
  await expect(page).toHaveURL(brandUrl('groom', `/search?q=${encodeURIComponent(text)}`));
  await expect(page.getByRole('status')).toContainText(`“${text}”`);

  const again = await openSearch(page, 'groom', '/collections/all');
  await again.getByRole('combobox').fill('raz');
  await expect(again.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
});

test('a click on a product suggestion opens the product', async ({page}) => {
  const dialog = await openSearch(page, 'groom');
  await dialog.getByRole('combobox').fill('raz');
  const product = dialog.getByRole('group', {name: 'Products'}).getByRole('option').first();
  await expect(product).toBeVisible();
  const title = await product.locator('span.font-medium').textContent();
  await product.click();
  await expect(page.getByRole('heading', {level: 1, name: title!})).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('on gum in Hindi, a Hindi query suggests Hindi products and searches', async ({page}) => {
  const dialog = await openSearch(page, 'gum', '/hi', {search: 'खोजें'});
  await dialog.getByRole('combobox', {name: 'उत्पाद खोजें'}).fill('गम');
  const products = dialog.getByRole('group', {name: 'उत्पाद'}).getByRole('option');
  await expect(products.first()).toBeVisible();
  const hindiTitles = seeds.gum.products.flatMap((product) => (product.hi?.title ? [product.hi.title] : []));
  for (const product of await products.all()) {
    const title = await product.locator('span.font-medium').textContent();
    expect(hindiTitles).toContain(title);
  }
  await expect(dialog.getByRole('group', {name: 'सुझाई गई खोजें'}).getByRole('option').first()).toContainText('गम');
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ सुझाव$/);
  await expect(dialog.getByRole('link', {name: /^सभी नतीजे देखें \(\d+\)$/})).toBeVisible();
});
