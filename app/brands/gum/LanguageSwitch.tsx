import {Link, useLocation} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import type {BrandConfig} from '~/brands';
import {localizePath} from '~/lib/brand-resolution';
import {useRootLoaderData} from '~/root';

/** Links to the page the shopper is on, in each other language the brand offers. */
export function LanguageSwitch({brand}: {brand: BrandConfig}) {
  const {t} = useTranslation();
  const {pathname, search} = useLocation();
  const current = useRootLoaderData()?.locale;
  const unprefixed = current?.pathPrefix
    ? pathname.replace(new RegExp(`^/${current.pathPrefix}(?=/|$)`), '') || '/'
    : pathname;

  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex gap-2">
        {brand.locales
          .filter((locale) => locale.lang !== current?.lang)
          .map((locale) => (
            <li key={locale.lang}>
              <Link
                to={`${localizePath(unprefixed, locale)}${search}`}
                lang={locale.lang}
                hrefLang={locale.lang}
                className="rounded-full border border-current px-3 py-1 font-medium"
              >
                {locale.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
