/**
 * Quitbee's dosage, usage, offer and support figures (spec section 9), in one place.
 * The copy in locales/{en,hi}/gum-home.json and gum-product.json never writes these
 * numbers itself: it interpolates them from COPY_VALUES, so changing a figure here
 * changes it in both languages.
 */

// --- Dosage and usage ---

/** 2 mg gum: usual daily range, and the number of pieces never to exceed in a day. */
export const DOSAGE_2MG = {strengthMg: 2, minPiecesPerDay: 6, maxPiecesPerDay: 12, absoluteMaxPerDay: 24} as const;

/** After this many months of regular use, start cutting down. */
export const TAPER_AFTER_MONTHS = 3;

/** Pieces a day to taper down to. */
export const TAPER_PIECES_PER_DAY = {min: 1, max: 2} as const;

/** The whole course can take up to this many months. */
export const MAX_TOTAL_MONTHS = 6;

/** Nicotine replacement therapy for longer than this many months needs a doctor's advice. */
export const DOCTOR_ADVICE_AFTER_MONTHS = 9;

/** The flavour fades after this many minutes of chew–pause–chew. */
export const FLAVOUR_FADES_AFTER_MINUTES = {min: 18, max: 20} as const;

/** One piece can be chewed (chew–pause–chew) for up to this many minutes. */
export const MAX_CHEW_MINUTES = 30;

/** No acidic drinks (coffee, cola, juice) for this many minutes before chewing. */
export const AVOID_ACIDIC_DRINKS_MINUTES = 15;

/** Store below this temperature, in °C. */
export const MAX_STORAGE_CELSIUS = 25;

/** Shelf life from manufacture, in months. */
export const SHELF_LIFE_MONTHS = 24;

/** Only adults of at least this age may buy (the cart asks for confirmation). */
export const MINIMUM_AGE = 18;

/** Habit-breaking claim: days it takes to start breaking the habit. */
export const HABIT_BREAK_DAYS = 21;

/** The seven flavours, as named on the packs (product names: Latin letters in both languages). */
export const FLAVOURS = [
  'Frosty Mint',
  'Pudina Punch',
  'Fruit Blast',
  'Fresh Fennel',
  'Royal Paan',
  'Flavoured Pan',
  'Cola',
] as const;
export type Flavour = (typeof FLAVOURS)[number];

// --- Offers ---

/** Free perfume promo: "Shop for 999/- | Use Code: FREEPERFUME" (threshold in rupees). */
export const PROMO = {code: 'FREEPERFUME', thresholdRupees: 999} as const;

/** Discount on prepaid (paid online) orders, in percent. */
export const PREPAID_DISCOUNT_PERCENT = 5;

/** Money-back guarantee on prepaid orders, in percent of the amount paid. */
export const MONEY_BACK_PERCENT = 100;

/** Loyalty coins: one coin per ₹10 spent; each coin takes ₹1 off the next order. */
export const LOYALTY_COINS = {rupeesPerCoin: 10, coinValueRupees: 1} as const;

/** Coins an order of this many rupees earns (whole coins only). */
export function coinsEarned(amountRupees: number): number {
  if (!Number.isFinite(amountRupees) || amountRupees <= 0) return 0;
  return Math.floor(amountRupees / LOYALTY_COINS.rupeesPerCoin);
}

// --- Support ---

/** Support hours, 24-hour clock; days are ISO weekdays (1 = Monday … 7 = Sunday). */
export const SUPPORT_HOURS = {opens: '10:00', closes: '18:00', fromWeekday: 1, toWeekday: 5} as const;

/** Every message is answered within this many business hours. */
export const SUPPORT_REPLY_BUSINESS_HOURS = {min: 24, max: 48} as const;

// --- For the copy ---

/**
 * The figures above under the names the copy interpolates ({{maxPerDay}} …). Weekday
 * names are words, so the components add `fromDay`/`toDay` from the `weekdays` strings.
 */
export const COPY_VALUES = {
  strengthMg: DOSAGE_2MG.strengthMg,
  minPerDay: DOSAGE_2MG.minPiecesPerDay,
  maxPerDay: DOSAGE_2MG.maxPiecesPerDay,
  absoluteMaxPerDay: DOSAGE_2MG.absoluteMaxPerDay,
  taperAfterMonths: TAPER_AFTER_MONTHS,
  taperMin: TAPER_PIECES_PER_DAY.min,
  taperMax: TAPER_PIECES_PER_DAY.max,
  maxTotalMonths: MAX_TOTAL_MONTHS,
  doctorAfterMonths: DOCTOR_ADVICE_AFTER_MONTHS,
  fadeMin: FLAVOUR_FADES_AFTER_MINUTES.min,
  fadeMax: FLAVOUR_FADES_AFTER_MINUTES.max,
  maxChewMinutes: MAX_CHEW_MINUTES,
  acidicMinutes: AVOID_ACIDIC_DRINKS_MINUTES,
  maxStorageCelsius: MAX_STORAGE_CELSIUS,
  shelfLifeMonths: SHELF_LIFE_MONTHS,
  minAge: MINIMUM_AGE,
  habitDays: HABIT_BREAK_DAYS,
  flavourCount: FLAVOURS.length,
  promoCode: PROMO.code,
  promoThreshold: PROMO.thresholdRupees,
  prepaidPercent: PREPAID_DISCOUNT_PERCENT,
  moneyBackPercent: MONEY_BACK_PERCENT,
  rupeesPerCoin: LOYALTY_COINS.rupeesPerCoin,
  coinValue: LOYALTY_COINS.coinValueRupees,
  exampleSpend: PROMO.thresholdRupees,
  exampleCoins: coinsEarned(PROMO.thresholdRupees),
  supportOpens: SUPPORT_HOURS.opens,
  supportCloses: SUPPORT_HOURS.closes,
  replyMin: SUPPORT_REPLY_BUSINESS_HOURS.min,
  replyMax: SUPPORT_REPLY_BUSINESS_HOURS.max,
} as const satisfies Record<string, string | number>;
