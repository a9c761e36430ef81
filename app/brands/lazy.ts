import {lazy, type ComponentType, type LazyExoticComponent} from 'react';
import type {BrandId} from './types';

type BrandLoaders<P> = Record<BrandId, (() => Promise<ComponentType<P>>) | null>;

/**
 * For the browser: each brand's component from a chunk of its own, so a page downloads only its own
 * brand's. The page's brand (`data-brand` on <html>) starts loading as soon as this runs, with the
 * route's module and before React hydrates; until it is there React keeps the server's HTML. The
 * server renders the components directly (see homes.ts), so render within a `<Suspense>` boundary on
 * both sides.
 */
export function brandChunks<P extends object>(
  loaders: BrandLoaders<P>,
): Record<BrandId, LazyExoticComponent<ComponentType<P>> | null> {
  const pageBrand = typeof document === 'undefined' ? undefined : document.documentElement.dataset.brand;
  const components = {} as Record<BrandId, LazyExoticComponent<ComponentType<P>> | null>;
  for (const brand of Object.keys(loaders) as BrandId[]) {
    const load = loaders[brand];
    if (!load) {
      components[brand] = null;
      continue;
    }
    let loading: Promise<{default: ComponentType<P>}> | undefined;
    const start = () => (loading ??= load().then((component) => ({default: component})));
    // A failed fetch is reported where the component renders (the route's error boundary), not here.
    if (brand === pageBrand) start().catch(() => {});
    components[brand] = lazy(start);
  }
  return components;
}
