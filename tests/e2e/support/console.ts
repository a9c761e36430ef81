import type {Page} from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page, for "no errors" checks. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

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
