import {PrefetchPageLinks, useNavigate} from '@remix-run/react';
import {
  useEffect,
  useState,
  type FocusEvent,
  type RefObject,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {isPlainClick} from '~/lib/ui/plain-click';

/** The app link (an anchor written as HTML with `data-app-link`) an event happened on, if any. */
function appLinkOf(event: SyntheticEvent): HTMLAnchorElement | null {
  return (event.target as Element).closest<HTMLAnchorElement>('a[data-app-link]');
}

export interface AppLinks {
  /** for the element around the links: a click opens an app link's page, pointing or focusing loads it ahead */
  handlers: {
    onClick: (event: MouseEvent) => void;
    onPointerOver: (event: MouseEvent) => void;
    onFocus: (event: FocusEvent) => void;
  };
  /** the page the pointer or focus is on, loading ahead: render it beside the links */
  prefetch: ReactNode;
}

/**
 * Links written as HTML (`lib/menu`'s panelHtml, footerSectionsHtml) behave as Link with
 * `prefetch="intent"` does: a plain click opens the page in the app, without a page load;
 * hovering or focusing one loads its data and code ahead. New-tab clicks stay the browser's.
 * `onFollow` runs on any click on a link, app link or not.
 */
export function useAppLinks(onFollow?: () => void): AppLinks {
  const navigate = useNavigate();
  const [intentHref, setIntentHref] = useState<string | null>(null);
  return {
    handlers: {
      onClick(event) {
        if (!(event.target as Element).closest('a')) return;
        onFollow?.();
        const appLink = appLinkOf(event);
        if (appLink && isPlainClick(event)) {
          event.preventDefault();
          navigate(appLink.getAttribute('href')!);
        }
      },
      onPointerOver: (event) => setIntentHref(appLinkOf(event)?.getAttribute('href') ?? null),
      onFocus: (event) => setIntentHref(appLinkOf(event)?.getAttribute('href') ?? null),
    },
    prefetch: intentHref && <PrefetchPageLinks page={intentHref} />,
  };
}

/**
 * Marks the app link to the page being shown with `aria-current="page"` inside `container`, for
 * links written as HTML that does not change from page to page: rewriting it would close what
 * the shopper opened in it (a footer accordion).
 */
export function useCurrentPageMark(container: RefObject<HTMLElement>, pathname: string, html: string) {
  useEffect(() => {
    for (const link of container.current?.querySelectorAll('a[data-app-link]') ?? []) {
      if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [container, pathname, html]);
}
