import {type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brandUrl, standInQuery} from './support/stand-in';

type Brand = 'groom' | 'gum';

// Links a shopper follows into the store: the drawer and toasts they open are the ones cart.spec.ts checks on phones.
test.skip(({isMobile}) => isMobile, 'cart links are checked in the desktop project');
// Each test loads several pages and the lazily loaded drawer: over 30 s on a busy 2-core machine.
test.describe.configure({timeout: 60_000});

/** Products of the brand's home collection in stock, each with one variant number and its title. */
async function inStock(brand: Brand, count: number): Promise<Array<{variant: string; title: string; handle: string}>> {
  const data = await standInQuery<{
    collection: {
      products: {
        nodes: Array<{
          handle: string;
          title: string;
          variants: {nodes: Array<{id: string; quantityAvailable: number}>};
        }>;
      };
    };
  }>(
    brand,
    `query ($handle: String!) { collection(handle: $handle) { products(first: 20) { nodes {
      handle title variants(first: 10) { nodes { id quantityAvailable } }
    } } } }`,
    {handle: brand === 'groom' ? 'best-seller' : 'nicotine-gums'},
  );
  const found = data.collection.products.nodes.flatMap((product) => {
    const variant = product.variants.nodes.find((node) => node.quantityAvailable >= 5);
    return variant ? [{variant: variant.id.split('/').pop()!, title: product.title, handle: product.handle}] : [];
  });
  if (found.length < count) throw new Error(`not ${count} products in stock for ${brand}`);
  return found.slice(0, count);
}

function drawer(page: Page) {
  return page.getByRole('dialog', {name: /^Your Cart/});
}

/** The discount codes on the shopper's cart, as the stand-in holds it. */
async function codesOnCart(page: Page, brand: Brand): Promise<string[]> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === `cart_${brand}`);
  if (!cookie) throw new Error('no cart cookie');
  const data = await standInQuery<{cart: {discountCodes: Array<{code: string}>}}>(
    brand,
    `query ($id: ID!) { cart(id: $id) { discountCodes { code } } }`,
    {id: `gid://shopify/Cart/${decodeURIComponent(cookie.value)}`},
  );
  return data.cart.discountCodes.map(({code}) => code);
}

/** Follows a permalink for one item; the drawer it opens is closed again. */
async function cartWithOneItem(page: Page, brand: Brand) {
  const [item] = await inStock(brand, 1);
  await page.goto(brandUrl(brand, `/cart/${item.variant}:1`));
  // The drawer's code loads on demand: on a cold worker and a busy machine, seconds.
  await expect(drawer(page).getByRole('link', {name: item.title})).toBeVisible({timeout: 20_000});
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  return item;
}

test('groom: a discount link applies the code to the cart and lands on its page; the drawer shows it applied', async ({
  page,
}) => {
  const item = await cartWithOneItem(page, 'groom');
  await page.goto(brandUrl('groom', `/discount/welcome10?redirect=${encodeURIComponent(`/products/${item.handle}`)}`));
  await expect(page).toHaveURL(brandUrl('groom', `/products/${item.handle}`));
  await expect(
    page.getByRole('status').filter({hasText: 'Discount code WELCOME10 is applied to your cart'}),
  ).toBeVisible();

  await page.getByRole('link', {name: 'Cart, 1 item'}).click();
  const cart = drawer(page);
  await expect(cart.getByText('WELCOME10 applied')).toBeVisible();
  await expect(cart.getByText('Saved so far')).toBeVisible();
  // The notice is told once: the next page load, once its effects have run, says nothing.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({hasText: 'WELCOME10'})).toHaveCount(0);
});

test('gum: a discount link from an email, before anything is in the cart: the code waits for the items, then applies', async ({
  page,
}) => {
  const [item] = await inStock('gum', 1);
  await page.goto(brandUrl('gum', `/discount/WELCOME10?redirect=${encodeURIComponent(`/products/${item.handle}`)}`));
  await expect(page).toHaveURL(brandUrl('gum', `/products/${item.handle}`));
  await expect(
    page
      .getByRole('status')
      .filter({hasText: 'Your discount code is saved with your cart: it applies once your items qualify'}),
  ).toBeVisible();

  await page.getByRole('button', {name: 'Add to cart'}).click();
  const cart = drawer(page);
  await expect(cart.getByRole('link', {name: item.title})).toBeVisible({timeout: 20_000});
  await expect(cart.getByText('WELCOME10 applied')).toBeVisible();
  await expect(cart.getByRole('checkbox', {name: 'Are you above 18+?'})).not.toBeChecked();
});

test('gum: a cart permalink opens the home page with the drawer showing its lines, and its discount applied', async ({
  page,
}) => {
  const [first, second] = await inStock('gum', 2);
  await page.goto(brandUrl('gum', `/cart/${first.variant}:2,${second.variant}:1?discount=welcome10`));
  await expect(page).toHaveURL(brandUrl('gum', '/'));
  await expect(
    page.getByRole('status').filter({hasText: 'Discount code WELCOME10 is applied to your cart'}),
  ).toBeVisible();

  const cart = drawer(page);
  await expect(cart.getByRole('heading', {name: 'Your Cart (3 items)'})).toBeVisible({timeout: 20_000});
  for (const [item, quantity] of [
    [first, '2'],
    [second, '1'],
  ] as const) {
    await expect(cart.getByRole('link', {name: item.title})).toBeVisible();
    await expect(cart.getByRole('group', {name: `Quantity of ${item.title}`}).locator('output')).toHaveText(quantity);
  }
  await expect(cart.getByText('WELCOME10 applied')).toBeVisible();
  // The age question stays the shopper's to answer before checkout.
  await expect(cart.getByRole('checkbox', {name: 'Are you above 18+?'})).not.toBeChecked();
});

test('a discount code the store refuses still lands the shopper, with a toast saying so; in Hindi on /hi', async ({
  page,
}) => {
  await cartWithOneItem(page, 'groom');
  await page.goto(brandUrl('groom', '/discount/NOPE-123?redirect=/collections/best-seller'));
  await expect(page).toHaveURL(brandUrl('groom', '/collections/best-seller'));
  await expect(
    page.getByRole('alert').filter({hasText: 'The discount code in your link does not apply to your cart'}),
  ).toBeVisible();
  await page.getByRole('link', {name: 'Cart, 1 item'}).click();
  await expect(drawer(page).getByRole('textbox', {name: 'Coupon code'})).toBeVisible();
  await expect(drawer(page).getByText(/ applied$/)).toHaveCount(0);

  // A code that cannot be one (a space in it), on a Hindi page, to a target on another site.
  await page.goto(
    brandUrl('gum', `/hi/discount/NOT%20A%20CODE?redirect=${encodeURIComponent('https://evil.example/')}`),
  );
  await expect(page).toHaveURL(brandUrl('gum', '/hi'));
  await expect(
    page.getByRole('alert').filter({hasText: 'आपके लिंक का डिस्काउंट कोड आपके कार्ट पर लागू नहीं होता'}),
  ).toBeVisible();
});

test('a cart permalink that cannot be used gets a page saying why, in the shopper’s language, and the cart stays', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/status of 400 \(Bad Request\)/, /status of 404 \(Not Found\)/);
  await cartWithOneItem(page, 'groom');

  const invalid = await page.goto(brandUrl('groom', '/cart/abc'));
  expect(invalid?.status()).toBe(400);
  await expect(page.getByRole('heading', {level: 1, name: 'This cart link can’t be used'})).toBeVisible();
  await expect(
    page.getByText('Item 1 in the link is not written as a variant number, a colon and a quantity'),
  ).toBeVisible();
  await expect(page.getByRole('link', {name: 'Cart, 1 item'})).toBeAttached();

  const unknown = await page.goto(brandUrl('groom', '/cart/99999999:1'));
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'The items in this link aren’t available'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Cart, 1 item'})).toBeAttached();
  await page.getByRole('link', {name: 'Continue shopping'}).click();
  await expect(page).toHaveURL(brandUrl('groom', '/'));

  const hindi = await page.goto(brandUrl('gum', '/hi/cart/1:0'));
  expect(hindi?.status()).toBe(400);
  await expect(page.getByRole('heading', {level: 1, name: 'यह कार्ट लिंक इस्तेमाल नहीं किया जा सकता'})).toBeVisible();
  await expect(page.getByText('लिंक के सामान 1 की मात्रा 1 से 999 तक की पूर्ण संख्या होनी चाहिए।')).toBeVisible();
});

test("the app's own navigation to a discount link becomes a page load; a fetch of it is refused and changes nothing", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/status of 403 \(Forbidden\)/);
  await cartWithOneItem(page, 'groom');

  const fetched = await page.evaluate(async () => (await fetch('/discount/WELCOME10')).status);
  expect(fetched).toBe(403);
  const data = await page.evaluate(async () => (await fetch('/discount/WELCOME10.data')).status);
  expect(data).toBe(403);
  expect(await codesOnCart(page, 'groom')).toEqual([]);

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.evaluate(() =>
    (window as unknown as {__remixRouter: {navigate(to: string): Promise<void>}}).__remixRouter.navigate(
      '/discount/WELCOME10?redirect=/cart',
    ),
  );
  await expect(page).toHaveURL(brandUrl('groom', '/cart'));
  expect(documents).toContain('/discount/WELCOME10');
  expect(await codesOnCart(page, 'groom')).toEqual(['WELCOME10']);
  await expect(
    page.getByRole('status').filter({hasText: 'Discount code WELCOME10 is applied to your cart'}),
  ).toBeVisible();
});
