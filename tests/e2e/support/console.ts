import type {Page} from '@playwright/test';

/** Collects the in-app navigations' data requests (`….data`) that answered with an error. */
export function watchFailedDataRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.data') && response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  return failed;
}
