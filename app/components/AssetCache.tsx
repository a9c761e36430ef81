import {useEffect} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {useRootData} from '~/hooks/use-root-data';
import {useToast} from '~/hooks/use-toast';
import {browserStartEnvironment, scheduleStart, UPDATED_FLAG} from '~/lib/asset-cache/start';

/**
 * Starts the service worker and its asset cache off the first load's path: its code (Workbox's
 * window side) loads in idle time after 3 s or the shopper's first click, scroll, touch or key
 * press. With the kill switch on, it removes the worker instead. `?sw-debug` logs the worker's decisions.
 */
export function AssetCache() {
  const setup = useRootData()?.assetCache;
  const toast = useToast();
  const {t} = useTranslation();

  useEffect(() => {
    if (!setup || !('serviceWorker' in navigator)) return;
    if (sessionStorage.getItem(UPDATED_FLAG)) {
      sessionStorage.removeItem(UPDATED_FLAG);
      toast.show(t('assetCache.updated'));
    }
    const debug = setup.debug || new URLSearchParams(window.location.search).has('sw-debug');
    return scheduleStart(() => {
      import('~/lib/asset-cache/register.client')
        .then((assetCache) => (setup.enabled ? assetCache.startAssetCache({debug}) : assetCache.removeAssetCache()))
        // Logged only (gum spec §8): the store works the same without its cache.
        .catch((error: unknown) => console.warn('Asset cache not started:', error));
    }, browserStartEnvironment());
    // Once per page load: the worker outlives navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
