import {SHOPIFY_ACCOUNTS_ORIGIN} from '~/lib/account/customer-account-stand-in';

/**
 * Hydrogen's customerAccount client calls fixed URLs on https://shopify.com and sends the browser
 * there to log in and out. For a shop the local stand-in plays, this sends both to the stand-in
 * instead, same path and query: server-side fetches through a wrapper around the worker's fetch,
 * browser redirects by rewriting their Location. Hydrogen's client itself is used as it ships.
 */

interface StandInRoutes {
  /** shop id → the stand-in's origin */
  origins: Map<string, string>;
  fetchWrapped: boolean;
}

// On globalThis: a dev server re-evaluates this module on edits, and fetch must be wrapped once.
const ROUTES_KEY = Symbol.for('storefront.customerAccountStandInRoutes');
const scope = globalThis as typeof globalThis & {[ROUTES_KEY]?: StandInRoutes};
const routes = (scope[ROUTES_KEY] ??= {origins: new Map(), fetchWrapped: false});

/** Where a URL on Shopify's customer-account host goes for a shop the stand-in plays; null for any other URL. */
export function standInUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== SHOPIFY_ACCOUNTS_ORIGIN) return null;
  // /authentication/<shop id>/… for OAuth and logout, /<shop id>/account/… for the GraphQL API
  const [first, second] = parsed.pathname.split('/').slice(1);
  const origin = routes.origins.get(first === 'authentication' ? second : first);
  return origin ? `${origin}${parsed.pathname}${parsed.search}` : null;
}

/** `fetchAsIs`, except that calls to a shop the stand-in plays go to the stand-in. */
export function fetchThroughStandIn(fetchAsIs: typeof fetch): typeof fetch {
  return (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = standInUrl(url);
    if (!target) return fetchAsIs(input, init);
    return fetchAsIs(input instanceof Request ? new Request(target, input) : target, init);
  };
}

/** From now on, this shop's customer-account calls go to the stand-in at `origin`. */
export function routeShopToStandIn(shopId: string, origin: string): void {
  routes.origins.set(shopId, origin);
  if (routes.fetchWrapped) return;
  routes.fetchWrapped = true;
  globalThis.fetch = fetchThroughStandIn(globalThis.fetch.bind(globalThis));
}

/** The same response, its Location sent to the stand-in when it points at a shop the stand-in plays. */
export function withStandInLocation(response: Response): Response {
  const location = response.headers.get('Location');
  const target = location ? standInUrl(location) : null;
  if (!target) return response;
  const headers = new Headers(response.headers);
  headers.set('Location', target);
  return new Response(response.body, {status: response.status, headers});
}
