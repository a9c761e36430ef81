import {endpointHandlers} from '~/endpoints/registry.server';

/**
 * `/api/search` with a route of its own: Remix ranks a named segment above a splat, so under
 * `($locale).api.$` alone it would be the search page under a language called "api" (decision 039).
 */
const endpoint = endpointHandlers('search');
export const loader = endpoint.loader;
export const action = endpoint.action;
