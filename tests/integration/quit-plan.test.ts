import {describe, expect, it} from 'vitest';
import {action, loader} from '~/routes/($locale).quit-plan';
import {loadRoute, postToRoute, statusOf} from './support/route-calls';
import {storefrontRequests, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

const FROSTY_MINT = 'nicotine-gum-frosty-mint-2mg-4mg';

async function post(fields: Record<string, string>, {url = 'http://gum.localhost/quit-plan', locale = ''} = {}) {
  const response = (await postToRoute(action, url, new URLSearchParams(fields).toString(), {
    params: locale ? {locale} : {},
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
  })) as unknown as {
    data: {values: Record<string, string>; problems: Array<{field: string; key: string}>};
    init: ResponseInit;
  };
  return {status: response.init.status, ...response.data};
}

describe('/quit-plan loader', () => {
  it("lists gum's gums sold in packs of pieces, with their pack sizes, strengths and prices, in the page's language", async () => {
    const page = await loadRoute(loader, 'http://gum.localhost/hi/quit-plan', {locale: 'hi'});
    expect(storefrontRequests[0].variables).toMatchObject({handle: 'nicotine-gums', language: 'HI'});
    const mint = page.gums.find((gum) => gum.handle === FROSTY_MINT)!;
    expect(mint.strengths).toEqual(['2 मि.ग्रा.', '4 मि.ग्रा.']);
    // The product's own words on choosing a strength, where it sells two.
    expect(mint.strengthGuidance).toMatch(/^4 मि\.ग्रा\. क्षमता ज़्यादा तलब वाले/);
    expect(page.gums.find((gum) => gum.strengths.length === 0)?.strengthGuidance).toBeNull();
    expect(mint.packs['2 मि.ग्रा.'].map((pack) => [pack.label, pack.pieces, pack.price.amount])).toEqual([
      ['10 पीस', 10, '120.0'],
      ['30 पीस', 30, '330.0'],
      ['90 पीस', 90, '899.0'],
    ]);
    // The trial pack is one box, not packs of pieces to count.
    expect(page.gums.some((gum) => gum.handle.includes('trial'))).toBe(false);
    expect(page.dosage.start).toEqual({min: 6, max: 12});
    // Its selling plans, by how many months apart they deliver, with the price of each pack on them.
    expect(mint.deliveryPlans.map((plan) => plan.intervalMonths)).toEqual([1, 2]);
    const monthly = mint.deliveryPlans[0].id;
    expect(mint.packs['2 मि.ग्रा.'][1].planPrices[monthly].amount).toMatch(/^297(\.0+)?$/);
  });

  it('is not a page of the grooming store', async () => {
    expect(await statusOf(loadRoute(loader, 'http://groom.localhost/quit-plan'))).toBe(404);
  });
});

describe('/quit-plan form post (without JavaScript)', () => {
  const answers = {
    habit: 'chewing-tobacco',
    usedPerDay: '9',
    startPieces: '',
    product: FROSTY_MINT,
    strength: '2 mg',
    purchase: 'one-time',
  };

  it('takes good answers: the page shows the plan from them', async () => {
    const answer = await post(answers);
    expect(answer.status).toBe(200);
    expect(answer.problems).toEqual([]);
    expect(answer.values).toEqual(answers);
  });

  it.each([
    ['-3', 'negative'],
    ['100000000000000000000', 'huge'],
    ['a lot', 'text'],
  ])('refuses %j a day (%s) with the field to fix, and keeps the other answers', async (usedPerDay) => {
    const answer = await post(
      {...answers, strength: '2 मि.ग्रा.', usedPerDay, startPieces: '40'},
      {url: 'http://gum.localhost/hi/quit-plan', locale: 'hi'},
    );
    expect(answer.status).toBe(400);
    expect(answer.problems.map((problem) => problem.key)).toEqual(['errors.usedPerDay', 'errors.startPieces']);
    expect(answer.values.product).toBe(FROSTY_MINT);
  });

  it('does not take, or send back, an answer longer than any the form makes', async () => {
    const answer = await post({...answers, product: 'x'.repeat(5000)});
    expect(answer.status).toBe(400);
    expect(answer.problems.map((problem) => problem.key)).toEqual(['errors.product']);
    expect(answer.values.product).toBe('');
  });

  it('answers a body it cannot read with every question to answer, not an error page', async () => {
    const response = (await postToRoute(action, 'http://gum.localhost/quit-plan', '{not json', {
      headers: {'Content-Type': 'application/json'},
    })) as unknown as {init: ResponseInit; data: {problems: unknown[]}};
    expect(response.init.status).toBe(400);
    expect(response.data.problems.length).toBeGreaterThan(0);
  });
});
