/**
 * The sizes beyond which the worker refuses a request before any app code runs
 * (request-guard.server.ts); the local preview's URL guard takes the same body limit.
 */

/**
 * Far above any address of this store (the longest is a Hindi product or blog path, under 300
 * characters): Remix's route discovery costs the square of the segment count, so a 4 KB path of
 * 2,048 segments held the worker for a minute. Refused before Remix sees them.
 */
export const MAX_PATH_LENGTH = 2048;
export const MAX_PATH_SEGMENTS = 32;
export const MAX_QUERY_LENGTH = 8192;

/**
 * A request body that declares more is refused (413). The largest body a page sends is a cart form
 * or a batch of CSP reports, a few KB; endpoints that read a body take at most 256 KB of it (request-body.server.ts).
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
