import {expect, test} from './support/fixtures';
import {seeds} from '../../emulator/seed';
import {brandUrl} from './support/stand-in';
import {holdResponses} from './support/held-responses';
import {waitForHydration} from './support/hydration';

const isDesktop = (width: number | undefined) => (width ?? 0) >= 640;

test('the announcement scrolls as a CSS marquee, read once by screen readers, and stands still for reduced motion', async ({
  browser,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({reducedMotion});
    const page = await context.newPage();
    await page.goto(brandUrl('groom'));
    const bar = page.locator('.announcement-marquee');
    await expect(bar.locator('.sr-only')).toHaveText('Free shipping on orders above ₹299');
    // In a landmark of its own, so screen-reader users can find it and skip it.
    await expect(page.getByRole('complementary', {name: 'Announcement'})).toContainText(
      'Free shipping on orders above ₹299',
    );
    // A handful of copies to fill wide screens, never the old site's fifty.
    expect(await bar.getByText('Free shipping on orders above ₹299').count()).toBeLessThanOrEqual(8);
    await expect(bar.locator('[aria-hidden="true"]')).toHaveCount(1);
    const animation = await bar
      .locator('.announcement-marquee__track')
      .evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe(reducedMotion === 'reduce' ? 'none' : 'announcement-marquee');
    await context.close();
  }
});

test('a page is styled without any stylesheet request, and stays styled through in-app pages and a reload', async ({
  page,
}) => {
  // Styles come inline with the document: the first paint waits for no other request, and a
  // stylesheet host that fails cannot leave the page unstyled.
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.route(/\.css(\?|$)/, (route) => route.abort('failed'));
  // Looked up and read in one step: the footer's server HTML is replaced by its live twin once the page is idle.
  const style = (selector: string, property: 'position' | 'backgroundColor') =>
    page.evaluate(([css, name]) => getComputedStyle(document.querySelector(css)!)[name], [selector, property] as const);
  const headerPosition = () => style('header', 'position');
  const footerBackground = () => style('footer', 'backgroundColor');

  await page.goto(brandUrl('groom'));
  expect(await headerPosition()).toBe('sticky');
  expect(await footerBackground()).toBe('rgb(243, 244, 246)');
  await waitForHydration(page);
  const blog = seeds.groom.blogs[0];
  await page.goto(brandUrl('groom', '/blogs'));
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', {name: blog.title, exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(blog.title);
  expect(await headerPosition()).toBe('sticky');
  await page.reload();
  expect(await footerBackground()).toBe('rgb(243, 244, 246)');
  expect(stylesheets).toEqual([]);
});

test('a bar shows at the top while another page loads', async ({page}) => {
  const blog = seeds.groom.blogs[0];
  // The blog list's links do not prefetch, so the click itself loads the next page's data.
  await page.goto(brandUrl('groom', '/blogs'));
  await page.route(`**/blogs/${blog.handle}.data*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', {name: blog.title, exact: true}).click();
  const bar = page.getByRole('progressbar', {name: 'Loading the page'});
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blogs/${blog.handle}$`));
  await expect(bar).toBeHidden();
});

test('footer sections are accordions on phones and open lists on wider screens', async ({page}) => {
  await page.goto(brandUrl('groom'));
  const footerMenu = seeds.groom.menus.find((menu) => menu.handle === 'footer')!;
  const [section] = footerMenu.items;
  const [firstLink] = section.items!;
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', {name: firstLink.title, exact: true});
  if (isDesktop(page.viewportSize()?.width)) {
    await expect(footer.getByRole('heading', {name: section.title})).toBeVisible();
    await expect(link).toBeVisible();
  } else {
    await expect(link).toBeHidden();
    await footer.locator('summary').filter({hasText: section.title}).click();
    await expect(link).toBeVisible();
  }
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(brandUrl('groom', href));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('a footer link opens its page in the app, marked as the page shown; an opened accordion stays open', async ({
  page,
}) => {
  await page.goto(brandUrl('gum', '/hi'));
  await waitForHydration(page, 'footer nav');
  const footerMenu = seeds.gum.menus.find((menu) => menu.handle === 'footer')!;
  const [section] = footerMenu.items;
  const [first, second] = section.items!.map((item) => ({title: item.hi?.title ?? item.title, url: `/hi${item.url}`}));
  const footer = page.getByRole('contentinfo').getByRole('navigation', {name: 'फ़ुटर नेविगेशन'});
  const phone = !isDesktop(page.viewportSize()?.width);
  if (phone)
    await footer
      .locator('summary')
      .filter({hasText: section.hi?.title ?? section.title})
      .click();
  // A page load would forget this.
  await page.evaluate(() => ((window as unknown as {stayedInApp: boolean}).stayedInApp = true));

  await footer.getByRole('link', {name: first.title, exact: true}).filter({visible: true}).click();
  await expect(page).toHaveURL(brandUrl('gum', first.url));
  const current = footer.getByRole('link', {name: first.title, exact: true}).filter({visible: true});
  await expect(current).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as {stayedInApp?: boolean}).stayedInApp)).toBe(true);

  // Still open on the next page: the second link is there to tap.
  const next = footer.getByRole('link', {name: second.title, exact: true}).filter({visible: true});
  await expect(next).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(brandUrl('gum', second.url));
  await expect(next).toHaveAttribute('aria-current', 'page');
  await expect(current).not.toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as {stayedInApp?: boolean}).stayedInApp)).toBe(true);
});

test('the six dark trimmer pages are dark from header to footer; other products are not', async ({page}) => {
  await page.goto(brandUrl('groom', '/products/full-body-trimmer-for-men'));
  // Looked up and read in one step: the footer's server HTML is replaced by its live twin once the page is idle.
  const background = (selector: string) =>
    page.evaluate((css) => getComputedStyle(document.querySelector(css)!).backgroundColor, selector);
  await expect(page.locator('.theme-dark')).toHaveCount(1);
  expect(await background('.theme-dark')).toBe('rgb(10, 10, 12)');
  expect(await background('footer')).toBe('rgb(0, 0, 0)');
  await page.goto(brandUrl('groom', '/products/kestrel-6-blade-razor'));
  await expect(page.locator('.theme-dark')).toHaveCount(0);
  expect(await background('footer')).toBe('rgb(243, 244, 246)');
});

test('the footer links to order tracking with the merchant id', async ({page}) => {
  await page.goto(brandUrl('groom'));
  await expect(page.getByRole('contentinfo').getByRole('link', {name: 'Track your order'})).toHaveAttribute(
    'href',
    'https://track.shipfast.example/track?merchant_id=KESTREL-4471',
  );
});

test('the footer works before the page is alive: a section opens and a subscription goes as a plain form, confirmed on its own page', async ({
  page,
}) => {
  const release = await holdResponses(page, /\/assets\/[^?]+\.js$/);
  await page.goto(brandUrl('gum'), {waitUntil: 'domcontentloaded'});
  const footer = page.getByRole('contentinfo');
  const footerMenu = seeds.gum.menus.find((menu) => menu.handle === 'footer')!;
  const [section] = footerMenu.items;
  const link = footer.getByRole('link', {name: section.items![0].title, exact: true}).filter({visible: true});
  if (!isDesktop(page.viewportSize()?.width)) await footer.locator('summary').filter({hasText: section.title}).click();
  await expect(link).toBeVisible();
  await footer
    .getByRole('textbox', {name: 'Email address'})
    .fill(`early.${test.info().project.name}.${Date.now()}@example.in`);
  await footer.getByRole('button', {name: 'Subscribe'}).click();
  // The shared page's form has no token until its code runs: one more tap, on a page of the shopper's own.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Confirm your subscription');
  await page.getByRole('main').getByRole('button', {name: 'Subscribe'}).click();
  await expect(page).toHaveURL(/\/\?newsletter=subscribed#newsletter$/);
  release();
  await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing!');
});

test('when the app’s code cannot be fetched, a subscription goes as a plain form, is confirmed and thanked', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
  await page.route(/\/assets\/[^?]+\.js$/, (route) => route.abort('failed'));
  await page.goto(brandUrl('groom'));
  const footer = page.getByRole('contentinfo');
  await footer
    .getByRole('textbox', {name: 'Email address'})
    .fill(`plain.${test.info().project.name}.${Date.now()}@example.in`);
  await footer.getByRole('button', {name: 'Subscribe'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Confirm your subscription');
  await page.getByRole('main').getByRole('button', {name: 'Subscribe'}).click();
  await expect(page).toHaveURL(/\?newsletter=subscribed#newsletter$/);
  await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing!');
});

test("when the code of the home's own part cannot be fetched, the page stays as the server drew it, and its links open their pages", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/GroomHome-/, /the code of a part of it could not be fetched/);
  await page.route(/\/assets\/GroomHome-[^/]+\.js$/, (route) => route.abort('failed'));
  const keptAsSent = page.waitForEvent('console', (message) => message.text().includes('could not be fetched'));
  await page.goto(brandUrl('groom'));
  await keptAsSent;
  await expect(page.getByRole('heading', {name: 'Something went wrong on our side'})).toHaveCount(0);
  const newArrivals = page.getByRole('region', {name: 'New arrivals'});
  const firstProduct = newArrivals.getByRole('link').first();
  const title = (await firstProduct.textContent()) ?? '';
  expect(title).not.toBe('');
  await firstProduct.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
});
