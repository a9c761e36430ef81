import {useNavigate, useNavigation} from '@remix-run/react';
import {flushSync} from 'react-dom';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type MouseEvent,
  type MutableRefObject,
} from 'react';
import type {IslandState} from '~/lib/island-state';
import {isPlainClick} from '~/lib/plain-click';
import {whenPageSettles} from '~/lib/when-page-settles';
import {isShown, whenShown} from '~/lib/when-shown';

type ComponentLoader<Props> = () => Promise<ComponentType<Props>>;

interface IdleIslandProps<Props> {
  /** the component for the server's render: `import.meta.env.SSR ? Footer : undefined`, so browsers never load it with the page */
  serverComponent: ComponentType<Props> | undefined;
  /** the same component, imported on demand in the browser */
  load: ComponentLoader<Props>;
  props: Props;
  className?: string;
  /** true: render the component live now (something outside it asks it to show, e.g. the footer reopening the consent banner) */
  wake?: boolean;
  /**
   * `idle`: live once the page settles, the shopper reaches for it or a navigation starts; HTML
   * hidden at this screen width (`hidden lg:flex`) waits for the first of these until it is shown.
   * `props`: HTML that nothing but its props changes (an announcement): live only once they do.
   */
  live?: 'idle' | 'props';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by loader, each with its own props
const loadedComponents = new WeakMap<ComponentLoader<any>, ComponentType<any>>();
let pageHydrated = false;
const NO_HTML = {__html: ''};
/** How long a form sent before the island's code waits for it before going as a plain form. */
const HELD_SUBMIT_MS = 4000;
/** Links the live component opens in the app: Remix's Link (in-app, no document reload) and lib/menu's HTML links. */
const APP_LINK = 'a[data-discover="true"], a[data-app-link]';

/**
 * What the shopper did in the server's HTML before the island's code came, to be done again by the
 * live component: a form sent (with the button that sent it) or a script-only button pressed. Each
 * element is named by its place among the island's forms or buttons, the same in the live HTML.
 */
type HeldAction =
  | {
      kind: 'submit';
      formIndex: number;
      submitterIndex: number;
      /** sends it as a plain form if the code is slow */
      timer: number;
    }
  | {kind: 'click'; buttonIndex: number};

/** The held action's elements, as they are now in the island's DOM; it is no longer held. */
function takeHeldAction(
  held: MutableRefObject<HeldAction | null>,
  root: HTMLElement | null,
): {form: HTMLFormElement; submitter: HTMLButtonElement | undefined} | {button: HTMLButtonElement} | undefined {
  const action = held.current;
  held.current = null;
  if (!action || !root) return undefined;
  const buttons = root.querySelectorAll('button');
  if (action.kind === 'click') {
    const button = buttons[action.buttonIndex];
    return button && {button};
  }
  window.clearTimeout(action.timer);
  const form = root.querySelectorAll('form')[action.formIndex];
  return form && {form, submitter: buttons[action.submitterIndex]};
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a) as Array<keyof typeof a>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
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
 * it (HTML hidden at this width waits until it is shown); then it loads the component and renders
 * it live, carrying over what the shopper opened, typed and focused. Meanwhile its app links open
 * their pages in the app, as they will live; a form sent or a script-only button pressed waits for
 * the component and is sent or pressed again by it, in place. If the code cannot come, or is slow,
 * a held form goes as the plain HTML form it is.
 */
export function IdleIsland<Props extends object>({
  serverComponent: Component,
  load,
  props,
  className,
  wake = false,
  live = 'idle',
}: IdleIslandProps<Props>) {
  if (import.meta.env.SSR && Component) {
    return (
      <div className={className}>
        <Component {...props} />
      </div>
    );
  }
  return <BrowserIsland load={load} props={props} className={className} wake={wake} live={live} />;
}

function BrowserIsland<Props extends object>({
  load,
  props,
  className,
  wake,
  live,
}: Omit<IdleIslandProps<Props>, 'serverComponent'>) {
  const [Live, setLive] = useState<ComponentType<Props> | undefined>(() => loadedComponents.get(load));
  // Mounted after the first render (an error page, say), there is no server HTML to keep.
  const [keepsServerHtml] = useState(() => !pageHydrated);
  const [wanted, setWanted] = useState(!keepsServerHtml);
  const element = useRef<HTMLDivElement>(null);
  const carried = useRef<CarriedState | null>(null);
  const held = useRef<HeldAction | null>(null);
  /** the island's own code could not be fetched, or a held form is on its way as a plain form */
  const plainHtml = useRef(false);
  const navigate = useNavigate();
  const navigating = useNavigation().state !== 'idle';
  const [serverProps] = useState(props);
  const whenIdle = live === 'idle';
  const propsChanged = !whenIdle && !shallowEqual(serverProps, props);

  /** Sends a held form the way the server's HTML would have, without waiting for the component. */
  const submitNatively = () => {
    const taken = takeHeldAction(held, element.current);
    if (!taken || !('form' in taken)) return;
    plainHtml.current = true;
    HTMLFormElement.prototype.requestSubmit.call(taken.form, taken.submitter);
  };

  useEffect(() => {
    pageHydrated = true;
    if (!whenIdle) return undefined;
    // HTML hidden at this width (the mega menu on a phone) waits until it is shown: its render
    // would otherwise be a long task the shopper gains nothing from.
    let stopWaiting = () => {};
    const cancel = whenPageSettles(() => {
      if (element.current) stopWaiting = whenShown(element.current, () => setWanted(true));
    });
    return () => {
      cancel();
      stopWaiting();
    };
  }, [whenIdle]);
  useEffect(() => {
    const shownNavigating = whenIdle && navigating && element.current !== null && isShown(element.current);
    if (shownNavigating || wake || propsChanged) setWanted(true);
  }, [whenIdle, navigating, wake, propsChanged]);
  useEffect(() => {
    if (!wanted || Live) return;
    let cancelled = false;
    // The code that carries the shopper's state over comes with the island's, not with the page.
    Promise.all([load(), import('~/lib/island-state')]).then(
      ([Component, {readIslandState, restoreIslandState}]) => {
        loadedComponents.set(load, Component);
        if (cancelled) return;
        if (element.current) carried.current = {state: readIslandState(element.current), restore: restoreIslandState};
        // Read, swapped and restored in one task: a key typed in between would land in the old HTML and be lost.
        flushSync(() => setLive(() => Component));
      },
      // Its code could not be fetched: the server's HTML stays, and works as plain links and forms.
      () => {
        plainHtml.current = true;
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
    const taken = takeHeldAction(held, element.current);
    // After React has taken in the restored fields, so the component sends what the shopper typed.
    if (taken)
      window.setTimeout(() => ('form' in taken ? taken.form.requestSubmit(taken.submitter) : taken.button.click()));
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
    if (!(form instanceof HTMLFormElement) || !element.current || plainHtml.current) return;
    event.preventDefault();
    if (held.current?.kind === 'submit') return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    held.current = {
      kind: 'submit',
      formIndex: [...element.current.querySelectorAll('form')].indexOf(form),
      submitterIndex: [...element.current.querySelectorAll('button')].indexOf(submitter as HTMLButtonElement),
      timer: window.setTimeout(submitNatively, HELD_SUBMIT_MS),
    };
    want();
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!element.current || plainHtml.current) return;
    const target = event.target as Element;
    const link = target.closest<HTMLAnchorElement>(APP_LINK);
    if (link && isPlainClick(event)) {
      event.preventDefault();
      navigate(link.getAttribute('href')!);
      return;
    }
    const button = target.closest<HTMLButtonElement>('button[type="button"]');
    if (!button || held.current) return;
    held.current = {kind: 'click', buttonIndex: [...element.current.querySelectorAll('button')].indexOf(button)};
    want();
  };
  return (
    // Delegated from the links and buttons inside, which Enter and Space click as well.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={element}
      className={className}
      onPointerOver={whenIdle ? want : undefined}
      onFocus={whenIdle ? want : undefined}
      onTouchStart={whenIdle ? want : undefined}
      onSubmit={holdSubmit}
      onClick={onClick}
      suppressHydrationWarning
      dangerouslySetInnerHTML={NO_HTML}
    />
  );
}
