import {useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {QuitPlanScreen} from '~/components/quit-plan/QuitPlanScreen';
import {QUIT_PLAN_GUMS_QUERY} from '~/graphql/quit-plan';
import {serverTranslator, translationsFor} from '~/lib/i18n/i18n.server';
import {submittedAnswers} from '~/lib/quit-plan/answers';
import {planGums} from '~/lib/quit-plan/gums';
import {assertLocale, notFound} from '~/lib/routing/route-guards';
import {readRequestFields} from '~/lib/security/request-body.server';
import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

/** The brand's dosage and the gums the plan can be made from; a 404 for a brand without a quit plan. */
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
    translations: translationsFor(context, ['quit-plan']),
    seo: pageMeta(root, request, {title: t('title'), description: t('description')}),
  };
}

/**
 * The form posted without JavaScript: the answers come back checked, and the page shows the plan or
 * what to fix. Answered `private, no-store` like every post; the answers go into no log and no URL.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const {dosage, gums} = await quitPlanGums(context);
  const submission = submittedAnswers(await readRequestFields(request), gums, dosage);
  return data(submission, {status: submission.problems.length > 0 ? 400 : 200});
}

export default function QuitPlanPage() {
  const {gums, dosage} = useLoaderData<typeof loader>();
  return <QuitPlanScreen gums={gums} dosage={dosage} submission={useActionData<typeof action>()} />;
}
