// Oxygen worker entry: refuses hostile requests, resolves brand and language once, then hands the request to Remix.
import * as remixBuild from 'virtual:remix/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {sessionCookieName} from '~/lib/account/session.server';
import {cartCookieName} from '~/lib/cart/cookie';
import {brandOfRequest, createAppLoadContext, type AppLoadContext} from '~/lib/context.server';
import {BRAND_COOKIE, getBrandConfig} from '~/lib/routing/brand-resolution';
import {applyCacheHeaders, cacheHeadersFor, PRIVATE_NO_STORE} from '~/lib/routing/page-cache';
import {personalMarkerUpdate} from '~/lib/routing/personal-marker';
import {refusalFor, refusalResponse} from '~/lib/security/request-guard.server';
import {logRefusal} from '~/lib/security/request-log.server';
import {sitePath} from '~/lib/security/safe-redirect';
import {securityHeaders, withHeaders} from '~/lib/security/security-headers';
import {hasProductionHosts, isProductionHost, NO_PRODUCTION_HOSTS_WARNING, NOINDEX} from '~/lib/seo/robots';
import {usesEmulator} from '~/lib/storefront/storefront-credentials.server';
import {logVersionWarningsOnce} from '~/lib/storefront/version-warnings.server';

logVersionWarningsOnce();

// @shopify/remix-oxygen makes an error's toString its stack (for its own logs), and Remix writes
// String(error) into the data of 405 and other error pages: put the standard "Name: message" back.
Error.prototype.toString = function toString(this: Error) {
  return this.message ? `${this.name}: ${this.message}` : this.name;
};

/** An in-app data request of Remix's router: its errors travel inside its own stream format. */
function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

/** A request body up to this size is read to its end even when nothing used it (see drainUnreadBody). */
const MAX_DRAINED_BODY_BYTES = 16 * 1024 * 1024;

/**
 * workerd resets the connection when a worker answers without reading a large body (a 415, a 405,
 * a 413 judged from Content-Length), so the client never sees the answer: read what is left first.
 */
async function drainUnreadBody(request: Request) {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  let read = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done && read <= MAX_DRAINED_BODY_BYTES; chunk = await reader.read()) {
      read += chunk.value.byteLength;
    }
  } catch {
    // The client went away: there is no one left to answer.
  } finally {
    reader.releaseLock();
  }
}

/** Each request's load context, made in `answer` before Remix asks for it. */
const loadContexts = new WeakMap<Request, AppLoadContext>();

/** One Remix handler for the worker's life, not one per request: Remix builds its route tree once per handler. */
const handleRequest = createRequestHandler({
  build: remixBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => {
    const context = loadContexts.get(request);
    if (!context) throw new Error('No load context was made for this request');
    return context;
  },
});

/** Set once this worker has asked whether any host is indexable: the warning is for the log, not every request. */
let productionHostsChecked = false;

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    // A store on the local stand-in is a developer's or a test's, never one a search engine sees. A
    // worker's settings are fixed for its life, so this is asked once.
    if (!productionHostsChecked) {
      productionHostsChecked = true;
      if (!hasProductionHosts(env.BRAND_HOSTS) && !usesEmulator(env)) console.warn(NO_PRODUCTION_HOSTS_WARNING);
    }
    let response = await answer(request, env, executionContext, url.protocol === 'https:');
    // Previews and local hosts stay out of search indexes, whatever the response (refusals and errors too).
    if (!isProductionHost(url, env.BRAND_HOSTS)) response = withHeaders(response, {'X-Robots-Tag': NOINDEX});
    await drainUnreadBody(request);
    return response;
  },
};

/** The response to a request: refused, redirected, or Remix's, with the headers every response carries. */
async function answer(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  https: boolean,
): Promise<Response> {
  try {
    const refusal = refusalFor(request);
    if (refusal) {
      const brand = getBrandConfig(brandOfRequest(request, env).brand);
      const response = refusalResponse(refusal, request, brand);
      logRefusal(request, response.status, refusal);
      return withHeaders(response, securityHeaders({https}));
    }

    const appLoadContext = await createAppLoadContext(request, env, executionContext);
    loadContexts.set(request, appLoadContext);
    let response = await handleRequest(request);
    if (response.status === 500 && appLoadContext.storefrontOutage.seen && !isDataRequest(request)) {
      // An error no route handled, because the store's API is down: a page (the branded error page) or a
      // resource such as a sitemap, as a 503 with Retry-After so browsers and crawlers come back. Routes'
      // own answers to an outage (a 502, a 503 in JSON) and in-app data requests stay as they are.
      response = new Response(response.body, {status: 503, headers: response.headers});
      response.headers.set('Retry-After', '30');
    }
    if (response.status === 404) {
      // Shopify admin URL redirects (old product URLs and the like) take over a 404, when they stay on the site.
      const redirected = await storefrontRedirect({
        request,
        response,
        storefront: appLoadContext.storefront,
        noAdminRedirect: true,
      });
      const location = redirected.headers.get('Location');
      if (redirected.status !== 404 && (location === null || sitePath(location) !== null)) response = redirected;
    }

    const cookies: string[] = [];
    if (appLoadContext.session.isPending) cookies.push(await appLoadContext.session.commit());
    if (appLoadContext.rememberBrand) {
      cookies.push(
        `${BRAND_COOKIE}=${appLoadContext.rememberBrand}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`,
      );
    }
    const answered = withHeaders(response, securityHeaders({https}), cookies);
    const cacheHeaders = cacheHeadersFor(appLoadContext.sharedPage, {
      status: answered.status,
      headers: answered.headers,
      degraded: appLoadContext.storefrontOutage.seen,
      contentChangesAt: appLoadContext.contentSchedule.nextChangeAt,
    });
    const marker = personalMarkerUpdate({
      requestCookies: request.headers.get('Cookie'),
      setCookies: answered.headers.getSetCookie(),
      personalCookies: [cartCookieName(appLoadContext.brand.id), sessionCookieName(appLoadContext.brand.id)],
      // Only an answer private already: a cookie would take a shared page from the edge, a sitemap from CDNs.
      markCarried: cacheHeaders.get('Cache-Control') === PRIVATE_NO_STORE,
      secure: https,
    });
    if (marker) answered.headers.append('Set-Cookie', marker);
    applyCacheHeaders(answered, cacheHeaders);
    return answered;
  } catch (error) {
    console.error(error);
    return new Response('An unexpected error occurred', {
      status: 500,
      headers: {'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders({https})},
    });
  }
}
