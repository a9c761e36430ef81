/**
 * The shopper's quit-plan answers, kept in this browser only (local storage), so they can come back to
 * their plan on the same device. They never leave it: no cookie, no request, no analytics.
 */
import {ANSWER_FIELDS, type AnswerField} from '~/lib/quit-plan/answers';

/** Answers as kept: strings, each field at most once. */
export type KeptAnswers = Partial<Record<AnswerField, string>>;

export const SAVED_ANSWERS_KEY = 'quit-plan-answers';

/** Longer than any answer the form makes: what is stored is read back as untrusted. */
const MAX_VALUE_LENGTH = 200;

/** The answers as stored: only the form's fields, only short strings. */
export function answersFromStorage(stored: string | null): KeptAnswers | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const answers: KeptAnswers = {};
  for (const field of ANSWER_FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) answers[field] = value;
  }
  return Object.keys(answers).length > 0 ? answers : null;
}

export function answersForStorage(answers: Record<AnswerField, string>): string {
  return JSON.stringify(Object.fromEntries(ANSWER_FIELDS.map((field) => [field, answers[field]])));
}

/** Local storage, or null where the browser refuses it (private modes, storage off). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadSavedAnswers(): KeptAnswers | null {
  try {
    return answersFromStorage(storage()?.getItem(SAVED_ANSWERS_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveAnswers(answers: Record<AnswerField, string>): void {
  try {
    storage()?.setItem(SAVED_ANSWERS_KEY, answersForStorage(answers));
  } catch {
    // A full or refused storage only means the plan is not there next time.
  }
}

export function forgetSavedAnswers(): void {
  try {
    storage()?.removeItem(SAVED_ANSWERS_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
