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
      // lib reaching up into components
      'app/lib/c.ts': "import {Button} from '~/components/Button';\nexport const c = Button;\n",
      'app/components/Button.ts': 'export const Button = 1;\n',
      // a component reaching into one brand's folder, and a brand id outside app/brands
      'app/components/Card.ts':
        "import {x} from '~/brands/gum/x';\nexport const card = x;\nexport const isGum = (id: string) => id === 'gum';\n",
      'app/brands/gum/x.ts': "export const x = 'gum';\n",
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

  it('refuses an upward import from lib/ and a brand folder imported by a component', () => {
    const layerBreaks = problems.filter((problem) => problem.rule === 'no-restricted-imports');
    expect(layerBreaks.map((problem) => problem.file).sort()).toEqual(['app/components/Card.ts', 'app/lib/c.ts']);
  });

  it('keeps brand ids inside app/brands', () => {
    const brandIds = problems.filter((problem) => /brand id/.test(problem.message));
    expect(brandIds.map((problem) => problem.file)).toEqual(['app/components/Card.ts']);
  });

  it('refuses CacheShort() without the hour of stale answers kept for outages', () => {
    const caches = problems.filter((problem) => /CacheShort/.test(problem.message));
    expect(caches.map((problem) => problem.file)).toEqual(['app/lib/products.ts']);
  });
});
