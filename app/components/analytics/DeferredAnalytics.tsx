import {lazy, startTransition, Suspense, useEffect, useState, type ComponentProps} from 'react';
import {ChunkBoundary} from '~/components/ChunkBoundary';
import {whenPageSettles} from '~/lib/ui/when-page-settles';
import type AnalyticsBridge from './AnalyticsBridge';

const LazyAnalyticsBridge = lazy(() => import('./AnalyticsBridge'));

/**
 * Hydrogen's `Analytics.Provider`, mounted once the page has loaded, painted and gone
 * idle: analytics never delay what the shopper sees, and their code (about 10 KB
 * gzipped) is not part of the first load. Events published before then wait in
 * `analyticsBus`.
 */
export function DeferredAnalytics(props: ComponentProps<typeof AnalyticsBridge>) {
  const [started, setStarted] = useState(false);
  // A transition, like hydration itself: an idle callback can come while streamed parts are still
  // hydrating, and an urgent update there would make React render them again (error 421).
  useEffect(() => whenPageSettles(() => startTransition(() => setStarted(true))), []);
  return started ? (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <LazyAnalyticsBridge {...props} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
}
