import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {I18nFactoryContext} from '~/lib/i18n';
import {createLiteI18n} from '~/lib/i18n-lite';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nFactoryContext.Provider value={createLiteI18n}>
        <RemixBrowser />
      </I18nFactoryContext.Provider>
    </StrictMode>,
    {
      // React's default logs only the minified message; the component stack names the boundary
      // (hydration mismatches, error 421), which a production build otherwise hides.
      onRecoverableError: (error, info) =>
        console.error(String(error), (info as {componentStack?: string}).componentStack ?? ''),
    },
  );
});
