import type {Page} from '@playwright/test';

/**
 * Holds every response for `url` (the app's scripts, say) until the returned function is called, so a
 * test can act before it arrives. Replaces any route already set for the same pattern.
 */
export async function holdResponses(page: Page, url: RegExp): Promise<() => void> {
  await page.unroute(url);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
