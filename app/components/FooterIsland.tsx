import type {BrandConfig} from '~/brands';
import {Footer} from '~/components/Footer.island';
import {IdleIsland} from '~/components/IdleIsland';

const loadFooter = () => import('~/components/Footer.island').then((module) => module.Footer);

/**
 * The footer. Its links, the newsletter's plain form and the phone accordions work as HTML, so its
 * code loads once the page is idle or the shopper reaches for it, not with the page.
 */
export function FooterIsland({brand}: {brand: BrandConfig}) {
  return (
    <IdleIsland
      serverComponent={import.meta.env.SSR ? Footer : undefined}
      load={loadFooter}
      props={{brand}}
      className="contents"
    />
  );
}
