import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import type {OutputBundle, OutputChunk} from 'rollup';
import type {Plugin} from 'vite';
import {describe, expect, it} from 'vitest';

/**
 * The frameworks run as published: no Vite plugin of this repository may rewrite the code of a module
 * under node_modules (a plugin that moves licence comments out of the built chunks is the one allowed
 * change, and only of comments).
 */
const factories = import.meta.glob<Record<string, unknown>>('../../scripts/lib/vite-*.ts', {eager: true});
const plugins: Plugin[] = Object.values(factories).flatMap((module) =>
  Object.values(module)
    .filter((value): value is () => Plugin | Plugin[] => typeof value === 'function' && value.length === 0)
    .flatMap((factory) => factory())
    .filter((plugin): plugin is Plugin => Boolean(plugin && typeof plugin === 'object' && 'name' in plugin)),
);

const NODE_MODULES = resolve(import.meta.dirname, '../../node_modules');
/** Modules of each framework the builds bundle: React's server renderer and DOM, Remix, the router. */
const PACKAGE_MODULES = [
  'react-dom/cjs/react-dom-server.browser.production.min.js',
  'react-dom/cjs/react-dom.production.min.js',
  '@remix-run/react/dist/esm/components.js',
  '@remix-run/react/dist/esm/browser.js',
  '@remix-run/router/dist/router.js',
  '@remix-run/server-runtime/dist/server.js',
].map((path) => {
  const id = resolve(NODE_MODULES, path);
  return {id, code: readFileSync(id, 'utf8')};
});

type Hook = ((...args: never[]) => unknown) | {handler: (...args: never[]) => unknown} | undefined;
function handlerOf(hook: unknown): ((...args: unknown[]) => unknown) | undefined {
  const found = hook as Hook;
  if (!found) return undefined;
  return (typeof found === 'function' ? found : found.handler) as (...args: unknown[]) => unknown;
}

/** What a hook may call on Rollup's plugin context, recording nothing it would change. */
const context = {
  error: (message: unknown) => {
    throw new Error(String(message));
  },
  warn: () => undefined,
  emitFile: () => 'emitted',
  getFileName: () => 'assets/emitted.txt',
  getModuleInfo: () => null,
};

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').trim();

describe("this repository's Vite plugins", () => {
  it('are found', () => {
    expect(plugins.map((plugin) => plugin.name)).toContain('license-comments');
  });

  for (const plugin of plugins) {
    it(`${plugin.name} neither loads nor transforms a package's module`, async () => {
      for (const {id, code} of PACKAGE_MODULES) {
        for (const ssr of [false, true]) {
          const loaded = await handlerOf(plugin.load)?.call(context, id, {ssr});
          expect(loaded ?? null, `${plugin.name} load ${id}`).toBeNull();
          const transformed = (await handlerOf(plugin.transform)?.call(context, code, id, {ssr})) as
            string | {code?: string} | null | undefined;
          const result = typeof transformed === 'string' ? transformed : transformed?.code;
          expect(result === undefined || result === code, `${plugin.name} transform ${id}`).toBe(true);
        }
      }
    });

    it(`${plugin.name} changes nothing but comments in a built chunk of package code`, async () => {
      for (const {id, code} of PACKAGE_MODULES) {
        const chunk = {
          type: 'chunk',
          fileName: 'assets/framework.js',
          code,
          modules: {[id]: {}},
        } as unknown as OutputChunk;
        const rendered = (await handlerOf(plugin.renderChunk)?.call(context, code, chunk, {}, {chunks: {}})) as
          string | {code?: string} | null | undefined;
        const renderedCode = typeof rendered === 'string' ? rendered : rendered?.code;
        if (renderedCode !== undefined) expect(withoutComments(renderedCode)).toBe(withoutComments(code));
        const bundle = {[chunk.fileName]: chunk} as unknown as OutputBundle;
        await handlerOf(plugin.generateBundle)?.call(context, {}, bundle, false);
        expect(withoutComments((bundle[chunk.fileName] as OutputChunk).code), `${plugin.name} ${id}`).toBe(
          withoutComments(code),
        );
      }
    });
  }
});
