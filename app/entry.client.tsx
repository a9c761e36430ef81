import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';

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
