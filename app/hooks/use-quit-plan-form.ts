import {useCallback, useEffect, useMemo, useRef, useState, type FormEvent} from 'react';
import {track} from '~/lib/analytics/track';
import {
  answerBands,
  blankValues,
  ONE_TIME,
  readAnswers,
  type AnswerField,
  type QuitPlanSubmission,
  type QuitPlanValues,
} from '~/lib/quit-plan/answers';
import type {PlanGum} from '~/lib/quit-plan/gums';
import {quitPlan} from '~/lib/quit-plan/plan';
import {forgetSavedAnswers, loadSavedAnswers, saveAnswers} from '~/lib/quit-plan/saved-answers';
import {sameStrength} from '~/lib/quit-plan/schedule';

/** The first question's first choice (QuitPlanForm). */
export const FIRST_QUESTION_ID = 'quit-plan-habit';
import type {Dosage} from '~/lib/quit-plan/schedule';

/**
 * The quit plan's form in the browser: its values, the plan made from them as they change once the
 * shopper has asked for it, and the plan kept on this device. A post without JavaScript (`submission`)
 * starts it where the server's answer left off. The answers leave the page for nothing: not the
 * server, not analytics (which gets bands only).
 */
export function useQuitPlanForm(gums: readonly PlanGum[], dosage: Dosage, submission: QuitPlanSubmission | undefined) {
  const [values, setValues] = useState<QuitPlanValues>(() => submission?.values ?? blankValues(gums));
  // Whether the shopper has asked for the plan: then it follows every change, and problems show.
  const [asked, setAsked] = useState(Boolean(submission));
  const [restored, setRestored] = useState(false);
  const planHeading = useRef<HTMLHeadingElement>(null);
  const problemSummary = useRef<HTMLDivElement>(null);

  const read = useMemo(() => readAnswers(values, gums, dosage), [values, gums, dosage]);
  const plan = useMemo(() => {
    if (!asked || !read.ok) return null;
    const gum = gums.find((candidate) => candidate.handle === read.answers.product)!;
    return quitPlan(read.answers, gum, dosage);
  }, [asked, read, gums, dosage]);

  useEffect(() => {
    track('quit_plan_viewed', {});
    if (submission) return;
    const saved = loadSavedAnswers();
    if (!saved) return;
    const kept: QuitPlanValues = {...blankValues(gums), ...saved};
    // Strengths are kept as the page named them; the same strength in the other language has another name.
    const strengths = gums.find((gum) => gum.handle === kept.product)?.strengths ?? [];
    if (!strengths.includes(kept.strength)) {
      kept.strength = strengths.find((strength) => sameStrength(strength, kept.strength)) ?? kept.strength;
    }
    if (!readAnswers(kept, gums, dosage).ok) return;
    setValues(kept);
    setAsked(true);
    setRestored(true);
    // Once, as the page comes alive: later renders are the shopper's own changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The plan on screen is the plan kept.
  useEffect(() => {
    if (asked && read.ok) saveAnswers(values);
  }, [asked, read, values]);

  const change = useCallback(
    (field: AnswerField, value: string) => {
      setValues((current) => {
        const next = {...current, [field]: value};
        if (field === 'product') {
          // The new gum's own strengths and plans: keep the choice where it has it.
          const gum = gums.find((candidate) => candidate.handle === value);
          if (gum && !gum.strengths.includes(next.strength)) next.strength = gum.strengths[0] ?? '';
          if (gum && !gum.deliveryPlans.some((plan) => String(plan.intervalMonths) === next.purchase)) {
            next.purchase = ONE_TIME;
          }
        }
        return next;
      });
    },
    [gums],
  );

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // The plan is made here: the answers need not travel.
      event.preventDefault();
      setAsked(true);
      setRestored(false);
      if (read.ok) {
        track('quit_plan_completed', answerBands(read.answers, dosage));
        requestAnimationFrame(() => planHeading.current?.focus());
      } else {
        requestAnimationFrame(() => problemSummary.current?.focus());
      }
    },
    [read, dosage],
  );

  const forget = useCallback(() => {
    forgetSavedAnswers();
    setValues(blankValues(gums));
    setAsked(false);
    setRestored(false);
    // The button goes with the plan: focus goes back to the first question.
    requestAnimationFrame(() => document.getElementById(FIRST_QUESTION_ID)?.focus());
  }, [gums]);

  return {
    values,
    change,
    submit,
    forget,
    plan,
    answers: read.ok ? read.answers : null,
    problems: asked && !read.ok ? read.problems : [],
    restored,
    planHeading,
    problemSummary,
  };
}
