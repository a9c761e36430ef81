/**
 * `test` and `expect` for every e2e spec. An automatic fixture checks each test's pages:
 *
 * - Console errors: any `console.error` or uncaught exception in a page of the test fails the
 *   test at its end. A test that provokes some on purpose declares them, as narrowly as it can:
 *   `test.use({expectedConsoleErrors: [/status of 502/]})` for a group of tests, or
 *   `expectConsoleErrors(/status of 404/)` inside one test. A pattern is matched against
 *   "message (at url)", so it can name the resource too; each declared pattern must match at least
 *   one error, or the test fails (a stale allowance would hide the next real error).
 * - Accessibility: axe runs on every page the test visited (main-frame navigations, client-side
 *   route changes included) and the test fails on any serious or critical violation of the WCAG 2.x
 *   A/AA rules and best-practice `region`, and on violations of any impact for the rules in
 *   ENFORCED_AT_ANY_IMPACT. Pages still open at the end are analysed as they are; the other visited
 *   URLs are loaded afresh in a new page of the test's context. axe judges the page's template, so a
 *   template the same worker already analysed for the same project (another product, another
 *   collection, another search) is not loaded again: fifty collections took over ten minutes.
 *
 * Pages of contexts the test creates itself (`browser.newContext()`) are watched too.
 */
import AxeBuilder from '@axe-core/playwright';
import {test as base, type Browser, type BrowserContext, type Page, type TestInfo} from '@playwright/test';
import {CUSTOMER_ACCOUNT_PREVIEW_PORT, PREVIEW_PORT} from './stand-in';

export {expect} from '@playwright/test';

/**
 * Rules fixed across the app that fail the suite at any impact, not just serious or critical,
 * so they stay fixed. `region`: all content inside landmarks (the announcement bar once stood outside them).
 */
const ENFORCED_AT_ANY_IMPACT = ['region'];

const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * The checks' own time limit, apart from the test's: a test that went through dozens of pages has
 * them loaded again for axe, a few seconds each on a busy 2-core machine.
 */
const CHECKS_TIMEOUT_MS = 10 * 60_000;

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA; `region` (a best practice) is switched on in addition. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Templates (see pageTemplate) of the pages axe has seen in this worker, per project. */
const analysedInWorker = new Set<string>();

/** Which customer API the project's worker runs on: `legacy` (the store's own login) or Shopify's Customer Account API. */
export type AccountMode = 'legacy' | 'customer-account-api';

/**
 * Every test's browser has answered the consent banner with "reject all" (a returning shopper),
 * so the banner does not sit over what the test is about; the analytics tests ask for `undecided`.
 */
export type ConsentAtStart = 'rejected' | 'undecided';

const CONSENT_COOKIE_HOSTS = ['groom.localhost', 'gum.localhost', '127.0.0.1'];

function rejectAnalytics(context: BrowserContext) {
  return context.addCookies(
    CONSENT_COOKIE_HOSTS.map((domain) => ({name: 'analytics_consent', value: 'a0.m0', domain, path: '/'})),
  );
}

interface Fixtures {
  /** whether the browser starts with analytics consent answered (rejected) or not */
  consentAtStart: ConsentAtStart;
  /** the project's customer-account mode (playwright.config.ts) */
  accountMode: AccountMode;
  /** the project's worker: its port, for brandUrl */
  previewPort: number;
  /** Console errors a group of tests provokes on purpose (`test.use`); each must occur in every test of the group. */
  expectedConsoleErrors: RegExp[];
  /** Declares console errors this test provokes on purpose; each pattern must match at least one. */
  expectConsoleErrors: (...patterns: RegExp[]) => void;
  /** what this test declared through expectConsoleErrors */
  _declaredConsoleErrors: RegExp[];
  _pageChecks: void;
}

interface Watch {
  errors: string[];
  /** URLs of the app's documents seen in a main frame, in order, without duplicates */
  visited: string[];
  /** pages opened by the checks themselves, whose messages are not the test's */
  ownPages: WeakSet<Page>;
}

const pageKey = (url: string) => {
  const {origin, pathname, search} = new URL(url);
  return `${origin}${pathname}${search}`;
};

/** Path segments after which the rest of a path is a handle: one template for every product, collection… */
const HANDLE_PARENTS = new Set(['products', 'collections', 'pages', 'policies', 'blogs', 'productbundle']);

/** "http://gum.localhost:3600/hi/products/*": the page's template, whatever the handle or the query. */
const pageTemplate = (url: string) => {
  const {origin, pathname} = new URL(url);
  const segments = pathname.split('/');
  const parent = segments.findIndex((segment) => HANDLE_PARENTS.has(segment));
  const template = parent === -1 || parent === segments.length - 1 ? segments : [...segments.slice(0, parent + 1), '*'];
  return `${origin}${template.join('/')}`;
};

/** Only the storefront's own pages: not about:blank, not the stand-in's checkout or other hosts. */
const isAppUrl = (url: string) => {
  if (!/^https?:/.test(url)) return false;
  const port = Number(new URL(url).port);
  return port === PREVIEW_PORT || port === CUSTOMER_ACCOUNT_PREVIEW_PORT;
};

function watchPage(page: Page, watch: Watch) {
  // Checked when a message comes, not when the page opens: the checks' own page is known as theirs
  // only once `newPage()` has answered, after the context announced it (and init scripts may
  // already have failed in its about:blank).
  page.on('console', (message) => {
    if (watch.ownPages.has(page) || message.type() !== 'error') return;
    const {url, lineNumber} = message.location();
    watch.errors.push(
      `console.error: ${message.text()}${url ? ` (at ${url}${lineNumber ? `:${lineNumber}` : ''})` : ''}`,
    );
  });
  page.on('pageerror', (error) => {
    if (!watch.ownPages.has(page)) watch.errors.push(`uncaught ${error.name}: ${error.message} (at ${page.url()})`);
  });
  page.on('framenavigated', (frame) => {
    if (watch.ownPages.has(page) || frame !== page.mainFrame() || !isAppUrl(frame.url())) return;
    const key = pageKey(frame.url());
    if (!watch.visited.some((url) => pageKey(url) === key)) watch.visited.push(frame.url());
  });
}

function watchContext(context: BrowserContext, watch: Watch) {
  context.pages().forEach((page) => watchPage(page, watch));
  context.on('page', (page) => watchPage(page, watch));
}

function consoleProblems(errors: string[], expected: RegExp[]): string[] {
  const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
  const unused = expected.filter((pattern) => !errors.some((error) => pattern.test(error)));
  const problems: string[] = [];
  if (unexpected.length > 0) {
    problems.push(`Console errors during the test:\n${unexpected.map((error) => `  - ${error}`).join('\n')}`);
  }
  if (unused.length > 0) {
    problems.push(
      `Expected console errors that did not occur (remove them from the test):\n${unused.map((pattern) => `  - ${pattern}`).join('\n')}`,
    );
  }
  return problems;
}

async function isHtml(page: Page) {
  return page.evaluate(() => document.contentType === 'text/html').catch(() => false);
}

/** axe's violations on the page as it is now that fail the suite, one line each, or [] */
async function axeViolations(page: Page, testInfo: TestInfo): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .options({runOnly: {type: 'tag', values: AXE_TAGS}, rules: {region: {enabled: true}}})
    .analyze();
  const failing = results.violations.filter(
    (violation) => FAILING_IMPACTS.includes(violation.impact ?? '') || ENFORCED_AT_ANY_IMPACT.includes(violation.id),
  );
  if (failing.length > 0) {
    await testInfo.attach(`axe ${page.url()}`, {
      body: JSON.stringify(failing, null, 2),
      contentType: 'application/json',
    });
  }
  return failing.map((violation) => {
    const targets = violation.nodes.map((node) => `      ${node.target.join(' ')}`).join('\n');
    return `  - ${violation.id} (${violation.impact}): ${violation.help} [${violation.helpUrl}]\n${targets}`;
  });
}

async function accessibilityProblems(
  browser: Browser,
  context: BrowserContext,
  watch: Watch,
  testInfo: TestInfo,
): Promise<string[]> {
  const problems: string[] = [];
  const report = (url: string, violations: string[]) => {
    if (violations.length > 0) problems.push(`axe violations on ${url}:\n${violations.join('\n')}`);
  };
  const key = (url: string) => `${testInfo.project.name} ${pageTemplate(url)}`;

  // The pages still open, as the test left them (menus, drawers and dialogs included).
  const openPages = browser
    .contexts()
    .flatMap((each) => each.pages())
    .filter((page) => !watch.ownPages.has(page) && isAppUrl(page.url()));
  for (const page of openPages) {
    if (!(await isHtml(page))) continue;
    const url = page.url();
    let violations: string[];
    try {
      violations = await axeViolations(page, testInfo);
    } catch {
      // axe cannot run in a page without JavaScript: load it afresh below instead.
      if (!watch.visited.includes(url)) watch.visited.push(url);
      continue;
    }
    report(url, violations);
    analysedInWorker.add(key(url));
  }

  // The other pages visited, loaded again in a fresh page.
  const toLoad = watch.visited.filter((url) => !analysedInWorker.has(key(url)));
  if (toLoad.length === 0) return problems;
  const fresh = await context.newPage();
  watch.ownPages.add(fresh);
  try {
    for (const url of toLoad) {
      if (analysedInWorker.has(key(url))) continue;
      analysedInWorker.add(key(url));
      // The server-rendered page, as loaded: waiting for the network to go quiet costs seconds a page.
      const response = await fresh.goto(url);
      if (!response?.headers()['content-type']?.startsWith('text/html')) continue;
      report(url, await axeViolations(fresh, testInfo));
    }
  } finally {
    await fresh.close();
  }
  return problems;
}

export const test = base.extend<Fixtures>({
  accountMode: ['legacy', {option: true}],
  consentAtStart: ['rejected', {option: true}],
  previewPort: [PREVIEW_PORT, {option: true}],
  expectedConsoleErrors: [[], {option: true}],

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  _declaredConsoleErrors: async ({}, use) => {
    await use([]);
  },

  expectConsoleErrors: async ({_declaredConsoleErrors}, use) => {
    await use((...patterns) => {
      _declaredConsoleErrors.push(...patterns);
    });
  },

  _pageChecks: [
    async ({browser, context, consentAtStart, expectedConsoleErrors, _declaredConsoleErrors}, use, testInfo) => {
      const watch: Watch = {errors: [], visited: [], ownPages: new WeakSet()};
      watchContext(context, watch);
      if (consentAtStart === 'rejected') await rejectAnalytics(context);
      const onContext = (created: BrowserContext) => {
        watchContext(created, watch);
        // Sent before the test's next call on the context, so its first page has it.
        if (consentAtStart === 'rejected') void rejectAnalytics(created);
      };
      browser.on('context', onContext);

      await use();

      browser.off('context', onContext);
      if (testInfo.status !== testInfo.expectedStatus || testInfo.status === 'skipped') {
        // The test's own failure says what went wrong; the console may tell why.
        if (watch.errors.length > 0) await testInfo.attach('console errors', {body: watch.errors.join('\n')});
        return;
      }
      // axe first: by the time it is done the pages have hydrated and logged what they would log.
      const axeProblems = await accessibilityProblems(browser, context, watch, testInfo);
      const problems = [
        ...consoleProblems(watch.errors, [...expectedConsoleErrors, ..._declaredConsoleErrors]),
        ...axeProblems,
      ];
      if (problems.length > 0) throw new Error(problems.join('\n\n'));
    },
    {auto: true, timeout: CHECKS_TIMEOUT_MS},
  ],
});
