/**
 * Data a loader streams instead of awaiting. Remix gives up on a promise still pending at
 * entry.server's `streamTimeout` and the browser receives it rejected, while the server's render
 * goes on waiting and shows the data once it comes: the two disagree and React throws the server's
 * markup away, with an error in the console. So streamed data settles before that time: its value,
 * or `fallback` (logged) when it fails or takes longer than `budgetMs`.
 */

/** How long Remix streams a loader's promises (exported as `streamTimeout` by entry.server). */
export const STREAM_TIMEOUT_MS = 5_000;
/** How long streamed data may take; the second up to STREAM_TIMEOUT_MS is for the render and the network. */
export const STREAMED_DATA_BUDGET_MS = 4_000;

export function streamed<T, F>(
  label: string,
  promise: Promise<T>,
  fallback: F,
  budgetMs: number = STREAMED_DATA_BUDGET_MS,
): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLate = new Promise<F>((resolve) => {
    timer = setTimeout(() => {
      console.error(`Streamed data "${label}" left out: no answer within ${budgetMs} ms`);
      resolve(fallback);
    }, budgetMs);
  });
  const settled = promise.then(
    (value) => value,
    (error: unknown) => {
      console.error(`Streamed data "${label}" left out:`, error);
      return fallback;
    },
  );
  return Promise.race([settled, tooLate]).finally(() => clearTimeout(timer));
}
