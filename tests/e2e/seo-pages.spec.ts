/**
 * What a shopper and a crawler find from any page: the footer's links to the collections, all
 * products and the policies, and each page's head (canonical address, languages, structured data).
 */
import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {brandUrl} from './support/stand-in';

test.describe('the footer leads to every index page', () => {
  test('groom: Collections, a collection, All products and the policies', async ({page}) => {
    await page.goto(brandUrl('groom', '/'));
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', {name: 'Collections', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Collections'})).toBeVisible();
    await expect(page).toHaveTitle(/^Collections \| /);
    // The card's name is its picture's text and its title.
    await page.getByRole('main').getByRole('link', {name: 'Razors'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Razors'})).toBeVisible();

    await footer.getByRole('link', {name: 'All products'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'All products'})).toBeVisible();
    await expect(page.getByRole('link', {name: /Show more products/})).toBeVisible();
    expect(await page.locator('main a[href^="/products/"]').count()).toBeGreaterThanOrEqual(12);

    await footer.getByRole('link', {name: 'Policies'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Policies'})).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', {name: /Shipping/})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: /Shipping/})).toBeVisible();
  });

  test('gum in Hindi: the index pages in Hindi, under /hi', async ({page}) => {
    await page.goto(brandUrl('gum', '/hi'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', {name: 'कलेक्शन', exact: true}).click();
    await expect(page).toHaveURL(/\/hi\/collections$/);
    await expect(page.getByRole('heading', {level: 1, name: 'कलेक्शन'})).toBeVisible();
    await footer.getByRole('link', {name: 'नीतियाँ'}).click();
    await expect(page).toHaveURL(/\/hi\/policies$/);
    await expect(page.getByRole('heading', {level: 1, name: 'नीतियाँ'})).toBeVisible();
  });
});

/** The JSON-LD blocks of the page, parsed: a block that is not valid JSON fails the test. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat() as Array<Record<string, unknown>>);
}

const DEVANAGARI = /[\u0900-\u097F]/;

test.describe('each page tells search engines what it is', () => {
  test('a Hindi product page: canonical without tracking, both languages, Product and breadcrumbs', async ({page}) => {
    await page.goto(brandUrl('gum', '/hi'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DEVANAGARI);
    await page.locator('main a[href^="/hi/products/"]').first().click();
    // The home page has a heading too: wait for the product's address before reading it.
    await expect(page).toHaveURL(/\/hi\/products\/[^/?]+$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const productPath = new URL(page.url()).pathname;
    const englishPath = productPath.replace(/^\/hi/, '');

    await page.goto(brandUrl('gum', `${productPath}?utm_source=newsletter&gclid=abc`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', brandUrl('gum', productPath));
    await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute(
      'href',
      brandUrl('gum', productPath),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      'href',
      brandUrl('gum', englishPath),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      brandUrl('gum', englishPath),
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');
    const title = (await page.getByRole('heading', {level: 1}).textContent())!.trim();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${title} | Quitbee`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DEVANAGARI);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);

    const data = await structuredData(page);
    const product = data.find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({name: title, offers: {'@type': 'Offer', priceCurrency: 'INR'}});
    expect(data.find((block) => block['@type'] === 'BreadcrumbList')).toBeTruthy();
  });

  test('home pages describe the shop and its search box; the search page stays out of indexes', async ({page}) => {
    await page.goto(brandUrl('groom', '/'));
    const types = (await structuredData(page)).map((block) => block['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);

    await page.goto(brandUrl('groom', '/search?q=razor'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
