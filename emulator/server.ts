/**
 * The emulator's HTTP face on loopback: the Storefront API endpoint (brand
 * chosen by access token), seed images as SVG, and reset, health and fault
 * hooks for tests and scripts.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {GraphQLError} from 'graphql';
import {createStorefrontExecutor, type BrandId, type StorefrontExecutor} from './executor';
import {renderSvg} from './images';

export const EMULATOR_TOKENS = {groom: 'emulator-groom-token', gum: 'emulator-gum-token'} as const;

const BRAND_BY_TOKEN = new Map<string, BrandId>(
  Object.entries(EMULATOR_TOKENS).map(([brand, token]) => [token, brand as BrandId]),
);

const MAX_BODY_BYTES = 1024 * 1024;
const GRAPHQL_PATH = /^\/api\/[^/]+\/graphql\.json$/;
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\.svg$/;

/** Shopify's answer to a missing or unknown storefront token, word for word. */
const INVALID_TOKEN = {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'};

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8'});
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      req.resume();
      return reject(new HttpError(413, 'Request body is larger than 1 MB'));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // Keep draining so the 413 can still be written on this connection.
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () =>
      size > MAX_BODY_BYTES
        ? reject(new HttpError(413, 'Request body is larger than 1 MB'))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

function parseGraphqlBody(text: string): {query: string; variables?: Record<string, unknown>; operationName?: string} {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'Request body must be a JSON object');
  const {query, variables, operationName} = body as Record<string, unknown>;
  if (typeof query !== 'string' || !query.trim()) throw new HttpError(400, 'Parameter "query" is required');
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw new HttpError(400, 'Parameter "variables" must be an object');
  }
  if (operationName != null && typeof operationName !== 'string') {
    throw new HttpError(400, 'Parameter "operationName" must be a string');
  }
  return {
    query,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  };
}

/**
 * A failure tests ask for (`POST /__emulator/faults`): GraphQL requests of that
 * operation whose variables include these values (nested objects by their listed
 * keys) answer with this HTTP status.
 * Matching on variables keeps a fault from leaking into tests running in parallel.
 */
export interface Fault {
  operationName: string;
  variables: Record<string, unknown>;
  status: number;
}

function parseFault(text: string): Fault {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  const {operationName, variables = {}, status = 500} = (body ?? {}) as Record<string, unknown>;
  if (typeof operationName !== 'string' || !operationName) throw new HttpError(400, '"operationName" is required');
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) {
    throw new HttpError(400, '"variables" must be an object');
  }
  if (typeof status !== 'number' || status < 400 || status > 599) throw new HttpError(400, '"status" must be 400-599');
  return {operationName, variables: variables as Record<string, unknown>, status};
}

function operationNameOf(request: {query: string; operationName?: string}): string | undefined {
  return request.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(request.query)?.[1];
}

/** `expected` is found in `actual`: objects by their listed keys (deeply), anything else by equal JSON. */
function includes(actual: unknown, expected: unknown): boolean {
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if (!actual || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([key, value]) => includes((actual as Record<string, unknown>)[key], value));
  }
  return JSON.stringify(actual) === JSON.stringify(expected);
}

function matchingFault(
  faults: readonly Fault[],
  request: {query: string; variables?: Record<string, unknown>; operationName?: string},
): Fault | undefined {
  const name = operationNameOf(request);
  return faults.find((fault) => fault.operationName === name && includes(request.variables ?? {}, fault.variables));
}

async function handleGraphql(
  req: IncomingMessage,
  res: ServerResponse,
  executor: StorefrontExecutor,
  faults: readonly Fault[],
) {
  const token = req.headers['x-shopify-storefront-access-token'] ?? req.headers['shopify-storefront-private-token'];
  const brand = typeof token === 'string' ? BRAND_BY_TOKEN.get(token) : undefined;
  if (!brand) {
    req.resume();
    return sendJson(res, 401, INVALID_TOKEN);
  }
  const request = parseGraphqlBody(await readBody(req));
  const fault = matchingFault(faults, request);
  if (fault) return sendJson(res, fault.status, {errors: [{message: `Injected fault for ${fault.operationName}`}]});
  const result = await executor.execute({brand, ...request});
  // Resolver bugs surface as errors in the answer; say so on the console too.
  for (const error of result.errors ?? []) {
    if (error.originalError && !(error.originalError instanceof GraphQLError)) {
      console.error(`[emulator] ${brand} ${error.path?.join('.') ?? ''}: ${error.originalError.stack?.split('\n')[0]}`);
    }
  }
  sendJson(res, 200, result);
}

function handleImage(res: ServerResponse, executor: StorefrontExecutor, brand: string, id: string) {
  const image = executor.image(brand, id);
  if (!image) throw new HttpError(404, `No image ${id} for ${brand}`);
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  res.end(renderSvg(image));
}

async function route(req: IncomingMessage, res: ServerResponse, executor: StorefrontExecutor, faults: Fault[]) {
  const {pathname} = new URL(req.url ?? '/', 'http://emulator');
  const method = req.method ?? 'GET';
  if (method === 'POST' && GRAPHQL_PATH.test(pathname)) return handleGraphql(req, res, executor, faults);
  const image = IMAGE_PATH.exec(pathname);
  if ((method === 'GET' || method === 'HEAD') && image) {
    let brand: string;
    let id: string;
    try {
      [brand, id] = [decodeURIComponent(image[1]), decodeURIComponent(image[2])];
    } catch {
      throw new HttpError(404, 'Malformed image path');
    }
    return handleImage(res, executor, brand, id);
  }
  if (method === 'POST' && pathname === '/__emulator/reset') {
    executor.reset();
    faults.length = 0;
    res.writeHead(204).end();
    return;
  }
  if (method === 'POST' && pathname === '/__emulator/faults') {
    faults.push(parseFault(await readBody(req)));
    res.writeHead(204).end();
    return;
  }
  if (method === 'GET' && pathname === '/__emulator/health') return sendJson(res, 200, {ok: true});
  throw new HttpError(404, `No route for ${method} ${pathname}`);
}

export interface RunningEmulator {
  url: string;
  port: number;
  executor: StorefrontExecutor;
  close(): Promise<void>;
}

export async function startEmulator(options: {port?: number; host?: string} = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const accessLog = process.env.EMULATOR_LOG === '1';
  // Image and checkout URLs need the bound port, so the executor is made after listen().
  let executor: StorefrontExecutor | undefined;
  const faults: Fault[] = [];

  const server = createServer((req, res) => {
    const started = Date.now();
    // A client that hangs up mid-request must not take the process down;
    // while a body is being read, readBody's rejection reports it.
    req.on('error', () => {});
    res.on('finish', () => {
      if (accessLog) console.log(`[emulator] ${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
    });
    if (!executor) return sendJson(res, 503, {errors: [{message: 'Emulator is starting'}]});
    route(req, res, executor, faults).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : 'Internal error in the Storefront API emulator';
      console.error(
        `[emulator] ${req.method} ${req.url} ${status}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (res.headersSent) return void res.end();
      sendJson(res, status, {errors: [{message}]});
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4100, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const {port} = server.address() as AddressInfo;
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${publicHost}:${port}`;
  executor = createStorefrontExecutor({publicUrl: url});

  return {
    url,
    port,
    executor,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
