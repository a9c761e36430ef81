import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {seeds} from '../../emulator/seed';
import {brandUrl, injectFault} from './support/stand-in';

const uniqueEmail = (label: string) => `${label}.${test.info().project.name}.${Date.now()}@example.in`;

test('signing up shows thanks and clears the field; an address already subscribed is told so', async ({page}) => {
  await page.goto(brandUrl('groom'));
  const form = page.locator('form#newsletter');
  const email = form.getByRole('textbox', {name: 'Email address'});
  await email.fill(uniqueEmail('reader'));
  await form.getByRole('button', {name: 'Subscribe'}).click();
  const thanks = page.getByRole('status').filter({hasText: 'Thanks for subscribing!'});
  await expect(thanks).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(thanks).toBeHidden({timeout: 5000});

  await email.fill(seeds.groom.customers[0].email);
  await form.getByRole('button', {name: 'Subscribe'}).click();
  await expect(page.getByRole('status').filter({hasText: 'This email is already on our list.'})).toBeVisible();
  await expect(thanks).toHaveCount(0);
  await expect(email).toHaveValue('');
});

test('gum in Hindi: an address already subscribed is told so in Hindi', async ({page}) => {
  await page.goto(brandUrl('gum', '/hi'));
  const form = page.locator('form#newsletter');
  await form.getByRole('textbox', {name: 'ईमेल पता'}).fill(seeds.gum.customers[0].email);
  await form.getByRole('button', {name: 'सब्सक्राइब करें'}).click();
  await expect(page.getByRole('status').filter({hasText: 'यह ईमेल पहले से हमारी सूची में है।'})).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('a failure shows a red message for 5 seconds, in Hindi on Hindi pages', async ({page, expectConsoleErrors}) => {
  expectConsoleErrors(/status of 503 \(Service Unavailable\) \(at \S+\/api\/newsletter\/subscribe\)/);
  const address = uniqueEmail('broken');
  await injectFault('NewsletterSubscribe', {input: {email: address}});
  await page.goto(brandUrl('gum', '/hi'));
  const form = page.locator('form#newsletter');
  await form.getByRole('textbox', {name: 'ईमेल पता'}).fill(address);
  await form.getByRole('button', {name: 'सब्सक्राइब करें'}).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText('कोई गड़बड़ी हुई। कृपया बाद में फिर कोशिश करें।');
  await expect(alert).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(alert).toBeHidden({timeout: 7000});
});

test('an empty address is not sent; the form works without JavaScript', async ({browser, page}) => {
  await page.goto(brandUrl('groom'));
  const form = page.locator('form#newsletter');
  await form.getByRole('button', {name: 'Subscribe'}).click();
  expect(await form.getByRole('textbox').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(form.getByRole('status')).toHaveCount(0);

  const context = await browser.newContext({javaScriptEnabled: false});
  const noScript = await context.newPage();
  await noScript.goto(brandUrl('groom', '/search'));
  const address = uniqueEmail('noscript');
  await noScript.locator('form#newsletter').getByRole('textbox').fill(address);
  await noScript.locator('form#newsletter').getByRole('button', {name: 'Subscribe'}).click();
  // The shared page carries no token: one more tap, on a page of the shopper's own.
  await expect(noScript.getByRole('heading', {level: 1})).toHaveText('Confirm your subscription');
  await expect(noScript).toHaveURL(brandUrl('groom', '/newsletter'));
  const main = noScript.getByRole('main');
  await expect(main.getByRole('textbox', {name: 'Email address'})).toHaveValue(address);
  await main.getByRole('button', {name: 'Subscribe'}).click();
  await expect(noScript).toHaveURL(/\/search\?newsletter=subscribed#newsletter$/);
  await expect(noScript.locator('form#newsletter').getByRole('status')).toHaveText('Thanks for subscribing!');
  await context.close();
});

test.describe('before the shopper has answered the consent banner', () => {
  test.use({consentAtStart: 'undecided', viewport: {width: 390, height: 844}});

  test('the thank-you toast sits above the banner and leaves its buttons free', async ({page}) => {
    await page.goto(brandUrl('gum', '/hi'));
    await waitForHydration(page);
    const banner = page.getByRole('region', {name: 'कुकी विकल्प'});
    await expect(banner).toBeVisible();
    const form = page.locator('form#newsletter');
    await form.getByRole('textbox', {name: 'ईमेल पता'}).fill(uniqueEmail('above-banner'));
    await form.getByRole('button', {name: 'सब्सक्राइब करें'}).click();
    const toast = page.getByRole('status').filter({hasText: 'सब्सक्राइब करने के लिए धन्यवाद!'});
    await expect(toast).toBeVisible();

    const toastBox = (await toast.boundingBox())!;
    const bannerBox = (await banner.boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bannerBox.y);
    // The banner's buttons still take the tap.
    await banner.getByRole('button', {name: 'सभी अस्वीकार करें'}).click();
    await expect(banner).toBeHidden();
  });
});
