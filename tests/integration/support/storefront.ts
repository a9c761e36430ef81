import {InMemoryCache} from '@shopify/hydrogen';
import {delay, http, HttpResponse, type PathParams} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, beforeEach} from 'vitest';
import {servesVersion, unservedVersion} from '../../../emulator/api-schemas';
import {createStorefrontExecutor} from '../../../emulator/executor';
import {createAppLoadContext} from '~/lib/context.server';
import {logVersionWarningsOnce} from '~/lib/storefront/version-warnings.server';

// As server.ts does: Hydrogen's API-version warning once per test file, not once per context made.
logVersionWarningsOnce();

/** Where the app thinks the Storefront API is; msw answers it with the stand-in's executor. */
export const STORE_URL = 'http://storefront.test';

const TOKENS: Record<string, 'groom' | 'gum'> = {
  'emulator-groom-token': 'groom',
  'emulator-gum-token': 'gum',
};

export const executor = createStorefrontExecutor({publicUrl: STORE_URL});

/** Every Storefront request the app made in the current test, for assertions on what was sent. */
export const storefrontRequests: Array<{
  brand: string;
  version: string;
  query: string;
  variables: Record<string, unknown>;
}> = [];

/**
 * The same store as a real one would be reached: https, its domain set in env (see
 * REAL_STORE_ENV), so Hydrogen's clients call Shopify's URLs as in production.
 */
export const REAL_STORE_DOMAIN = 'storefront.test';

export const server = setupServer(
  http.post(`${STORE_URL}/api/:version/graphql.json`, answerStorefront),
  http.post(`https://${REAL_STORE_DOMAIN}/api/:version/graphql.json`, answerStorefront),
);

/** As the stand-in's server does: the version of its schema only. */
async function answerStorefront({request, params}: {request: Request; params: PathParams}) {
  const version = String(params.version);
  const token =
    request.headers.get('Shopify-Storefront-Private-Token') ?? request.headers.get('X-Shopify-Storefront-Access-Token');
  const brand = TOKENS[token ?? ''];
  if (!brand) return HttpResponse.json({errors: 'Invalid API key or access token'}, {status: 401});
  const body = (await request.json()) as {query: string; variables?: Record<string, unknown>; operationName?: string};
  storefrontRequests.push({brand, version, query: body.query, variables: body.variables ?? {}});
  if (!servesVersion(version)) return HttpResponse.json(unservedVersion(version), {status: 404});
  return HttpResponse.json(await executor.execute({brand, ...body}));
}

/** Network jitter for the current test: each Storefront call answers after 0 to `maxMs` ms, so parallel requests interleave. */
/**
 * Holds every Storefront request whose document contains `marker` (e.g. `query Header`) until
 * the returned function is called: what a loader asks for meanwhile shows that it did not wait.
 */
export function holdStorefrontQuery(marker: string): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`${STORE_URL}/api/:version/graphql.json`, async ({request}) => {
      const {query} = (await request.clone().json()) as {query: string};
      if (query.includes(marker)) await held;
      return undefined;
    }),
  );
  return release;
}

export function addStorefrontJitter(maxMs: number) {
  server.use(http.post(`${STORE_URL}/api/:version/graphql.json`, () => delay(Math.random() * maxMs)));
}

/**
 * A new, empty sub-request cache, as a worker that has served nothing yet has. Node has no Cache
 * API; Hydrogen ships an in-memory one for exactly this. The worker's memory in front of it
 * (lib/memory-cache.server) is kept per cache storage, so it starts empty too.
 */
export function startWithEmptyCaches() {
  (globalThis as {caches?: unknown}).caches = {open: async () => new InMemoryCache()};
}

/** Call once per test file: msw in front of the stand-in, fresh state (and empty caches) for every test. */
export function useStorefrontStandIn() {
  beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
  beforeEach(startWithEmptyCaches);
  afterEach(() => {
    server.resetHandlers();
    executor.reset();
    storefrontRequests.length = 0;
  });
  afterAll(() => server.close());
}

/** Env naming the store as a real one (REAL_STORE_DOMAIN) for both brands, with the stand-in's tokens. */
export const REAL_STORE_ENV: Record<string, string> = {
  PUBLIC_STORE_DOMAIN: REAL_STORE_DOMAIN,
  GROOM_PUBLIC_STOREFRONT_API_TOKEN: 'emulator-groom-token',
  GROOM_PRIVATE_STOREFRONT_API_TOKEN: 'emulator-groom-token',
  GUM_PUBLIC_STOREFRONT_API_TOKEN: 'emulator-gum-token',
  GUM_PRIVATE_STOREFRONT_API_TOKEN: 'emulator-gum-token',
};

/** The load context server.ts would build for this URL and these headers (and env beyond the stand-in's). */
export async function appContextFor(
  url: string,
  headers: Record<string, string> = {},
  extraEnv: Record<string, string> = {},
) {
  // Oxygen names the shopper's IP on every request; Hydrogen warns on each client made without it.
  const request = new Request(url, {headers: {'oxygen-buyer-ip': '203.0.113.7', ...headers}});
  const env = {EMULATOR_URL: STORE_URL, SESSION_SECRET: 'integration-test-secret', ...extraEnv} as unknown as Env;
  const pending: Promise<unknown>[] = [];
  const context = await createAppLoadContext(request, env, {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException: () => {},
  } as unknown as ExecutionContext);
  return {request, context};
}
