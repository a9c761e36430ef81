import type {RefObject} from 'react';
import {formatMoney} from '~/lib/catalog/money';
import {AddToCartOrSoldOut} from '~/components/AddToCartOrSoldOut';
import {FormattedMoney} from '~/components/FormattedMoney';
import {useTranslation} from '~/hooks/use-translation';
import type {QuitPlanAnswers} from '~/lib/quit-plan/answers';
import type {GumPack} from '~/lib/quit-plan/gums';
import type {PackCount} from '~/lib/quit-plan/packs';
import type {QuitPlan} from '~/lib/quit-plan/plan';
import type {Dosage} from '~/lib/quit-plan/schedule';

/**
 * The plan: month by month with packs and costs, the first delivery with its one button (to the cart
 * once, or on the chosen selling plan), the dosage notes, and printing or forgetting it (with JavaScript).
 */
export function QuitPlanResult({
  plan,
  answers,
  dosage,
  heading,
  restored,
  interactive,
  onForget,
}: {
  plan: QuitPlan;
  answers: QuitPlanAnswers;
  dosage: Dosage;
  heading: RefObject<HTMLHeadingElement>;
  restored: boolean;
  /** the page's code runs: printing and forgetting work */
  interactive: boolean;
  onForget: () => void;
}) {
  const {t} = useTranslation('quit-plan');
  const packsText = (packs: ReadonlyArray<PackCount<GumPack>>) =>
    packs.length > 0
      ? packs.map(({pack, count}) => t('plan.packCount', {count, pack: pack.label})).join(' + ')
      : t('plan.notOnSale');
  const first = plan.firstDelivery;
  const productName = answers.strength ? `${plan.gum.title} (${answers.strength})` : plan.gum.title;

  return (
    <section aria-labelledby="quit-plan-heading" className="mt-10 flex flex-col gap-6">
      <div>
        <h2 id="quit-plan-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {t('plan.heading')}
        </h2>
        {restored && <p className="mt-1 text-sm text-muted print:hidden">{t('plan.restored')}</p>}
        <p className="mt-2 text-lg">{t('plan.summary', {product: productName, count: answers.startPieces})}</p>
        {plan.otherStrength && (
          <p className="mt-2 rounded-lg border-2 border-current p-3 font-medium">
            {t('plan.otherStrength', {strengthMg: dosage.strengthMg, strength: answers.strength})}
          </p>
        )}
        {answers.startSuggested && (
          <p className="mt-2 text-sm text-muted">
            {t('plan.suggested', {count: answers.startPieces, min: dosage.start.min, max: dosage.start.max})}
          </p>
        )}
      </div>

      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm md:text-base">
          <caption className="mb-2 text-left font-semibold">{t('plan.caption')}</caption>
          <thead>
            <tr className="border-b border-current/30">
              <th scope="col" className="py-2 pr-3">
                {t('plan.month')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('plan.perDay')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('plan.packs')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('plan.cost')}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.months.map((month) => (
              <tr key={month.month} className="border-b border-current/10 align-top">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {t('plan.monthNumber', {month: month.month})}
                  <span className="block text-xs font-normal text-muted">{t(`plan.${month.phase}`)}</span>
                </th>
                <td className="py-2 pr-3">{month.range ? t('plan.range', month.range) : month.piecesPerDay}</td>
                <td className="py-2 pr-3">{packsText(month.packs)}</td>
                <td className="py-2 text-right">{month.cost ? <FormattedMoney data={month.cost} /> : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {plan.total && (
        <p className="font-semibold">
          {plan.deliveryPlan
            ? t('plan.totalOnPlan', {plan: plan.deliveryPlan.name, total: formatMoney(plan.total)})
            : t('plan.total', {total: formatMoney(plan.total)})}
        </p>
      )}

      <div className="rounded-xl border border-current/20 p-4 print:hidden">
        <h3 className="text-lg font-semibold">{t('plan.firstDelivery.heading', {count: first?.months ?? 1})}</h3>
        {first ? (
          <>
            <p className="mt-1">
              {packsText(first.packs)}: <FormattedMoney data={first.cost} className="font-semibold" />
            </p>
            {plan.deliveryPlan && <p className="mt-1 text-sm text-muted">{t('plan.firstDelivery.subscribeNote')}</p>}
          </>
        ) : (
          <p className="mt-1">{t('plan.firstDelivery.soldOut')}</p>
        )}
        <div className="mt-3 max-w-sm">
          <AddToCartOrSoldOut
            lines={first?.lines ?? null}
            label={
              plan.deliveryPlan
                ? t('plan.firstDelivery.subscribe', {plan: plan.deliveryPlan.name})
                : t('plan.firstDelivery.addOnce')
            }
            busyLabel={t('plan.firstDelivery.adding')}
            addedMessage={t('plan.firstDelivery.added')}
            soldOutLabel={t('plan.notOnSale')}
          />
        </div>
      </div>

      <div>
        <h3 className="text-lg font-semibold">{t('plan.notesHeading')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('plan.notes.daily', {dailyMax: dosage.dailyMax})}</li>
          <li>
            {t('plan.notes.taper', {
              months: dosage.taperAfterMonths,
              min: dosage.taperTo.min,
              max: dosage.taperTo.max,
              course: dosage.courseMonths,
            })}
          </li>
          <li>{t('plan.notes.doctor', {months: plan.doctorAfterMonths})}</li>
          <li>{t('plan.notes.age', {age: dosage.minAge})}</li>
          <li>{t('plan.notes.chew', {minutes: dosage.maxChewMinutes})}</li>
          <li>{t('plan.notes.acidic', {minutes: dosage.acidicDrinksMinutes})}</li>
        </ul>
        <p className="mt-3 text-sm text-muted">{t('plan.notes.advice')}</p>
      </div>

      {interactive && (
        <div className="flex flex-wrap gap-3 print:hidden">
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-full border border-current px-5 py-2 font-semibold"
          >
            {t('plan.print')}
          </button>
          <button type="button" onClick={onForget} className="rounded-full px-5 py-2 underline">
            {t('plan.forget')}
          </button>
        </div>
      )}
    </section>
  );
}
