import {type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {brandUrl} from './support/stand-in';
import {waitForHydration} from './support/hydration';
import {seeds} from '../../emulator/seed';

type Brand = 'groom' | 'gum';

const ROWS = {
  en: {pairs: 'Pairs well with', alsoLike: 'You may also like'},
  hi: {pairs: 'इसके साथ लें', alsoLike: 'आपको ये भी पसंद आ सकते हैं'},
};

const seedProduct = (brand: Brand, handle: string) => {
  const product = seeds[brand].products.find((entry) => entry.handle === handle);
  if (!product) throw new Error(`no seeded ${brand} product ${handle}`);
  return product;
};
const titleOf = (brand: Brand, handle: string, lang: 'en' | 'hi' = 'en') => {
  const product = seedProduct(brand, handle);
  return (lang === 'hi' && product.hi?.title) || product.title;
};

/** The card titles of a row, in order. */
const cardTitles = (page: Page, name: string) =>
  page.getByRole('region', {name, exact: true}).getByRole('heading', {level: 3}).allInnerTexts();

const pages = [
  {brand: 'groom', lang: 'en', handle: 'kestrel-6-blade-razor'},
  {brand: 'groom', lang: 'en', handle: 'contour-beard-trimmer-pro'},
  {brand: 'gum', lang: 'en', handle: 'nicotine-gum-frosty-mint-2mg-4mg'},
  {brand: 'gum', lang: 'hi', handle: 'nicotine-gum-frosty-mint-2mg-4mg'},
] as const;

for (const {brand, lang, handle} of pages) {
  test(`${brand} (${lang}) ${handle}: "${ROWS[lang].pairs}" lists what the shop pairs with it, "${ROWS[lang].alsoLike}" others like it`, async ({
    page,
  }) => {
    await page.goto(brandUrl(brand, `${lang === 'hi' ? '/hi' : ''}/products/${handle}`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(titleOf(brand, handle, lang));

    const paired = seedProduct(brand, handle).complementary!.slice(0, 4);
    const pairs = await cardTitles(page, ROWS[lang].pairs);
    expect(pairs).toEqual(paired.map((other) => titleOf(brand, other, lang)));

    const alsoLike = await cardTitles(page, ROWS[lang].alsoLike);
    expect(alsoLike.length).toBeGreaterThan(0);
    expect(alsoLike.length).toBeLessThanOrEqual(4);
    for (const title of alsoLike) {
      expect(pairs, 'a product is offered in one row only').not.toContain(title);
      expect(title).not.toBe(titleOf(brand, handle, lang));
    }
  });
}

for (const {brand, handle} of [
  {brand: 'groom', handle: 'kestrel-e-gift-card'},
  {brand: 'gum', handle: 'nicotine-gum-cola-2mg'},
] as const) {
  test(`${brand} ${handle}: paired with nothing, the page has no "Pairs well with" row, only "You may also like"`, async ({
    page,
  }) => {
    await page.goto(brandUrl(brand, `/products/${handle}`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(titleOf(brand, handle));
    await expect(page.getByRole('region', {name: ROWS.en.alsoLike})).toBeVisible();
    await expect(page.getByRole('heading', {name: ROWS.en.pairs})).toHaveCount(0);
  });
}

test('a recommended product opens its page', async ({page}) => {
  await page.goto(brandUrl('groom', '/products/contour-beard-trimmer-pro'));
  await waitForHydration(page);
  const oil = titleOf('groom', 'woodland-beard-oil');
  await page.getByRole('region', {name: ROWS.en.pairs}).getByRole('link', {name: oil}).click();
  await expect(page).toHaveURL(brandUrl('groom', '/products/woodland-beard-oil'));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(oil);
  // The new page's own rows.
  await expect(
    page.getByRole('region', {name: ROWS.en.pairs}).getByRole('link', {name: titleOf('groom', 'beard-wash')}),
  ).toBeVisible();
});

test("groom's Offers Unlocked! offers what the cart's products pair with, never one already in the cart", async ({
  page,
}) => {
  const razor = 'kestrel-6-blade-razor';
  const blades = 'six-blade-refill-cartridges';
  await page.goto(brandUrl('groom', `/products/${razor}`));
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const cart = page.getByRole('dialog', {name: /^Your Cart/});
  // The drawer's code loads on the first add: on a cold worker and a busy machine, seconds.
  await expect(cart).toBeVisible({timeout: 20_000});
  const strip = cart.getByRole('region', {name: 'Offers Unlocked!'});
  const offered = () =>
    strip
      .getByRole('button', {name: /^Add .+ to cart$/})
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label')!.replace(/^Add (.+) to cart$/, '$1')),
      );

  // The razor's pairs that are in stock, in the shop's order (its travel cap is sold out), then the collection.
  const inStockPairs = seedProduct('groom', razor)
    .complementary!.filter((handle) =>
      seedProduct('groom', handle).variants.some((variant) => variant.quantityAvailable > 0),
    )
    .map((handle) => titleOf('groom', handle));
  await expect.poll(async () => (await offered()).slice(0, inStockPairs.length)).toEqual(inStockPairs);
  expect(await offered()).not.toContain(titleOf('groom', razor));
  expect(await offered()).not.toContain(titleOf('groom', 'razor-travel-cap-and-stand'));

  // Adding the blades: they leave the strip, and it still offers neither product in the cart.
  await strip.getByRole('button', {name: `Add ${titleOf('groom', blades)} to cart`}).click();
  await expect(cart.getByRole('heading', {name: 'Your Cart (2 items)'})).toBeVisible();
  await expect(strip.getByRole('button', {name: `Add ${titleOf('groom', blades)} to cart`})).toHaveCount(0);
  await expect.poll(offered).toContain(titleOf('groom', 'shaving-foam-sensitive'));
  const now = await offered();
  expect(now).not.toContain(titleOf('groom', razor));
  expect(now).not.toContain(titleOf('groom', blades));
});
