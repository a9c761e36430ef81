import {Link, useLocation} from '@remix-run/react';
import {memo, useRef} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {PageBrand} from '~/brands';
import {ConsentPreferencesButton} from '~/components/ConsentBanner';
import {NewsletterForm} from '~/components/NewsletterForm';
import {useAppLinks, useCurrentPageMark} from '~/hooks/use-app-links';
import {isExternalHref, menuItemHref, orderTrackingUrl, storeHostsOf} from '~/lib/navigation/menu';
import {footerSectionsHtml, panelLink, type FooterSectionClasses} from '~/lib/navigation/menu-markup';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useRootData} from '~/hooks/use-root-data';

/** Index pages every store has, whatever its footer menu lists: shoppers and crawlers find the whole catalogue from any page. */
const STORE_INDEX_LINKS = [
  ['/collections', 'collections.title'],
  ['/collections/all', 'collections.allProducts'],
  ['/policies', 'policies.title'],
] as const;

/** Accordions on phones (native <details>: no script needed), open lists from tablets up; app.css styles the links. */
const SECTION_CLASSES: FooterSectionClasses = {
  section: 'border-b border-current/20 py-3 sm:border-0 sm:py-0',
  toggle: 'footer-toggle group sm:hidden',
  summary: 'flex cursor-pointer list-none items-center justify-between text-sm font-semibold uppercase tracking-wider',
  sign: 'transition-transform group-open:rotate-45',
  heading: 'hidden text-sm font-semibold uppercase tracking-wider sm:block',
  list: 'footer-links mt-3 space-y-2 text-sm',
};

/**
 * The footer shell both brands share: menu sections, social links, legal line.
 * Memoised: the layout re-renders with every cart and drawer change, which the footer does not show.
 */
export const Footer = memo(function Footer({brand}: {brand: PageBrand}) {
  const {t} = useTranslation();
  const data = useRootData();
  const localePath = useLocalePath();
  const {pathname} = useLocation();
  const appLinks = useAppLinks();
  const storeHosts = storeHostsOf(data?.header.shop);
  const sectionsHtml = footerSectionsHtml(
    (data?.footer?.menu?.items ?? []).map((section) => ({
      title: section.title,
      links: (section.items ?? []).map((item) => {
        const href = menuItemHref(item.url, storeHosts);
        return panelLink({href, external: isExternalHref(href)}, item.title, '', {localePath});
      }),
    })),
    SECTION_CLASSES,
  );
  // The same markup on every page of a language, so an accordion the shopper opened stays open.
  const nav = useRef<HTMLElement>(null);
  useCurrentPageMark(nav, pathname, sectionsHtml);

  return (
    <footer className="mt-16 bg-footer text-footer-foreground print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{brand.name}</p>
          <p className="mt-2 text-sm opacity-80">{t(`${brand.copyNamespace}:footer.tagline`)}</p>
          <div className="mt-6">
            <NewsletterForm />
          </div>
        </div>
        {/* Its links are HTML written once (lib/menu); the app still opens its own pages without a page load. */}
        <nav
          ref={nav}
          aria-label={t('footer.navigation')}
          className="grid gap-8 sm:grid-cols-3 md:col-span-3"
          {...appLinks.handlers}
          dangerouslySetInnerHTML={{__html: sectionsHtml}}
        />
        {appLinks.prefetch}
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 border-t border-current/20 px-4 py-6 text-sm">
        <p>{t('footer.rights', {year: data?.year, brand: brand.name})}</p>
        <ul className="flex flex-wrap gap-4">
          {STORE_INDEX_LINKS.map(([path, label]) => (
            <li key={path}>
              <Link to={localePath(path)} className="font-medium underline">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
        {brand.orderTracking && (
          <a
            href={orderTrackingUrl(brand.orderTracking)}
            className="font-medium underline"
            rel="noopener noreferrer"
            target="_blank"
          >
            {t('footer.trackOrder')}
          </a>
        )}
        <ConsentPreferencesButton className="font-medium underline" />
        <ul aria-label={t('footer.followUs')} className="flex gap-4">
          {brand.social.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer" target="_blank" className="hover:underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
});
