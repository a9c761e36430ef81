import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

const CONFIG = path.resolve('eslint.config.js');

/** Lints a small project written into a temporary folder with the repo's own ESLint config. */
async function lintProject(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), source);
  }
  try {
    const eslint = new ESLint({cwd: root, overrideConfigFile: CONFIG});
    const results = await eslint.lintFiles(Object.keys(files));
    return results.flatMap((result) =>
      result.messages.map((message) => ({
        file: path.relative(root, result.filePath),
        rule: message.ruleId,
        message: message.message,
      })),
    );
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

describe('the lint guard rails', () => {
  let problems: Awaited<ReturnType<typeof lintProject>>;
  beforeAll(async () => {
    problems = await lintProject({
      // a loop made only of type imports
      'app/lib/a.ts': "import type {B} from './b';\nexport type A = {b?: B};\n",
      'app/lib/b.ts': "import type {A} from '~/lib/a';\nexport type B = {a?: A};\n",
      // lib reaching up into components, by alias and by relative path
      'app/lib/c.ts': "import {Button} from '~/components/Button';\nexport const c = Button;\n",
      'app/lib/cart/d.ts': "import {Button} from '../../components/Button';\nexport const d = Button;\n",
      'app/components/Button.ts': 'export const Button = 1;\n',
      // a shared component reaching into a brand screen (by relative path) and the screens' registry
      // (by alias, type-only), and a brand id outside app/brands
      'app/components/Card.ts':
        "import {GumHome} from '../brands/gum/screens/GumHome';\nimport type {Screens} from '~/brands/screens';\nexport const card: Screens = GumHome;\nexport const isGum = (id: string) => id === 'gum';\n",
      'app/brands/gum/screens/GumHome.ts':
        "import {Button} from '~/components/Button';\nexport const GumHome = Button;\n",
      'app/brands/screens.ts': 'export type Screens = number;\n',
      // lib reaching into a brand screen; lib reading brand data is allowed
      'app/lib/home.ts':
        "import {GumHome} from '../brands/gum/screens/GumHome';\nimport {gumBrand} from '~/brands/gum/config';\nexport const home = [GumHome, gumBrand];\n",
      'app/brands/gum/config.ts': "export const gumBrand = 'gum';\n",
      // brand data reaching up into lib; a hook reaching up into a component
      'app/brands/gum/constants.ts': "import {c} from '../../lib/c';\nexport const constants = c;\n",
      'app/hooks/use-card.ts': "import {card} from '../components/Card';\nexport const useCard = () => card;\n",
      // Hydrogen's discount-code mutation, which Storefront API 2026-04 refuses
      'app/lib/cart/codes.ts':
        'export const clear = (cart: {updateDiscountCodes: (codes: string[]) => void}) => cart.updateDiscountCodes([]);\n',
      // a lazy import() may reach up a layer
      'app/components/Drawer.ts': "export const loadHome = () => import('~/brands/gum/screens/GumHome');\n",
      // a catalogue query with Hydrogen's bare short cache
      'app/lib/products.ts':
        'export const load = (storefront: {CacheShort: (options?: object) => object}) => storefront.CacheShort();\n',
    });
  }, 60_000);

  it('finds an import loop even when it is made of type-only imports', () => {
    const loops = problems.filter((problem) => problem.rule === 'local/no-import-loop');
    expect(loops.map((problem) => problem.file).sort()).toEqual(['app/lib/a.ts', 'app/lib/b.ts']);
    expect(loops[0].message).toMatch(
      /app\/lib\/a\.ts → app\/lib\/b\.ts → app\/lib\/a\.ts|app\/lib\/b\.ts → app\/lib\/a\.ts → app\/lib\/b\.ts/,
    );
  });

  it('refuses an upward import across the layers, relative or by alias, type-only included', () => {
    const layerBreaks = problems
      .filter((problem) => problem.rule === 'local/layers')
      .map((problem) => `${problem.file}: ${problem.message.split(' (')[0]}`);
    expect(layerBreaks.sort()).toEqual([
      'app/brands/gum/constants.ts: brand data may not import lib',
      'app/components/Card.ts: components may not import brand screens',
      'app/components/Card.ts: components may not import brand screens',
      'app/hooks/use-card.ts: hooks may not import components',
      'app/lib/c.ts: lib may not import components',
      'app/lib/cart/d.ts: lib may not import components',
      'app/lib/home.ts: lib may not import brand screens',
    ]);
  });

  it('keeps brand ids inside app/brands', () => {
    const brandIds = problems.filter((problem) => /brand id/.test(problem.message));
    expect(brandIds.map((problem) => problem.file)).toEqual(['app/components/Card.ts']);
  });

  it("refuses Hydrogen's cart.updateDiscountCodes, naming the replacement", () => {
    const calls = problems.filter((problem) => /updateDiscountCodes/.test(problem.message));
    expect(calls.map((problem) => problem.file)).toEqual(['app/lib/cart/codes.ts']);
    expect(calls[0].message).toContain('setDiscountCodes');
  });

  it('refuses CacheShort() without the hour of stale answers kept for outages', () => {
    const caches = problems.filter((problem) => /CacheShort/.test(problem.message));
    expect(caches.map((problem) => problem.file)).toEqual(['app/lib/products.ts']);
  });
});
