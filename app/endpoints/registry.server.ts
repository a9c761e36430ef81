import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import * as bestSellers from './api.best-sellers.server';
import * as cart from './api.cart.server';
import * as cartUpsell from './api.cart-upsell.server';
import * as consent from './api.consent.server';
import * as discount from './api.discount.server';
import * as headerMenu from './api.header-menu.server';
import * as kwikpassDecodeToken from './api.kwikpass.decode-token.server';
import * as newsletterSubscribe from './api.newsletter.subscribe.server';
import * as newsletterToken from './api.newsletter.token.server';
import * as personal from './api.personal.server';
import * as predictiveSearch from './api.predictive-search.server';
import * as search from './api.search.server';
import * as slideInMenu from './api.slide-in-menu.server';

/** An endpoint's handlers: `loader` answers GET and HEAD, `action` every other method, as in a Remix route. */
interface Endpoint {
  loader?: (args: LoaderFunctionArgs) => Promise<Response>;
  action?: (args: ActionFunctionArgs) => Promise<Response>;
}

/**
 * Every endpoint under `/api/` (and `/hi/api/`), by its path after `api/`; each module's file is named
 * after its URL, a dot for each slash (`api.newsletter.token.server.ts` answers `/api/newsletter/token`).
 * `routes/($locale).api.$.tsx` answers them, but for `cart` and `search`, which have routes of their own
 * (decision 039).
 */
export const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  'best-sellers': bestSellers,
  cart,
  'cart-upsell': cartUpsell,
  consent,
  discount,
  'header-menu': headerMenu,
  'kwikpass/decode-token': kwikpassDecodeToken,
  'newsletter/subscribe': newsletterSubscribe,
  'newsletter/token': newsletterToken,
  personal,
  'predictive-search': predictiveSearch,
  search,
  'slide-in-menu': slideInMenu,
};

/**
 * The answer of the endpoint at `path` (after `api/`), from a route's loader (`kind: 'loader'`) or
 * action. Paths are matched as Remix matches a route's: letter case and a trailing slash aside. A path
 * no endpoint has is a 404, and a method the endpoint does not take a 405 naming the ones it does,
 * each with its reason in the page's language.
 */
export function answerEndpoint(args: LoaderFunctionArgs, kind: keyof Endpoint, path = ''): Promise<Response> {
  const name = path.toLowerCase().replace(/\/+$/, '');
  const endpoint = Object.hasOwn(ENDPOINTS, name) ? ENDPOINTS[name] : undefined;
  const handler = endpoint?.[kind];
  if (handler) return handler(args);
  const t = serverTranslator(args.context.locale, 'api');
  if (!endpoint) return Promise.resolve(Response.json({error: t('noSuchEndpoint')}, {status: 404}));
  const methods = endpoint.loader ? 'GET, HEAD' : 'POST';
  return Promise.resolve(
    Response.json({error: t('methodNotAllowed', {methods})}, {status: 405, headers: {Allow: methods}}),
  );
}

/**
 * A route's loader and action for the endpoint at `path`, or at the route's splat (`*`) when none is
 * named.
 */
export function endpointHandlers(path?: string) {
  return {
    loader: (args: LoaderFunctionArgs) => answerEndpoint(args, 'loader', path ?? args.params['*']),
    action: (args: ActionFunctionArgs) => answerEndpoint(args, 'action', path ?? args.params['*']),
  };
}
