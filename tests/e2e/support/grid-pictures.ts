import {expect, type Page} from '@playwright/test';

/**
 * A results grid as a shopper's browser should fetch it: the first `eager` cards' pictures with the
 * page (the first row starts on the first screen), the first of them ahead of every other picture,
 * the rest lazily.
 */
export async function expectFirstPicturesFirst(page: Page, eager: number) {
  const pictures = page.getByRole('main').getByRole('article').getByRole('img');
  await expect(pictures.nth(eager)).toBeAttached();
  const top = await pictures.first().evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeLessThan(page.viewportSize()!.height);
  const count = await pictures.count();
  for (let n = 0; n < count; n += 1) {
    const picture = pictures.nth(n);
    await expect(picture).toHaveAttribute('loading', n < eager ? 'eager' : 'lazy');
    if (n === 0) await expect(picture).toHaveAttribute('fetchpriority', 'high');
    else await expect(picture).not.toHaveAttribute('fetchpriority', 'high');
  }
}
