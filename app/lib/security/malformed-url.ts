/** Set by the local servers' URL guards (vite.config.ts, scripts/lib/preview.ts) on a URL they had to repair. */
export const MALFORMED_URL_HEADER = 'x-local-malformed-url';

/** A "%" not followed by two hex digits: "%ZZ", or a Hindi letter cut short ("%E0%A4%A"). */
const STRAY_PERCENT = /%(?![0-9a-fA-F]{2})/g;

/**
 * The request target with each stray "%" escaped as "%25", or null when it has none. Locally,
 * mini-oxygen's routing worker parses URLs with workerd's legacy parser and answers a stray "%"
 * with a 500 and its own stack before the app's worker runs; Oxygen's runtime hands such a URL to
 * the worker, which refuses it. The local servers repair the URL and flag the request with
 * MALFORMED_URL_HEADER, so the worker answers the same branded 400 it gives on Oxygen.
 */
export function repairStrayPercents(target: string): string | null {
  const repaired = target.replace(STRAY_PERCENT, '%25');
  return repaired === target ? null : repaired;
}
