/**
 * Request and response helpers of this repository's Node servers: the stand-in's routes and the
 * preview's URL guard (scripts/lib/preview.ts).
 */
import type {IncomingMessage, ServerResponse} from 'node:http';

/** How much of a request body a server takes, and how long it waits for all of it. */
export interface BodyLimits {
  maxBytes: number;
  /** from the request's headers to the body's last byte; a client slower than this gets a 408 */
  timeoutMs: number;
}

/** The stand-in's: far above any Storefront query or cart, and a client that stalls gives way in 10 s. */
export const DEFAULT_BODY_LIMITS: BodyLimits = {maxBytes: 1024 * 1024, timeoutMs: 10_000};

/** Limits a server set for its requests (withBodyLimits), so routes that read a body need not pass them on. */
const limitsOfRequest = new WeakMap<IncomingMessage, BodyLimits>();

/** Makes `readBody` and `readJsonObject` apply these limits to this request. */
export function withBodyLimits(req: IncomingMessage, limits: BodyLimits): IncomingMessage {
  limitsOfRequest.set(req, limits);
  return req;
}

/** Thrown by a route; the server answers it as `{errors: [{message}]}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Statuses after which the connection cannot carry another request: the body was not read to its
 * end (too large, too slow, cut off), so its remaining bytes would be taken for the next request.
 */
export function closesConnection(status: number): boolean {
  return status === 400 || status === 408 || status === 413;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', ...headers});
  res.end(JSON.stringify(body));
}

/**
 * The whole request body, or an HttpError for a client that declares or sends more than
 * `maxBytes` (413), has not sent it all within `timeoutMs` (408), or hung up before its end (400).
 * A body too large is still read to its end (and dropped), within the same time, so that the
 * client, still sending, can read the 413. It never rejects with anything else.
 */
export function readBody(req: IncomingMessage, limits?: BodyLimits): Promise<Buffer> {
  const {maxBytes, timeoutMs} = limits ?? limitsOfRequest.get(req) ?? DEFAULT_BODY_LIMITS;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > maxBytes;
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      req.removeAllListeners('data').removeAllListeners('end');
      // Anything still arriving is read and dropped until the answer closes the connection.
      req.resume();
      outcome();
    };
    const fail = (status: number, message: string) =>
      settle(() =>
        reject(
          tooLarge
            ? new HttpError(413, `The request body is larger than ${maxBytes} bytes`)
            : new HttpError(status, message),
        ),
      );
    const timer = setTimeout(
      () => fail(408, `The request body did not arrive within ${timeoutMs / 1000} s`),
      timeoutMs,
    );
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) tooLarge = true;
      if (tooLarge) chunks.length = 0;
      else chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? fail(413, '') : settle(() => resolve(Buffer.concat(chunks)))));
    // Node's "aborted" (ECONNRESET): the client closed the connection mid-body. Listened to once,
    // for the life of the request, so a late one after the answer is not an unhandled error.
    req.once('error', () => fail(400, 'The request body was cut off'));
    req.on('error', () => {});
  });
}

/** The body parsed as a JSON object, or a 400. */
export async function readJsonObject(req: IncomingMessage, limits?: BodyLimits): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, limits)).toString('utf8'));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** A positive whole-number setting from the environment, or `fallback` when unset; anything else is an error naming it. */
export function positiveIntegerSetting(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return number;
}
