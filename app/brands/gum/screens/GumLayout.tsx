import {useTranslation} from '~/hooks/use-translation';
import {AnnouncementBar} from '~/components/AnnouncementBar';
import {Footer} from '~/components/Footer';
import {Header} from '~/components/Header';
import type {BrandLayoutProps} from '../../types';
import {LanguageSwitch} from './LanguageSwitch';
import {SecondaryNav} from './SecondaryNav';

export function GumLayout({brand, children}: BrandLayoutProps) {
  const {t} = useTranslation();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:p-2">
        {t('skipToContent')}
      </a>
      <AnnouncementBar fallback={t('gum:announcement')} />
      <Header brand={brand} actions={<LanguageSwitch brand={brand} />} />
      <SecondaryNav />
      <main id="main">{children}</main>
      <Footer brand={brand} />
    </>
  );
}
