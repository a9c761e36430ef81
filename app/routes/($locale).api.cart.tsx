import {endpointHandlers} from '~/endpoints/registry.server';

/**
 * `/api/cart` with a route of its own: Remix ranks a named segment above a splat, so under
 * `($locale).api.$` alone it would be the cart page under a language called "api" (decision 039).
 */
const endpoint = endpointHandlers('cart');
export const loader = endpoint.loader;
export const action = endpoint.action;
