import type {Page} from '@playwright/test';
import {seeds} from '../../emulator/seed';
import {expectAskedToLogIn, logInAs} from './support/account-login';
import {expect, test} from './support/fixtures';
import {brandUrl, EMULATOR_URL} from './support/stand-in';

type Brand = 'groom' | 'gum';
/** The seeded code the stand-in's login provider accepts for every seeded number (README). */
const ONE_TIME_CODE = '123456';

const phoneCustomer = (brand: Brand, kind: 'password' | 'multipass' | 'activation') => {
  const customer = seeds[brand].customers.find((candidate) => candidate.phoneLogin === kind);
  if (!customer?.phone) throw new Error(`no ${kind} phone customer seeded for ${brand}`);
  return customer;
};

/** Logs in from the header's account icon through the provider's dialog, with one wrong code first. */
async function logInByPhone(page: Page, phone: string, method: string) {
  await page.getByRole('banner').getByRole('link', {name: 'Log in'}).click();
  const dialog = page.getByRole('dialog', {name: 'Log in with your phone'});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: method}).click();
  await dialog.getByRole('textbox', {name: 'Phone number'}).fill(phone.slice(-10));
  await dialog.getByRole('button', {name: 'Send code'}).click();
  const code = dialog.getByRole('textbox', {name: 'One-time code'});
  await code.fill('000000');
  await dialog.getByRole('button', {name: 'Verify'}).click();
  await expect(dialog.getByRole('alert')).toHaveText('That code is not right. Try again.');
  await code.fill(ONE_TIME_CODE);
  await dialog.getByRole('button', {name: 'Verify'}).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({hasText: 'You are logged in.'})).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', {name: 'Account'})).toBeVisible();
}

for (const [brand, kind, method] of [
  ['groom', 'password', 'Log in with a messaging app'],
  ['gum', 'multipass', 'Log in with a caller-ID app'],
] as const) {
  test(`${brand}: phone login, order history, an order, logout, and logging in again`, async ({page}) => {
    test.slow(); // two logins through the provider's dialog and five pages
    const customer = phoneCustomer(brand, kind);
    await page.goto(brandUrl(brand));
    await logInByPhone(page, customer.phone!, method);

    await page.getByRole('banner').getByRole('button', {name: 'Account'}).click();
    const menu = page.getByRole('menu', {name: 'Account'});
    await menu.getByRole('menuitem', {name: 'Order History'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Order History'})).toBeVisible();
    const newest = [...customer.orders].sort((a, b) => b.processedAt.localeCompare(a.processedAt))[0];
    const orders = page.getByRole('article');
    await expect(orders.first().getByRole('heading', {name: `Order #${newest.orderNumber}`})).toBeVisible();
    await expect(orders).toHaveCount(Math.min(10, customer.orders.length));
    if (customer.orders.length > 10) {
      await page.getByRole('link', {name: 'Older orders'}).click();
      await expect(orders).toHaveCount(customer.orders.length - 10);
      await page.getByRole('link', {name: 'Newer orders'}).click();
      await expect(orders).toHaveCount(10);
    }

    await orders
      .first()
      .getByRole('link', {name: `Order #${newest.orderNumber}`})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: `Order #${newest.orderNumber}`})).toBeVisible();
    await expect(page.getByText('₹').first()).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({has: page.getByRole('img')})
        .first(),
    ).toBeVisible();

    await page.getByRole('banner').getByRole('button', {name: 'Account'}).click();
    await page.getByRole('menu', {name: 'Account'}).getByRole('menuitem', {name: 'Logout'}).click();
    await expect(page.getByRole('banner').getByRole('link', {name: 'Log in'})).toBeVisible();
    await expect(page).toHaveURL(brandUrl(brand));

    // The provider was told: the same phone goes through its dialog again.
    await logInByPhone(page, customer.phone!, method);
  });
}

test('the account menu works from the keyboard and closes on Escape and outside clicks', async ({page}) => {
  const customer = phoneCustomer('groom', 'password');
  await page.goto(brandUrl('groom', '/account/login'));
  await page.getByRole('textbox', {name: 'Email', exact: true}).fill(customer.email);
  await page.getByLabel('Password').fill(customer.password!);
  await page.getByRole('button', {name: 'Log in', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Order History'})).toBeVisible();

  const trigger = page.getByRole('banner').getByRole('button', {name: 'Account'});
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', {name: 'Account'});
  await expect(menu.getByRole('menuitem', {name: 'Order History'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', {name: 'Logout'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', {level: 1}).click();
  await expect(menu).toBeHidden();
});

test('gum in Hindi: email and password login, a wrong password first', async ({page, expectConsoleErrors}) => {
  // The refused login answers 401, which the browser reports.
  expectConsoleErrors(/status of 401 \(Unauthorized\) \(at \S+\/hi\/account\/login\.data/);
  const customer = phoneCustomer('gum', 'password');
  await page.goto(brandUrl('gum', '/hi/account/login'));
  await expect(page.getByRole('heading', {level: 1, name: 'लॉग इन करें'})).toBeVisible();
  await page.getByRole('textbox', {name: 'ईमेल', exact: true}).fill(customer.email);
  await page.getByLabel('पासवर्ड').fill('not-the-password');
  await page.getByRole('button', {name: 'लॉग इन करें', exact: true}).click();
  await expect(page.getByRole('alert')).toHaveText('यह ईमेल और पासवर्ड किसी अकाउंट से मेल नहीं खाते। कृपया फिर से कोशिश करें।');
  await expect(page.getByRole('textbox', {name: 'ईमेल', exact: true})).toHaveValue(customer.email);

  await page.getByLabel('पासवर्ड').fill(customer.password!);
  await page.getByRole('button', {name: 'लॉग इन करें', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'ऑर्डर इतिहास'})).toBeVisible();
  await expect(page).toHaveURL(brandUrl('gum', '/hi/account'));
  await expect(page.getByRole('banner').getByRole('button', {name: 'खाता'})).toBeVisible();
});

test('/account logged out goes to login, and back after logging in', async ({page}) => {
  const customer = seeds.groom.customers[0];
  await page.goto(brandUrl('groom', '/account'));
  await expect(page).toHaveURL(brandUrl('groom', '/account/login?redirect=%2Faccount'));
  await page.getByRole('textbox', {name: 'Email', exact: true}).fill(customer.email);
  await page.getByLabel('Password').fill(customer.password!);
  await page.getByRole('button', {name: 'Log in', exact: true}).click();
  await expect(page).toHaveURL(brandUrl('groom', '/account'));
  await expect(page.getByRole('heading', {level: 1, name: 'Order History'})).toBeVisible();
});

test('no response and no page script sees a password or an access token', async ({page}) => {
  const customer = phoneCustomer('gum', 'password');
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(brandUrl('gum'))) bodies.push(`${response.url()}`);
  });
  const seen: Promise<string>[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(brandUrl('gum')) || response.status() >= 300) return;
    seen.push(response.text().catch(() => ''));
  });
  await page.goto(brandUrl('gum'));
  await logInByPhone(page, customer.phone!, 'Log in with your shop account');
  await page.goto(brandUrl('gum', '/account'));
  await expect(page.getByRole('heading', {level: 1, name: 'Order History'})).toBeVisible();

  const texts = await Promise.all(seen);
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) {
    expect(text).not.toContain(customer.password!);
    expect(text).not.toMatch(/accessToken|multipassToken|accountActivationUrl/);
  }
  const visible = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}),
    html: document.documentElement.outerHTML,
  }));
  expect(visible.cookies).not.toMatch(/session_/);
  expect(visible.storage).not.toContain(customer.password!);
  expect(visible.storage).not.toMatch(/accessToken/);
  expect(visible.html).not.toContain(customer.password!);
});

for (const {lang, prefix, orderHistory, manage} of [
  {lang: 'en', prefix: '', orderHistory: 'Order History', manage: 'Manage your subscriptions'},
  {lang: 'hi', prefix: '/hi', orderHistory: 'ऑर्डर इतिहास', manage: 'अपनी सदस्यताएँ संभालें'},
] as const) {
  test(`gum (${lang}): subscription deliveries are in order history, and a link leads to the shop's subscriptions portal`, async ({
    page,
  }) => {
    // Legacy accounts: the Storefront API has no subscription contracts and does not say which orders a
    // subscription placed (decision 028), so the shop's portal is where they are managed.
    const customer = seeds.gum.customers.find((candidate) => candidate.subscriptionContracts?.length)!;
    await page.goto(brandUrl('gum', `${prefix}/account`));
    await expectAskedToLogIn(page, 'legacy', customer, lang);
    await logInAs(page, 'legacy', customer, lang);
    await expect(page.getByRole('heading', {level: 1, name: orderHistory})).toBeVisible();
    const deliveries = customer.orders.filter((order) => order.lines.some((line) => line.sellingPlan));
    expect(deliveries.length).toBeGreaterThan(0);
    for (const order of deliveries) {
      await expect(page.getByRole('article', {name: new RegExp(`#${order.orderNumber}$`)})).toBeVisible();
    }

    const portal = page.getByRole('link', {name: manage});
    await expect(portal).toHaveAttribute('href', `${EMULATOR_URL}/subscriptions-portal/gum`);
    await portal.click();
    await expect(page.getByRole('heading', {level: 1, name: 'Quitbee subscriptions'})).toBeVisible();
  });
}

test('groom names no subscriptions portal: its account page has no such link', async ({page}) => {
  const customer = seeds.groom.customers[0];
  await page.goto(brandUrl('groom', '/account'));
  await logInAs(page, 'legacy', customer, 'en');
  await expect(page.getByRole('heading', {level: 1, name: 'Order History'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Manage your subscriptions'})).toHaveCount(0);
});
