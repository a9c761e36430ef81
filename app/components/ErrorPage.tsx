import {Link} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import {useLocalePath} from '~/hooks/use-locale-path';

/** Which message an error status gets: not found, the request's fault, or ours. */
export function errorCopy(status: number) {
  if (status === 404) return {title: 'errors.notFoundTitle', body: 'errors.notFoundBody'};
  if (status >= 400 && status < 500) return {title: 'errors.badRequestTitle', body: 'errors.badRequestBody'};
  return {title: 'errors.serverErrorTitle', body: 'errors.serverErrorBody'};
}

/** Branded error pages; never shows error details to shoppers. */
export function ErrorPage({status}: {status: number}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const copy = errorCopy(status);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{t(copy.title)}</h1>
      <p className="mt-4 text-muted">{t(copy.body)}</p>
      <Link
        to={localePath('/')}
        className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
      >
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
