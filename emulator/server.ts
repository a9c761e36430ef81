/**
 * The emulator's HTTP face on loopback: the Storefront API endpoint (brand
 * chosen by access token), seed images as SVG, the quick-checkout widget and
 * cart checkout pages, the phone-login provider, the Customer Account API
 * (OAuth login and GraphQL, on the paths Hydrogen calls on shopify.com), the
 * storefront's analytics collector (`POST /analytics/collect`, listed at
 * `GET /__emulator/analytics`), files of a given size for the asset cache
 * (`GET /__emulator/files/…`), and reset, health, fault and order hooks for
 * tests and scripts.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {GraphQLError} from 'graphql';
import {createAnalyticsCollector, type AnalyticsCollector} from './analytics-collector';
import {createCustomerAccountStandIn, type CustomerAccountStandIn} from './customer-account';
import {createStorefrontExecutor, type BrandId, type StorefrontExecutor} from './executor';
import {
  type BodyLimits,
  closesConnection,
  DEFAULT_BODY_LIMITS,
  HttpError,
  readBody,
  readJsonObject,
  sendJson,
  withBodyLimits,
} from './http';
import {servesVersion, unservedVersion} from './api-schemas';
import {renderSvg} from './images';
import {createLoginProvider, type LoginProvider} from './login-provider';
import {handleQuickCheckout, placedOrders} from './quick-checkout';
import {subscriptionsPortalPage} from './customer-account-page';
import {merchandisingEntry, type MetaobjectFieldInput} from './merchandising';

export const EMULATOR_TOKENS = {groom: 'emulator-groom-token', gum: 'emulator-gum-token'} as const;

const BRAND_BY_TOKEN = new Map<string, BrandId>(
  Object.entries(EMULATOR_TOKENS).map(([brand, token]) => [token, brand as BrandId]),
);

const GRAPHQL_PATH = /^\/api\/([^/]+)\/graphql\.json$/;
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\.svg$/;

/** Shopify's answer to a missing or unknown storefront token, word for word. */
const INVALID_TOKEN = {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'};

function parseGraphqlBody(body: Record<string, unknown>): {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
} {
  const {query, variables, operationName} = body;
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
 * A failure or a slow answer tests and benchmarks ask for (`POST /__emulator/faults`): GraphQL
 * requests of that operation (`*` for every operation) whose variables include these values
 * (nested objects by their listed keys) wait `delayMs`, then answer with `status` when one is
 * given (500 when neither is), else as usual. Matching on variables keeps a fault from leaking into tests running in
 * parallel; a latency fault on every operation is for benchmarks, which run alone.
 */
export interface Fault {
  operationName: string;
  variables: Record<string, unknown>;
  status?: number;
  delayMs: number;
}

const MAX_DELAY_MS = 60_000;

function parseFault(body: Record<string, unknown>): Fault {
  const {operationName, variables = {}, status, delayMs = 0} = body;
  if (typeof operationName !== 'string' || !operationName) throw new HttpError(400, '"operationName" is required');
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) {
    throw new HttpError(400, '"variables" must be an object');
  }
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) {
    throw new HttpError(400, `"delayMs" must be a whole number of milliseconds up to ${MAX_DELAY_MS}`);
  }
  // A slow answer on its own, or a failure (500 unless told).
  if (status === undefined && delayMs > 0)
    return {operationName, variables: variables as Record<string, unknown>, delayMs};
  if (status === undefined)
    return {operationName, variables: variables as Record<string, unknown>, status: 500, delayMs};
  if (typeof status !== 'number' || status < 400 || status > 599) throw new HttpError(400, '"status" must be 400-599');
  return {operationName, variables: variables as Record<string, unknown>, status, delayMs};
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
  return faults.find(
    (fault) =>
      (fault.operationName === '*' || fault.operationName === name) &&
      includes(request.variables ?? {}, fault.variables),
  );
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
  const request = parseGraphqlBody(await readJsonObject(req));
  const fault = matchingFault(faults, request);
  if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault?.status)
    return sendJson(res, fault.status, {errors: [{message: `Injected fault for ${fault.operationName}`}]});
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
    // As Shopify's CDN does: the storefront's service worker fetches images with CORS to cache them.
    'Access-Control-Allow-Origin': '*',
  });
  res.end(renderSvg(image));
}

/** `GET /subscriptions-portal/<brand>`: the subscriptions app's customer portal (lib/account/subscriptions.ts). */
const SUBSCRIPTIONS_PORTAL_PATH = /^\/subscriptions-portal\/(\w+)$/;

/** `GET /__emulator/files/<name>.<ext>?bytes=N`: a CDN file of any size, for the asset cache's size rules. */
const SIZED_FILE_PATH = /^\/__emulator\/files\/[\w-]+\.(png|svg|woff2|mp4|mp3|js)$/;
const SIZED_FILE_TYPES: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  woff2: 'font/woff2',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  js: 'text/javascript',
};
/** Larger than any asset the cache takes (50 MB), with room to spare. */
const MAX_SIZED_FILE_BYTES = 64 * 1024 * 1024;

function handleSizedFile(res: ServerResponse, extension: string, bytesParameter: string | null) {
  const bytes = Number(bytesParameter);
  if (!Number.isInteger(bytes) || bytes < 0 || bytes > MAX_SIZED_FILE_BYTES) {
    throw new HttpError(400, `bytes must be a whole number up to ${MAX_SIZED_FILE_BYTES}`);
  }
  res.writeHead(200, {
    'Content-Type': SIZED_FILE_TYPES[extension]!,
    'Content-Length': String(bytes),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  });
  const chunk = Buffer.alloc(64 * 1024);
  let left = bytes;
  const write = () => {
    while (left > 0) {
      const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= piece.length;
      if (!res.write(piece)) return void res.once('drain', write);
    }
    res.end();
  };
  write();
}

/** A stand-in that speaks Fetch-API Request and Response, answering null for a path not its own. */
interface FetchStandIn {
  fetch(request: Request): Promise<Response | null>;
}

/**
 * Hands the request to the Fetch-API stand-ins in turn (Customer Account API, analytics collector);
 * false when the path is none of theirs. It reads the body (up to 1 MB) first, so it is the last
 * route tried.
 */
async function handleFetchStandIns(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  {customerAccount, analyticsCollector, origin}: Serving,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
  const standIns: FetchStandIn[] = [customerAccount, analyticsCollector];
  for (const standIn of standIns) {
    // A Request per stand-in, as a body can be read once; on the emulator's own origin, which
    // the Customer Account API's id token names as issuer.
    const request = new Request(new URL(`${url.pathname}${url.search}`, origin), {method, headers, body});
    const response = await standIn.fetch(request);
    if (!response) continue;
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
    return true;
  }
  return false;
}

/** What the server answers with once it is listening. */
/**
 * `PUT /__emulator/metaobjects` `{brand, type, handle, fields: [{key, value, hi?}]}` saves a merchandising
 * entry (created or replaced); `DELETE /__emulator/metaobjects?brand=&type=[&handle=]` deletes one, or
 * every entry of the type. Tests change what a merchandiser would in admin; reset restores the seed's.
 */
async function handleMetaobjectChange(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  executor: StorefrontExecutor,
) {
  if (req.method === 'DELETE') {
    const shop = executor.shop(url.searchParams.get('brand') ?? '');
    const type = url.searchParams.get('type');
    if (!shop || !type) throw new HttpError(400, 'brand and type are required');
    return sendJson(res, 200, {deleted: shop.deleteMetaobjects(type, url.searchParams.get('handle'))});
  }
  const body = await readJsonObject(req);
  const shop = executor.shop(typeof body.brand === 'string' ? body.brand : '');
  const fields = Array.isArray(body.fields) ? body.fields : null;
  const valid =
    fields?.every(
      (field): field is MetaobjectFieldInput =>
        typeof field === 'object' &&
        field !== null &&
        typeof field.key === 'string' &&
        typeof field.value === 'string' &&
        (field.hi === undefined || typeof field.hi === 'string'),
    ) ?? false;
  if (!shop || typeof body.type !== 'string' || typeof body.handle !== 'string' || !fields || !valid) {
    throw new HttpError(400, 'Expected {brand, type, handle, fields: [{key, value, hi?}]}');
  }
  const entry = merchandisingEntry(body.type, body.handle, fields);
  if (!entry) throw new HttpError(400, `No merchandising metaobject type ${body.type}`);
  const problem = shop.putMetaobject(entry);
  if (problem) throw new HttpError(422, problem);
  res.writeHead(204).end();
}

interface Serving {
  executor: StorefrontExecutor;
  /** the emulator's public origin, which the quick-checkout widget embeds */
  origin: string;
  loginProvider: LoginProvider;
  customerAccount: CustomerAccountStandIn;
  analyticsCollector: AnalyticsCollector;
}

async function route(req: IncomingMessage, res: ServerResponse, serving: Serving, faults: Fault[]) {
  const {executor, origin, loginProvider, customerAccount, analyticsCollector} = serving;
  const url = new URL(req.url ?? '/', 'http://emulator');
  const {pathname} = url;
  const method = req.method ?? 'GET';
  const graphqlVersion = GRAPHQL_PATH.exec(pathname)?.[1];
  if (method === 'POST' && graphqlVersion !== undefined) {
    if (!servesVersion(graphqlVersion)) return sendJson(res, 404, unservedVersion(graphqlVersion));
    return handleGraphql(req, res, executor, faults);
  }
  if (await handleQuickCheckout({req, res, url, executor, origin})) return;
  if (await loginProvider.handle(req, res, url)) return;
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
    customerAccount.reset();
    analyticsCollector.reset();
    faults.length = 0;
    res.writeHead(204).end();
    return;
  }
  if (method === 'POST' && pathname === '/__emulator/faults') {
    faults.push(parseFault(await readJsonObject(req)));
    res.writeHead(204).end();
    return;
  }
  if (method === 'GET' && pathname === '/__emulator/health') return sendJson(res, 200, {ok: true});
  if (pathname === '/__emulator/metaobjects' && (method === 'PUT' || method === 'DELETE')) {
    return handleMetaobjectChange(req, res, url, executor);
  }
  const portal = SUBSCRIPTIONS_PORTAL_PATH.exec(pathname);
  const portalShop = portal && method === 'GET' ? executor.shop(portal[1]!) : null;
  if (portalShop) {
    res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(subscriptionsPortalPage(portalShop.seed.shop.name));
    return;
  }
  const sizedFile = SIZED_FILE_PATH.exec(pathname);
  if (method === 'GET' && sizedFile) return handleSizedFile(res, sizedFile[1]!, url.searchParams.get('bytes'));
  if (method === 'GET' && pathname === '/__emulator/orders') {
    return sendJson(res, 200, placedOrders(executor, url.searchParams.get('brand')));
  }
  if (await handleFetchStandIns(req, res, url, serving)) return;
  throw new HttpError(404, `No route for ${method} ${pathname}`);
}

export interface RunningEmulator {
  url: string;
  port: number;
  executor: StorefrontExecutor;
  close(): Promise<void>;
}

export interface EmulatorOptions {
  port?: number;
  host?: string;
  /** the phone-login provider's key per brand (32 bytes, base64url); the contract's stand-in key otherwise */
  merchantKeys?: Partial<Record<BrandId, string>>;
  /** how long a client may take to send a request body (DEFAULT_BODY_LIMITS otherwise) */
  bodyTimeoutMs?: number;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const accessLog = process.env.EMULATOR_LOG === '1';
  const faults: Fault[] = [];
  const bodyLimits: BodyLimits = {
    ...DEFAULT_BODY_LIMITS,
    timeoutMs: options.bodyTimeoutMs ?? DEFAULT_BODY_LIMITS.timeoutMs,
  };
  const server = createServer();

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
  // Image and checkout URLs need the bound port, so the executor is made after listen(),
  // and requests are answered from then on (nothing can arrive before this synchronous run ends).
  const executor = createStorefrontExecutor({publicUrl: url});
  let loginProvider: LoginProvider;
  try {
    loginProvider = createLoginProvider(executor, options.merchantKeys);
  } catch (error) {
    // A merchant key that is not 32 bytes: stop listening, then say so.
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }
  const serving: Serving = {
    executor,
    origin: new URL(url).origin,
    loginProvider,
    customerAccount: createCustomerAccountStandIn(executor),
    analyticsCollector: createAnalyticsCollector(),
  };
  server.on('request', (req, res) => {
    const started = Date.now();
    // A client that hangs up mid-request must not take the process down;
    // while a body is being read, readBody's rejection reports it.
    req.on('error', () => {});
    res.on('finish', () => {
      if (accessLog) console.log(`[emulator] ${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
    });
    route(withBodyLimits(req, bodyLimits), res, serving, faults).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : 'Internal error in the Storefront API emulator';
      console.error(
        `[emulator] ${req.method} ${req.url} ${status}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (res.headersSent) return void res.end();
      sendJson(res, status, {errors: [{message}]}, closesConnection(status) ? {Connection: 'close'} : {});
    });
  });

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
