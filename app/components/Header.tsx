import {Await, Link} from '@remix-run/react';
import {Suspense, type ReactNode} from 'react';
import {useTranslation} from 'react-i18next';
import type {BrandConfig} from '~/brands';
import {Logo} from '~/components/Logo';
import {MenuLink} from '~/components/MenuLink';
import {SearchButton} from '~/components/search/SearchButton';
import {SearchLink} from '~/components/search/SearchLink';
import {useLocalePath} from '~/lib/use-locale-path';
import {useRootLoaderData} from '~/root';

/** The header shell both brands share; brand layouts add their own controls via `actions`. */
export function Header({brand, actions}: {brand: BrandConfig; actions?: ReactNode}) {
  const {t} = useTranslation();
  const data = useRootLoaderData();
  const localePath = useLocalePath();
  const items = data?.header.menu?.items ?? [];

  return (
    <header className="sticky top-0 z-30 border-b border-foreground/10 bg-background">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
        <Link to={localePath('/')} aria-label={t('header.home', {brand: brand.name})} className="shrink-0">
          <Logo {...brand.logo} name={brand.name} />
        </Link>
        <nav aria-label={t('header.mainNavigation')} className="min-w-0 flex-1 overflow-x-auto">
          <ul className="flex gap-5 whitespace-nowrap text-sm font-medium">
            {items.map((item) => (
              <li key={item.id}>
                <MenuLink url={item.url} className="hover:underline">
                  {item.title}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-4 text-sm">
          {brand.features.searchOverlay ? <SearchButton /> : <SearchLink />}
          {actions}
          <CartLink />
        </div>
      </div>
    </header>
  );
}

function CartLink() {
  const {t} = useTranslation();
  const data = useRootLoaderData();
  const localePath = useLocalePath();
  const fallback = <span aria-hidden>{t('header.cart')}</span>;
  return (
    <Link to={localePath('/cart')} className="font-medium hover:underline">
      <Suspense fallback={fallback}>
        <Await resolve={data?.cart} errorElement={fallback}>
          {(cart) => (
            <span aria-label={t('header.cartWithCount', {count: cart?.totalQuantity ?? 0})}>
              {t('header.cart')} ({cart?.totalQuantity ?? 0})
            </span>
          )}
        </Await>
      </Suspense>
    </Link>
  );
}
