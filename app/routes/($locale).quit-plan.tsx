import {useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useEffect, useState} from 'react';
import {QuitPlanForm} from '~/components/quit-plan/QuitPlanForm';
import {QuitPlanResult} from '~/components/quit-plan/QuitPlanResult';
import {QUIT_PLAN_GUMS_QUERY} from '~/graphql/quit-plan';
import {blankValues, useQuitPlanForm, type QuitPlanSubmission} from '~/hooks/use-quit-plan-form';
import {useTranslation} from '~/hooks/use-translation';
import {serverTranslator, translationsFor} from '~/lib/i18n/i18n.server';
import {readAnswers, type AnswerField} from '~/lib/quit-plan/answers';
import {planGums} from '~/lib/quit-plan/gums';
import {assertLocale, notFound} from '~/lib/routing/route-guards';
import {readRequestFields, textField} from '~/lib/security/request-body.server';
import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

const FIELDS: readonly AnswerField[] = ['habit', 'usedPerDay', 'startPieces', 'product', 'strength', 'purchase'];
/** Longer than any answer the form makes; a longer one is not sent back into the page. */
const MAX_ANSWER_LENGTH = 100;

/** The brand's quit-plan settings and the gums the plan can be made from; a 404 for a brand without one. */
async function quitPlanGums(context: AppLoadContext) {
  const settings = context.brand.quitPlan;
  if (!settings) throw notFound();
  const {storefront} = context;
  const {collection, errors} = await storefront.query(QUIT_PLAN_GUMS_QUERY, {
    cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
    variables: {handle: settings.collection},
  });
  throwIfGraphqlErrors(errors);
  return {dosage: settings.dosage, gums: planGums(collection?.products.nodes ?? [], settings.optionNames)};
}

/**
 * `/quit-plan`: the same page for every shopper (shared at the edge), with the gums and the brand's
 * dosage. Nothing about the shopper is in it: their answers make the plan in their browser.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const [{dosage, gums}, root] = await Promise.all([quitPlanGums(context), seoRootOf(context)]);
  const t = serverTranslator(context.locale, 'quit-plan');
  return {
    dosage,
    gums,
    translations: translationsFor(context.locale.lang, ['quit-plan']),
    seo: pageMeta(root, request, {title: t('title'), description: t('description')}),
  };
}

/**
 * The form posted without JavaScript: the answers come back with what is wrong with them, and the page
 * shows the plan. Answered `private, no-store` like every post; the answers go into no log and no URL.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const {dosage, gums} = await quitPlanGums(context);
  const fields = await readRequestFields(request);
  const values = blankValues(gums);
  for (const field of FIELDS) {
    const value = textField(fields, field);
    if (value !== null && value.length <= MAX_ANSWER_LENGTH) values[field] = value;
  }
  const read = readAnswers(fields ? values : {}, gums, dosage);
  const submission: QuitPlanSubmission = {values, problems: read.ok ? [] : read.problems};
  return data(submission, {status: read.ok ? 200 : 400});
}

export default function QuitPlanPage() {
  const {gums, dosage} = useLoaderData<typeof loader>();
  const submission = useActionData<typeof action>();
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
