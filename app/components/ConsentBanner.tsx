import {lazy, Suspense, useSyncExternalStore} from 'react';
import {useTranslation} from 'react-i18next';
import {useRootData} from '~/hooks/use-root-data';
import {consentChoice} from '~/lib/analytics/consent-choice';
import {whenPageSettles} from '~/lib/when-page-settles';

// The banner's code is not in the first load: the server renders it as a working form, and the
// browser takes it over once the page has settled (React keeps the server's markup until then).
const ConsentBannerForm = lazy(() =>
  (typeof document === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => whenPageSettles(resolve))).then(
    () => import('./ConsentBannerForm'),
  ),
);

/**
 * Asks for analytics consent until the shopper chooses; the footer's "Cookie choices" brings it
 * back. Nothing but Shopify's strictly necessary cookies loads before a choice.
 */
export function ConsentBanner() {
  const decided = useRootData()?.analytics.consent;
  const choice = useSyncExternalStore(consentChoice.subscribe, consentChoice.state, consentChoice.state);
  const current = choice.chosen ?? decided?.consent ?? null;
  if (current && !choice.reopened) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerForm current={current} />
    </Suspense>
  );
}

/** The footer's way back to the consent banner. */
export function ConsentPreferencesButton({className}: {className?: string}) {
  const {t} = useTranslation();
  return (
    <button type="button" className={className} onClick={() => consentChoice.reopen()}>
      {t('consent.preferences')}
    </button>
  );
}
