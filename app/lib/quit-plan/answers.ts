/**
 * The quit plan's answers as a shopper gives them (a form, or what the browser kept), checked before
 * anything is made of them. Each problem names its field and the message key the page shows, in its
 * language. The answers are health data: nothing here logs or reports them.
 */
import type {Dosage} from '~/lib/quit-plan/schedule';
import {isStartingAmount} from '~/lib/quit-plan/schedule';
import type {PlanGum} from '~/lib/quit-plan/gums';

export const HABITS = ['cigarettes', 'chewing-tobacco'] as const;
export type Habit = (typeof HABITS)[number];

/** The most cigarettes (or chews) a day the form takes: more is a typing slip, not a habit. */
export const MAX_USED_PER_DAY = 100;

/** The purchase choice that is not a selling plan. */
export const ONE_TIME = 'one-time';

export interface QuitPlanAnswers {
  habit: Habit;
  /** cigarettes, or chews of tobacco, a day */
  usedPerDay: number;
  /** pieces of gum a day to start with */
  startPieces: number;
  /** the gum's product handle */
  product: string;
  /** one of the gum's strengths, or '' for a gum with none */
  strength: string;
  /** ONE_TIME, or the id of one of the gum's selling plans */
  purchase: string;
}

export type AnswerField = keyof QuitPlanAnswers;

export interface AnswerProblem {
  field: AnswerField;
  key:
    | 'quitPlan.errors.habit'
    | 'quitPlan.errors.usedPerDay'
    | 'quitPlan.errors.startPieces'
    | 'quitPlan.errors.product'
    | 'quitPlan.errors.strength'
    | 'quitPlan.errors.purchase';
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

export function readAnswers(raw: RawAnswers, gums: readonly PlanGum[], dosage: Dosage): ReadAnswers {
  const problems: AnswerProblem[] = [];
  const habit = text(raw.habit);
  if (!(HABITS as readonly string[]).includes(habit)) problems.push({field: 'habit', key: 'quitPlan.errors.habit'});
  const usedPerDay = wholeNumber(raw.usedPerDay);
  if (usedPerDay === null || usedPerDay < 1 || usedPerDay > MAX_USED_PER_DAY) {
    problems.push({field: 'usedPerDay', key: 'quitPlan.errors.usedPerDay', values: {max: MAX_USED_PER_DAY}});
  }
  const startPieces = wholeNumber(raw.startPieces);
  if (startPieces === null || !isStartingAmount(startPieces, dosage)) {
    problems.push({
      field: 'startPieces',
      key: 'quitPlan.errors.startPieces',
      values: {min: dosage.start.min, max: Math.min(dosage.start.max, dosage.dailyMax)},
    });
  }
  const gum = gums.find((candidate) => candidate.handle === text(raw.product));
  if (!gum) problems.push({field: 'product', key: 'quitPlan.errors.product'});
  const strength = text(raw.strength);
  if (gum && (gum.strengths.length > 0 ? !gum.strengths.includes(strength) : strength !== '')) {
    problems.push({field: 'strength', key: 'quitPlan.errors.strength'});
  }
  const purchase = text(raw.purchase) || ONE_TIME;
  if (gum && purchase !== ONE_TIME && !gum.deliveryPlans.some((plan) => plan.id === purchase)) {
    problems.push({field: 'purchase', key: 'quitPlan.errors.purchase'});
  }
  if (problems.length > 0) return {ok: false, problems};
  return {
    ok: true,
    answers: {
      habit: habit as Habit,
      usedPerDay: usedPerDay!,
      startPieces: startPieces!,
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
