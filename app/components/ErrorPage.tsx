import {Link} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {useLocalePath} from '~/lib/use-locale-path';

/** Branded 404 and 500 pages; never shows error details to shoppers. */
export function ErrorPage({status}: {status: number}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">
        {notFound ? t('errors.notFoundTitle') : t('errors.serverErrorTitle')}
      </h1>
      <p className="mt-4 text-muted">{notFound ? t('errors.notFoundBody') : t('errors.serverErrorBody')}</p>
      <Link
        to={localePath('/')}
        className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
      >
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
