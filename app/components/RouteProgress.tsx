import {useNavigation} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';

/** A bar at the top of the page while an in-app navigation to another page loads. */
export function RouteProgress() {
  const {t} = useTranslation();
  const navigation = useNavigation();
  const loadingOtherPage =
    navigation.state === 'loading' && navigation.location.pathname !== globalThis.location?.pathname;
  if (!loadingOtherPage) return null;
  return (
    <div role="progressbar" aria-label={t('loadingPage')} className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden">
      <div className="route-progress h-full origin-left bg-accent" />
    </div>
  );
}
