import {NavLink} from '@remix-run/react';
import type {ReactNode} from 'react';
import {isCartLinkPath} from '~/lib/cart/cart-link';
import {isExternalHref, menuItemHref, storeHostsOf} from '~/lib/navigation/menu';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useRootData} from '~/hooks/use-root-data';

/**
 * A Shopify menu item: links on the store stay in the app (and in the page's
 * language), other sites and cart links are plain links.
 */
export function MenuLink({url, className, children}: {url?: string | null; className?: string; children: ReactNode}) {
  const shop = useRootData()?.header.shop;
  const localePath = useLocalePath();
  const href = menuItemHref(url, storeHostsOf(shop));
  if (isExternalHref(href) || isCartLinkPath(href)) {
    // A discount link or cart permalink changes the cart: a page load, never prefetched.
    return (
      <a href={isExternalHref(href) ? href : localePath(href)} className={className}>
        {children}
      </a>
    );
  }
  return (
    <NavLink to={localePath(href)} prefetch="intent" className={className}>
      {children}
    </NavLink>
  );
}

/** A row or column of menu links (header rows, footer sections). */
export function MenuLinks({
  items,
  className,
  linkClassName,
}: {
  items: ReadonlyArray<{id: string; url?: string | null; title: string}>;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink url={item.url} className={linkClassName}>
            {item.title}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}
