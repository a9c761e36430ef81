/**
 * Gum's quit plan as a smoker makes it (gum-store.md §9; the quit-plan issue): answers, the plan month by
 * month with packs and prices, the first month's packs in the cart, the plan kept on the device, the
 * form without JavaScript, and the answers going nowhere: no request URL, no Referer, no analytics
 * payload carries them.
 */
import type {Page, Request} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/hydration';
import {brandUrl, EMULATOR_URL} from './support/stand-in';

const COPY = {
  en: {
    prefix: '',
    title: 'Your quit plan',
    habit: 'Chewing tobacco',
    usedPerDay: 'How many a day?',
    start: 'Pieces of gum a day to start with',
    suggestion: 'Suggested from your answer: 12 a day',
    flavour: 'Flavour',
    show: 'Show my plan',
    plan: 'Your plan',
    month1: /^Month 1/,
    month6: /^Month 6/,
    pack90: '4 × 90 Pieces',
    add: 'Add these packs to cart',
    cart: /^Your Cart/,
    kept: 'Your plan from your last visit, kept on this device.',
    monthly: 'Delivered every month',
    subscribe: 'Subscribe: Delivered every month',
    linePlan: 'Subscription: Delivered every month',
    age: 'Are you above 18+?',
    checkout: 'Checkout',
    usedError: 'Enter how many a day as a whole number from 1 to 100.',
    startError: 'Choose from 6 to 12 pieces a day to start.',
    doctor: "Using nicotine replacement for more than 9 months needs a doctor's advice.",
  },
  hi: {
    prefix: '/hi',
    title: 'आपका छोड़ने का प्लान',
    habit: 'चबाने वाला तंबाकू',
    usedPerDay: 'दिन में कितनी बार?',
    start: 'शुरुआत में दिन में गम के कितने पीस',
    suggestion: 'आपके जवाब से सुझाव: दिन में 12',
    flavour: 'फ्लेवर',
    show: 'मेरा प्लान दिखाएँ',
    plan: 'आपका प्लान',
    month1: /^महीना 1/,
    month6: /^महीना 6/,
    pack90: '4 × 90 पीस',
    add: 'ये पैक कार्ट में डालें',
    cart: /^आपका कार्ट/,
    kept: 'आपकी पिछली विज़िट का प्लान, इसी डिवाइस पर रखा हुआ।',
    monthly: 'हर महीने डिलीवरी',
    subscribe: 'सब्सक्राइब करें: हर महीने डिलीवरी',
    linePlan: 'सब्सक्रिप्शन: हर महीने डिलीवरी',
    age: 'क्या आपकी उम्र 18 वर्ष से अधिक है?',
    checkout: 'चेकआउट',
    usedError: 'दिन में कितनी बार, यह 1 से 100 तक की पूरी संख्या में लिखें।',
    startError: 'शुरुआत के लिए दिन में 6 से 12 पीस के बीच चुनें।',
    doctor: 'निकोटीन रिप्लेसमेंट का 9 महीने से ज़्यादा इस्तेमाल डॉक्टर की सलाह से ही करें।',
  },
} as const;

/** 37 a day: a number no page address, Referer or payload has any other reason to carry next to these names. */
const USED_PER_DAY = '37';
const FROSTY_MINT = 'nicotine-gum-frosty-mint-2mg-4mg';
const ANSWER_TRACES = [/usedPerDay/i, /startPieces/i, /[?&]habit=/, new RegExp(`=${USED_PER_DAY}\\b`)];

/** Every request the page makes, with its Referer and body, to look for the answers in. */
function watchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function expectNoAnswersIn(requests: Request[]) {
  for (const request of requests) {
    const referer = (await request.allHeaders())['referer'] ?? '';
    for (const trace of ANSWER_TRACES) {
      expect(request.url(), request.url()).not.toMatch(trace);
      expect(referer, `Referer of ${request.url()}`).not.toMatch(trace);
      expect(request.postData() ?? '', `body of ${request.url()}`).not.toMatch(trace);
    }
  }
}

async function answer(page: Page, copy: (typeof COPY)[keyof typeof COPY]) {
  await page.getByRole('radio', {name: copy.habit}).check();
  await page.getByRole('textbox', {name: copy.usedPerDay}).fill(USED_PER_DAY);
  await expect(page.getByRole('combobox', {name: copy.start})).toHaveValue('');
  await expect(page.getByRole('option', {name: copy.suggestion})).toBeAttached();
  await page.getByRole('combobox', {name: copy.flavour}).selectOption(FROSTY_MINT);
}

for (const lang of ['en', 'hi'] as const) {
  const copy = COPY[lang];

  test(`${lang}: a smoker's quit plan month by month, the first month in the cart, kept on the device; the answers go nowhere`, async ({
    page,
  }) => {
    const requests = watchRequests(page);
    await page.goto(brandUrl('gum', `${copy.prefix}/quit-plan`));
    await expect(page.getByRole('heading', {level: 1, name: copy.title})).toBeVisible();
    await waitForHydration(page, 'form');
    await answer(page, copy);
    await page.getByRole('button', {name: copy.show}).click();

    const plan = page.getByRole('region', {name: copy.plan});
    await expect(plan.getByRole('heading', {name: copy.plan})).toBeFocused();
    const rows = plan.getByRole('row');
    // The suggestion: one piece per chew, at most 12 a day to start; 12 × 30 = 360 pieces = 4 packs of 90.
    await expect(rows.filter({has: page.getByRole('rowheader', {name: copy.month1})})).toContainText(copy.pack90);
    await expect(rows.filter({has: page.getByRole('rowheader', {name: copy.month1})})).toContainText('12');
    await expect(rows.filter({has: page.getByRole('rowheader', {name: copy.month6})})).toContainText('1–2');
    await expect(plan).toContainText(copy.doctor);

    await plan.getByRole('button', {name: copy.add}).click();
    const cart = page.getByRole('dialog', {name: copy.cart});
    await expect(cart.getByRole('group', {name: /Frosty Mint|फ्रॉस्टी मिंट/}).locator('output')).toHaveText('4');
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();

    // The same device, later: the plan is there again.
    await page.reload();
    await expect(page.getByText(copy.kept)).toBeVisible();
    await expect(page.getByRole('region', {name: copy.plan})).toContainText(copy.pack90);

    expect(requests.some((request) => request.method() === 'POST' && request.url().includes('/quit-plan'))).toBe(false);
    await expectNoAnswersIn(requests);
  });

  test(`${lang}: the plan's first month on a monthly subscription, with its saving, through Shopify's checkout`, async ({
    page,
  }) => {
    await page.goto(brandUrl('gum', `${copy.prefix}/quit-plan`));
    await waitForHydration(page, 'form');
    await answer(page, copy);
    await page.getByRole('radio', {name: copy.monthly}).check();
    await page.getByRole('button', {name: copy.show}).click();
    const plan = page.getByRole('region', {name: copy.plan});
    // 4 packs of 90 at the monthly price: 4 × ₹809.10.
    await expect(plan.getByRole('row').filter({has: page.getByRole('rowheader', {name: copy.month1})})).toContainText(
      '₹3,236.40',
    );
    await plan.getByRole('button', {name: copy.subscribe}).click();

    const cart = page.getByRole('dialog', {name: copy.cart});
    await expect(cart.getByText(copy.linePlan)).toBeVisible();
    await expect(cart.getByRole('group', {name: /Frosty Mint|फ्रॉस्टी मिंट/}).locator('output')).toHaveText('4');
    await cart.getByRole('checkbox', {name: copy.age}).check();
    await cart.getByRole('button', {name: copy.checkout}).click();
    await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/checkouts/cn/`));
    await expect(page.getByRole('rowheader', {name: /Delivered every month/})).toBeVisible();
  });

  test(`${lang}: without JavaScript the form's answer is the plan, and a wrong answer is named in the page's language`, async ({
    browser,
    expectConsoleErrors,
  }) => {
    // The wrong answer's page is a 400, as a refused form post is.
    expectConsoleErrors(/status of 400 .*\/quit-plan/);
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const requests = watchRequests(page);
    await page.goto(brandUrl('gum', `${copy.prefix}/quit-plan`));
    await page.getByRole('radio', {name: copy.habit}).check();
    await page.getByRole('textbox', {name: copy.usedPerDay}).fill('-3');
    await page.getByRole('button', {name: copy.show}).click();
    await expect(page.getByRole('alert')).toContainText(copy.usedError);
    await expect(page.getByRole('textbox', {name: copy.usedPerDay})).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', {name: copy.usedPerDay}).fill(USED_PER_DAY);
    await page.getByRole('button', {name: copy.show}).click();
    const plan = page.getByRole('region', {name: copy.plan});
    await expect(plan.getByRole('row').filter({hasText: copy.pack90}).first()).toBeVisible();
    // The page's address never took the answers: they went in the post's body, to this page only; the
    // answer opens at the plan.
    expect(page.url()).toBe(`${brandUrl('gum', `${copy.prefix}/quit-plan`)}#quit-plan-heading`);
    await expect(plan.getByRole('heading', {name: copy.plan})).toBeInViewport();
    await expectNoAnswersIn(requests.filter((request) => request.method() !== 'POST'));
    await context.close();
  });
}

test('a start above 12, or more than 24 a day, cannot be asked for: the page says what it takes', async ({page}) => {
  await page.goto(brandUrl('gum', '/quit-plan'));
  await waitForHydration(page, 'form');
  const copy = COPY.en;
  await page.getByRole('radio', {name: 'Cigarettes'}).check();
  await page.getByRole('textbox', {name: copy.usedPerDay}).fill('twenty');
  await page.getByRole('button', {name: copy.show}).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText(copy.usedError);
  await page.getByRole('textbox', {name: copy.usedPerDay}).fill('60');
  await expect(page.getByRole('alert')).toBeHidden();
  const plan = page.getByRole('region', {name: copy.plan});
  await expect(plan).toBeVisible();
  // The "pieces a day" column: 12 for the first three months however much was smoked, then less.
  const perDay = await plan.locator('tbody tr td:first-of-type').allTextContents();
  expect(perDay).toEqual(['12', '12', '12', '9', '5', '1–2']);

  // Printed, the plan is the page: no header, questions, cart button or footer.
  await page.emulateMedia({media: 'print'});
  await expect(plan.getByRole('table')).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', {name: copy.show})).toBeHidden();
  await expect(plan.getByRole('button', {name: copy.add})).toBeHidden();
  await page.emulateMedia({media: 'screen'});
  await expect(page.getByRole('combobox', {name: copy.start}).locator('option')).toHaveText([
    'Suggested from your answer: 12 a day',
    ...[6, 7, 8, 9, 10, 11, 12].map((count) => `${count} a day`),
  ]);
});

test('the quit plan reports bands of the answers to analytics, never the answers', async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, 'what leaves the page is the same on phones');
  const payloads: string[] = [];
  await page.route('**/analytics/collect**', async (route) => {
    payloads.push(route.request().postData() ?? '');
    await route.fulfill({status: 204});
  });
  await context.clearCookies({name: 'analytics_consent'});
  await page.goto(brandUrl('gum', '/quit-plan'));
  await waitForHydration(page, 'form[action$="/api/consent"]');
  await page.getByRole('region', {name: 'Cookie choices'}).getByRole('button', {name: 'Accept all'}).click();
  await waitForHydration(page, 'form');
  await answer(page, COPY.en);
  await page.getByRole('button', {name: COPY.en.show}).click();
  await expect(page.getByRole('region', {name: COPY.en.plan})).toBeVisible();
  // The collector's batch goes within seconds of its first event.
  await expect.poll(() => payloads.join('\n'), {timeout: 20_000}).toContain('quit_plan_completed');
  const events = payloads
    .flatMap((payload) => (JSON.parse(payload) as {events: Array<{name: string; payload: unknown}>}).events)
    .filter((event) => event.name.startsWith('quit_plan'));
  expect(events.map((event) => event.name)).toEqual(['quit_plan_viewed', 'quit_plan_completed']);
  expect(events[1].payload).toEqual({
    habit: 'chewing-tobacco',
    usedPerDayBand: '21+',
    startBand: 'high',
    purchase: 'one-time',
  });
  expect(payloads.join('\n')).not.toMatch(new RegExp(`\\b${USED_PER_DAY}\\b|usedPerDay"|startPieces`));
});
