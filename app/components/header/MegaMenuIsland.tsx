import {IdleIsland} from '~/components/IdleIsland';
import {MegaMenu} from '~/components/header/MegaMenu.island';
import type {ComponentProps} from 'react';

const loadMegaMenu = () => import('~/components/header/MegaMenu.island').then((module) => module.MegaMenu);

/**
 * The mega menu (wide screens only). Its links work as HTML and open their pages in the app, so its
 * code loads once the page is idle or the pointer or focus reaches it, not with the page; a panel
 * button pressed before then is pressed again by the live menu.
 */
export function MegaMenuIsland(props: ComponentProps<typeof MegaMenu>) {
  return (
    <IdleIsland
      serverComponent={import.meta.env.SSR ? MegaMenu : undefined}
      load={loadMegaMenu}
      props={props}
      className="contents"
    />
  );
}
