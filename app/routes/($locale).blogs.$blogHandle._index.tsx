import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getPaginationVariables, Image} from '@shopify/hydrogen';
import {Pagination} from '~/components/Pagination';
import {useTranslation} from '~/hooks/use-translation';
import {BLOG_QUERY} from '~/graphql/blogs';
import {assertLocale, notFoundOrRedirect} from '~/lib/routing/route-guards';
import {useLocalePath} from '~/hooks/use-locale-path';
import {imageUrlFor} from '~/lib/ui/image-url';
import {dateLabel} from '~/lib/i18n/date-label';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const {blog, errors} = await storefront.query(BLOG_QUERY, {
    cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
    variables: {handle: params.blogHandle ?? '', ...getPaginationVariables(request, {pageBy: 9})},
  });
  throwIfGraphqlErrors(errors);
  if (!blog) return notFoundOrRedirect(request, context);
  const nodes = blog.articles.nodes.map((article) => ({
    ...article,
    publishedOn: dateLabel(article.publishedAt, context.locale.lang),
  }));
  return {
    blog: {...blog, articles: {...blog.articles, nodes}},
    seo: pageMeta(await seoRoot, request, {title: blog.title}),
  };
}

export default function BlogPage() {
  const {blog} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const localePath = useLocalePath();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{blog.title}</h1>
      <Pagination connection={blog.articles}>
        {({nodes, PreviousLink, NextLink}) => (
          <div className="mt-8 flex flex-col items-center gap-6">
            <PreviousLink className="rounded-full border border-current px-5 py-2 font-medium">
              {t('blog.previous')}
            </PreviousLink>
            <div className="grid w-full gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {nodes.map((article) => (
                <article key={article.id} className="relative flex flex-col gap-2">
                  {article.image && (
                    <Image
                      loader={imageUrlFor(article.image)}
                      data={article.image}
                      aspectRatio="16/9"
                      sizes="(min-width: 1024px) 33vw, 100vw"
                      className="rounded-lg"
                    />
                  )}
                  <h2 className="text-lg font-semibold">
                    <Link
                      to={localePath(`/blogs/${blog.handle}/${article.handle}`)}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {article.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted">{article.publishedOn}</p>
                  <p className="text-muted">{article.excerpt}</p>
                </article>
              ))}
            </div>
            <NextLink className="rounded-full border border-current px-5 py-2 font-medium">{t('blog.next')}</NextLink>
          </div>
        )}
      </Pagination>
    </section>
  );
}
