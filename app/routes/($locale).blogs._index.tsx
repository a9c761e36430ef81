import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {BLOGS_QUERY} from '~/graphql/blogs';
import {assertLocale} from '~/lib/routing/route-guards';
import {useLocalePath} from '~/hooks/use-locale-path';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const {blogs, errors} = await storefront.query(BLOGS_QUERY, {cache: storefront.CacheLong()});
  throwIfGraphqlErrors(errors);
  const root = await seoRoot;
  return {blogs: blogs.nodes, seo: pageMeta(root, request, {title: root.text('blog.title')})};
}

export default function Blogs() {
  const {blogs} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const localePath = useLocalePath();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('blog.title')}</h1>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {blogs.map((blog) => (
          <li key={blog.handle}>
            <Link
              to={localePath(`/blogs/${blog.handle}`)}
              className="block rounded-lg border border-foreground/10 p-4 font-semibold hover:bg-foreground/5"
            >
              {blog.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
