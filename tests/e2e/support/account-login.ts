/** Logging in as each customer-account mode asks for it (see the `accountMode` fixture). */
import {expect, type Page} from '@playwright/test';
import type {SeedCustomer} from '../../../emulator/seed/types';
import type {AccountMode} from './fixtures';
import {EMULATOR_URL} from './stand-in';

export type Lang = 'en' | 'hi';

const FORM_LABELS = {
  en: {heading: 'Log in', email: 'Email', password: 'Password', submit: 'Log in'},
  hi: {heading: 'लॉग इन करें', email: 'ईमेल', password: 'पासवर्ड', submit: 'लॉग इन करें'},
} as const;

/** The button for a customer on the stand-in's copy of Shopify's hosted login page. */
const hostedLoginButton = (page: Page, customer: SeedCustomer, lang: Lang) => {
  const name = `${customer.firstName} ${customer.lastName}`;
  return page.getByRole('button', {name: lang === 'hi' ? `${name} के रूप में जारी रखें` : `Continue as ${name}`});
};

/** The shopper has been asked to log in: the store's login page, or Shopify's hosted one (played by the stand-in). */
export async function expectAskedToLogIn(page: Page, mode: AccountMode, customer: SeedCustomer, lang: Lang) {
  if (mode === 'legacy') {
    await expect(page).toHaveURL(/\/account\/login(\?|$)/);
    await expect(page.getByRole('heading', {level: 1, name: FORM_LABELS[lang].heading})).toBeVisible();
  } else {
    await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/authentication/\\d+/oauth/authorize\\?`));
    await expect(hostedLoginButton(page, customer, lang)).toBeVisible();
  }
}

/** Logs in on the page expectAskedToLogIn found: the form with email and password, or the hosted page's choice of customer. */
export async function logInAs(page: Page, mode: AccountMode, customer: SeedCustomer, lang: Lang) {
  if (mode === 'legacy') {
    if (!customer.password) throw new Error(`${customer.email} has no password to log in with`);
    const labels = FORM_LABELS[lang];
    await page.getByRole('textbox', {name: labels.email, exact: true}).fill(customer.email);
    await page.getByLabel(labels.password).fill(customer.password);
    await page.getByRole('button', {name: labels.submit, exact: true}).click();
  } else {
    await hostedLoginButton(page, customer, lang).click();
  }
}
