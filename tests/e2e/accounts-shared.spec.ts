/**
 * What both customer-account modes share, run in each (playwright.config.ts): /account asks a
 * logged-out shopper to log in and comes back to the order history, paging through it, an order's
 * page, and logout from the header. Each mode's own way of logging in has its own spec.
 */
import {seeds} from '../../emulator/seed';
import type {SeedCustomer} from '../../emulator/seed/types';
import {expectAskedToLogIn, logInAs, type Lang} from './support/account-login';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brandUrl} from './support/stand-in';

const COPY = {
  en: {
    orderHistory: 'Order History',
    order: 'Order',
    account: 'Account',
    logout: 'Logout',
    login: 'Log in',
    older: 'Older orders',
    newer: 'Newer orders',
  },
  hi: {
    orderHistory: 'ऑर्डर इतिहास',
    order: 'ऑर्डर',
    account: 'खाता',
    logout: 'लॉग आउट',
    login: 'लॉग इन करें',
    older: 'पुराने ऑर्डर',
    newer: 'नए ऑर्डर',
  },
} as const;

const customerByEmail = (brand: 'groom' | 'gum', email: string): SeedCustomer => {
  const customer = seeds[brand].customers.find((candidate) => candidate.email === email);
  if (!customer) throw new Error(`${email} is not seeded for ${brand}`);
  return customer;
};

const cases = [
  // more orders than a page shows: the pages are walked too
  {brand: 'groom', lang: 'en', prefix: '', customer: customerByEmail('groom', 'vikram.nair@example.com')},
  {brand: 'gum', lang: 'hi', prefix: '/hi', customer: customerByEmail('gum', 'sanjay.yadav@example.com')},
] as const satisfies ReadonlyArray<{brand: 'groom' | 'gum'; lang: Lang; prefix: string; customer: SeedCustomer}>;

for (const {brand, lang, prefix, customer} of cases) {
  test(`${brand} (${lang}): /account asks for login, then the order history, an order, logout`, async ({
    page,
    accountMode,
    previewPort,
  }) => {
    test.slow(); // a login through another site and six pages
    const copy = COPY[lang];
    const url = (path: string) => brandUrl(brand, `${prefix}${path}`, previewPort);
    const banner = page.getByRole('banner');

    await page.goto(url('/account'));
    await expectAskedToLogIn(page, accountMode, customer, lang);
    await logInAs(page, accountMode, customer, lang);

    await expect(page).toHaveURL(url('/account'));
    await expect(page.getByRole('heading', {level: 1, name: copy.orderHistory})).toBeVisible();
    await waitForHydration(page);
    const newestFirst = [...customer.orders].sort((a, b) => b.processedAt.localeCompare(a.processedAt));
    const orders = page.getByRole('article');
    await expect(
      orders.first().getByRole('heading', {name: `${copy.order} #${newestFirst[0].orderNumber}`}),
    ).toBeVisible();
    await expect(orders).toHaveCount(Math.min(10, customer.orders.length));
    if (customer.orders.length > 10) {
      await page.getByRole('link', {name: copy.older}).click();
      await expect(orders).toHaveCount(customer.orders.length - 10);
      await expect(
        orders.first().getByRole('heading', {name: `${copy.order} #${newestFirst[10].orderNumber}`}),
      ).toBeVisible();
      await page.getByRole('link', {name: copy.newer}).click();
      await expect(orders).toHaveCount(10);
    }

    const newest = newestFirst[0];
    await orders
      .first()
      .getByRole('link', {name: `${copy.order} #${newest.orderNumber}`})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: `${copy.order} #${newest.orderNumber}`})).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/account/orders/\\d+$`));
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(newest.lines.length);
    await expect(page.getByRole('main').getByText('₹').first()).toBeVisible();
    // Each item links to its product's page, in the page's language.
    const productLink = items.first().getByRole('link');
    await expect(productLink).toHaveAttribute('href', new RegExp(`^${prefix}/products/[\\w-]+$`));
    await productLink.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/products/[\\w-]+$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    await banner.getByRole('button', {name: copy.account}).click();
    await page.getByRole('menu', {name: copy.account}).getByRole('menuitem', {name: copy.logout}).click();
    await expect(page).toHaveURL(brandUrl(brand, prefix || '/', previewPort));
    await expect(banner.getByRole('link', {name: copy.login})).toBeVisible();

    // Logged out here and at Shopify: the account asks for login again.
    await page.goto(url('/account'));
    await expectAskedToLogIn(page, accountMode, customer, lang);
  });
}
