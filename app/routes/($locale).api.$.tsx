import {endpointHandlers} from '~/endpoints/registry.server';

/**
 * The endpoints under `/api/` (app/endpoints/) through one route: Remix matches each request against
 * every route, and a route per endpoint made that a tenth of a page's render (decision 039).
 */
const endpoint = endpointHandlers();
export const loader = endpoint.loader;
export const action = endpoint.action;
