import {useNavigation} from '@remix-run/react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type MutableRefObject,
} from 'react';
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
/** How long a form sent before the island's code waits for it before going as a plain form. */
const HELD_SUBMIT_MS = 4000;

/** A form the shopper sent before the island's code came: its place among the island's forms. */
interface HeldSubmit {
  formIndex: number;
  /** sends it as a plain form if the code is slow */
  timer: number;
}

/** The held form, as it is now in the island's DOM; it is no longer held. */
function takeHeldForm(
  held: MutableRefObject<HeldSubmit | null>,
  root: HTMLElement | null,
): HTMLFormElement | undefined {
  const submit = held.current;
  if (!submit) return undefined;
  held.current = null;
  window.clearTimeout(submit.timer);
  return root?.querySelectorAll('form')[submit.formIndex];
}

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
 * and focused. A form sent in the meantime waits for the component and is sent by it, in place; if
 * its code cannot come, or is slow, the form goes as the plain HTML form it is.
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
  const heldSubmit = useRef<HeldSubmit | null>(null);
  const codeFailed = useRef(false);
  const navigating = useNavigation().state !== 'idle';

  /** Sends the held form the way the server's HTML would have, without waiting for the component. */
  const submitNatively = () => {
    const form = takeHeldForm(heldSubmit, element.current);
    if (form) HTMLFormElement.prototype.submit.call(form);
  };

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
      () => {
        codeFailed.current = true;
        submitNatively();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, Live, load]);
  useLayoutEffect(() => {
    if (!Live || !element.current) return;
    if (carried.current) carried.current.restore(element.current, carried.current.state);
    carried.current = null;
    const form = takeHeldForm(heldSubmit, element.current);
    // After React has taken in the restored fields, so the component sends what the shopper typed.
    if (form) window.setTimeout(() => form.requestSubmit());
  }, [Live]);

  if (Live) {
    return (
      <div ref={element} className={className}>
        <Live {...props} />
      </div>
    );
  }
  const want = () => setWanted(true);
  const holdSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !element.current || codeFailed.current) return;
    event.preventDefault();
    if (heldSubmit.current) return;
    const formIndex = [...element.current.querySelectorAll('form')].indexOf(form);
    heldSubmit.current = {formIndex, timer: window.setTimeout(submitNatively, HELD_SUBMIT_MS)};
    want();
  };
  return (
    <div
      ref={element}
      className={className}
      onPointerOver={want}
      onFocus={want}
      onTouchStart={want}
      onSubmit={holdSubmit}
      suppressHydrationWarning
      dangerouslySetInnerHTML={NO_HTML}
    />
  );
}
