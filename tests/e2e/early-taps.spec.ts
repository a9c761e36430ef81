import {expect, test} from './support/fixtures';
import {holdResponses} from './support/held-responses';
import {brandUrl} from './support/stand-in';
import {seeds} from '../../emulator/seed';

const razor = seeds.groom.products.find((product) => product.handle === 'kestrel-6-blade-razor')!;
const razorPage = brandUrl('groom', `/products/${razor.handle}`);
const appScripts = /\/assets\/[^?]+\.js$/;

test.describe('what a shopper does before the page has come alive', () => {
  test.skip(({isMobile}) => isMobile, 'the same at every width: desktop project');

  test('Add to cart tapped before the scripts have come posts the form: the item is in the cart, once', async ({
    page,
  }) => {
    const release = await holdResponses(page, appScripts);
    await page.goto(razorPage, {waitUntil: 'domcontentloaded'});
    await page.getByRole('button', {name: 'Add to cart'}).click();
    // Nothing holds the tap: the browser sends the form as it is, and the cart page shows the line.
    await expect(page).toHaveURL(brandUrl('groom', '/cart'));
    release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Your Cart (1 item)');
    await expect(page.getByRole('main').getByRole('listitem').filter({hasText: razor.title})).toHaveCount(1);
  });

  test('when the scripts never come, Add to cart still works as a plain form', async ({page, expectConsoleErrors}) => {
    expectConsoleErrors(/Failed to load resource: net::ERR_FAILED \(at .*\/assets\//);
    await page.route(appScripts, (route) => route.abort());
    await page.goto(razorPage);
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect(page).toHaveURL(brandUrl('groom', '/cart'));
    await expect(page.getByRole('main').getByRole('link', {name: razor.title})).toBeVisible();
  });
});
