import {lazy, Suspense, useEffect, useState, type ComponentProps} from 'react';
import {ChunkBoundary} from '~/components/ChunkBoundary';
import type AnalyticsBridge from './AnalyticsBridge';

const LazyAnalyticsBridge = lazy(() => import('./AnalyticsBridge'));

/**
 * Hydrogen's `Analytics.Provider`, mounted once the page has loaded and the browser is
 * idle: analytics never delay what the shopper sees, and their code (about 10 KB
 * gzipped) is not part of the first load. Events published before then wait in
 * `analyticsBus`.
 */
export function DeferredAnalytics(props: ComponentProps<typeof AnalyticsBridge>) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => setStarted(true));
      else setTimeout(() => setStarted(true), 1);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
    return () => window.removeEventListener('load', start);
  }, []);
  return started ? (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <LazyAnalyticsBridge {...props} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
}
