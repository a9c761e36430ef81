/**
 * Collects changes by key and hands them over in one batch once `delayMs` pass
 * without a new change: a burst of stepper clicks becomes one cart update.
 */
export function createDebouncedBatch<Key, Value>(delayMs: number, flush: (batch: Map<Key, Value>) => void) {
  let pending = new Map<Key, Value>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    flush(batch);
  };

  return {
    set(key: Key, value: Value) {
      pending.set(key, value);
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    },
    /** Sends what is pending now (checkout must not wait for the quiet period). */
    flushNow: run,
    /** Drops what is pending, e.g. when the drawer goes away. */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = new Map();
    },
    get pendingCount() {
      return pending.size;
    },
  };
}
