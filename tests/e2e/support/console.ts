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
