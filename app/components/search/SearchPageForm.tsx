import {Form} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import {MAX_QUERY_LENGTH} from '~/lib/catalog/search';
import {useLocalePath} from '~/hooks/use-locale-path';

/** The search page's own search box (a plain GET form, so it works without JavaScript). */
export function SearchPageForm({query, truncated}: {query: string; truncated: boolean}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  return (
    <>
      <Form method="get" action={localePath('/search')} role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="search-page-query" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH * 2}
          placeholder={t('search.placeholder')}
          className="min-w-0 flex-1 rounded-full border border-foreground/20 px-4 py-2"
        />
        <button type="submit" className="rounded-full bg-primary px-5 py-2 font-semibold text-primary-foreground">
          {t('search.submit')}
        </button>
      </Form>
      {truncated && <p className="mt-3 text-sm text-muted">{t('search.truncated', {max: MAX_QUERY_LENGTH})}</p>}
    </>
  );
}
