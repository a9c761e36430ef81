import type {Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page (handlers attached, effects run). A click before that
 * lands on the server's markup: a link is followed instead of opening a menu.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return Boolean(header && Object.keys(header).some((key) => key.startsWith('__reactFiber')));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
