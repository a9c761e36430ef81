import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {layoutScreenLoaded, routeScreensLoaded} from '~/brands/screens';
import {readDocumentTranslations} from '~/lib/i18n/translation-files.client';

/**
 * Works around a bug of Remix 2 (single fetch) with React 18: `RemixBrowser` suspends its first render
 * until it has decoded the page's streamed state, outside any Suspense boundary. A tap that reaches
 * React's document listeners while hydration is under way makes React hydrate the root at once; that
 * render suspends with nowhere to catch it, and React throws error 345 ("Root did not complete"),
 * leaving the page dead. Shopify's skeleton has the same bug (decision 026).
 *
 * So the decoding is started first, by calling `RemixBrowser` as a plain function: before its state is
 * decoded it throws that decoding's promise, before any hook runs. Once the promise has settled, its
 * first render inside React no longer suspends. Anything else it does (a Remix that changed) is left to
 * React, as before.
 */
async function streamedStateDecoded(): Promise<void> {
  try {
    (RemixBrowser as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
  }
}

void Promise.all([streamedStateDecoded(), readDocumentTranslations(), routeScreensLoaded(), layoutScreenLoaded()]).then(
  ([, translated, routeScreens, layout]) => {
    const missing = !translated
      ? 'its translations could not be read'
      : !routeScreens || !layout
        ? 'the code of a part of it could not be fetched'
        : null;
    if (missing) {
      console.error(`The page stays as the server sent it: ${missing}.`);
      return;
    }
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
        {
          // React's default logs only the minified message; the component stack names the boundary
          // (hydration mismatches, error 421), which a production build otherwise hides.
          onRecoverableError: (error, info) =>
            console.error(String(error), (info as {componentStack?: string}).componentStack ?? ''),
        },
      );
    });
  },
);
