import {useEffect, useState} from 'react';
import {QuitPlanForm} from '~/components/quit-plan/QuitPlanForm';
import {QuitPlanResult} from '~/components/quit-plan/QuitPlanResult';
import {useQuitPlanForm} from '~/hooks/use-quit-plan-form';
import {useTranslation} from '~/hooks/use-translation';
import type {QuitPlanSubmission} from '~/lib/quit-plan/answers';
import type {PlanGum} from '~/lib/quit-plan/gums';
import type {Dosage} from '~/lib/quit-plan/schedule';

/** The quit-plan page: what it is for, the questions, and the plan once asked for. */
export function QuitPlanScreen({
  gums,
  dosage,
  submission,
}: {
  gums: readonly PlanGum[];
  dosage: Dosage;
  /** the answer to a form post without JavaScript */
  submission: QuitPlanSubmission | undefined;
}) {
  const {t} = useTranslation('quit-plan');
  const form = useQuitPlanForm(gums, dosage, submission);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-lg print:hidden">{t('intro')}</p>
      <p className="mt-2 text-sm text-muted print:hidden">{t('privacy')}</p>
      {gums.length === 0 ? (
        <p className="mt-8 font-semibold">{t('noGums')}</p>
      ) : (
        <div className="mt-8">
          <QuitPlanForm
            gums={gums}
            dosage={dosage}
            values={form.values}
            problems={form.problems}
            onChange={form.change}
            onSubmit={form.submit}
            problemSummary={form.problemSummary}
          />
          {form.plan && form.answers && (
            <QuitPlanResult
              plan={form.plan}
              answers={form.answers}
              dosage={dosage}
              heading={form.planHeading}
              restored={form.restored}
              interactive={interactive}
              onForget={form.forget}
            />
          )}
        </div>
      )}
    </div>
  );
}
