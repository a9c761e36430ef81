/**
 * Logging in on the Customer Account API (the `customer-account-api` project): the header's
 * account icon starts Shopify's hosted login, played by the stand-in, which comes back through
 * /account/authorize to where the shopper started.
 */
import {seeds} from '../../emulator/seed';
import {expectAskedToLogIn, logInAs} from './support/account-login';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brandUrl} from './support/stand-in';

const groomCustomer = seeds.groom.customers[0];
const gumCustomer = seeds.gum.customers[0];

test('the account icon starts the hosted login and comes back to the page it started on', async ({
  page,
  accountMode,
  previewPort,
}) => {
  await page.goto(brandUrl('groom', '/', previewPort));
  await page.getByRole('main').locator('a[href^="/products/"]').first().click();
  await expect(page).toHaveURL(/\/products\/[\w-]+$/);
  const productPage = page.url();

  const login = page.getByRole('banner').getByRole('link', {name: 'Log in'});
  // No phone-login dialog: nothing it hands over could log a customer in here.
  await expect(login).not.toHaveAttribute('aria-haspopup');
  await login.click();
  await expectAskedToLogIn(page, accountMode, groomCustomer, 'en');
  await logInAs(page, accountMode, groomCustomer, 'en');

  await expect(page).toHaveURL(productPage);
  await waitForHydration(page);
  const account = page.getByRole('banner').getByRole('button', {name: 'Account'});
  await expect(account).toBeVisible();
  await account.click();
  await page.getByRole('menu', {name: 'Account'}).getByRole('menuitem', {name: 'Order History'}).click();
  await expect(page.getByText(`Logged in as ${groomCustomer.email}`)).toBeVisible();

  // The tokens stay on the server: not in page scripts' cookies, storage or markup.
  const visible = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}),
    html: document.documentElement.outerHTML,
  }));
  expect(visible.cookies).not.toMatch(/session_/);
  expect(`${visible.storage}${visible.html}`).not.toMatch(/shcat_|id_token|refresh_token|accessToken/);
});

test('gum in Hindi: the hosted login speaks Hindi and comes back to the Hindi page', async ({
  page,
  accountMode,
  previewPort,
}) => {
  await page.goto(brandUrl('gum', '/hi', previewPort));
  await page.getByRole('banner').getByRole('link', {name: 'लॉग इन करें'}).click();
  await expectAskedToLogIn(page, accountMode, gumCustomer, 'hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await logInAs(page, accountMode, gumCustomer, 'hi');
  await expect(page).toHaveURL(brandUrl('gum', '/hi', previewPort));
  await expect(page.getByRole('banner').getByRole('button', {name: 'खाता'})).toBeVisible();
});

test('a callback this session did not start, or one already used, is a 400 page with a way to log in again', async ({
  page,
  accountMode,
  previewPort,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/status of 400 \(Bad Request\)/);
  const callbacks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/account/authorize?')) callbacks.push(request.url());
  });

  await page.goto(brandUrl('gum', '/hi/account/authorize?code=forged&state=forged', previewPort));
  await expect(page.getByRole('heading', {level: 1, name: 'लॉग इन पूरा नहीं हुआ'})).toBeVisible();
  await page.getByRole('link', {name: 'फिर से लॉग इन करें'}).click();
  await expectAskedToLogIn(page, accountMode, gumCustomer, 'hi');
  await logInAs(page, accountMode, gumCustomer, 'hi');
  await expect(page.getByRole('heading', {level: 1, name: 'ऑर्डर इतिहास'})).toBeVisible();
  await waitForHydration(page);

  await page.getByRole('banner').getByRole('button', {name: 'खाता'}).click();
  await page.getByRole('menu', {name: 'खाता'}).getByRole('menuitem', {name: 'लॉग आउट'}).click();
  await expect(page.getByRole('banner').getByRole('link', {name: 'लॉग इन करें'})).toBeVisible();

  // The code that logged the shopper in cannot do it twice.
  const used = callbacks.find((callback) => !callback.includes('code=forged'));
  expect(used).toBeDefined();
  const replay = await page.goto(used!);
  expect(replay?.status()).toBe(400);
  await expect(page.getByRole('heading', {level: 1, name: 'लॉग इन पूरा नहीं हुआ'})).toBeVisible();
});
