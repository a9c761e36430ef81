import {Link, useLocation} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import type {PageBrand} from '~/brands';
import {pathInLocale} from '~/lib/i18n/locale';
import {useSavedLanguage} from '~/hooks/use-saved-language';
import {saveLanguage} from '~/lib/i18n/language-preference';
import {useRootData} from '~/hooks/use-root-data';

/**
 * Links to the page the shopper is on, in each other language the brand offers; the choice is remembered.
 * Each loads a new document: a Hindi page's font (app.css, `font-display: optional`) is only used when it
 * is there for the document's first paint, which the Hindi page's own preload sees to.
 */
export function LanguageSwitch({brand}: {brand: PageBrand}) {
  const {t} = useTranslation();
  const {pathname, search} = useLocation();
  const current = useRootData()?.locale;
  useSavedLanguage(brand, current);
  if (!current) return null;

  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex gap-2">
        {brand.locales
          .filter((locale) => locale.lang !== current.lang)
          .map((locale) => (
            <li key={locale.lang}>
              <Link
                to={`${pathInLocale(pathname, current, locale)}${search}`}
                reloadDocument
                lang={locale.lang}
                hrefLang={locale.lang}
                onClick={() => saveLanguage(locale.lang)}
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
