import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import type * as RemixRouter from '@remix-run/router';
import {afterAll, describe, expect, it} from 'vitest';
import {quietRouteDiscovery} from '../../scripts/lib/vite-quiet-route-discovery';
import {transformWith} from './support/plugin-transform';

const require = createRequire(import.meta.url);
const ROUTER_PATH = join(dirname(require.resolve('@remix-run/router/package.json')), 'dist/router.js');
const published = readFileSync(ROUTER_PATH, 'utf8');

function edit(code: string, ssr = false) {
  return transformWith(quietRouteDiscovery(), code, ROUTER_PATH, ssr);
}

const written: string[] = [];
afterAll(() => written.forEach((folder) => rmSync(folder, {recursive: true, force: true})));

/** The router module from this source, as the browser build would bundle it. */
async function routerFrom(code: string): Promise<typeof RemixRouter> {
  // Inside the project: the test runner loads modules from its own tree only.
  const cache = join(process.cwd(), 'node_modules/.cache');
  mkdirSync(cache, {recursive: true});
  const folder = mkdtempSync(join(cache, 'router-'));
  written.push(folder);
  const file = join(folder, 'router.mjs');
  writeFileSync(file, code);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

/** A browser router on `/`, with the store's routes yet to be discovered, and the paths of the states it sends. */
async function routerOnHome(code: string) {
  const {createRouter, createMemoryHistory} = await routerFrom(code);
  const router = createRouter({
    history: createMemoryHistory({initialEntries: ['/']}),
    routes: [{id: 'root', path: '/', children: [{id: 'home', index: true, loader: () => 'home'}]}],
    hydrationData: {loaderData: {root: null, home: 'home'}},
  }).initialize();
  const updates: string[] = [];
  router.subscribe((state) => updates.push(state.location.pathname));
  return {router, updates};
}

const collectionRoute = {id: 'collection', path: 'collections/:handle', loader: () => 'razors'};

describe('lazy route discovery without a state update', () => {
  it('adds the discovered routes and sends no state, where the published router sends one', async () => {
    const before = await routerOnHome(published);
    before.router.patchRoutes('root', [collectionRoute]);
    expect(before.updates).toEqual(['/']);

    const {router, updates} = await routerOnHome(edit(published)!.code);
    const routesBefore = router.routes;
    router.patchRoutes('root', [collectionRoute]);
    expect(updates).toEqual([]);
    expect(router.routes).not.toBe(routesBefore);
    expect(router.routes[0].children!.map((route) => route.id)).toEqual(['home', 'collection']);
  });

  it('navigates to a discovered route with its data', async () => {
    const {router, updates} = await routerOnHome(edit(published)!.code);
    router.patchRoutes('root', [collectionRoute]);
    await router.navigate('/collections/razors-1');
    expect(router.state.location.pathname).toBe('/collections/razors-1');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'collection']);
    expect(router.state.loaderData.collection).toBe('razors');
    expect(updates.at(-1)).toBe('/collections/razors-1');
  });

  it('fails the build when the router’s code is not what the edit was written for', () => {
    expect(() =>
      edit(published.replace('      updateState({});\n    }\n  }\n  router = {', '    }\n  }\n  router = {')),
    ).toThrow(/no longer applies: patchRoutes/);
  });

  it('leaves the worker build alone', () => {
    expect(edit(published, true)).toBeUndefined();
  });
});
