/** Set by the local preview's URL guard (scripts/lib/preview.ts) on a URL it had to repair. */
export const MALFORMED_URL_HEADER = 'x-local-malformed-url';
