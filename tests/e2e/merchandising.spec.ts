/**
 * A merchandiser's campaign from Shopify admin (metaobjects in the stand-in): the announcement bar and
 * the home hero change on both brands, in English and Hindi, with no deploy; deleted, the store's own
 * copy is back; a scheduled message comes and goes at its times; a broken entry leaves the page whole.
 * These tests change the stand-in every other test reads, so they run in a project of their own after
 * the others (playwright.config.ts), one at a time.
 */
import type {Page, Response} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brandUrl, deleteMetaobjects, purgeEdgeCache, putMetaobject, resetStandIn} from './support/stand-in';

test.describe.configure({mode: 'serial'});
test.afterEach(resetStandIn);

const MERCHANDISING_TYPES = ['announcement', 'home_hero', 'category_tile', 'home_section'];

/**
 * Opens a page afresh until `check` passes: the edge cache is emptied each time, and the worker keeps
 * Shopify's answer a second before it asks again behind it, so the first load after a change may be the old one.
 */
async function openUntil(page: Page, url: string, check: (document: Response | null) => Promise<void>) {
  await expect(async () => {
    await purgeEdgeCache();
    await check(await page.goto(url));
  }).toPass({intervals: [1_000, 1_000, 2_000], timeout: 30_000});
}

const bar = (page: Page) => page.getByRole('complementary', {name: /announcement|घोषणा/i});
const heading = (page: Page) => page.getByRole('heading', {level: 1});

test('a campaign shows on both homes in English and Hindi with no deploy, and deleting it brings the store’s copy back', async ({
  page,
}) => {
  test.slow();
  await putMetaobject('groom', 'announcement', 'diwali', [
    {key: 'text', value: 'Diwali week: free engraving on every razor'},
    {key: 'link', value: '/collections/razors-1'},
    {key: 'position', value: '0'},
  ]);
  await putMetaobject('groom', 'home_hero', 'sharp-tools', [
    {key: 'heading', value: 'Gifts that mean business'},
    {key: 'text', value: 'Trimmer and shave kits, wrapped for Diwali.'},
    {key: 'image', value: 'home-hero-shave-kit'},
    {key: 'cta_label', value: 'Shop gifting kits'},
    {key: 'cta_link', value: '/collections/gifting-kits'},
  ]);
  await deleteMetaobjects('gum', 'announcement');
  await putMetaobject('gum', 'announcement', 'new-flavour', [
    {key: 'text', value: 'New: paan flavour, 2 mg and 4 mg', hi: 'नया: पान फ़्लेवर, 2 mg और 4 mg'},
  ]);
  await putMetaobject('gum', 'home_hero', 'one-chew-at-a-time', [
    {key: 'heading', value: 'Your first smoke-free Diwali', hi: 'आपकी पहली धुएँ-रहित दिवाली'},
    {key: 'text', value: 'Sugar-free nicotine gum that takes the edge off cravings.'},
    {key: 'cta_label', value: 'Try the paan flavour', hi: 'पान फ़्लेवर आज़माएँ'},
    {key: 'cta_link', value: '/collections/nicotine-gums'},
  ]);

  await openUntil(page, brandUrl('groom'), async () => {
    await expect(heading(page)).toHaveText('Gifts that mean business', {timeout: 2_000});
  });
  await expect(bar(page).getByRole('listitem').first()).toHaveText('Diwali week: free engraving on every razor');
  await expect(page.getByRole('main').getByRole('img', {name: /razor, a brush/})).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Shop gifting kits'}).click();
  await expect(page).toHaveURL(/\/collections\/gifting-kits$/);

  await openUntil(page, brandUrl('gum'), async () => {
    await expect(heading(page)).toHaveText('Your first smoke-free Diwali', {timeout: 2_000});
  });
  await expect(bar(page).getByRole('listitem')).toHaveText(['New: paan flavour, 2 mg and 4 mg']);

  await openUntil(page, brandUrl('gum', '/hi'), async () => {
    await expect(heading(page)).toHaveText('आपकी पहली धुएँ-रहित दिवाली', {timeout: 2_000});
  });
  await expect(bar(page).getByRole('listitem')).toHaveText(['नया: पान फ़्लेवर, 2 mg और 4 mg']);
  // The hero's text has no Hindi translation: the English one, never a blank.
  await expect(
    page.getByRole('main').getByText('Sugar-free nicotine gum that takes the edge off cravings'),
  ).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', {name: 'पान फ़्लेवर आज़माएँ'}).click();
  await expect(page).toHaveURL(/\/hi\/collections\/nicotine-gums$/);

  // Everything deleted: the store's own copy, as before metaobjects.
  for (const brand of ['groom', 'gum'] as const) await deleteMetaobjects(brand, ...MERCHANDISING_TYPES);
  await openUntil(page, brandUrl('groom'), async () => {
    await expect(heading(page)).toHaveText('Sharp tools for a sharper you', {timeout: 2_000});
  });
  await expect(bar(page).getByRole('listitem')).toHaveText(['Free shipping on orders above ₹299']);
  await expect(page.getByRole('main').getByRole('img', {name: /razor, a brush/})).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', {name: 'Trimmers', exact: true})).toBeVisible();
  await openUntil(page, brandUrl('gum', '/hi'), async () => {
    await expect(heading(page)).toHaveText('सिगरेट और तंबाकू छोड़ें, एक-एक च्यू के साथ', {timeout: 2_000});
  });
  await expect(page.getByRole('main').getByText('इसे 21 दिन का समय दें', {exact: false})).toBeVisible();
  await expect(bar(page).getByRole('listitem')).toHaveText(['999/- की खरीदारी करें | कोड इस्तेमाल करें: FREEPERFUME']);
});

test('a scheduled message appears at its start and goes at its end, in an open page and from the edge', async ({
  page,
}) => {
  test.slow();
  const startsIn = 15_000;
  const lasts = 10_000;
  const startsAt = Date.now() + startsIn;
  await putMetaobject('groom', 'announcement', 'flash-sale', [
    {key: 'text', value: 'Flash sale: two trimmers for one'},
    {key: 'starts_at', value: new Date(startsAt).toISOString()},
    {key: 'ends_at', value: new Date(startsAt + lasts).toISOString()},
  ]);
  const flash = () => bar(page).getByRole('listitem').filter({hasText: 'Flash sale'});

  let keptFor = '';
  await openUntil(page, brandUrl('groom', '/collections/trimmers'), async (document) => {
    keptFor = (await document?.allHeaders())?.['oxygen-cache-control'] ?? '';
    expect(keptFor).not.toBe('');
    expect(keptFor).not.toContain('max-age=300');
  });
  // The edge keeps the page no longer than until the message starts.
  const maxAge = Number(/max-age=(\d+)/.exec(keptFor)?.[1]);
  expect(maxAge * 1000).toBeLessThanOrEqual(startsIn);
  await expect(flash()).toHaveCount(0);
  await waitForHydration(page);

  // The open page shows it at its start and hides it at its end, by itself.
  await expect(flash()).toHaveCount(1, {timeout: startsIn + 5_000});
  // After the always-on message: it has no position.
  await expect(bar(page).getByRole('listitem')).toHaveText([
    'Free shipping on orders above ₹299',
    'Flash sale: two trimmers for one',
  ]);
  await expect(flash()).toHaveCount(0, {timeout: lasts + 5_000});
  await expect(bar(page).getByRole('listitem')).toHaveText(['Free shipping on orders above ₹299']);

  // A page rendered after the end does not carry it.
  await purgeEdgeCache();
  await page.goto(brandUrl('groom', '/collections/trimmers'));
  await expect(bar(page).getByRole('listitem')).toHaveText(['Free shipping on orders above ₹299']);
});

test('a broken entry leaves the page whole: no heading, no picture, a link to another site', async ({page}) => {
  await putMetaobject('groom', 'home_hero', 'blank', [
    {key: 'heading', value: '   '},
    {key: 'position', value: '0'},
  ]);
  await putMetaobject('groom', 'home_hero', 'sharp-tools', [
    {key: 'heading', value: 'Trimmer week'},
    {key: 'cta_label', value: 'Claim your prize'},
    {key: 'cta_link', value: 'javascript:alert(document.cookie)'},
  ]);
  await putMetaobject('groom', 'announcement', 'phishing', [
    {key: 'text', value: 'Verify your account here'},
    {key: 'link', value: 'https://evil.example/login'},
    {key: 'position', value: '0'},
  ]);
  await putMetaobject('groom', 'category_tile', 'gone', [
    {key: 'title', value: 'Deleted collection'},
    {key: 'collection', value: 'no-such-collection'},
  ]);

  await openUntil(page, brandUrl('groom'), async () => {
    await expect(heading(page)).toHaveText('Trimmer week', {timeout: 2_000});
  });
  // The hero without a picture spans the banner; the button with a hostile link is not drawn.
  await expect(page.getByText('Claim your prize')).toHaveCount(0);
  // The message shows, as words, not as a link.
  await expect(bar(page).getByRole('listitem').first()).toHaveText('Verify your account here');
  await expect(bar(page).getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href*="evil.example"], a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.getByRole('link', {name: 'Deleted collection'})).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', {name: 'Razors', exact: true})).toBeVisible();
  await waitForHydration(page);
});
