/**
 * Recently viewed (issue 46): kept in the browser only, shown at the end of product pages and in the
 * empty search overlay, emptied by Clear; product pages stay one HTML for everyone.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {rawRequest} from './support/raw-http';
import {brandUrl, collectionProducts} from './support/stand-in';

/** The page has kept its product in the browser's list (a shopper stays longer than the moment after hydration). */
async function kept(page: Page, handle: string) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recently-viewed') ?? ''), {timeout: 15_000})
    .toContain(`"${handle}"`);
}

test('after two product visits the row shows the first; Clear empties it, and nothing moved meanwhile', async ({
  page,
}) => {
  const [first, second] = await collectionProducts('groom', 'best-seller', 2);
  await page.goto(brandUrl('groom', `/products/${first.handle}`));
  await waitForHydration(page);
  const row = page.getByRole('region', {name: 'Recently viewed'});
  // Nothing viewed before this product: no row.
  await expect(page.getByRole('heading', {level: 1, name: first.title})).toBeVisible();
  await expect(row).toHaveCount(0);
  await kept(page, first.handle);

  await page.goto(brandUrl('groom', `/products/${second.handle}`));
  await waitForHydration(page);
  await expect(row.getByRole('link', {name: new RegExp(`^${first.title}`)})).toBeVisible();
  await expect(row.getByRole('link')).toHaveCount(1);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number; hadRecentInput: boolean}>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThan(0.01);

  // The page itself is shared at the edge: its HTML holds no one's history.
  const shared = await rawRequest({path: `/products/${second.handle}`, headers: {Accept: 'text/html'}});
  expect(shared.status).toBe(200);
  expect(shared.body).not.toContain('>Recently viewed</h2>');

  await row.getByRole('button', {name: 'Clear'}).click();
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(row.getByRole('status')).toHaveText('Your recently viewed products are cleared.');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: second.title})).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the empty search overlay lists the products viewed, newest first, in the page’s language', async ({page}) => {
  const [first, second] = await collectionProducts('gum', 'nicotine-gums', 2, 'HI');
  await page.goto(brandUrl('gum', `/hi/products/${first.handle}`));
  await waitForHydration(page);
  await kept(page, first.handle);
  await page.goto(brandUrl('gum', `/hi/products/${second.handle}`));
  await waitForHydration(page);
  await kept(page, second.handle);
  await page.getByRole('banner').getByRole('link', {name: 'खोजें'}).click();
  const dialog = page.getByRole('dialog', {name: 'खोजें'});
  const row = dialog.getByRole('region', {name: 'हाल ही में देखे गए'});
  const links = row.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toContainText(second.title);
  await expect(links.nth(1)).toContainText(first.title);
  await expect(row.getByRole('button', {name: 'साफ़ करें'})).toBeVisible();
});

test('what storage holds is read as untrusted: a tampered list shows nothing it cannot check', async ({page}) => {
  const [product] = await collectionProducts('groom', 'best-seller', 1);
  await page.goto(brandUrl('groom', '/'));
  await page.evaluate(() =>
    localStorage.setItem(
      'recently-viewed',
      JSON.stringify([
        {
          handle: 'x"><img src=x onerror=alert(1)>',
          titles: {en: '<b>bold</b>'},
          image: null,
          price: {amount: '1', currencyCode: 'INR'},
        },
        {
          handle: 'fine',
          titles: {en: '<b>shown as text</b>'},
          image: {url: 'javascript:alert(1)', width: 1, height: 1},
          price: {amount: '1', currencyCode: 'INR'},
        },
      ]),
    ),
  );
  await page.goto(brandUrl('groom', `/products/${product.handle}`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: product.title})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Recently viewed'})).toHaveCount(0);
  // The visit itself is remembered over what could not be read.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('recently-viewed') ?? '[]') as Array<{handle: string}>).map(
          (entry) => entry.handle,
        ),
      ),
    )
    .toEqual([product.handle]);
});
