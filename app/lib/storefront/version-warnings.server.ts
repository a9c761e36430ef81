/**
 * Hydrogen 2025.4 warns on every request when the Customer Account API version differs from the one
 * it was built for (2025-04, past Shopify's support window): `createCustomerAccountClient` calls
 * `console.warn` each time `createHydrogenContext` makes the client, which is once per request. The
 * store asks for a newer version on purpose (README, "API versions"), so the worker logs that
 * warning once per isolate instead of once per request.
 */
const ONCE_PER_ISOLATE = ['[h2:warn:createCustomerAccountClient] You are using Customer Account API version'];

/** Wraps `target.warn` so each of the warnings above is written the first time only; other warnings pass. */
export function logVersionWarningsOnce(target: Pick<Console, 'warn'> = console): void {
  const warn = target.warn.bind(target);
  const written = new Set<string>();
  target.warn = (...args: unknown[]) => {
    const first = args[0];
    const known = typeof first === 'string' ? ONCE_PER_ISOLATE.find((prefix) => first.startsWith(prefix)) : undefined;
    if (known) {
      if (written.has(known)) return;
      written.add(known);
    }
    warn(...args);
  };
}
