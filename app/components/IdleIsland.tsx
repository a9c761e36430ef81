import {useNavigation} from '@remix-run/react';
import {useEffect, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import type {IslandState} from '~/lib/island-state';
import {whenPageSettles} from '~/lib/when-page-settles';

type ComponentLoader<Props> = () => Promise<ComponentType<Props>>;

interface IdleIslandProps<Props> {
  /** the component for the server's render: `import.meta.env.SSR ? Footer : undefined`, so browsers never load it with the page */
  serverComponent: ComponentType<Props> | undefined;
  /** the same component, imported on demand in the browser */
  load: ComponentLoader<Props>;
  props: Props;
  className?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by loader, each with its own props
const loadedComponents = new WeakMap<ComponentLoader<any>, ComponentType<any>>();
let pageHydrated = false;
const NO_HTML = {__html: ''};

/** What the shopper did in the server's HTML, and how to put it back into the live component. */
interface CarriedState {
  state: IslandState;
  restore: (root: Element, state: IslandState) => void;
}

/**
 * Server-rendered HTML that needs no script to be read, followed or submitted (links, plain forms,
 * native accordions), so its code need not come with the page. The browser keeps the server's HTML
 * as it is until the page has settled, the shopper points at or into it, or a navigation may change
 * it; then it loads the component and renders it live, carrying over what the shopper opened, typed
 * and focused.
 */
export function IdleIsland<Props extends object>({
  serverComponent: Component,
  load,
  props,
  className,
}: IdleIslandProps<Props>) {
  if (import.meta.env.SSR && Component) {
    return (
      <div className={className}>
        <Component {...props} />
      </div>
    );
  }
  return <BrowserIsland load={load} props={props} className={className} />;
}

function BrowserIsland<Props extends object>({
  load,
  props,
  className,
}: Omit<IdleIslandProps<Props>, 'serverComponent'>) {
  const [Live, setLive] = useState<ComponentType<Props> | undefined>(() => loadedComponents.get(load));
  // Mounted after the first render (an error page, say), there is no server HTML to keep.
  const [keepsServerHtml] = useState(() => !pageHydrated);
  const [wanted, setWanted] = useState(!keepsServerHtml);
  const element = useRef<HTMLDivElement>(null);
  const carried = useRef<CarriedState | null>(null);
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    pageHydrated = true;
    return whenPageSettles(() => setWanted(true));
  }, []);
  useEffect(() => {
    if (navigating) setWanted(true);
  }, [navigating]);
  useEffect(() => {
    if (!wanted || Live) return;
    let cancelled = false;
    // The code that carries the shopper's state over comes with the island's, not with the page.
    Promise.all([load(), import('~/lib/island-state')]).then(
      ([Component, {readIslandState, restoreIslandState}]) => {
        loadedComponents.set(load, Component);
        if (cancelled) return;
        if (element.current) carried.current = {state: readIslandState(element.current), restore: restoreIslandState};
        setLive(() => Component);
      },
      // Its code could not be fetched: the server's HTML stays, and works as plain links and forms.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, Live, load]);
  useLayoutEffect(() => {
    if (!Live || !carried.current || !element.current) return;
    carried.current.restore(element.current, carried.current.state);
    carried.current = null;
  }, [Live]);

  if (Live) {
    return (
      <div ref={element} className={className}>
        <Live {...props} />
      </div>
    );
  }
  const want = () => setWanted(true);
  return (
    <div
      ref={element}
      className={className}
      onPointerOver={want}
      onFocus={want}
      onTouchStart={want}
      suppressHydrationWarning
      dangerouslySetInnerHTML={NO_HTML}
    />
  );
}
