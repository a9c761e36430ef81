import {exactEditsPlugin} from './vite-exact-edits';
import {ROUTER_MODULE} from './vite-route-matching';

/** The router's code as 1.23 has it, and what the browser build gets instead. */
const EDITS = [
  {
    what: 'patchRoutes: a new route tree without a state update',
    from: '    if (isNonHMR) {\n      dataRoutes = [...dataRoutes];\n      updateState({});\n    }\n',
    to: '    if (isNonHMR) {\n      dataRoutes = [...dataRoutes];\n    }\n',
  },
];

/**
 * Lazy route discovery (`v3_lazyRouteDiscovery`) fetches the routes of the links a page shows once it
 * has hydrated, and adds them to the browser's route tree with `router.patchRoutes`. That call also
 * sends the router's subscribers a new state that differs in nothing, and React renders the whole
 * page again (33–48 ms at a 4× slower CPU), on every first load and after every navigation that
 * shows links to routes not yet known. The added routes only matter to the next navigation, which
 * reads the tree when it starts and renders with it. In the browser's production build only (the dev
 * server keeps the router as published), the patch still gives the tree a new identity but sends no
 * state. The edit must apply as written; a router whose code differs fails the build rather than
 * running unedited (docs/decisions/023-quiet-route-discovery.md).
 */
export function quietRouteDiscovery() {
  return exactEditsPlugin({
    name: 'quiet-route-discovery',
    build: 'browser',
    module: ROUTER_MODULE,
    packageName: '@remix-run/router',
    edits: EDITS,
  });
}
