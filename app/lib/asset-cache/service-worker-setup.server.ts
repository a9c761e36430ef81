import type {BrandId} from '~/brands/types';
import {brandValue} from '~/lib/storefront/storefront-credentials.server';

/** The service worker as the brand's env sets it. */
export interface AssetCacheSetup {
  /**
   * false (`SERVICE_WORKER=off`): the kill switch. /sw.js is a worker that empties the asset cache
   * and unregisters itself, and pages unregister any worker they find.
   */
  enabled: boolean;
  /** `SERVICE_WORKER_DEBUG=1`: the worker logs its decisions to the browser's console */
  debug: boolean;
}

/** `SERVICE_WORKER` and `SERVICE_WORKER_DEBUG`, per brand first (`GUM_SERVICE_WORKER`), then shared. */
export function assetCacheSetup(env: object, brand: BrandId): AssetCacheSetup {
  return {
    enabled: brandValue(env, brand, 'SERVICE_WORKER')?.trim().toLowerCase() !== 'off',
    debug: brandValue(env, brand, 'SERVICE_WORKER_DEBUG')?.trim() === '1',
  };
}
