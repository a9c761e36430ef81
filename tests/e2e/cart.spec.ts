import {type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {brandUrl, EMULATOR_URL, injectFault, standInQuery} from './support/stand-in';
import {waitForHydration} from './support/hydration';

type Brand = 'groom' | 'gum';

/** A product of the brand's home collection that is in stock, with its price in rupees. */
async function productInStock(brand: Brand): Promise<{handle: string; title: string; price: number}> {
  const data = await standInQuery<{
    collection: {
      products: {
        nodes: Array<{
          handle: string;
          title: string;
          selectedOrFirstAvailableVariant: {quantityAvailable: number; price: {amount: string}} | null;
        }>;
      };
    };
  }>(
    brand,
    `query ($handle: String!) { collection(handle: $handle) { products(first: 20) { nodes {
      handle title selectedOrFirstAvailableVariant { quantityAvailable price { amount } }
    } } } }`,
    {handle: brand === 'groom' ? 'best-seller' : 'nicotine-gums'},
  );
  // Stock for the quantity tests' bursts.
  const product = data.collection.products.nodes.find(
    (node) => (node.selectedOrFirstAvailableVariant?.quantityAvailable ?? 0) >= 10,
  );
  if (!product) throw new Error(`no product in stock for ${brand}`);
  return {
    handle: product.handle,
    title: product.title,
    price: Number(product.selectedOrFirstAvailableVariant!.price.amount),
  };
}

type Box = {x: number; y: number; width: number; height: number};

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Rupees as the drawer's <Money> shows them: ₹ with Indian grouping, paise only when there are some. */
function rupees(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `₹${amount.toLocaleString('en-IN', {minimumFractionDigits: digits, maximumFractionDigits: digits})}`;
}

function drawer(page: Page) {
  return page.getByRole('dialog', {name: /^Your Cart/});
}

/** Adds a product from its page; the drawer opens on its own. */
async function addFromProductPage(page: Page, brand: Brand) {
  const product = await productInStock(brand);
  await page.goto(brandUrl(brand, `/products/${product.handle}`));
  await page.getByRole('button', {name: 'Add to cart'}).click();
  // The drawer's code may still be on its way on a busy machine.
  // The drawer's code loads on the first add: on a cold worker and a busy machine, seconds.
  await expect(drawer(page)).toBeVisible({timeout: 20_000});
  await expect(drawer(page).getByRole('link', {name: product.title})).toBeVisible();
  return product;
}

/** POSTs of the cart form (Hydrogen's cart handler), whatever the data suffix. */
function countCartPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/cart(\.data)?$/.test(new URL(request.url()).pathname)) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

async function cartToken(page: Page, brand: Brand): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === `cart_${brand}`);
  if (!cookie) throw new Error('no cart cookie');
  return decodeURIComponent(cookie.value);
}

for (const brand of ['groom', 'gum'] as const) {
  test(`${brand}: adding from a product page opens the drawer; a burst of quantity clicks is one update; remove empties it`, async ({
    page,
  }) => {
    const product = await addFromProductPage(page, brand);
    const cart = drawer(page);
    await expect(cart.getByRole('heading', {name: 'Your Cart (1 item)'})).toBeVisible();
    await expect(cart.getByText('Estimated Total')).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    const posts = countCartPosts(page);
    const increase = cart.getByRole('button', {name: `Increase quantity of ${product.title}`});
    // Five presses in a row, well inside the 1 s quiet period (a pointer click waits for the
    // button to settle, which on a busy machine can take longer than that).
    await increase.focus();
    for (let press = 0; press < 5; press++) await page.keyboard.press('Enter');
    // The shown quantity follows at once.
    await expect(cart.getByRole('group', {name: `Quantity of ${product.title}`}).locator('output')).toHaveText('6');
    await expect(cart.getByRole('heading', {name: 'Your Cart (6 items)'})).toBeVisible();
    // One post for the whole burst, carrying its final quantity (when it leaves depends on the machine).
    await expect.poll(() => posts.length, {timeout: 5000}).toBe(1);
    expect(decodeURIComponent(posts[0])).toContain('"quantity":6');
    await expect(increase).toBeEnabled();
    await page.waitForTimeout(1500);
    expect(posts).toHaveLength(1);
    await expect(page.getByRole('link', {name: 'Cart, 6 items'})).toBeAttached();

    await cart.getByRole('button', {name: `Remove ${product.title}`}).click();
    await expect(cart.getByText('Your Cart is Empty!')).toBeVisible();
    await expect(cart.getByRole('heading', {name: 'Your Cart (0 items)'})).toBeVisible();
    await cart.getByRole('link', {name: 'Continue shopping'}).click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(brandUrl(brand, '/'));
  });

  test(`${brand}: coupons: a valid code applies and can be removed, an invalid one is refused`, async ({
    page,
    expectConsoleErrors,
  }) => {
    // The cart action answers a refused code with 400, which the browser logs.
    expectConsoleErrors(/status of 400 \(Bad Request\)/);
    await addFromProductPage(page, brand);
    const cart = drawer(page);
    const input = cart.getByRole('textbox', {name: 'Coupon code'});

    await input.fill('nope-123');
    await cart.getByRole('button', {name: 'Apply', exact: true}).click();
    await expect(page.getByRole('alert').filter({hasText: 'Invalid coupon code'})).toBeVisible();
    await expect(input).toBeVisible();

    await input.fill('  welcome10 ');
    await cart.getByRole('button', {name: 'Apply', exact: true}).click();
    await expect(page.getByRole('status').filter({hasText: /^Coupon Applied! You saved ₹[\d,.]+$/})).toBeVisible();
    await expect(cart.getByText('WELCOME10 applied')).toBeVisible();
    await expect(cart.getByText('Saved so far')).toBeVisible();

    await cart.getByRole('button', {name: 'Remove coupon WELCOME10'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Coupon removed successfully'})).toBeVisible();
    await expect(cart.getByRole('textbox', {name: 'Coupon code'})).toBeVisible();
  });

  test(`${brand}: an offer chosen in "Offers & Benefits" is applied to the cart`, async ({page}) => {
    await addFromProductPage(page, brand);
    const cart = drawer(page);
    await cart.getByRole('button', {name: 'View All Offers'}).click();
    const panel = cart.getByRole('region', {name: 'Offers & Benefits'});
    await expect(panel.getByRole('tab', {name: 'Brand Offers', selected: true})).toBeVisible();
    await expect(panel.getByRole('heading', {name: 'Available Offers', exact: true})).toBeVisible();
    await expect(panel.getByRole('heading', {name: 'Unavailable Offers'})).toBeVisible();

    await panel.getByRole('tab', {name: 'Payment Offers'}).click();
    await expect(panel.getByText(/Cashback up to ₹/).first()).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', {name: 'Brand Offers'})).toBeFocused();
    await expect(panel.getByRole('tab', {name: 'Brand Offers', selected: true})).toBeVisible();

    const apply = panel
      .getByRole('region', {name: 'Available Offers'})
      .getByRole('button', {name: /^Apply [A-Z0-9]+$/})
      .first();
    const code = (await apply.getAttribute('aria-label'))!.replace('Apply ', '');
    await apply.click();
    await expect(page.getByRole('status').filter({hasText: /^Coupon Applied! You saved ₹/})).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(cart.getByText(`${code} applied`)).toBeVisible();
  });

  test(`${brand}: an "Offers Unlocked!" product is added in one click and leaves the strip`, async ({page}) => {
    await addFromProductPage(page, brand);
    const cart = drawer(page);
    const strip = cart.getByRole('region', {name: 'Offers Unlocked!'});
    const add = strip.getByRole('button', {name: /^Add .+ to cart$/}).first();
    const title = (await add.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1');
    // The product page's own confirmation first goes away, so the next one is the upsell's.
    await expect(page.getByRole('status').filter({hasText: 'Product added to cart'})).toHaveCount(0);
    await add.click();
    await expect(page.getByRole('status').filter({hasText: 'Product added to cart'})).toBeVisible();
    await expect(cart.getByRole('heading', {name: 'Your Cart (2 items)'})).toBeVisible();
    await expect(cart.getByRole('link', {name: title, exact: true})).toBeVisible();
    await expect(strip.getByRole('button', {name: `Add ${title} to cart`})).toHaveCount(0);
  });
}

test('the drawer shows free-shipping progress, locks the page and traps focus, and closes on Escape, the close button and the backdrop', async ({
  page,
}, testInfo) => {
  const product = await addFromProductPage(page, 'groom');
  const cart = drawer(page);
  const progress = cart.getByRole('progressbar', {name: 'Progress toward free shipping'});
  const expected = Math.min(100, Math.floor((product.price / 299) * 100));
  await expect(progress).toHaveAttribute('aria-valuenow', String(expected));
  await expect(
    cart.getByText(product.price >= 299 ? 'You have unlocked free shipping!' : /more for free shipping/),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  const opener = page.getByRole('link', {name: 'Cart, 1 item'});
  await opener.click();
  await expect(cart).toBeVisible();
  // Focus stays inside while it is open.
  for (let step = 0; step < 12; step++) await page.keyboard.press('Tab');
  expect(await cart.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await cart.getByRole('button', {name: 'Close cart'}).click();
  await expect(cart).toBeHidden();
  await expect(opener).toBeFocused();

  if (testInfo.project.name === 'desktop') {
    await opener.click();
    await expect(cart).toBeVisible();
    await page.mouse.click(20, 300);
    await expect(cart).toBeHidden();
  }
});

test('a quantity update the store refuses puts the real quantity back and says so', async ({
  page,
  expectConsoleErrors,
}) => {
  // The store's failure reaches the browser as the cart action's 502.
  expectConsoleErrors(/status of 502 \(Bad Gateway\)/);
  const product = await addFromProductPage(page, 'groom');
  const token = await cartToken(page, 'groom');
  await injectFault('cartLinesUpdate', {cartId: `gid://shopify/Cart/${token}`}, 500);
  const cart = drawer(page);
  await cart.getByRole('button', {name: `Increase quantity of ${product.title}`}).click();
  await expect(cart.getByRole('heading', {name: 'Your Cart (2 items)'})).toBeVisible();
  await expect(
    page.getByRole('alert').filter({hasText: 'Your cart could not be updated. Please try again.'}),
  ).toBeVisible();
  await expect(cart.getByRole('heading', {name: 'Your Cart (1 item)'})).toBeVisible();
  await expect(cart.getByRole('group', {name: `Quantity of ${product.title}`}).locator('output')).toHaveText('1');
});

/** The order the stand-in recorded for the cart with this token. */
async function placedOrderFor(
  brand: Brand,
  token: string,
): Promise<{merchant_order_id: string; attributes: Array<{key: string; value: string}>}> {
  const orders = (await (await fetch(`${EMULATOR_URL}/__emulator/orders?brand=${brand}`)).json()) as Array<{
    merchant_order_id: string;
    cart_token: string;
    attributes: Array<{key: string; value: string}>;
  }>;
  const order = orders.find((entry) => token.split('?')[0] === entry.cart_token.split('?')[0]);
  if (!order) throw new Error(`no order for cart ${token}`);
  return order;
}

/** Places the order in the stand-in's quick-checkout widget. */
async function placeOrderInWidget(page: Page) {
  const widget = page.frameLocator('iframe[title="Quick checkout"]');
  await expect(widget.getByRole('heading', {name: 'Quick checkout'})).toBeVisible();
  await widget.getByRole('button', {name: 'Place order'}).click();
  await expect(page.locator('iframe[title="Quick checkout"]')).toHaveCount(0);
}

test('checkout goes through the quick-checkout widget to a placed order, which is confirmed with its number, and the cart is emptied', async ({
  page,
}) => {
  // Product page, lazy drawer, the widget's own frame and a 3.5 s wait: over 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await addFromProductPage(page, 'groom');
  const token = await cartToken(page, 'groom');
  await drawer(page).getByRole('button', {name: 'Checkout'}).click();
  await expect(drawer(page)).toBeHidden();
  await placeOrderInWidget(page);

  const order = await placedOrderFor('groom', token);
  const thanks = page.getByRole('dialog', {name: 'Thank you!'});
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveAccessibleDescription(`Your order #${order.merchant_order_id} is placed.`);
  // Focus moves into it, so a screen reader reads it out.
  await expect(thanks.getByRole('button', {name: 'Continue shopping'})).toBeFocused();
  await expect(page.getByRole('link', {name: 'Cart, 0 items'})).toBeAttached();
  // Not a toast: it stays until the shopper closes it.
  await page.waitForTimeout(3500);
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', {name: 'Close'}).click();
  await expect(thanks).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  await page.getByRole('link', {name: 'Cart, 0 items'}).click();
  await expect(drawer(page).getByText('Your Cart is Empty!')).toBeVisible();
});

test('gum: the drawer shows the subtotal; the age tick is required before checkout, and the answer reaches the order', async ({
  page,
}) => {
  const product = await addFromProductPage(page, 'gum');
  const cart = drawer(page);
  await expect(cart.getByText(/Pack/).first()).toBeVisible();
  const subtotal = cart.locator('p').filter({hasText: /^Subtotal/});
  await expect(subtotal).toHaveText(`Subtotal${rupees(product.price)}`);
  await expect(cart.getByText(/You will earn \d+ Quitbee coins? on this order/)).toBeVisible();
  await expect(
    cart.getByText('Shipping and taxes are worked out at checkout, where you can also use discount codes.'),
  ).toBeVisible();

  // The subtotal follows the stepper, as the total does.
  await cart.getByRole('button', {name: `Increase quantity of ${product.title}`}).click();
  await expect(subtotal).toHaveText(`Subtotal${rupees(product.price * 2)}`);
  await expect(cart.getByRole('button', {name: `Increase quantity of ${product.title}`})).toBeEnabled();

  await cart.getByRole('button', {name: 'Checkout'}).click();
  await expect(cart.getByRole('alert')).toHaveText('Please tick before proceeding');
  await expect(page.locator('iframe[title="Quick checkout"]')).toHaveCount(0);

  await cart.getByRole('checkbox', {name: 'Are you above 18+?'}).check();
  await expect(cart.getByRole('alert')).toHaveCount(0);
  await expect(cart.getByRole('checkbox', {name: 'Are you above 18+?'})).toBeEnabled();
  const token = await cartToken(page, 'gum');
  await cart.getByRole('button', {name: 'Checkout'}).click();
  await placeOrderInWidget(page);

  const order = await placedOrderFor('gum', token);
  expect(order.attributes).toContainEqual({key: 'age_confirmed_18_plus', value: 'yes'});
  await expect(page.getByRole('dialog', {name: 'Thank you!'})).toHaveAccessibleDescription(
    `Your order #${order.merchant_order_id} is placed.`,
  );
});

test('groom: the drawer has no subtotal line (its spec lists the estimated total only)', async ({page}) => {
  const cart = drawer(page);
  await addFromProductPage(page, 'groom');
  await expect(cart.getByText('Estimated Total')).toBeVisible();
  await expect(cart.getByText('Subtotal', {exact: true})).toHaveCount(0);
});

test('gum in Hindi: the drawer speaks Hindi, and so does the order confirmation', async ({page}) => {
  const product = await productInStock('gum');
  await page.goto(brandUrl('gum', `/hi/products/${product.handle}`));
  await page.getByRole('button', {name: 'कार्ट में जोड़ें'}).click();
  const cart = page.getByRole('dialog', {name: /^आपका कार्ट/});
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('checkbox', {name: 'क्या आपकी उम्र 18 वर्ष से अधिक है?'})).toBeVisible();
  await expect(cart.getByText('अनुमानित कुल')).toBeVisible();
  await expect(cart.locator('p').filter({hasText: /^सबटोटल/})).toHaveText(`सबटोटल${rupees(product.price)}`);
  await cart.getByRole('button', {name: 'चेकआउट'}).click();
  await expect(cart.getByRole('alert')).toHaveText('आगे बढ़ने से पहले कृपया टिक करें');

  await cart.getByRole('checkbox', {name: 'क्या आपकी उम्र 18 वर्ष से अधिक है?'}).check();
  await expect(cart.getByRole('checkbox', {name: 'क्या आपकी उम्र 18 वर्ष से अधिक है?'})).toBeEnabled();
  const token = await cartToken(page, 'gum');
  await cart.getByRole('button', {name: 'चेकआउट'}).click();
  await placeOrderInWidget(page);

  const order = await placedOrderFor('gum', token);
  const thanks = page.getByRole('dialog', {name: 'धन्यवाद!'});
  await expect(thanks).toHaveAccessibleDescription(`आपका ऑर्डर #${order.merchant_order_id} प्लेस हो गया है।`);
  await thanks.getByRole('button', {name: 'खरीदारी जारी रखें'}).click();
  await expect(thanks).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('on a slow phone, opening the cart as soon as the page responds keeps the page as the server sent it', async ({
    page,
  }) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
    await page.goto(brandUrl('groom'));
    // The header is live, the streamed sections below it may not be yet.
    await waitForHydration(page, 'header', {afterFrame: false});
    // A product card in one of the home page's streamed sections, as the server rendered it.
    const arrivals = page.getByRole('region', {name: 'New arrivals'});
    await arrivals
      .getByRole('article')
      .first()
      .evaluate((element) => element.setAttribute('data-server-rendered', ''));

    await page.getByRole('banner').getByRole('link', {name: /^Cart/}).click();
    await expect(drawer(page)).toBeVisible();
    await drawer(page).getByRole('button', {name: 'Close cart'}).click();
    await expect(drawer(page)).toBeHidden();
    // Had React thrown the section's server HTML away (error 421), the card would be a new element.
    await expect(arrivals.locator('article[data-server-rendered]')).toHaveCount(1);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  });

  test('on a slow phone, the product just added shows in the drawer that opens', async ({page}) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    // Slow enough that React draws the post's answer before it has drawn the post under way.
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
    const product = await productInStock('groom');
    await page.goto(brandUrl('groom', `/products/${product.handle}`));
    await waitForHydration(page, 'main', {afterFrame: false});
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect(drawer(page)).toBeVisible({timeout: 20_000});
    await expect(drawer(page).getByRole('link', {name: product.title})).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', {name: 'Cart, 1 item'})).toBeAttached();
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  });

  test("the added-to-cart toast leaves the drawer's CHECKOUT button uncovered and clickable", async ({page}) => {
    test.setTimeout(60_000);
    await addFromProductPage(page, 'groom');
    const checkout = drawer(page).getByRole('button', {name: 'Checkout'});
    // Measured in the page the moment the toast and the drawer's CHECKOUT and close buttons are all
    // on screen and the drawer has slid in, within the toast's 3 s life (a lazily loaded drawer can
    // take most of it on a busy machine).
    const measured = await page.waitForFunction(() => {
      const toast = [...document.querySelectorAll('[role="status"]')].find((element) =>
        element.textContent?.includes('Product added to cart'),
      );
      const panel = document.querySelector('[role="dialog"]');
      const buttons = [...(panel?.querySelectorAll('button') ?? [])].filter((button) =>
        /^(checkout|close cart)$/i.test(button.textContent!.trim() || button.getAttribute('aria-label')!),
      );
      const sliding = panel?.getAnimations({subtree: true}).some((animation) => animation.playState === 'running');
      if (
        !toast ||
        sliding ||
        buttons.length < 2 ||
        buttons.some((button) => button.getBoundingClientRect().height === 0)
      )
        return null;
      return {
        toast: toast.getBoundingClientRect().toJSON() as DOMRect,
        actions: buttons.map((button) => {
          const box = button.getBoundingClientRect();
          // What a finger at the button's centre touches is the button.
          return {
            box: box.toJSON() as DOMRect,
            hit: button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)),
          };
        }),
      };
    });
    const seen = (await measured.jsonValue())!;
    expect(seen.actions).toHaveLength(2);
    for (const action of seen.actions) {
      expect(overlaps(seen.toast, action.box)).toBe(false);
      expect(action.hit).toBe(true);
    }
    await checkout.click();
    await expect(
      page.frameLocator('iframe[title="Quick checkout"]').getByRole('heading', {name: 'Quick checkout'}),
    ).toBeVisible();
  });
});

test.describe('on a wide screen', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('toasts show beside an open drawer, not on it', async ({page}) => {
    await addFromProductPage(page, 'groom');
    const toast = page.getByRole('status').filter({hasText: 'Product added to cart'});
    // A toast raised from inside the open drawer: an "Offers Unlocked!" product added.
    await expect(toast).toHaveCount(0);
    await drawer(page)
      .getByRole('region', {name: 'Offers Unlocked!'})
      .getByRole('button', {name: /^Add .+ to cart$/})
      .first()
      .click();
    await expect(toast).toBeVisible();
    const seen = await toast.evaluate((element) => ({
      toast: element.getBoundingClientRect().toJSON() as DOMRect,
      drawer: element.ownerDocument.querySelector('[role="dialog"]')!.getBoundingClientRect().toJSON() as DOMRect,
    }));
    expect(overlaps(seen.toast, seen.drawer)).toBe(false);
  });
});
