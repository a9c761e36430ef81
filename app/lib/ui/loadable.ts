import {lazy, type ComponentType, type LazyExoticComponent} from 'react';

/** A component in a chunk of its own that can be fetched ahead of its first render. */
export type Loadable<P> = LazyExoticComponent<ComponentType<P>> & {
  load(): Promise<void>;
  /** the component once its code is here, for a render that must not suspend */
  loaded(): ComponentType<P> | undefined;
  /** its module's path in the project ("app/brands/…/X.tsx"), by which the build names its chunks */
  source?: string;
};

/**
 * React.lazy with a `load()` to fetch the chunk ahead: a loader awaits it on the server, so the page
 * renders whole with no fallback; a route module or an idle callback starts it in the browser, so the
 * code is there (or on its way) when React first renders it.
 */
export function loadable<P>(importComponent: () => Promise<ComponentType<P>>, source?: string): Loadable<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importComponent().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        // A chunk that failed to arrive (the network, or a deploy that replaced it) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  // React.lazy reads what its factory returns as a thenable: one that calls back at once lets a
  // component loaded ahead render without suspending.
  const loadedAlready = (loaded: ComponentType<P>) =>
    ({then: (resolve: (module: {default: ComponentType<P>}) => void) => resolve({default: loaded})}) as Promise<{
      default: ComponentType<P>;
    }>;
  const Component = lazy(() => (component ? loadedAlready(component) : load().then(() => ({default: component!}))));
  return Object.assign(Component, {load, loaded: () => component, source});
}
