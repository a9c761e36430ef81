/**
 * lib/quit-plan/: the quit plan a shopper makes on /quit-plan. The month-by-month schedule (this file),
 * the answers and what is wrong with them, the packs a month needs, the gums it is made from, and
 * what of it analytics may see.
 */
import type {QuitPlanSettings} from '~/brands/types';

export type Dosage = QuitPlanSettings['dosage'];

/** Whether a page path (with or without its language prefix) is the quit plan's page. */
export function isQuitPlanPath(path: string): boolean {
  return /^(?:\/[a-z]{2})?\/quit-plan(?:[/?#.]|$)/.test(path);
}

/**
 * Whether the brand's dosage figures are for the strength chosen ("2 mg", "2 मि.ग्रा."): they are for one
 * strength only, and a gum sold in one strength has none to choose ('').
 */
export function figuresFitStrength(strength: string, dosage: Dosage): boolean {
  return strength === '' || strengthFigure(strength) === dosage.strengthMg;
}

/** The number a strength's name starts with, in any language ("2 mg", "2 मि.ग्रा." → 2); null without one. */
function strengthFigure(name: string): number | null {
  const figure = /^\s*(\d+(?:\.\d+)?)/.exec(name)?.[1];
  return figure === undefined ? null : Number(figure);
}

/** Whether two strength names are the same strength in any language ("2 mg", "2 मि.ग्रा."): the same figure. */
export function sameStrength(a: string, b: string): boolean {
  return strengthFigure(a) !== null && strengthFigure(a) === strengthFigure(b);
}

/** A month of the plan is 30 days: the packs are counted for that. */
export const DAYS_PER_MONTH = 30;

export interface PlanMonth {
  /** 1 for the first month */
  month: number;
  /** pieces a day that month; for the last month, the top of the taper's range */
  piecesPerDay: number;
  /** the taper's last month, whose amount is a range ("1–2 a day"); null otherwise */
  range: {min: number; max: number} | null;
  phase: 'steady' | 'taper';
}

/** Whether a number of pieces a day may start a plan: whole, within the start range, never above the daily maximum. */
export function isStartingAmount(pieces: number, dosage: Dosage): boolean {
  return (
    Number.isInteger(pieces) && pieces >= dosage.start.min && pieces <= Math.min(dosage.start.max, dosage.dailyMax)
  );
}

/**
 * The store's suggestion for where to start: one piece for each cigarette (or chew) a day, kept within the
 * start range. It is shown as a suggestion; the shopper picks.
 */
export function suggestedStart(usedPerDay: number, dosage: Dosage): number {
  const top = Math.min(dosage.start.max, dosage.dailyMax);
  if (!Number.isFinite(usedPerDay)) return dosage.start.min;
  return Math.min(top, Math.max(dosage.start.min, Math.round(usedPerDay)));
}

/**
 * The course, month by month: the starting amount until the taper begins, then down in even steps to
 * the taper's range in the course's last month. Throws on a starting amount `isStartingAmount` refuses.
 */
export function planMonths(startPieces: number, dosage: Dosage): PlanMonth[] {
  if (!isStartingAmount(startPieces, dosage)) {
    throw new RangeError(`A plan starts at ${dosage.start.min}–${dosage.start.max} pieces a day, not ${startPieces}.`);
  }
  const steadyMonths = Math.min(dosage.taperAfterMonths, dosage.courseMonths);
  const taperMonths = dosage.courseMonths - steadyMonths;
  const months: PlanMonth[] = [];
  for (let month = 1; month <= steadyMonths; month++) {
    months.push({month, piecesPerDay: startPieces, range: null, phase: 'steady'});
  }
  for (let step = 1; step <= taperMonths; step++) {
    const last = step === taperMonths;
    const piecesPerDay = last
      ? dosage.taperTo.max
      : Math.max(
          dosage.taperTo.max,
          Math.round(startPieces - ((startPieces - dosage.taperTo.max) * step) / taperMonths),
        );
    months.push({
      month: steadyMonths + step,
      piecesPerDay,
      range: last ? {min: dosage.taperTo.min, max: dosage.taperTo.max} : null,
      phase: 'taper',
    });
  }
  return months;
}
