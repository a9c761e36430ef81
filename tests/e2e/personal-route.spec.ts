import {type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brandUrl} from './support/stand-in';
import {seeds} from '../../emulator/seed';

const inStock = seeds.groom.products.find((product) =>
  product.variants.some((variant) => variant.quantityAvailable > 0),
)!;

/** The paths of the requests the page makes to the personal route and the newsletter's token. */
function personalRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (/\/api\/(personal|newsletter\/token)$/.test(pathname)) paths.push(pathname);
  });
  return paths;
}

test.describe('the personal route, only when there is something personal', () => {
  test.skip(({isMobile}) => isMobile, 'what a page asks does not depend on the screen: desktop only');

  test('a shopper with nothing personal asks nothing; the newsletter token comes when they start to use the form; an add to cart shows the cart from its own answer; a cart makes the next page ask at once', async ({
    page,
  }) => {
    const asked = personalRequests(page);
    await page.goto(brandUrl('groom', '/search?q=razor'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    // What the personal route would have said is there all the same: the shopper's choice keeps the banner away.
    await expect(page.getByRole('region', {name: 'Cookie choices'})).toBeHidden();

    await page.locator('form#newsletter').getByRole('textbox', {name: 'Email address'}).focus();
    await expect.poll(() => asked).toEqual(['/api/newsletter/token']);

    await page.goto(brandUrl('groom', `/products/${inStock.handle}`));
    await waitForHydration(page);
    expect(asked).toEqual(['/api/newsletter/token']);
    await page.getByRole('button', {name: 'Add to cart'}).click();
    const drawer = page.getByRole('dialog', {name: /^Your Cart/});
    await expect(drawer).toBeVisible({timeout: 20_000});
    await expect(drawer.getByRole('heading', {name: 'Your Cart (1 item)'})).toBeVisible();
    await expect(drawer.getByRole('button', {name: `Increase quantity of ${inStock.title}`})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Cart, 1 item'})).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(['/api/newsletter/token']);

    asked.length = 0;
    await page.goto(brandUrl('groom', '/search?q=razor'));
    await expect(page.getByRole('link', {name: 'Cart, 1 item'})).toBeAttached();
    expect(asked).toEqual(['/api/personal']);
  });
});

test.describe('before the shopper has answered the consent banner', () => {
  test.use({consentAtStart: 'undecided'});
  test.skip(({isMobile}) => isMobile, 'what a page asks does not depend on the screen: desktop only');

  test('the banner shows by the same rule as the server, with nothing asked of the personal route', async ({page}) => {
    const asked = personalRequests(page);
    await page.goto(brandUrl('gum', '/hi'));
    await waitForHydration(page);
    const banner = page.getByRole('region', {name: 'कुकी विकल्प'});
    await expect(banner).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await banner.getByRole('button', {name: 'सभी अस्वीकार करें'}).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(banner).toBeHidden();
    expect(asked).toEqual([]);
  });
});
