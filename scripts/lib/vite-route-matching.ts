import {exactEditsPlugin} from './vite-exact-edits';

/** `@remix-run/router` as Remix's builds bundle it. */
export const ROUTER_MODULE = /\/node_modules\/@remix-run\/router\/dist\/router\.js$/;

/** Each edit: the router's code as 1.23 has it, and what the worker build gets instead. */
const EDITS = [
  {
    what: 'matchRoutes: flatten and rank the route tree once per tree',
    from: '  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n',
    to: '  let branches = rankedBranchesOf(routes);\n',
  },
  {
    what: "matchPath: build a route path's regular expression once",
    from: 'function compilePath(path, caseSensitive, end) {\n',
    to: 'function compilePath(path, caseSensitive, end) {\n  return compiledPathOf(path, caseSensitive, end);\n}\nfunction compilePathAnew(path, caseSensitive, end) {\n',
  },
];

/** Caches the edits use: by route tree (kept while the tree lives) and by path, case and end. */
const CACHES = `
const rankedBranchesByRoutes = new WeakMap();
function rankedBranchesOf(routes) {
  let branches = rankedBranchesByRoutes.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesByRoutes.set(routes, branches);
  }
  return branches;
}
const compiledPaths = new Map();
function compiledPathOf(path, caseSensitive, end) {
  const key = (caseSensitive ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    compiled = compilePathAnew(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
`;

/**
 * The worker's router matches a URL against the route tree four times per page (the server's
 * match, the data query, the render and the partial manifest of lazy route discovery), and each
 * time it flattened and ranked every route (each `($locale)` route twice) and built a regular
 * expression for every path it tried: about a tenth of a page's CPU. In the worker build only,
 * where the route tree never changes after start (the browser's router adds routes as it
 * discovers them, so it keeps the original), both are computed once. The edits must apply as
 * written; a router whose code differs fails the build rather than running unedited
 * (docs/decisions/014-route-matching-once.md).
 */
export function routeMatchingOnce() {
  return exactEditsPlugin({
    name: 'route-matching-once',
    build: 'worker',
    module: ROUTER_MODULE,
    packageName: '@remix-run/router',
    edits: EDITS,
    append: CACHES,
  });
}
