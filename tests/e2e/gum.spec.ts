import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {type Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {brands} from '../../app/brands';
import {COPY_VALUES} from '../../app/brands/gum/constants';
import {seeds} from '../../emulator/seed';
import {holdResponses} from './support/held-responses';
import {waitForHydration} from './support/hydration';
import {brandUrl, PREVIEW_PORT, sortedCollection} from './support/stand-in';

const gum = seeds.gum;
const locale = (lang: 'en' | 'hi', namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${namespace}.json`), 'utf8'));
/** A string from the locale files with the constants filled in, as the page renders it. */
const fill = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(COPY_VALUES[name as keyof typeof COPY_VALUES]));
const frostyMint = gum.products.find((product) => product.title.includes('Frosty Mint'))!;
const cola = gum.products.find((product) => product.title.includes('Cola'))!;

/** Top-level keys of every locale file: a raw key on screen ("product.addToCart") means a missing string. */
const KEY_ROOTS = new Set(
  ['en', 'hi'].flatMap((lang) =>
    readdirSync(join(import.meta.dirname, '../../locales', lang)).flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, file), 'utf8'))),
    ),
  ),
);

async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  const raw = [...text.matchAll(/\b([a-z][\w-]*)\.([a-zA-Z][\w-]*)\b/g)].filter((match) => KEY_ROOTS.has(match[1]));
  expect(
    raw.map((match) => match[0]),
    `untranslated keys on ${page.url()}`,
  ).toEqual([]);
  expect(text).not.toMatch(/\{\{\w+\}\}/);
}

test.describe('languages', () => {
  test('the language switch keeps the shopper on the same product page', async ({page}) => {
    await page.goto(brandUrl('gum', `/products/${frostyMint.handle}`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(frostyMint.title);
    await page.getByRole('link', {name: 'हिन्दी'}).click();
    await expect(page).toHaveURL(new RegExp(`:${PREVIEW_PORT}/hi/products/${frostyMint.handle}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(frostyMint.hi!.title!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(new RegExp(`:${PREVIEW_PORT}/products/${frostyMint.handle}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(frostyMint.title);
  });

  test('a tap on the language switch before the page has come alive is kept and remembered', async ({page}) => {
    await page.goto(brandUrl('gum', `/products/${frostyMint.handle}`));
    await waitForHydration(page);
    await page.getByRole('link', {name: 'हिन्दी'}).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // The Hindi page's scripts held: the switch is a plain link, its script has not saved the choice.
    const release = await holdResponses(page, /\/assets\/[^?]+\.js$/);
    await page.goto(brandUrl('gum', `/hi/products/${frostyMint.handle}`), {waitUntil: 'commit'});
    await expect(page.getByRole('heading', {level: 1})).toHaveText(frostyMint.hi!.title!);
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(frostyMint.title);
    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`:${PREVIEW_PORT}/products/${frostyMint.handle}$`));
    expect(await page.evaluate(() => window.localStorage.getItem('preferredLanguage'))).toBe('en');

    await page.goto(brandUrl('gum'));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(brandUrl('gum', '/'));
  });

  test('the choice is remembered: the next visit opens in that language', async ({page}) => {
    await page.goto(brandUrl('gum'));
    await page.getByRole('link', {name: 'हिन्दी'}).click();
    await expect(page).toHaveURL(/\/hi$/);
    await page.goto(brandUrl('gum', `/products/${frostyMint.handle}`));
    await expect(page).toHaveURL(new RegExp(`/hi/products/${frostyMint.handle}$`));
  });

  test('a saved "hi" in local storage moves the shopper at start-up; other saved values are ignored', async ({
    browser,
  }) => {
    for (const [saved, expectedPath] of [
      ['hi', '/hi'],
      ['fr', '/'],
      ['HI', '/'],
    ] as const) {
      const context = await browser.newContext();
      // Only in the store's pages: a new page's about:blank has no storage to write to.
      await context.addInitScript((value) => {
        if (window.location.protocol.startsWith('http')) window.localStorage.setItem('preferredLanguage', value);
      }, saved);
      const page = await context.newPage();
      await page.goto(brandUrl('gum'));
      await page.waitForLoadState('networkidle');
      await expect(page, `saved ${saved}`).toHaveURL(brandUrl('gum', expectedPath));
      await context.close();
    }
  });

  test('only Hindi pages download the Devanagari font; English pages fetch just the letters of "हिन्दी"', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto(brandUrl('gum'));
    await page.waitForLoadState('networkidle');
    // The one Devanagari font of an English page is the language switch's subset, a few KB.
    const devanagari = fonts.filter((url) => /devanagari/i.test(url));
    expect(devanagari.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/language-switch-devanagari-[\w-]+\.woff2$/),
    ]);
    const bytes = await page.evaluate(
      async (url) => (await (await fetch(url)).arrayBuffer()).byteLength,
      devanagari[0],
    );
    expect(bytes).toBeLessThan(4096);
    await expect(page.getByRole('link', {name: 'हिन्दी'})).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check('16px "Language Switch Devanagari"', 'हिन्दी'))).toBe(true);
    fonts.length = 0;

    await page.goto(brandUrl('gum', '/hi'));
    await page.waitForLoadState('networkidle');
    expect(fonts.filter((url) => /noto-sans-devanagari/i.test(url)).length).toBeGreaterThan(0);
    // क्ष, त्र, श्र and ज्ञ shape with the web font, not as separate letters with a visible virama.
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'क्ष त्र श्र ज्ञ'))).toBe(true);
  });

  test('pictures on Hindi pages are described in Hindi', async ({page}) => {
    test.setTimeout(60_000);
    const blog = gum.blogs.find((entry) => entry.articles.some((article) => article.image))!;
    const article = blog.articles.find((entry) => entry.image)!;
    for (const path of [
      '/hi',
      `/hi/products/${frostyMint.handle}`,
      '/hi/collections/nicotine-gums',
      `/hi/blogs/${blog.handle}`,
      `/hi/blogs/${blog.handle}/${article.handle}`,
    ]) {
      // Alt text is in the server's HTML; hydration keeps it.
      await page.goto(brandUrl('gum', path));
      const alts = await page
        .locator('img[alt]:not([alt=""])')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt')!));
      expect(alts.length, `pictures with alt text on ${path}`).toBeGreaterThan(0);
      expect(
        alts.filter((alt) => !/[\u0900-\u097F]/.test(alt)),
        `English alt text on ${path}`,
      ).toEqual([]);
    }
  });
});

for (const lang of ['en', 'hi'] as const) {
  const prefix = lang === 'hi' ? '/hi' : '';
  const home = locale(lang, 'gum-home');

  test.describe(`pages in ${lang === 'en' ? 'English' : 'Hindi'}`, () => {
    test('the home page has the claims, offers, testimonials, doctors and FAQ', async ({page}) => {
      await page.goto(brandUrl('gum', prefix || '/'));
      await expect(page.getByRole('heading', {level: 2, name: home.claims.heading})).toBeVisible();
      for (const claim of ['who', 'sugarFree', 'origin', 'moneyBack']) {
        await expect(page.getByText(fill(home.claims[claim].title), {exact: true})).toBeVisible();
      }
      if (lang === 'en') {
        await expect(
          page.getByRole('main').getByText('Shop for 999/- | Use Code: FREEPERFUME', {exact: true}),
        ).toBeVisible();
      }
      for (const flavour of [
        'Frosty Mint',
        'Pudina Punch',
        'Fruit Blast',
        'Fresh Fennel',
        'Royal Paan',
        'Flavoured Pan',
        'Cola',
      ]) {
        await expect(page.getByText(flavour, {exact: true}).first()).toBeVisible();
      }
      await expect(page.getByRole('heading', {level: 2, name: home.testimonials.heading})).toBeVisible();
      await expect(page.getByText(fill(home.testimonials.items[0].title))).toBeVisible();
      await expect(page.getByText(fill(home.doctors.items[0].name))).toBeVisible();
      const faq = page.getByText(fill(home.faq.items[0].question));
      await faq.click();
      await expect(page.locator('details').first()).toHaveAttribute('open', '');
      await expectNoRawKeys(page);
    });

    test('the content pages render their copy and are linked from the header and footer', async ({page}) => {
      test.slow(); // seven page loads
      await page.goto(brandUrl('gum', prefix || '/'));
      const linked = new Set<string>();
      for (const link of await page.locator('header a[href], footer a[href]').all()) {
        linked.add((await link.getAttribute('href')) ?? '');
      }
      for (const handle of ['ingredients', 'our-standards', 'contact', 'how-to-use', 'who-we-are']) {
        const path = `${prefix}/pages/${handle}`;
        expect(linked, `${path} linked from header or footer`).toContain(path);
        const seeded = gum.pages.find((entry) => entry.handle === handle)!;
        await page.goto(brandUrl('gum', path));
        await expect(page.getByRole('heading', {level: 1})).toHaveText(
          lang === 'hi' ? seeded.hi!.title! : seeded.title,
        );
        await expectNoRawKeys(page);
      }
      await page.goto(brandUrl('gum', `${prefix}/pages/contact`));
      const contact = await page.getByRole('article').innerText();
      expect(contact).toContain(
        lang === 'hi' ? 'सुबह 10:00 बजे से शाम 6:00 बजे तक, सोमवार से शुक्रवार' : '10:00 AM–6:00 PM, Monday to Friday',
      );
      expect(contact).toContain('24–48');
      expect(contact).toContain(brands.gum.contact!.phone);
      expect(contact).toContain(brands.gum.contact!.email);
      expect(contact).toContain(brands.gum.contact!.address[lang]);
      expect(contact).toMatch(lang === 'hi' ? /गुरुग्राम/ : /Gurugram/);
    });

    test('the product page shows the pack chooser, rating, byline and the chew–pause–chew guide', async ({page}) => {
      const guide = locale(lang, 'gum-product');
      await page.goto(brandUrl('gum', `${prefix}/products/${frostyMint.handle}`));
      await expect(
        page.getByText(
          lang === 'hi'
            ? frostyMint.metafields.find((m) => m.key === 'byline')!.hi!.value!
            : frostyMint.metafields.find((m) => m.key === 'byline')!.value,
        ),
      ).toBeVisible();
      await expect(page.getByRole('heading', {name: fill(guide.guide.heading)})).toBeVisible();
      // Said once, in the guide: neither the description nor a picture repeats it.
      const elsewhere = await page.getByRole('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelector('section[aria-labelledby="gum-product-guide"]')!.remove();
        return [copy.textContent, ...[...copy.querySelectorAll('img')].map((image) => image.alt)].join(' ');
      });
      expect(elsewhere).not.toMatch(lang === 'hi' ? /चबाएँ\s*–\s*रुकें/ : /chew\s*–\s*pause/i);
      await expect(page.getByText(/[0-9.]+ \(\d+\)/).first()).toBeVisible();

      const packOption = frostyMint.options.find((option) => option.name === 'Pack Size')!;
      const packName = lang === 'hi' ? packOption.hi!.name! : packOption.name;
      const secondValue = lang === 'hi' ? packOption.hi!.values![1] : packOption.values[1];
      const chooser = page.getByRole('group', {name: packName});
      await chooser.getByRole('link', {name: secondValue}).click();
      await expect(page).toHaveURL(new RegExp(encodeURIComponent(packName).replace(/%20/g, '(\\+|%20)')));
      await expect(chooser.getByRole('link', {name: secondValue})).toHaveAttribute('aria-current', 'true');
      const variant = frostyMint.variants.find(
        (entry) => entry.options['Pack Size'] === packOption.values[1] && entry.options.Strength === '2 mg',
      )!;
      await expect(page.getByText(`₹${Number(variant.price).toLocaleString('en-IN')}`).first()).toBeVisible();
      await expectNoRawKeys(page);
    });
  });
}

test('a sold-out product says so and cannot be added', async ({page}) => {
  await page.goto(brandUrl('gum', `/products/${cola.handle}`));
  await expect(page.getByText('Sold out').first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Add to cart'})).toHaveCount(0);
});

test.describe('collection filters and sort', () => {
  const sorts = [
    ['featured', 'COLLECTION_DEFAULT', false],
    ['best-selling', 'BEST_SELLING', false],
    ['title-ascending', 'TITLE', false],
    ['title-descending', 'TITLE', true],
    ['price-ascending', 'PRICE', false],
    ['price-descending', 'PRICE', true],
    ['created-ascending', 'CREATED', false],
    ['created-descending', 'CREATED', true],
  ] as const;

  for (const [value, sortKey, reverse] of sorts) {
    test(`sort ${value} lists the products in the store's order`, async ({page}) => {
      const expected = await sortedCollection('gum', 'all', {sortKey, reverse});
      await page.goto(brandUrl('gum', `/collections/all?sort=${value}`));
      await expect(page.getByRole('main').getByRole('heading', {level: 3})).toHaveText(expected);
    });
  }

  test('choosing a sort order applies it and keeps it in the URL', async ({page}) => {
    const expected = await sortedCollection('gum', 'all', {sortKey: 'PRICE', reverse: true});
    await page.goto(brandUrl('gum', '/collections/all'));
    await page.getByRole('combobox', {name: 'Sort by'}).selectOption('price-descending');
    await expect(page).toHaveURL(/sort=price-descending/);
    await expect(page.getByRole('main').getByRole('heading', {level: 3})).toHaveText(expected);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
  });

  test('availability and price filters give the right products, and a reversed range is turned round', async ({
    page,
  }) => {
    await page.goto(brandUrl('gum', '/collections/all'));
    await page.getByRole('checkbox', {name: 'In Stock'}).check();
    await page.getByRole('spinbutton', {name: 'From'}).fill('400');
    await page.getByRole('spinbutton', {name: 'To'}).fill('100');
    await page.getByRole('button', {name: 'Apply Filters'}).click();
    await expect(page).toHaveURL(/availability=in-stock/);
    const expected = await sortedCollection('gum', 'all', {
      sortKey: 'COLLECTION_DEFAULT',
      reverse: false,
      filters: [{available: true}, {price: {min: 100, max: 400}}],
    });
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('heading', {level: 3})).toHaveText(expected);
  });

  test('nothing matching says "No products found"; bad values in the URL fall back to defaults', async ({page}) => {
    await page.goto(brandUrl('gum', '/collections/all?price_min=99999'));
    await expect(page.getByText('No products found')).toBeVisible();
    const featured = await sortedCollection('gum', 'all', {sortKey: 'COLLECTION_DEFAULT', reverse: false});
    const response = await page.goto(
      brandUrl('gum', '/collections/all?sort=%3Cscript%3E&availability=maybe&price_min=abc'),
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', {level: 3})).toHaveText(featured);
    await page.goto(brandUrl('gum', '/hi/collections/all?price_min=99999'));
    await expect(page.getByText('कोई उत्पाद नहीं मिला')).toBeVisible();
  });

  test('filters work without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(brandUrl('gum', '/collections/all'));
    await page.getByRole('combobox', {name: 'Sort by'}).selectOption('title-ascending');
    await page.getByRole('button', {name: 'Apply Filters'}).click();
    await expect(page).toHaveURL(/sort=title-ascending/);
    const expected = await sortedCollection('gum', 'all', {sortKey: 'TITLE', reverse: false});
    await expect(page.getByRole('main').getByRole('heading', {level: 3})).toHaveText(expected);
    await context.close();
  });
});
