import {useSyncExternalStore} from 'react';
import {ConsentBanner} from '~/components/ConsentBanner.island';
import {IdleIsland} from '~/components/IdleIsland';
import {useTranslation} from '~/hooks/use-translation';
import {consentChoice} from '~/lib/analytics/consent-choice';

const loadConsentBanner = () => import('~/components/ConsentBanner.island').then((module) => module.ConsentBanner);

/**
 * The consent banner. Its buttons post a plain form, so its code loads once the page is idle or the
 * shopper reaches for it, not with the page; a choice made before then is made again by the live
 * banner. The footer's "Cookie choices" wakes it at once.
 */
export function ConsentBannerIsland() {
  const {reopened} = useSyncExternalStore(consentChoice.subscribe, consentChoice.state, consentChoice.state);
  return (
    <IdleIsland
      serverComponent={import.meta.env.SSR ? ConsentBanner : undefined}
      load={loadConsentBanner}
      props={{}}
      className="contents"
      wake={reopened}
    />
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
