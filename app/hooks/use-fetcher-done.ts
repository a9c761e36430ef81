import type {FetcherWithComponents} from '@remix-run/react';
import {useEffect, useRef} from 'react';

/**
 * Calls `onDone` once with each new answer a fetcher gets. Keyed on the answer itself,
 * not on seeing the fetcher busy and then idle: router updates are transitions, and a
 * quick round trip on a busy page can reach the screen as "idle" without ever showing
 * the busy states in between.
 */
export function useFetcherDone(fetcher: FetcherWithComponents<unknown>, onDone: (data: unknown) => void) {
  const handled = useRef(fetcher.data);
  const latest = useRef(onDone);
  latest.current = onDone;
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === handled.current) return;
    handled.current = fetcher.data;
    latest.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
