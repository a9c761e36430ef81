import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {screenPreloads} from '~/lib/ui/screen-preloads.server';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Suspense} from 'react';
import {brandScreens, brandScreensLoader} from '~/brands/screens';
import {PAGE_QUERY} from '~/graphql/pages';
import {useBrand} from '~/hooks/use-brand';
import {assertLocale, notFoundOrRedirect} from '~/lib/routing/route-guards';
import {faqFromHtml, faqPageJsonLd, textOf} from '~/lib/seo/structured-data';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const clientLoader = brandScreensLoader((screens) => Object.values(screens.pageExtras));

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const {page, errors} = await storefront.query(PAGE_QUERY, {
    cache: storefront.CacheLong(),
    variables: {handle: params.handle ?? ''},
  });
  throwIfGraphqlErrors(errors);
  if (!page) return notFoundOrRedirect(request, context);
  const faq = context.brand.faqPageHandles.includes(page.handle) ? faqPageJsonLd(faqFromHtml(page.body)) : null;
  const extras = brandScreens[context.brand.id].pageExtras[page.handle];
  await extras?.load();
  const seo = [
    ...pageMeta(await seoRoot, request, {
      title: page.seo?.title || page.title,
      description: page.seo?.description || textOf(page.body),
      jsonLd: faq ?? undefined,
    }),
    ...screenPreloads(extras),
  ];
  return {page, seo};
}

export default function ContentPage() {
  const {page} = useLoaderData<typeof loader>();
  const Extras = brandScreens[useBrand().id].pageExtras[page.handle];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      <div className="rich-text mt-6" dangerouslySetInnerHTML={{__html: page.body}} />
      {Extras && (
        <Suspense>
          <Extras />
        </Suspense>
      )}
    </article>
  );
}
