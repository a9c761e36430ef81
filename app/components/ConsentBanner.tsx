import {lazy, memo, Suspense, useSyncExternalStore} from 'react';
import {useTranslation} from 'react-i18next';
import {useRootData} from '~/hooks/use-root-data';
import type {Consent} from '~/lib/analytics/consent';
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
 * The banner's boundary, re-rendered only when the consent it shows changes: the shell re-renders
 * often while the page starts, and an urgent update to a boundary still waiting for its code would
 * make React throw the server's markup away (error 421).
 */
const LazyConsentBanner = memo(
  function LazyConsentBanner({current}: {current: Consent | null}) {
    return (
      <Suspense fallback={null}>
        <ConsentBannerForm current={current} />
      </Suspense>
    );
  },
  // By value: a revalidated root hands over an equal consent in a new object.
  (before, after) =>
    before.current?.analytics === after.current?.analytics && before.current?.marketing === after.current?.marketing,
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
  return <LazyConsentBanner current={current} />;
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
