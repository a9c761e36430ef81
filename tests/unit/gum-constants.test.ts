import {describe, expect, it} from 'vitest';
import {
  AVOID_ACIDIC_DRINKS_MINUTES,
  COPY_VALUES,
  DOCTOR_ADVICE_AFTER_MONTHS,
  DOSAGE_2MG,
  FLAVOUR_FADES_AFTER_MINUTES,
  FLAVOURS,
  LOYALTY_COINS,
  MAX_CHEW_MINUTES,
  MAX_STORAGE_CELSIUS,
  MAX_TOTAL_MONTHS,
  MINIMUM_AGE,
  PROMO,
  SHELF_LIFE_MONTHS,
  SUPPORT_HOURS,
  TAPER_AFTER_MONTHS,
  TAPER_PIECES_PER_DAY,
  coinsEarned,
} from '~/brands/gum/constants';
import {createI18n, type Translations} from '~/lib/i18n/i18n';
import enHome from '../../locales/en/gum-home.json';
import enProduct from '../../locales/en/gum-product.json';
import hiHome from '../../locales/hi/gum-home.json';
import hiProduct from '../../locales/hi/gum-product.json';

const copy = {
  en: {'gum-home': enHome, 'gum-product': enProduct},
  hi: {'gum-home': hiHome, 'gum-product': hiProduct},
} satisfies Record<'en' | 'hi', Translations>;
const LANGS = ['en', 'hi'] as const;

/** Every string in a namespace, by its key path (array items by index: "faq.items.0.answer"). */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') throw new Error(`${prefix}: not a string, array or object`);
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The length of every array, by its key path. */
function arrayLengths(node: unknown, prefix = ''): Record<string, number> {
  if (node === null || typeof node !== 'object') return {};
  const lengths: Record<string, number> = Array.isArray(node) ? {[prefix]: node.length} : {};
  for (const [key, value] of Object.entries(node)) {
    Object.assign(lengths, arrayLengths(value, prefix ? `${prefix}.${key}` : key));
  }
  return lengths;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** What the components pass to t(): the constants plus the support days, named from the copy's weekdays. */
function valuesFor(lang: 'en' | 'hi') {
  const t = createI18n({[lang]: copy[lang]}).getFixedT(lang, 'gum-home');
  return {
    ...COPY_VALUES,
    fromDay: t(`weekdays.${SUPPORT_HOURS.fromWeekday - 1}`),
    toDay: t(`weekdays.${SUPPORT_HOURS.toWeekday - 1}`),
  };
}

const dailyRange = `${DOSAGE_2MG.minPiecesPerDay}–${DOSAGE_2MG.maxPiecesPerDay}`;
const taperRange = `${TAPER_PIECES_PER_DAY.min}–${TAPER_PIECES_PER_DAY.max}`;
const fadeRange = `${FLAVOUR_FADES_AFTER_MINUTES.min}–${FLAVOUR_FADES_AFTER_MINUTES.max}`;

describe('Quitbee constants', () => {
  it('hold the figures of the spec (section 9)', () => {
    expect(DOSAGE_2MG).toEqual({strengthMg: 2, minPiecesPerDay: 6, maxPiecesPerDay: 12, absoluteMaxPerDay: 24});
    expect(FLAVOURS).toHaveLength(7);
    expect(`Shop for ${PROMO.thresholdRupees}/- | Use Code: ${PROMO.code}`).toBe(
      'Shop for 999/- | Use Code: FREEPERFUME',
    );
  });

  it('earn one whole coin per ₹10 spent', () => {
    expect(LOYALTY_COINS).toEqual({rupeesPerCoin: 10, coinValueRupees: 1});
    expect(coinsEarned(999)).toBe(99);
    expect(coinsEarned(1000)).toBe(100);
    expect(coinsEarned(9)).toBe(0);
    expect(coinsEarned(-50)).toBe(0);
    expect(coinsEarned(Number.NaN)).toBe(0);
  });
});

describe('Quitbee copy: English and Hindi', () => {
  for (const namespace of ['gum-home', 'gum-product'] as const) {
    it(`${namespace}: same key paths and array lengths in both languages`, () => {
      const enKeys = leaves(copy.en[namespace]).map(([key]) => key);
      const hiKeys = leaves(copy.hi[namespace]).map(([key]) => key);
      expect(hiKeys.sort()).toEqual(enKeys.sort());
      expect(arrayLengths(copy.hi[namespace])).toEqual(arrayLengths(copy.en[namespace]));
    });

    it(`${namespace}: both languages interpolate the same constants, and only known ones`, () => {
      const known = new Set(Object.keys(valuesFor('en')));
      const hi = new Map(leaves(copy.hi[namespace]));
      for (const [key, text] of leaves(copy.en[namespace])) {
        expect(placeholders(hi.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
        for (const name of placeholders(text)) expect(known.has(name), `${namespace}:${key} {{${name}}}`).toBe(true);
      }
    });

    it(`${namespace}: no figure is written into the copy (only testimonial names carry an age)`, () => {
      for (const lang of LANGS) {
        for (const [key, text] of leaves(copy[lang][namespace])) {
          if (/^testimonials\.items\.\d+\.name$/.test(key)) continue;
          expect(text.replace(/\{\{\s*\w+\s*\}\}/g, ''), `${lang} ${namespace}:${key}`).not.toMatch(/[0-9०-९]/);
        }
      }
    });
  }

  it('Hindi is written in Devanagari, with conjuncts', () => {
    const all = [...leaves(copy.hi['gum-home']), ...leaves(copy.hi['gum-product'])];
    for (const [key, text] of all) expect(text, key).toMatch(/[\u0900-\u097F]/);
    const joined = all.map(([, text]) => text).join(' ');
    for (const conjunct of ['क्ष', 'त्र', 'श्र', 'ज्ञ', 'प्र']) expect(joined).toContain(conjunct);
  });

  it('at least 4 testimonials, 3 doctors and 6 FAQ items', () => {
    expect(enHome.testimonials.items.length).toBeGreaterThanOrEqual(4);
    expect(enHome.doctors.items.length).toBeGreaterThanOrEqual(3);
    expect(enHome.faq.items.length).toBeGreaterThanOrEqual(6);
  });
});

describe.each(LANGS)('Quitbee copy rendered in %s', (lang) => {
  const i18n = createI18n({[lang]: copy[lang]});
  const values = valuesFor(lang);
  const product = i18n.getFixedT(lang, 'gum-product');
  const home = i18n.getFixedT(lang, 'gum-home');
  const faq = (index: number) => home(`faq.items.${index}.answer`, values);

  it('product guide: dosage and usage figures come from the constants', () => {
    const daily = product('dosage.notes.daily', values);
    expect(daily).toContain(`${DOSAGE_2MG.strengthMg} mg`);
    expect(daily).toContain(dailyRange);
    expect(daily).toContain(String(DOSAGE_2MG.absoluteMaxPerDay));
    const taper = product('dosage.notes.taper', values);
    expect(taper).toContain(String(TAPER_AFTER_MONTHS));
    expect(taper).toContain(taperRange);
    expect(product('dosage.notes.course', values)).toContain(String(MAX_TOTAL_MONTHS));
    expect(product('dosage.notes.doctor', values)).toContain(String(DOCTOR_ADVICE_AFTER_MONTHS));
    expect(product('dosage.notes.acidic', values)).toContain(String(AVOID_ACIDIC_DRINKS_MINUTES));
    expect(product('dosage.notes.storage', values)).toContain(`${MAX_STORAGE_CELSIUS} °C`);
    expect(product('dosage.notes.age', values)).toContain(String(MINIMUM_AGE));
    expect(product('guide.steps.repeat', values)).toContain(String(MAX_CHEW_MINUTES));
    expect(product('guide.fadeNote', values)).toContain(fadeRange);
  });

  it('home FAQ: dosage, chewing, age, storage, duration and the doctor after 9 months', () => {
    expect(faq(0)).toContain(dailyRange);
    expect(faq(0)).toContain(String(DOSAGE_2MG.absoluteMaxPerDay));
    expect(faq(1)).toContain(String(MAX_CHEW_MINUTES));
    expect(faq(1)).toContain(fadeRange);
    expect(faq(1)).toContain(String(AVOID_ACIDIC_DRINKS_MINUTES));
    expect(faq(2)).toContain(String(MINIMUM_AGE));
    expect(faq(3)).toContain(`${MAX_STORAGE_CELSIUS} °C`);
    expect(faq(3)).toContain(String(SHELF_LIFE_MONTHS));
    expect(faq(4)).toContain(taperRange);
    expect(faq(4)).toContain(String(MAX_TOTAL_MONTHS));
    expect(home('faq.items.5.question', values)).toContain(String(DOCTOR_ADVICE_AFTER_MONTHS));
    expect(faq(5)).toContain(String(DOCTOR_ADVICE_AFTER_MONTHS));
    expect(faq(7)).toContain(`${SUPPORT_HOURS.opens}–${SUPPORT_HOURS.closes}`);
    expect(faq(7)).toContain(values.fromDay);
    expect(faq(7)).not.toMatch(/\{\{/);
  });

  it('offers: the promo keeps 999/- and FREEPERFUME, coins and prepaid discount interpolated', () => {
    const promo = home('offers.promo.text', values);
    if (lang === 'en') expect(promo).toBe('Shop for 999/- | Use Code: FREEPERFUME');
    expect(promo).toContain(`${PROMO.thresholdRupees}/-`);
    expect(promo).toContain(PROMO.code);
    expect(home('offers.coins.body', values)).toContain(`₹${LOYALTY_COINS.rupeesPerCoin}`);
    expect(home('offers.coins.example', values)).toContain(String(coinsEarned(PROMO.thresholdRupees)));
    expect(home('offers.prepaid.title', values)).toContain('5%');
  });

  it('changing a constant changes the copy', () => {
    expect(product('dosage.notes.daily', {...values, maxPerDay: 10})).toContain(`${DOSAGE_2MG.minPiecesPerDay}–10`);
  });
});
