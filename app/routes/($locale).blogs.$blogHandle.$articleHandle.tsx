import {languageTag, pageMeta, siteUrl} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Image} from '@shopify/hydrogen';
import {ARTICLE_QUERY} from '~/graphql/blogs';
import {assertLocale, notFoundOrRedirect} from '~/lib/routing/route-guards';
import {articleJsonLd, breadcrumbJsonLd} from '~/lib/seo/structured-data';
import {useLocalePath} from '~/hooks/use-locale-path';
import {imageUrlFor} from '~/lib/ui/image-url';
import {dateLabel} from '~/lib/i18n/date-label';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const {blog, errors} = await storefront.query(ARTICLE_QUERY, {
    cache: storefront.CacheLong(),
    variables: {blogHandle: params.blogHandle ?? '', articleHandle: params.articleHandle ?? ''},
  });
  throwIfGraphqlErrors(errors);
  if (!blog?.articleByHandle) return notFoundOrRedirect(request, context);
  const article = blog.articleByHandle;
  const root = await seoRoot;
  const url = siteUrl(root, `/blogs/${blog.handle}/${article.handle}`);
  return {
    blog: {handle: blog.handle, title: blog.title},
    article,
    published: dateLabel(article.publishedAt, context.locale.lang, 'long'),
    seo: pageMeta(root, request, {
      title: article.seo?.title || article.title,
      description: article.seo?.description || article.excerpt,
      image: article.image,
      type: 'article',
      jsonLd: [
        articleJsonLd(article, {
          url,
          publisher: root.header.shop?.name ?? '',
          logoUrl: `${root.siteOrigin}${root.brand.logo.src}`,
          language: languageTag(root.locale),
        }),
        breadcrumbJsonLd([
          {name: root.text('breadcrumb.home'), url: siteUrl(root, '/')},
          {name: blog.title, url: siteUrl(root, `/blogs/${blog.handle}`)},
          {name: article.title, url},
        ]),
      ],
    }),
  };
}

export default function ArticlePage() {
  const {blog, article, published} = useLoaderData<typeof loader>();
  const localePath = useLocalePath();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to={localePath(`/blogs/${blog.handle}`)} className="text-sm font-medium text-muted hover:underline">
        {blog.title}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{article.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {article.authorV2?.name} · {published}
      </p>
      {article.image && (
        <Image
          loader={imageUrlFor(article.image)}
          data={article.image}
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-6 rounded-lg"
          loading="eager"
        />
      )}
      <div className="rich-text mt-6" dangerouslySetInnerHTML={{__html: article.contentHtml}} />
    </article>
  );
}
