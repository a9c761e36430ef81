/**
 * Logging in on the Customer Account API (the `customer-account-api` project): the header's
 * account icon starts Shopify's hosted login, played by the stand-in, which comes back through
 * /account/authorize to where the shopper started. A customer's subscriptions, which only this API
 * offers, are managed here too.
 */
import {devices} from '@playwright/test';
import {seeds} from '../../emulator/seed';
import type {SeedSubscriptionContract} from '../../emulator/seed/types';
import {dateLabel} from '../../app/lib/i18n/date-label';
import {expectAskedToLogIn, logInAs, type Lang} from './support/account-login';
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

/** Each case its own customer and subscription: skipping and cancelling change the stand-in's state. */
const SUBSCRIPTION_CASES = [
  {width: 'desktop', lang: 'hi', email: 'sanjay.yadav@example.com', ordersMarked: true},
  {width: 'desktop', lang: 'en', email: 'meera.pillai@example.com', ordersMarked: false},
  {width: 'mobile', lang: 'en', email: 'farhan.qureshi@example.com', ordersMarked: true},
  {width: 'mobile', lang: 'hi', email: 'lakshmi.rao@example.com', ordersMarked: false},
] as const;

const SUBSCRIPTION_COPY = {
  en: {
    orderHistory: 'Order History',
    badge: 'Subscription',
    quantity: 'Quantity',
    link: 'Your subscriptions',
    nextDelivery: 'Next delivery',
    skip: 'Skip next delivery',
    skipped: 'Your next delivery is skipped.',
    cancel: 'Cancel subscription',
    confirm: 'Cancel this subscription?',
    yes: 'Yes, cancel subscription',
    cancelled: 'Your subscription is cancelled.',
    status: 'Cancelled',
  },
  hi: {
    orderHistory: 'ऑर्डर इतिहास',
    badge: 'सदस्यता',
    quantity: 'मात्रा',
    link: 'आपकी सदस्यताएँ',
    nextDelivery: 'अगली डिलीवरी',
    skip: 'अगली डिलीवरी छोड़ें',
    skipped: 'आपकी अगली डिलीवरी छोड़ दी गई है।',
    cancel: 'सदस्यता रद्द करें',
    confirm: 'यह सदस्यता रद्द करें?',
    yes: 'हाँ, सदस्यता रद्द करें',
    cancelled: 'आपकी सदस्यता रद्द हो गई है।',
    status: 'रद्द',
  },
} as const;

/** The billing date `months` after the seeded next one, as the page writes it. */
const deliveryDate = (contract: SeedSubscriptionContract, months: number, lang: Lang) => {
  const date = new Date(contract.nextBillingDate);
  date.setUTCMonth(date.getUTCMonth() + months);
  return dateLabel(date.toISOString(), lang);
};

for (const {width, lang, email, ordersMarked} of SUBSCRIPTION_CASES) {
  test.describe(`subscriptions (${width}, ${lang})`, () => {
    if (width === 'mobile') {
      const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = devices['Pixel 7'];
      test.use({viewport, userAgent, deviceScaleFactor, isMobile, hasTouch});
    }

    test('a customer sees their subscription, skips the next delivery and cancels it', async ({
      page,
      accountMode,
      previewPort,
    }) => {
      test.slow(); // a login through another site and three changes
      const copy = SUBSCRIPTION_COPY[lang];
      const customer = seeds.gum.customers.find((candidate) => candidate.email === email)!;
      const contract = customer.subscriptionContracts![0];
      const prefix = lang === 'hi' ? '/hi' : '';

      await page.goto(brandUrl('gum', `${prefix}/account`, previewPort));
      await expectAskedToLogIn(page, accountMode, customer, lang);
      await logInAs(page, accountMode, customer, lang);
      await expect(page.getByRole('heading', {level: 1, name: copy.orderHistory})).toBeVisible();
      const newest = page.getByRole('article').first();
      if (ordersMarked) {
        // The newest order is a delivery of the subscription: marked, with the plan's name on its line.
        await expect(newest.getByText(copy.badge, {exact: true})).toBeVisible();
        await expect(newest.getByText(/Delivered every month/)).toBeVisible();
      } else {
        await expect(newest.getByText(copy.badge, {exact: true})).toHaveCount(0);
      }

      await page.getByRole('link', {name: copy.link}).click();
      await expect(page).toHaveURL(brandUrl('gum', `${prefix}/account/subscriptions`, previewPort));
      await expect(page.getByRole('heading', {level: 1, name: copy.link})).toBeVisible();
      const subscription = page.getByRole('article');
      await expect(subscription).toHaveCount(1);
      await expect(subscription.getByRole('heading', {level: 2})).toHaveText(/^Nicotine Gum/);
      await expect(subscription.getByText(`${copy.quantity}: ${contract.quantity}`)).toBeVisible();
      const every = contract.intervalCount;
      const nextDelivery = subscription.getByRole('definition').filter({hasText: /\d{4}/});
      await expect(nextDelivery).toHaveText(deliveryDate(contract, 0, lang));

      await subscription.getByRole('button', {name: copy.skip}).click();
      await expect(page.getByRole('status').filter({hasText: copy.skipped})).toBeVisible();
      await expect(nextDelivery).toHaveText(deliveryDate(contract, every, lang));

      await subscription.getByRole('link', {name: copy.cancel}).click();
      const confirm = subscription.getByRole('group', {name: copy.confirm});
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', {name: copy.yes}).click();
      await expect(page.getByRole('status').filter({hasText: copy.cancelled})).toBeVisible();
      await expect(subscription.getByText(copy.status, {exact: true})).toBeVisible();
      await expect(subscription.getByRole('button', {name: copy.skip})).toHaveCount(0);
      await expect(subscription.getByRole('link', {name: copy.cancel})).toHaveCount(0);
      await expect(subscription.getByText(copy.nextDelivery)).toHaveCount(0);
    });
  });
}
