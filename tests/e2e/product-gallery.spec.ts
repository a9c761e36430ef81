import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {seeds} from '../../emulator/seed';
import {brandUrl} from './support/stand-in';

const razor = seeds.groom.products.find((product) => product.handle === 'kestrel-6-blade-razor')!;
const count = razor.images.length;
const price = `₹${Number(razor.variants.find((variant) => variant.quantityAvailable > 0)!.price).toLocaleString('en-IN')}`;

/** Opens the razor's page and waits until React has hydrated it (the gallery's buttons work). */
async function visit(page: Page) {
  await page.goto(brandUrl('groom', `/products/${razor.handle}`));
  await page.waitForFunction(() => {
    const gallery = document.querySelector('[data-product-carousel]');
    return Boolean(gallery && Object.keys(gallery).some((key) => key.startsWith('__reactFiber')));
  });
}

const gallery = (page: Page) => page.getByRole('region', {name: 'Product images'});
const slide = (page: Page, n: number) => gallery(page).getByRole('group', {name: `Image ${n} of ${count}`});

/** Image n is the one on show: in view, and its dot or thumbnail marked current (and no other). */
async function expectShowing(page: Page, n: number) {
  await expect(slide(page, n)).toBeInViewport({ratio: 0.9});
  await expect(gallery(page).getByRole('button', {name: `Show image ${n}`, exact: true})).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(gallery(page).locator('button[aria-current="true"]:visible')).toHaveCount(1);
}

async function expectInFirstScreen(locator: Locator, height: number) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.y + box.height, 'bottom edge on the first screen').toBeLessThanOrEqual(height);
}

test.describe('on a phone (390 × 844)', () => {
  test.skip(({isMobile}) => !isMobile, 'the mobile project covers phones');
  test.use({viewport: {width: 390, height: 844}});

  test('title, price and Add to cart are on the first screen, with the first picture', async ({page}) => {
    await visit(page);
    await expectInFirstScreen(page.getByRole('heading', {level: 1, name: razor.title}), 844);
    await expectInFirstScreen(page.getByText(price, {exact: true}).first(), 844);
    await expectInFirstScreen(page.getByRole('button', {name: 'Add to cart'}), 844);
    await expectShowing(page, 1);
    // About square and no more than about half the screen.
    const picture = (await slide(page, 1).getByRole('img').boundingBox())!;
    expect(picture.height).toBeLessThanOrEqual(844 / 2);
    expect(Math.abs(picture.height - picture.width)).toBeLessThanOrEqual(2);
  });

  test('only the first picture loads at once, with high priority', async ({page}) => {
    await visit(page);
    for (let n = 1; n <= count; n += 1) {
      const image = slide(page, n).getByRole('img');
      await expect(image).toHaveAttribute('loading', n === 1 ? 'eager' : 'lazy');
      if (n === 1) await expect(image).toHaveAttribute('fetchpriority', 'high');
      else await expect(image).not.toHaveAttribute('fetchpriority', 'high');
      await expect(image).toHaveAttribute('sizes', /\d+vw/);
    }
  });

  test('next and previous move one picture and wrap round at the ends', async ({page}) => {
    await visit(page);
    await gallery(page).getByRole('button', {name: 'Next image'}).click();
    await expectShowing(page, 2);
    await gallery(page).getByRole('button', {name: 'Previous image'}).click();
    await expectShowing(page, 1);
    await gallery(page).getByRole('button', {name: 'Previous image'}).click();
    await expectShowing(page, count);
    await gallery(page).getByRole('button', {name: 'Next image'}).click();
    await expectShowing(page, 1);
  });

  test('a dot jumps to its picture', async ({page}) => {
    await visit(page);
    await gallery(page).getByRole('button', {name: 'Show image 4', exact: true}).click();
    await expectShowing(page, 4);
    await gallery(page).getByRole('button', {name: 'Show image 1', exact: true}).click();
    await expectShowing(page, 1);
  });

  test('a swipe moves to the next picture', async ({page}) => {
    await visit(page);
    const box = (await slide(page, 1).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    // A finger sliding 200 px to the left across the picture, as touch events (native scrolling does the rest).
    const y = Math.round(box.y + box.height / 2);
    let x = Math.round(box.x + box.width * 0.8);
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x, y}]});
    for (let step = 0; step < 10; step += 1) {
      x -= 20;
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: [{x, y}]});
    }
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    await expectShowing(page, 2);
  });

  test('with reduced motion the picture changes at once, without a smooth scroll', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await visit(page);
    await gallery(page).getByRole('button', {name: 'Next image'}).click();
    // Read in the same task as the click's effect: a smooth scroll would still be on its way.
    const [left, start] = await slide(page, 2).evaluate((element) => [
      element.parentElement!.scrollLeft,
      (element as HTMLElement).offsetLeft,
    ]);
    expect(Math.abs(left - start)).toBeLessThanOrEqual(1);
    await expectShowing(page, 2);
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.skip(({isMobile}) => isMobile, 'the desktop project covers wide screens');
  test.use({viewport: {width: 1280, height: 800}});

  test('the picture, its thumbnails, title, price and Add to cart share the first screen', async ({page}) => {
    await visit(page);
    await expectInFirstScreen(slide(page, 1), 800);
    for (let n = 1; n <= count; n += 1) {
      await expectInFirstScreen(gallery(page).getByRole('button', {name: `Show image ${n}`, exact: true}), 800);
    }
    await expectInFirstScreen(page.getByRole('heading', {level: 1, name: razor.title}), 800);
    await expectInFirstScreen(page.getByText(price, {exact: true}).first(), 800);
    await expectInFirstScreen(page.getByRole('button', {name: 'Add to cart'}), 800);
  });

  test('thumbnails jump, next and previous step and wrap', async ({page}) => {
    await visit(page);
    await gallery(page).getByRole('button', {name: 'Show image 3', exact: true}).click();
    await expectShowing(page, 3);
    await gallery(page).getByRole('button', {name: 'Next image'}).click();
    await expectShowing(page, 4);
    await gallery(page).getByRole('button', {name: 'Show image 1', exact: true}).click();
    await expectShowing(page, 1);
    await gallery(page).getByRole('button', {name: 'Previous image'}).click();
    await expectShowing(page, count);
  });

  test('the keyboard: Tab reaches the buttons, arrow keys, Home and End move', async ({page}) => {
    await visit(page);
    const previous = gallery(page).getByRole('button', {name: 'Previous image'});
    await previous.focus();
    // The scrolling strip of pictures comes just before the buttons in the Tab order.
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() => {
        const focused = document.activeElement!;
        return Boolean(focused.closest('[data-product-carousel]')) && focused.scrollWidth > focused.clientWidth;
      }),
    ).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, 2);
    await page.keyboard.press('Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(gallery(page).getByRole('button', {name: 'Next image'})).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectShowing(page, 1);
    await page.keyboard.press('End');
    await expectShowing(page, count);
    await page.keyboard.press('Home');
    await expectShowing(page, 1);
  });
});
