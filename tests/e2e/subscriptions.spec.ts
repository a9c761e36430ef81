import {expect, test} from './support/fixtures';
import {brandUrl, EMULATOR_URL} from './support/stand-in';

/** Frosty Mint opens on 2 mg, 10 pieces: ₹120 one time, ₹108 delivered every month (10% off). */
const FROSTY_MINT = 'nicotine-gum-frosty-mint-2mg-4mg';

const LANGUAGES = [
  {
    name: 'English',
    path: `/products/${FROSTY_MINT}`,
    purchaseOptions: 'Purchase options',
    oneTime: 'One-time purchase',
    monthly: 'Delivered every month',
    planPrice: 'Subscription price₹108One-time price₹120',
    saving: 'Save ₹12 (10%)',
    addToCart: 'Add to cart',
    cart: /^Your Cart/,
    linePlan: 'Subscription: Delivered every month',
    checkout: 'Checkout',
    checkoutNote: 'Your cart has a subscription, so you’ll pay on Shopify’s secure checkout',
    age: 'Are you above 18+?',
    tickFirst: 'Please tick before proceeding',
  },
  {
    name: 'Hindi',
    path: `/hi/products/${FROSTY_MINT}`,
    purchaseOptions: 'ख़रीदने का तरीक़ा',
    oneTime: 'एक बार की ख़रीद',
    monthly: 'हर महीने डिलीवरी',
    planPrice: 'सब्सक्रिप्शन की क़ीमत₹108एक बार की ख़रीद की क़ीमत₹120',
    saving: '₹12 की बचत (10%)',
    addToCart: 'कार्ट में जोड़ें',
    cart: /^आपका कार्ट/,
    linePlan: 'सब्सक्रिप्शन: हर महीने डिलीवरी',
    checkout: 'चेकआउट',
    checkoutNote: 'आपके कार्ट में सब्सक्रिप्शन है, इसलिए भुगतान Shopify के सुरक्षित चेकआउट पर होगा',
    age: 'क्या आपकी उम्र 18 वर्ष से अधिक है?',
    tickFirst: 'आगे बढ़ने से पहले कृपया टिक करें',
  },
] as const;

for (const text of LANGUAGES) {
  test(`gum in ${text.name}: subscribe monthly from the product page and reach Shopify's checkout with the plan`, async ({
    page,
  }) => {
    await page.goto(brandUrl('gum', text.path));
    const options = page.getByRole('group', {name: text.purchaseOptions});
    await expect(options.getByRole('link', {name: text.oneTime})).toHaveAttribute('aria-current', 'true');

    await options.getByRole('link', {name: new RegExp(`^${text.monthly}`)}).click();
    await expect(page).toHaveURL(/[?&]selling_plan=gid%3A%2F%2Fshopify%2FSellingPlan%2F\d+/);
    const monthly = options.getByRole('link', {name: new RegExp(`^${text.monthly}`)});
    await expect(monthly).toHaveAttribute('aria-current', 'true');
    await expect(monthly).toContainText(text.saving);
    await expect(options.getByRole('link', {name: text.oneTime})).not.toHaveAttribute('aria-current', 'true');
    await expect(page.locator('p').filter({hasText: text.planPrice})).toHaveText(text.planPrice);

    await page.getByRole('button', {name: text.addToCart}).click();
    const cart = page.getByRole('dialog', {name: text.cart});
    await expect(cart).toBeVisible({timeout: 20_000});
    await expect(cart.getByText(text.linePlan)).toBeVisible();
    await expect(cart.getByText(text.saving)).toBeVisible();
    await expect(cart.getByText(text.checkoutNote)).toBeVisible();

    // The age answer is asked for subscriptions as for everything else.
    await cart.getByRole('button', {name: text.checkout}).click();
    await expect(cart.getByRole('alert')).toHaveText(text.tickFirst);
    await expect(page).toHaveURL(new RegExp(`${text.path}\\?`));

    await cart.getByRole('checkbox', {name: text.age}).check();
    await expect(cart.getByRole('checkbox', {name: text.age})).toBeEnabled();
    await cart.getByRole('button', {name: text.checkout}).click();

    // Shopify's own checkout (the stand-in's page at checkoutUrl), not the quick-checkout widget.
    await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/checkouts/cn/`));
    await expect(page.getByRole('rowheader', {name: /Delivered every month/})).toBeVisible();
    await expect(page.getByText('₹108').first()).toBeVisible();
  });
}

test('gum: a product without plans offers no purchase options', async ({page}) => {
  await page.goto(brandUrl('gum', '/products/nicotine-gum-mixed-flavour-trial-pack'));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('group', {name: 'Purchase options'})).toHaveCount(0);
});

test('gum: a selling_plan that is not the product’s shows the one-time purchase, not an error', async ({page}) => {
  const response = await page.goto(
    brandUrl('gum', `/products/${FROSTY_MINT}?selling_plan=gid://shopify/SellingPlan/999`),
  );
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('group', {name: 'Purchase options'}).getByRole('link', {name: 'One-time purchase'}),
  ).toHaveAttribute('aria-current', 'true');
});

test('gum without JavaScript: the cart page asks "Are you above 18+?" before checkout, as the drawer does', async ({
  browser,
  expectConsoleErrors,
}) => {
  // The unticked post is refused with a 400, as every refused cart change is.
  expectConsoleErrors(/status of 400 .*\/cart/);
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(brandUrl('gum', `/products/${FROSTY_MINT}`));
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await page.goto(brandUrl('gum', '/cart'));
  await page.getByRole('button', {name: 'Checkout'}).click();
  await expect(page.getByRole('alert')).toHaveText('Please tick before proceeding');
  await page.getByRole('checkbox', {name: 'Are you above 18+?'}).check();
  await page.getByRole('button', {name: 'Checkout'}).click();
  await page.getByRole('link', {name: 'Checkout'}).click();
  await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/checkouts/cn/`));
  await context.close();
});

test('gum: a product reached in the app shows its purchase options, and a plan can be chosen', async ({page}) => {
  await page.goto(brandUrl('gum', '/search?q=frosty'));
  await page
    .getByRole('main')
    .getByRole('link', {name: /Frosty Mint/})
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/products/${FROSTY_MINT}`));
  const options = page.getByRole('group', {name: 'Purchase options'});
  await options.getByRole('link', {name: /^Delivered every month/}).click();
  await expect(options.getByRole('link', {name: /^Delivered every month/})).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('p').filter({hasText: 'Subscription price'})).toHaveText(
    'Subscription price₹108One-time price₹120',
  );
});

test("gum: when the purchase options' code cannot be fetched, the product page stays as the server drew it, and a plan can be chosen", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(/PurchaseOptions-/, /the code of a part of it could not be fetched/);
  await page.route(/\/assets\/PurchaseOptions-[^/]+\.js$/, (route) => route.abort('failed'));
  const keptAsSent = page.waitForEvent('console', (message) => message.text().includes('could not be fetched'));
  await page.goto(brandUrl('gum', `/products/${FROSTY_MINT}`));
  await keptAsSent;
  await expect(page.getByRole('heading', {name: 'Something went wrong on our side'})).toHaveCount(0);
  const options = page.getByRole('group', {name: 'Purchase options'});
  await options.getByRole('link', {name: /^Delivered every month/}).click();
  await expect(page).toHaveURL(/[?&]selling_plan=/);
  await expect(options.getByRole('link', {name: /^Delivered every month/})).toHaveAttribute('aria-current', 'true');
});
