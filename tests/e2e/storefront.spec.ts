import {expect, test} from './support/fixtures';
import {brandUrl, collectionProducts, injectFault, PREVIEW_PORT} from './support/stand-in';
import {expectFirstPicturesFirst} from './support/grid-pictures';

const homes = [
  {brand: 'groom', collection: 'best-seller', heading: 'Best sellers', name: 'Kestrel Men'},
  {brand: 'gum', collection: 'nicotine-gums', heading: 'Nicotine gums', name: 'Quitbee'},
] as const;

for (const home of homes) {
  test(`${home.brand}: the home page lists products from the store and a card opens its product page`, async ({
    page,
  }) => {
    const products = await collectionProducts(home.brand, home.collection);
    expect(products.length).toBeGreaterThan(0);

    await page.goto(brandUrl(home.brand));
    await expect(page).toHaveTitle(home.name);
    const section = page.getByRole('region', {name: home.heading});
    for (const product of products) {
      await expect(section.getByRole('link', {name: product.title, exact: true})).toBeVisible();
    }

    const [first] = products;
    await section.getByRole('link', {name: first.title, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/products/${first.handle}$`));
    await expect(page.getByRole('heading', {level: 1, name: first.title})).toBeVisible();
    await expect(page.getByText(/₹\d/).first()).toBeVisible();
    const image = page.getByRole('region', {name: 'Product images'}).getByRole('img').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });
}

for (const home of homes) {
  test(`${home.brand}: the home page's products, below the first screen, fetch their pictures lazily and show them when scrolled to`, async ({
    page,
  }) => {
    await page.goto(brandUrl(home.brand));
    const section = page.getByRole('region', {name: home.heading});
    const pictures = section.getByRole('img');
    await expect(pictures.first()).toBeAttached();
    const top = await section.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(page.viewportSize()!.height);
    for (const picture of await pictures.all()) await expect(picture).toHaveAttribute('loading', 'lazy');

    await pictures.first().scrollIntoViewIfNeeded();
    await expect(pictures.first()).toBeVisible();
    await expect
      .poll(() => pictures.first().evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });
}

test('gum: Hindi pages live under /hi and show Hindi product titles', async ({page}) => {
  const [hindiFirst] = await collectionProducts('gum', 'nicotine-gums', 8, 'HI');
  const [englishFirst] = await collectionProducts('gum', 'nicotine-gums', 8, 'EN');
  expect(hindiFirst.title).not.toBe(englishFirst.title);

  await page.goto(brandUrl('gum', '/hi'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', {level: 2, name: 'निकोटीन गम', exact: true})).toBeVisible();
  await page.getByRole('link', {name: hindiFirst.title, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/hi/products/${hindiFirst.handle}$`));
  await expect(page.getByRole('heading', {level: 1, name: hindiFirst.title})).toBeVisible();

  await page.getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+/products/${hindiFirst.handle}$`));
  await expect(page.getByRole('heading', {level: 1, name: englishFirst.title})).toBeVisible();
});

test('unknown pages, products and language prefixes show the branded 404 page', async ({page, expectConsoleErrors}) => {
  expectConsoleErrors(/status of 404 \(Not Found\)/);
  for (const [brand, path] of [
    ['groom', '/products/no-such-razor'],
    ['groom', '/hi'],
    ['gum', '/fr/products/anything'],
    ['gum', '/hi/no-such-page'],
  ] as const) {
    const response = await page.goto(brandUrl(brand, path));
    expect(response?.status(), `${brand} ${path}`).toBe(404);
    const hindi = path.startsWith('/hi/') && brand === 'gum';
    const heading = hindi ? 'यह पेज नहीं मिला' : 'We couldn’t find that page';
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | ${brand === 'gum' ? 'Quitbee' : 'Kestrel Men'}`);
    await expect(page.getByRole('navigation', {name: hindi ? 'मुख्य नेविगेशन' : 'Main navigation'})).toBeVisible();
    await expect(page.getByRole('link', {name: hindi ? 'होम पेज पर जाएँ' : 'Back to home'})).toBeVisible();
  }
});

test('a malformed cart cookie gives a fresh cart, not an error', async ({page, context}) => {
  await context.addCookies([{name: 'cart_groom', value: '%%%not-a-cart<>', url: brandUrl('groom')}]);
  const [product] = await collectionProducts('groom', 'best-seller');

  const response = await page.goto(brandUrl('groom', `/products/${product.handle}`));
  expect(response?.status()).toBe(200);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect(page.getByRole('link', {name: 'Cart, 1 item'})).toBeVisible();

  await page.goto(brandUrl('groom', '/cart'));
  await expect(page.getByRole('heading', {name: 'Your Cart (1 item)'})).toBeVisible();
  await expect(page.getByRole('link', {name: product.title})).toBeVisible();
});

test('?brand= picks the brand on a preview host and is remembered', async ({page}) => {
  await page.goto(`http://127.0.0.1:${PREVIEW_PORT}/?brand=gum`);
  await expect(page).toHaveTitle('Quitbee');
  await page.goto(`http://127.0.0.1:${PREVIEW_PORT}/`);
  await expect(page).toHaveTitle('Quitbee');
  await page.goto(`http://127.0.0.1:${PREVIEW_PORT}/?brand=nonsense`);
  await expect(page).toHaveTitle('Quitbee');
});

test('a failing Storefront API gives the branded error page, with no error details', async ({
  page,
  expectConsoleErrors,
}) => {
  // The browser reports the 500 answer, and the app's error boundary the error it hydrates with.
  expectConsoleErrors(/status of 503 \(Service Unavailable\)/, /Unexpected Server Error/);
  const handle = `broken-${test.info().project.name}`;
  await injectFault('Product', {handle}, 500);

  // The API failing is an outage (tried twice): come back later, says the status, with Retry-After.
  const response = await page.goto(brandUrl('groom', `/products/${handle}`));
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBeTruthy();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Something went wrong on our side');
  await expect(page.getByRole('link', {name: 'Back to home'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Main navigation'})).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Injected fault|Error:|\bat .+:\d+|\.tsx?\b|stack/i);
});

test('old URLs redirected in the Shopify admin lead to their new page', async ({page}) => {
  await page.goto(brandUrl('groom', '/products/six-blade-razor-classic'));
  await expect(page).toHaveURL(/\/products\/kestrel-6-blade-razor$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('the brand name stands in for a logo that fails to load', async ({page, expectConsoleErrors}) => {
  expectConsoleErrors(/net::ERR_FAILED \(at \S+\/brands\/gum\/logo\.svg\)/);
  await page.route('**/brands/gum/logo.svg', (route) => route.abort());
  await page.goto(brandUrl('gum'));
  const home = page.getByRole('link', {name: 'Quitbee home'});
  await expect(home).toHaveText('Quitbee');
  await expect(home.getByRole('img')).toHaveCount(0);
});

test("the home page's main button opens its collection", async ({page}) => {
  const products = await collectionProducts('groom', 'best-seller');
  await page.goto(brandUrl('groom'));
  await page.getByRole('link', {name: 'Shop best sellers'}).click();
  await expect(page).toHaveURL(/\/collections\/best-seller$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('link', {name: products[0].title, exact: true})).toBeVisible();
});

test("a collection fetches its first row's pictures with the page, the first ahead of all", async ({page}) => {
  await page.goto(brandUrl('gum', '/collections/all'));
  await expectFirstPicturesFirst(page, 4);
});

test('a collection pages through its products, 12 at a time', async ({page}) => {
  const products = await collectionProducts('groom', 'everything-bsc', 24);
  expect(products.length).toBe(24);
  await page.goto(brandUrl('groom', '/collections/everything-bsc'));
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  await page.getByRole('link', {name: 'Show more products'}).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(cards).toHaveCount(24);
  await expect(page.getByRole('link', {name: products[23].title, exact: true})).toBeVisible();
});
