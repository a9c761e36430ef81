/**
 * The quit plan's answers as a shopper gives them (a form, or what the browser kept), checked before
 * anything is made of them. Each problem names its field and the message key the page shows, in its
 * language. The answers are health data: nothing here logs or reports them.
 */
import type {Dosage} from '~/lib/quit-plan/schedule';
import {isStartingAmount, suggestedStart} from '~/lib/quit-plan/schedule';
import type {PlanGum} from '~/lib/quit-plan/gums';

export const HABITS = ['cigarettes', 'chewing-tobacco'] as const;
export type Habit = (typeof HABITS)[number];

/** The most cigarettes (or chews) a day the form takes: more is a typing slip, not a habit. */
export const MAX_USED_PER_DAY = 100;

/**
 * The purchase choice that is not a selling plan. A selling plan is chosen by how many months apart it
 * delivers ("1", "2"), which holds whichever gum the form ends on (plans belong to products).
 */
export const ONE_TIME = 'one-time';

export interface QuitPlanAnswers {
  habit: Habit;
  /** cigarettes, or chews of tobacco, a day */
  usedPerDay: number;
  /** pieces of gum a day to start with */
  startPieces: number;
  /** the shopper left the start to the store's suggestion */
  startSuggested: boolean;
  /** the gum's product handle */
  product: string;
  /** one of the gum's strengths, or '' for a gum with none */
  strength: string;
  /** ONE_TIME, or the months between deliveries of one of the gum's selling plans */
  purchase: string;
}

export type AnswerField = Exclude<keyof QuitPlanAnswers, 'startSuggested'>;

export interface AnswerProblem {
  field: AnswerField;
  key:
    | 'errors.habit'
    | 'errors.usedPerDay'
    | 'errors.startPieces'
    | 'errors.product'
    | 'errors.strength'
    | 'errors.purchase';
  values?: Record<string, number>;
}

export type ReadAnswers = {ok: true; answers: QuitPlanAnswers} | {ok: false; problems: AnswerProblem[]};

/** The fields as a form sends them: strings, or absent. */
export type RawAnswers = Partial<Record<AnswerField, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A whole number written in digits ("12"); null for "-3", "1e9", "12.5", "twelve" or a number too long to be meant. */
function wholeNumber(value: unknown): number | null {
  const digits = text(value);
  return /^\d{1,6}$/.test(digits) ? Number(digits) : null;
}

/** The gum's selling plan a purchase answer names; null for one-time purchase or a plan it does not have. */
export function deliveryPlanFor(gum: PlanGum, purchase: string) {
  return /^[1-9]$/.test(purchase)
    ? (gum.deliveryPlans.find((plan) => plan.intervalMonths === Number(purchase)) ?? null)
    : null;
}

/** The form's fields as it holds them: text. */
export type QuitPlanValues = Record<AnswerField, string>;

export const ANSWER_FIELDS: readonly AnswerField[] = [
  'habit',
  'usedPerDay',
  'startPieces',
  'product',
  'strength',
  'purchase',
];

/** Longer than any answer the form makes: a longer one is not taken, nor sent back into the page. */
const MAX_ANSWER_LENGTH = 100;

/** A blank form: nothing about the shopper, the first gum and its first strength, bought once. */
export function blankValues(gums: readonly PlanGum[]): QuitPlanValues {
  const gum = gums[0];
  return {
    habit: '',
    usedPerDay: '',
    startPieces: '',
    product: gum?.handle ?? '',
    strength: gum?.strengths[0] ?? '',
    purchase: ONE_TIME,
  };
}

/** What the page's form post (without JavaScript) answers: the values sent back, and what is wrong with them. */
export interface QuitPlanSubmission {
  values: QuitPlanValues;
  problems: AnswerProblem[];
}

/** The posted fields (null for a body that could not be read) as the form shows them again, checked. */
export function submittedAnswers(
  fields: Record<string, unknown> | null,
  gums: readonly PlanGum[],
  dosage: Dosage,
): QuitPlanSubmission {
  const values = blankValues(gums);
  for (const field of ANSWER_FIELDS) {
    const value = fields?.[field];
    if (typeof value === 'string') values[field] = value.length <= MAX_ANSWER_LENGTH ? value : '';
  }
  const read = readAnswers(fields ? values : {}, gums, dosage);
  return {values, problems: read.ok ? [] : read.problems};
}

/** How many a day, as the form takes it: a whole number from 1 to MAX_USED_PER_DAY; null for anything else. */
export function usedPerDayAnswer(value: unknown): number | null {
  const used = wholeNumber(value);
  return used !== null && used >= 1 && used <= MAX_USED_PER_DAY ? used : null;
}

export function readAnswers(raw: RawAnswers, gums: readonly PlanGum[], dosage: Dosage): ReadAnswers {
  const problems: AnswerProblem[] = [];
  const habit = text(raw.habit);
  if (!(HABITS as readonly string[]).includes(habit)) problems.push({field: 'habit', key: 'errors.habit'});
  const usedPerDay = usedPerDayAnswer(raw.usedPerDay);
  if (usedPerDay === null) {
    problems.push({field: 'usedPerDay', key: 'errors.usedPerDay', values: {max: MAX_USED_PER_DAY}});
  }
  // No choice asks for the suggestion, made from the amount used (which, when wrong, is the one thing to fix).
  const startSuggested = text(raw.startPieces) === '';
  const startPieces = startSuggested
    ? usedPerDay === null
      ? null
      : suggestedStart(usedPerDay, dosage)
    : wholeNumber(raw.startPieces);
  if (!startSuggested && (startPieces === null || !isStartingAmount(startPieces, dosage))) {
    problems.push({
      field: 'startPieces',
      key: 'errors.startPieces',
      values: {min: dosage.start.min, max: Math.min(dosage.start.max, dosage.dailyMax)},
    });
  }
  const gum = gums.find((candidate) => candidate.handle === text(raw.product));
  if (!gum) problems.push({field: 'product', key: 'errors.product'});
  // A gum sold in one strength has no strength to choose: whatever the form sent for it does not count.
  const strength = gum && gum.strengths.length > 0 ? text(raw.strength) : '';
  if (gum && gum.strengths.length > 0 && !gum.strengths.includes(strength)) {
    problems.push({field: 'strength', key: 'errors.strength'});
  }
  const purchase = text(raw.purchase) || ONE_TIME;
  if (gum && purchase !== ONE_TIME && !deliveryPlanFor(gum, purchase)) {
    problems.push({field: 'purchase', key: 'errors.purchase'});
  }
  if (problems.length > 0) return {ok: false, problems};
  return {
    ok: true,
    answers: {
      habit: habit as Habit,
      usedPerDay: usedPerDay!,
      startPieces: startPieces!,
      startSuggested,
      product: gum!.handle,
      strength,
      purchase,
    },
  };
}

/** The answers as analytics may see them: kinds and bands, never the numbers a shopper typed. */
export interface QuitPlanBands {
  habit: Habit;
  usedPerDayBand: '1-5' | '6-10' | '11-20' | '21+';
  startBand: 'low' | 'high';
  purchase: 'one-time' | 'subscription';
}

export function answerBands(answers: QuitPlanAnswers, dosage: Dosage): QuitPlanBands {
  const used = answers.usedPerDay;
  const middle = (dosage.start.min + dosage.start.max) / 2;
  return {
    habit: answers.habit,
    usedPerDayBand: used <= 5 ? '1-5' : used <= 10 ? '6-10' : used <= 20 ? '11-20' : '21+',
    startBand: answers.startPieces <= middle ? 'low' : 'high',
    purchase: answers.purchase === ONE_TIME ? 'one-time' : 'subscription',
  };
}
