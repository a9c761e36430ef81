import type {AppLoadContext, EntryContext} from '@shopify/remix-oxygen';
import {isRouteErrorResponse, RemixServer} from '@remix-run/react';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import appStyles from '~/styles/app.css?inline';
import {DocumentStylesContext} from '~/components/DocumentStyles';
import {analyticsSources} from '~/lib/analytics/setup.server';
import {NonceContext} from '~/hooks/use-nonce';
import {logRefusal} from '~/lib/security/request-log.server';
import {scriptHashes, withScriptHashes} from '~/lib/security/script-hashes.server';
import {STREAM_TIMEOUT_MS} from '~/lib/storefront/streamed.server';

/** Remix streams loaders' promises this long; streamed data settles before (streamed.server.ts). */
export const streamTimeout = STREAM_TIMEOUT_MS;

/**
 * Remix's own refusals (a method no route has an action for: 405; a route it cannot find) are a
 * line each; Remix's default logs them with a stack, as if they were bugs. A request the client
 * abandoned is not logged; every other error is, with its stack.
 */
export function handleError(error: unknown, {request}: {request: Request}) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logRefusal(request, error.status, error.statusText || 'refused by the router');
    return;
  }
  console.error(error);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  // Sources come from the parsed store URL: the stand-in is plain http on loopback.
  const storeSources = ["'self'", 'https://cdn.shopify.com', context.storefrontOrigin];
  // Third parties: the quick-checkout widget (a script that opens its own frame) and the
  // phone-login provider (a script that talks to its own host). Each only when configured.
  const thirdParties = [context.quickCheckout?.origin, context.loginProvider?.origin].filter(
    (origin): origin is string => Boolean(origin),
  );
  // Analytics destinations the brand's env switches on (loaded only after the shopper consents).
  const analytics = analyticsSources(context.analyticsDestinations);
  const {nonce, header, NonceProvider} = createContentSecurityPolicy({
    imgSrc: [...storeSources, 'data:', ...analytics.imgSrc],
    connectSrc: [...storeSources, ...thirdParties, ...analytics.connectSrc],
    // Its own directive (not default-src's), which a shared page's hashes join.
    scriptSrc: [
      "'self'",
      'https://cdn.shopify.com',
      ...thirdParties,
      ...analytics.scriptSrc,
      ...(import.meta.env.DEV ? ['http://localhost:*'] : []),
    ],
    ...(thirdParties.length ? {frameSrc: ["'self'", ...thirdParties]} : {}),
    // Forms post to this site; the checkout hand-off may redirect a post to the store's checkout,
    // and logout (and login) on the Customer Account API to Shopify's customer accounts.
    formAction: [
      "'self'",
      context.storefrontOrigin,
      ...thirdParties,
      ...(context.customerAccountsOrigin ? [context.customerAccountsOrigin] : []),
    ],
    reportUri: ['/api/csp-report'],
  });

  // A page the edge shares (page-cache.ts) carries no nonce: its inline scripts are allowed by their hashes.
  const shared = context.sharedPage !== null;
  const pageNonce = shared ? undefined : nonce;
  const page = (
    <DocumentStylesContext.Provider value={import.meta.env.DEV ? undefined : appStyles}>
      <RemixServer context={remixContext} url={request.url} nonce={pageNonce} />
    </DocumentStylesContext.Provider>
  );
  const body = await renderToReadableStream(
    shared ? (
      page
    ) : (
      <NonceProvider>
        <NonceContext.Provider value={nonce}>{page}</NonceContext.Provider>
      </NonceProvider>
    ),
    {
      nonce: pageNonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');

  if (shared) {
    // The hashes need the finished document: the edge keeps it whole anyway, and a miss costs the
    // streaming of its slowest part (decision 027).
    await body.allReady;
    const html = await new Response(body).text();
    responseHeaders.set('Content-Security-Policy', withScriptHashes(header, nonce, await scriptHashes(html)));
    return new Response(html, {headers: responseHeaders, status: responseStatusCode});
  }

  // Crawlers get the whole page at once; people get it streamed.
  if (isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }
  responseHeaders.set('Content-Security-Policy', header);

  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
