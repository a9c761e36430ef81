import type {Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page (handlers attached, effects run), or the part of it
 * `selector` names (a streamed part hydrates later). A click before that lands on the server's
 * markup: a link is followed instead of opening a menu.
 */
export async function waitForHydration(page: Page, selector = 'header') {
  await page.waitForFunction((hydrated) => {
    const element = document.querySelector(hydrated);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  }, selector);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
