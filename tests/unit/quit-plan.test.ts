import {describe, expect, it} from 'vitest';
import {gumBrand} from '~/brands/gum/config';
import {answerBands, MAX_USED_PER_DAY, ONE_TIME, readAnswers, type RawAnswers} from '~/lib/quit-plan/answers';
import {piecesInPack, planGum, type GumPack, type PlanGum} from '~/lib/quit-plan/gums';
import {cheapestPacks, type PackOffer} from '~/lib/quit-plan/packs';
import {quitPlan} from '~/lib/quit-plan/plan';
import {answersForStorage, answersFromStorage} from '~/lib/quit-plan/saved-answers';
import {
  DAYS_PER_MONTH,
  figuresFitStrength,
  isQuitPlanPath,
  isStartingAmount,
  planMonths,
  sameStrength,
  suggestedStart,
} from '~/lib/quit-plan/schedule';

const dosage = gumBrand.quitPlan!.dosage;
const money = (amount: string) => ({amount, currencyCode: 'INR' as const});
const MONTHLY = 'gid://shopify/SellingPlan/1';
const TWO_MONTHLY = 'gid://shopify/SellingPlan/2';

function pack(id: string, pieces: number, rupees: number, planRupees: Record<string, number> = {}): GumPack {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    label: `${pieces} Pieces`,
    pieces,
    price: money(rupees.toFixed(1)),
    planPrices: Object.fromEntries(Object.entries(planRupees).map(([plan, value]) => [plan, money(value.toFixed(2))])),
  };
}

const gum: PlanGum = {
  handle: 'nicotine-gum-frosty-mint-2mg-4mg',
  title: 'Nicotine Gum Frosty Mint',
  strengths: ['2 mg', '4 mg'],
  packs: {
    '2 mg': [
      pack('1', 10, 120, {[MONTHLY]: 108, [TWO_MONTHLY]: 102}),
      pack('2', 30, 330, {[MONTHLY]: 297, [TWO_MONTHLY]: 280.5}),
      pack('3', 90, 899, {[MONTHLY]: 809.1, [TWO_MONTHLY]: 764.15}),
    ],
    '4 mg': [],
  },
  deliveryPlans: [
    {id: MONTHLY, name: 'Delivered every month', intervalMonths: 1},
    {id: TWO_MONTHLY, name: 'Delivered every 2 months', intervalMonths: 2},
  ],
  strengthGuidance: null,
};

const valid: RawAnswers = {
  habit: 'cigarettes',
  usedPerDay: '15',
  startPieces: '10',
  product: gum.handle,
  strength: '2 mg',
  purchase: ONE_TIME,
};

describe('the schedule', () => {
  const starts = [] as number[];
  for (let pieces = dosage.start.min; pieces <= dosage.start.max; pieces++) starts.push(pieces);

  it.each(starts)('starting at %i a day: steady for 3 months, then down to 1–2 a day, all within 6 months', (start) => {
    const months = planMonths(start, dosage);
    expect(months).toHaveLength(6);
    expect(months.slice(0, 3).map((month) => month.piecesPerDay)).toEqual([start, start, start]);
    expect(months.slice(0, 3).every((month) => month.phase === 'steady')).toBe(true);
    expect(months.slice(3).every((month) => month.phase === 'taper')).toBe(true);
    const taper = months.slice(2).map((month) => month.piecesPerDay);
    taper.slice(1).forEach((pieces, i) => expect(pieces).toBeLessThanOrEqual(taper[i]));
    expect(months[3].piecesPerDay).toBeLessThan(start);
    expect(months[5]).toMatchObject({piecesPerDay: 2, range: {min: 1, max: 2}});
    for (const month of months) {
      expect(month.piecesPerDay).toBeLessThanOrEqual(12);
      expect(month.piecesPerDay).toBeLessThanOrEqual(dosage.dailyMax);
    }
    expect(Math.max(...months.map((month) => month.month))).toBeLessThan(dosage.doctorAfterMonths);
  });

  it.each([5, 13, 24, 25, 0, -6, 6.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses to start at %s a day',
    (start) => {
      expect(isStartingAmount(start, dosage)).toBe(false);
      expect(() => planMonths(start, dosage)).toThrow(RangeError);
    },
  );

  it('knows a strength by its figure in either language, and when the dosage figures are for it', () => {
    expect(sameStrength('2 mg', '2 मि.ग्रा.')).toBe(true);
    expect(sameStrength('4 mg', '2 मि.ग्रा.')).toBe(false);
    expect(sameStrength('Strong', 'Strong')).toBe(false);
    expect(['', '2 mg', '2 मि.ग्रा.'].every((strength) => figuresFitStrength(strength, dosage))).toBe(true);
    expect(figuresFitStrength('4 mg', dosage)).toBe(false);
  });

  it("knows the quit plan's page in either language, and no other", () => {
    expect(['/quit-plan', '/hi/quit-plan', '/quit-plan?x=1', '/quit-plan.data'].every(isQuitPlanPath)).toBe(true);
    expect(['/quit-planner', '/products/quit-plan', '/'].some(isQuitPlanPath)).toBe(false);
  });

  it('suggests one piece per cigarette, never below 6 or above 12', () => {
    expect(suggestedStart(1, dosage)).toBe(6);
    expect(suggestedStart(8, dosage)).toBe(8);
    expect(suggestedStart(20, dosage)).toBe(12);
    expect(suggestedStart(100_000, dosage)).toBe(12);
    expect(suggestedStart(Number.NaN, dosage)).toBe(6);
  });
});

describe('the answers', () => {
  it('takes well-formed answers, trimmed', () => {
    expect(readAnswers({...valid, usedPerDay: ' 15 '}, [gum], dosage)).toEqual({
      ok: true,
      answers: {
        habit: 'cigarettes',
        usedPerDay: 15,
        startPieces: 10,
        startSuggested: false,
        product: gum.handle,
        strength: '2 mg',
        purchase: ONE_TIME,
      },
    });
  });

  it.each(['-3', '0', '101', '99999999999', '1e9', '12.5', 'twelve', '', '<script>alert(1)</script>', undefined, 12])(
    'refuses %j a day with the message naming the range',
    (usedPerDay) => {
      const read = readAnswers({...valid, usedPerDay}, [gum], dosage);
      expect(read).toEqual({
        ok: false,
        problems: [{field: 'usedPerDay', key: 'errors.usedPerDay', values: {max: MAX_USED_PER_DAY}}],
      });
    },
  );

  it('takes the suggestion when no start is chosen, and then only the amount used can be wrong', () => {
    const read = readAnswers({...valid, startPieces: '', usedPerDay: '20'}, [gum], dosage);
    expect(read.ok && [read.answers.startPieces, read.answers.startSuggested]).toEqual([12, true]);
    const wrong = readAnswers({...valid, startPieces: '', usedPerDay: 'lots'}, [gum], dosage);
    expect(!wrong.ok && wrong.problems.map((problem) => problem.field)).toEqual(['usedPerDay']);
  });

  it.each(['5', '13', '24', '-8', '8.5', 'ten', ' x '])('refuses to start at %j pieces a day', (startPieces) => {
    const read = readAnswers({...valid, startPieces}, [gum], dosage);
    expect(read).toEqual({
      ok: false,
      problems: [{field: 'startPieces', key: 'errors.startPieces', values: {min: 6, max: 12}}],
    });
  });

  it('refuses a habit, gum, strength or selling plan the page does not offer', () => {
    const problems = (raw: RawAnswers) => {
      const read = readAnswers({...valid, ...raw}, [gum], dosage);
      return read.ok ? [] : read.problems.map((problem) => problem.field);
    };
    expect(problems({habit: 'vaping'})).toEqual(['habit']);
    expect(problems({product: 'nicotine-gum-unknown'})).toEqual(['product']);
    expect(problems({strength: '8 mg'})).toEqual(['strength']);
    const oneStrength = {...gum, handle: 'cola', strengths: [], packs: {'': gum.packs['2 mg']}};
    const read = readAnswers({...valid, product: 'cola', strength: '2 mg'}, [gum, oneStrength], dosage);
    expect(read.ok && read.answers.strength).toBe('');
    expect(problems({purchase: '3'})).toEqual(['purchase']);
    expect(problems({purchase: MONTHLY})).toEqual(['purchase']);
    expect(problems({habit: ['cigarettes'], usedPerDay: {}, startPieces: '99'})).toEqual([
      'habit',
      'usedPerDay',
      'startPieces',
    ]);
  });

  it('gives analytics bands, never the numbers typed', () => {
    const read = readAnswers({...valid, usedPerDay: '17', purchase: '1'}, [gum], dosage);
    expect(read.ok && answerBands(read.answers, dosage)).toEqual({
      habit: 'cigarettes',
      usedPerDayBand: '11-20',
      startBand: 'high',
      purchase: 'subscription',
    });
  });
});

describe('the packs', () => {
  const offers: PackOffer[] = [
    {id: '10', pieces: 10, pricePaise: 12_000},
    {id: '30', pieces: 30, pricePaise: 33_000},
    {id: '90', pieces: 90, pricePaise: 89_900},
  ];
  const cost = (counts: ReturnType<typeof cheapestPacks>) =>
    (counts ?? []).reduce((sum, {pack, count}) => sum + pack.pricePaise * count, 0);
  const held = (counts: ReturnType<typeof cheapestPacks>) =>
    (counts ?? []).reduce((sum, {pack, count}) => sum + pack.pieces * count, 0);

  it('holds a month of 10 a day in three 90s and a 30', () => {
    expect(cheapestPacks(300, offers)?.map(({pack, count}) => [pack.id, count])).toEqual([
      ['90', 3],
      ['30', 1],
    ]);
  });

  it('always holds enough, at the lowest price any mix of packs has', () => {
    for (let pieces = 1; pieces <= 400; pieces += 7) {
      const counts = cheapestPacks(pieces, offers);
      expect(held(counts)).toBeGreaterThanOrEqual(pieces);
      let cheapest = Number.POSITIVE_INFINITY;
      for (let a = 0; a <= 5; a++)
        for (let b = 0; b <= 14; b++)
          for (let c = 0; c <= 40; c++)
            if (a * 90 + b * 30 + c * 10 >= pieces) cheapest = Math.min(cheapest, a * 89_900 + b * 33_000 + c * 12_000);
      expect(cost(counts)).toBe(cheapest);
    }
  });

  it('has nothing to offer without packs, and needs none for no pieces', () => {
    expect(cheapestPacks(60, [])).toBeNull();
    expect(cheapestPacks(0, offers)).toEqual([]);
  });

  it('reads the pieces from a pack size in either language', () => {
    expect(piecesInPack('30 Pieces')).toBe(30);
    expect(piecesInPack('90 पीस')).toBe(90);
    expect(piecesInPack('Default Title')).toBeNull();
  });
});

describe('the plan', () => {
  const planFor = (raw: RawAnswers) => {
    const read = readAnswers({...valid, ...raw}, [gum], dosage);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    return quitPlan(read.answers, gum, dosage);
  };

  it('buys each month enough pieces for 30 days, and the first month once', () => {
    const plan = planFor({});
    for (const month of plan.months) {
      expect(month.pieces).toBe(month.piecesPerDay * DAYS_PER_MONTH);
      expect(month.packs.reduce((sum, {pack, count}) => sum + pack.pieces * count, 0)).toBeGreaterThanOrEqual(
        month.pieces,
      );
    }
    expect(plan.months[0].cost).toEqual(money('3027.00'));
    expect(plan.firstDelivery?.lines).toEqual([
      {merchandiseId: 'gid://shopify/ProductVariant/3', quantity: 3},
      {merchandiseId: 'gid://shopify/ProductVariant/2', quantity: 1},
    ]);
    expect(plan.doctorAfterMonths).toBe(9);
  });

  it('subscribes the first month on the monthly plan, at its price', () => {
    const plan = planFor({purchase: '1'});
    expect(plan.deliveryPlan?.id).toBe(MONTHLY);
    expect(plan.firstDelivery?.lines.every((line) => line.sellingPlanId === MONTHLY)).toBe(true);
    expect(plan.firstDelivery?.cost).toEqual(money((297 + 3 * 809.1).toFixed(2)));
  });

  it('delivers two months at once on the two-monthly plan', () => {
    const plan = planFor({purchase: '2', startPieces: '6'});
    expect(plan.firstDelivery?.months).toBe(2);
    expect(plan.firstDelivery?.packs.reduce((sum, {pack, count}) => sum + pack.pieces * count, 0)).toBe(360);
  });

  it('on a selling plan, buys only the packs the plan covers (Shopify refuses the others on it)', () => {
    const partly = {
      ...gum,
      packs: {'2 mg': gum.packs['2 mg'].map((pack) => (pack.pieces === 90 ? {...pack, planPrices: {}} : pack))},
    };
    const read = readAnswers({...valid, purchase: '1'}, [partly], dosage);
    const plan = read.ok ? quitPlan(read.answers, partly, dosage) : null;
    expect(plan?.firstDelivery?.packs.map(({pack, count}) => [pack.pieces, count])).toEqual([[30, 10]]);
    expect(plan?.otherStrength).toBe(false);
  });

  it('says when the strength chosen is not the one the dosage figures are for', () => {
    const fourMg = {...gum, packs: {...gum.packs, '4 mg': gum.packs['2 mg']}};
    const read = readAnswers({...valid, strength: '4 mg'}, [fourMg], dosage);
    expect(read.ok && quitPlan(read.answers, fourMg, dosage).otherStrength).toBe(true);
  });

  it('has no delivery when no pack of the strength is on sale', () => {
    const plan = planFor({strength: '4 mg'});
    expect(plan.firstDelivery).toBeNull();
    expect(plan.total).toBeNull();
    expect(plan.months.every((month) => month.packs.length === 0)).toBe(true);
  });
});

describe('reading a gum from the Storefront', () => {
  it('keeps packs on sale by strength, and skips a product not sold in pieces', () => {
    const variant = (id: string, strength: string, size: string, availableForSale = true) => ({
      id,
      availableForSale,
      price: money('120.0'),
      selectedOptions: [
        {name: 'निकोटीन क्षमता', value: strength},
        {name: 'पैक साइज़', value: size},
      ],
      sellingPlanAllocations: {nodes: []},
    });
    const product = {
      id: 'gid://shopify/Product/1',
      handle: 'mint',
      title: 'मिंट',
      options: [
        {name: 'निकोटीन क्षमता', optionValues: [{name: '2 मि.ग्रा.'}, {name: '4 मि.ग्रा.'}]},
        {name: 'पैक साइज़', optionValues: [{name: '10 पीस'}]},
      ],
      strengthGuidance: {value: ' Ask a pharmacist. '},
      sellingPlanGroups: {
        nodes: [
          {
            name: 'Subscribe',
            sellingPlans: {
              nodes: [
                {id: MONTHLY, name: 'Monthly', deliveryPolicy: {interval: 'MONTH' as const, intervalCount: 1}},
                {id: 'weekly', name: 'Weekly', deliveryPolicy: {interval: 'WEEK' as const, intervalCount: 1}},
              ],
            },
          },
        ],
      },
      variants: {nodes: [variant('a', '2 मि.ग्रा.', '10 पीस'), variant('b', '4 मि.ग्रा.', '10 पीस', false)]},
    };
    const read = planGum(product, gumBrand.quitPlan!.optionNames);
    expect(read).toMatchObject({
      strengths: ['2 मि.ग्रा.', '4 मि.ग्रा.'],
      deliveryPlans: [{id: MONTHLY, intervalMonths: 1}],
      strengthGuidance: 'Ask a pharmacist.',
    });
    expect(Object.keys(read!.packs)).toEqual(['2 मि.ग्रा.']);
    expect(planGum({...product, options: [product.options[0]]}, gumBrand.quitPlan!.optionNames)).toBeNull();
  });
});

describe('the answers kept on the device', () => {
  it('reads back only the form fields, as short strings, and nothing from a damaged entry', () => {
    const kept = answersForStorage({
      habit: 'cigarettes',
      usedPerDay: '12',
      startPieces: '',
      product: gum.handle,
      strength: '2 mg',
      purchase: '1',
    });
    expect(answersFromStorage(kept)).toEqual(JSON.parse(kept));
    expect(answersFromStorage('{"habit":"cigarettes","token":"x","usedPerDay":12}')).toEqual({habit: 'cigarettes'});
    expect(answersFromStorage(JSON.stringify({product: 'x'.repeat(1000)}))).toBeNull();
    expect(answersFromStorage('not json')).toBeNull();
    expect(answersFromStorage('[1,2]')).toBeNull();
    expect(answersFromStorage(null)).toBeNull();
  });
});
