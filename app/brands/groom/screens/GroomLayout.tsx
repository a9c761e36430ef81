import {useMatches} from '@remix-run/react';
import {useState} from 'react';
import {useHidingHeader} from '~/hooks/use-hiding-header';
import {useTranslation} from '~/hooks/use-translation';
import {AnnouncementBar} from '~/components/AnnouncementBar';
import {Footer} from '~/components/Footer';
import {Header} from '~/components/Header';
import type {BrandLayoutProps} from '../../types';
import {MegaMenu} from './MegaMenu';

export function GroomLayout({brand, children}: BrandLayoutProps) {
  const {t} = useTranslation();
  const matches = useMatches();
  // A few trimmer pages are styled dark from header to footer.
  const handle = matches.at(-1)?.params.handle;
  const dark = Boolean(
    handle && matches.at(-1)?.id.endsWith('products.$handle') && brand.darkThemeProductHandles.includes(handle),
  );

  return (
    <div className={dark ? 'theme-dark bg-background text-foreground' : undefined}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:p-2">
        {t('skipToContent')}
      </a>
      <AnnouncementBar fallback={t('groom:announcement')} />
      <HidingHeader brand={brand} />
      <main id="main">{children}</main>
      <Footer brand={brand} />
    </div>
  );
}

/** groom's header slides away while the shopper scrolls down, and stays while one of its menus is open. */
function HidingHeader({brand}: Pick<BrandLayoutProps, 'brand'>) {
  const [menuOpen, setMenuOpen] = useState(false);
  const {visible, reveal} = useHidingHeader(menuOpen);
  // Keyboard users tabbing into a hidden header get it back.
  return (
    <Header
      brand={brand}
      HeaderMenu={MegaMenu}
      hidden={!visible}
      onFocusVisible={reveal}
      onMenuOpenChange={setMenuOpen}
    />
  );
}
