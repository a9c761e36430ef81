/**
 * Whether a Storefront API call failed because the API could not be reached or answered with a
 * server error (as opposed to a GraphQL error about the request itself): worth one retry, and a
 * "come back soon" page rather than a 500 when it persists.
 */
export function isStorefrontOutage(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /API response error: (5\d\d|429)|Network connection lost|fetch failed|ECONNREFUSED|ECONNRESET/i.test(message);
}

interface StorefrontCalls {
  query: (...args: never[]) => Promise<unknown>;
  mutate: (...args: never[]) => Promise<unknown>;
}

/**
 * Wraps `storefront` in place: a query (idempotent) that meets an outage is tried once more; a
 * mutation is not (it may have been applied). `outage.seen` records a call that failed for good.
 */
export function withOutageHandling<Storefront extends StorefrontCalls>(
  storefront: Storefront,
  outage: {seen: boolean},
) {
  const query = storefront.query.bind(storefront);
  const mutate = storefront.mutate.bind(storefront);
  const noteOutage = (error: unknown) => {
    if (isStorefrontOutage(error)) outage.seen = true;
    throw error;
  };
  storefront.query = ((...args: never[]) =>
    query(...args).catch((error: unknown) => {
      if (!isStorefrontOutage(error)) throw error;
      return query(...args).catch(noteOutage);
    })) as Storefront['query'];
  storefront.mutate = ((...args: never[]) => mutate(...args).catch(noteOutage)) as Storefront['mutate'];
  return storefront;
}
