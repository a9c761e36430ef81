import type {Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page (handlers attached, effects run), or the part of it
 * `selector` names (a streamed part hydrates later). A click before that lands on the server's
 * markup: a link is followed instead of opening a menu.
 * `afterFrame: false` skips waiting for the next painted frame, for a page whose clock is paused
 * (Playwright's clock runs animation frames too, so that frame would never come).
 */
export async function waitForHydration(page: Page, selector = 'header', {afterFrame = true} = {}) {
  await page.waitForFunction((hydrated) => {
    const element = document.querySelector(hydrated);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  }, selector);
  if (!afterFrame) return;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
