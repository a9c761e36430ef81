import type {FormEvent, RefObject} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {
  HABITS,
  usedPerDayAnswer,
  ONE_TIME,
  type AnswerField,
  type AnswerProblem,
  type QuitPlanValues,
} from '~/lib/quit-plan/answers';
import type {PlanGum} from '~/lib/quit-plan/gums';
import {suggestedStart, type Dosage} from '~/lib/quit-plan/schedule';

/** One question's radio buttons; the first carries the question's id, which its error links to. */
function RadioChoices({
  field,
  choices,
  values,
  onChange,
  stacked = false,
}: {
  field: AnswerField;
  choices: ReadonlyArray<{value: string; label: string}>;
  values: QuitPlanValues;
  onChange: (field: AnswerField, value: string) => void;
  stacked?: boolean;
}) {
  return (
    <div className={`mt-2 flex ${stacked ? 'flex-col gap-2' : 'flex-wrap gap-4'}`}>
      {choices.map(({value, label}, index) => (
        <label key={value} className="flex items-center gap-2">
          <input
            type="radio"
            name={field}
            value={value}
            id={index === 0 ? `quit-plan-${field}` : undefined}
            checked={values[field] === value}
            onChange={() => onChange(field, value)}
          />
          {label}
        </label>
      ))}
    </div>
  );
}

const fieldClass = 'rounded-lg border border-current/30 bg-background px-3 py-2 text-foreground';
const errorId = (field: AnswerField) => `quit-plan-${field}-error`;

/**
 * The quit plan's questions. A plain form posting to the page (its answer is the plan, without
 * JavaScript); with JavaScript `onSubmit` makes the plan in the browser and nothing is sent.
 */
export function QuitPlanForm({
  gums,
  dosage,
  values,
  problems,
  onChange,
  onSubmit,
  problemSummary,
}: {
  gums: readonly PlanGum[];
  dosage: Dosage;
  values: QuitPlanValues;
  problems: readonly AnswerProblem[];
  onChange: (field: AnswerField, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  problemSummary: RefObject<HTMLDivElement>;
}) {
  const {t} = useTranslation('quit-plan');
  const gum = gums.find((candidate) => candidate.handle === values.product) ?? gums[0];
  const problemFor = (field: AnswerField) => problems.find((problem) => problem.field === field);
  const message = (problem: AnswerProblem) => t(problem.key, problem.values);
  const described = (field: AnswerField, hint?: string) =>
    [problemFor(field) ? errorId(field) : null, hint].filter(Boolean).join(' ') || undefined;
  const used = usedPerDayAnswer(values.usedPerDay);
  const startChoices: number[] = [];
  for (let pieces = dosage.start.min; pieces <= Math.min(dosage.start.max, dosage.dailyMax); pieces++) {
    startChoices.push(pieces);
  }

  const fieldError = (field: AnswerField) => {
    const problem = problemFor(field);
    return problem ? (
      <p id={errorId(field)} className="text-sm font-semibold text-red-700">
        {message(problem)}
      </p>
    ) : null;
  };

  return (
    // Without JavaScript the answer is a new page: its address's fragment takes the shopper to the plan.
    <form
      method="post"
      action="#quit-plan-heading"
      onSubmit={onSubmit}
      className="flex flex-col gap-6 print:hidden"
      noValidate
    >
      {problems.length > 0 && (
        <div ref={problemSummary} tabIndex={-1} role="alert" className="rounded-lg border-2 border-red-700 p-4">
          <p className="font-semibold">{t('errors.summary')}</p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem.field}>
                <a href={`#quit-plan-${problem.field}`} className="underline">
                  {message(problem)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset aria-describedby={described('habit')}>
        <legend className="font-semibold">{t('form.habit.legend')}</legend>
        <RadioChoices
          field="habit"
          choices={HABITS.map((habit) => ({value: habit, label: t(`form.habit.${habit}`)}))}
          values={values}
          onChange={onChange}
        />
        {fieldError('habit')}
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor="quit-plan-usedPerDay" className="font-semibold">
          {t('form.usedPerDay.label')}
        </label>
        <p id="quit-plan-usedPerDay-hint" className="text-sm text-muted">
          {t('form.usedPerDay.hint')}
        </p>
        <input
          id="quit-plan-usedPerDay"
          name="usedPerDay"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={values.usedPerDay}
          onChange={(event) => onChange('usedPerDay', event.target.value)}
          aria-invalid={problemFor('usedPerDay') ? true : undefined}
          aria-describedby={described('usedPerDay', 'quit-plan-usedPerDay-hint')}
          className={`${fieldClass} w-32`}
        />
        {fieldError('usedPerDay')}
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor="quit-plan-startPieces" className="font-semibold">
          {t('form.startPieces.label')}
        </label>
        <p id="quit-plan-startPieces-hint" className="text-sm text-muted">
          {t('form.startPieces.hint', {
            strengthMg: dosage.strengthMg,
            min: dosage.start.min,
            max: dosage.start.max,
            dailyMax: dosage.dailyMax,
          })}
        </p>
        <select
          id="quit-plan-startPieces"
          name="startPieces"
          value={values.startPieces}
          onChange={(event) => onChange('startPieces', event.target.value)}
          aria-invalid={problemFor('startPieces') ? true : undefined}
          aria-describedby={described('startPieces', 'quit-plan-startPieces-hint')}
          className={`${fieldClass} w-fit`}
        >
          <option value="">
            {used !== null
              ? t('form.startPieces.suggested', {count: suggestedStart(used, dosage)})
              : t('form.startPieces.suggest')}
          </option>
          {startChoices.map((pieces) => (
            <option key={pieces} value={String(pieces)}>
              {t('form.startPieces.option', {count: pieces})}
            </option>
          ))}
        </select>
        {fieldError('startPieces')}
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor="quit-plan-product" className="font-semibold">
          {t('form.product.label')}
        </label>
        <select
          id="quit-plan-product"
          name="product"
          value={values.product}
          onChange={(event) => onChange('product', event.target.value)}
          aria-invalid={problemFor('product') ? true : undefined}
          aria-describedby={described('product')}
          className={`${fieldClass} w-fit max-w-full`}
        >
          {gums.map((candidate) => (
            <option key={candidate.handle} value={candidate.handle}>
              {candidate.title}
            </option>
          ))}
        </select>
        {fieldError('product')}
      </div>

      {gum && gum.strengths.length > 0 && (
        <fieldset aria-describedby={described('strength', 'quit-plan-strength-advice')}>
          <legend className="font-semibold">{t('form.strength.legend')}</legend>
          <RadioChoices
            field="strength"
            choices={gum.strengths.map((strength) => ({value: strength, label: strength}))}
            values={values}
            onChange={onChange}
          />
          <p id="quit-plan-strength-advice" className="mt-2 text-sm text-muted">
            {gum.strengthGuidance ?? t('form.strength.advice')}
          </p>
          {fieldError('strength')}
        </fieldset>
      )}

      <fieldset aria-describedby={described('purchase')}>
        <legend className="font-semibold">{t('form.purchase.legend')}</legend>
        <RadioChoices
          field="purchase"
          stacked
          choices={[{value: ONE_TIME, label: t('form.purchase.oneTime')}].concat(
            (gum?.deliveryPlans ?? []).map((plan) => ({value: String(plan.intervalMonths), label: plan.name})),
          )}
          values={values}
          onChange={onChange}
        />
        {fieldError('purchase')}
      </fieldset>

      <button type="submit" className="w-fit rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground">
        {t('form.submit')}
      </button>
    </form>
  );
}
