import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {HREF_AFTER_FIRST_PAINT, MODULE_TYPE_AFTER_FIRST_PAINT} from '~/lib/scripts-after-first-paint';
import {REMIX_COMPONENTS_MODULE, scriptsAfterFirstPaint} from '../../scripts/lib/vite-scripts-after-first-paint';
import {transformWith} from './support/plugin-transform';

const require = createRequire(import.meta.url);
const COMPONENTS_PATH = join(dirname(require.resolve('@remix-run/react/package.json')), 'dist/esm/components.js');
const published = readFileSync(COMPONENTS_PATH, 'utf8');

const edit = (code: string, ssr: boolean) => transformWith(scriptsAfterFirstPaint(), code, COMPONENTS_PATH, ssr);
const count = (code: string, text: string) => code.split(text).length - 1;

describe("Remix's <Scripts> written inert in the production builds", () => {
  it('names the module the builds bundle (a pattern that missed it would leave the scripts as published)', () => {
    expect(REMIX_COMPONENTS_MODULE.test(COMPONENTS_PATH)).toBe(true);
  });

  for (const ssr of [true, false]) {
    it(`${ssr ? 'worker' : 'browser'} build: every module preload keeps its address aside, and the module script has an inert type`, () => {
      const {code} = edit(published, ssr)!;
      expect(count(code, `${JSON.stringify(HREF_AFTER_FIRST_PAINT)}: `)).toBe(3);
      // Without `rel` until started: a module preload without an address is a console warning.
      expect(code).not.toMatch(/rel: "modulepreload",\n\s+"data-href/);
      // The one preload left with its address is PrefetchPageLinks', for links prefetched once the page is alive.
      expect(code.match(/rel: "modulepreload",\n\s+href: \w+/g)).toEqual(['rel: "modulepreload",\n    href: href']);
      expect(count(code, `type: ${JSON.stringify(MODULE_TYPE_AFTER_FIRST_PAINT)}`)).toBe(1);
      expect(code).not.toContain('type: "module"');
    });
  }

  it('fails the build when <Scripts> is not what the edits were written for', () => {
    expect(() => edit(published.replace('    href: manifest.entry.module,\n', '    href: entry,\n'), false)).toThrow(
      /@remix-run\/react changed; this edit no longer applies: Scripts: the entry module's preload link/,
    );
  });
});
