import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {PAGE_HYDRATING_EVENT} from '~/lib/scripts-after-first-paint';

// Clicks held before the page is alive wait longer once the app runs (lib/scripts-after-first-paint).
document.dispatchEvent(new Event(PAGE_HYDRATING_EVENT));
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
