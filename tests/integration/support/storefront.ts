import {InMemoryCache} from '@shopify/hydrogen';
import {delay, http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll} from 'vitest';
import {createStorefrontExecutor} from '../../../emulator/executor';
import {createAppLoadContext} from '~/lib/context.server';

/** Where the app thinks the Storefront API is; msw answers it with the stand-in's executor. */
export const STORE_URL = 'http://storefront.test';

const TOKENS: Record<string, 'groom' | 'gum'> = {
  'emulator-groom-token': 'groom',
  'emulator-gum-token': 'gum',
};

export const executor = createStorefrontExecutor({publicUrl: STORE_URL});

/** Every Storefront request the app made in the current test, for assertions on what was sent. */
export const storefrontRequests: Array<{brand: string; query: string; variables: Record<string, unknown>}> = [];

export const server = setupServer(
  http.post(`${STORE_URL}/api/:version/graphql.json`, async ({request}) => {
    const token =
      request.headers.get('Shopify-Storefront-Private-Token') ??
      request.headers.get('X-Shopify-Storefront-Access-Token');
    const brand = TOKENS[token ?? ''];
    if (!brand) return HttpResponse.json({errors: 'Invalid API key or access token'}, {status: 401});
    const body = (await request.json()) as {query: string; variables?: Record<string, unknown>; operationName?: string};
    storefrontRequests.push({brand, query: body.query, variables: body.variables ?? {}});
    return HttpResponse.json(await executor.execute({brand, ...body}));
  }),
);

/** Network jitter for the current test: each Storefront call answers after 0 to `maxMs` ms, so parallel requests interleave. */
export function addStorefrontJitter(maxMs: number) {
  server.use(http.post(`${STORE_URL}/api/:version/graphql.json`, () => delay(Math.random() * maxMs)));
}

/** Call once per test file: msw in front of the stand-in, fresh state for every test. */
export function useStorefrontStandIn() {
  beforeAll(() => {
    // Node has no Cache API; Hydrogen ships an in-memory one for exactly this.
    (globalThis as {caches?: unknown}).caches = {open: async () => new InMemoryCache()};
    server.listen({onUnhandledRequest: 'error'});
  });
  afterEach(() => {
    server.resetHandlers();
    executor.reset();
    storefrontRequests.length = 0;
  });
  afterAll(() => server.close());
}

/** The load context server.ts would build for this URL and these headers. */
export async function appContextFor(url: string, headers: Record<string, string> = {}) {
  const request = new Request(url, {headers});
  const env = {EMULATOR_URL: STORE_URL, SESSION_SECRET: 'integration-test-secret'} as unknown as Env;
  const pending: Promise<unknown>[] = [];
  const context = await createAppLoadContext(request, env, {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException: () => {},
  } as unknown as ExecutionContext);
  return {request, context};
}
