import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** Every module under a folder of app/, as paths relative to app/. */
function modules(directory: string): string[] {
  return readdirSync(path.join('app', directory)).flatMap((entry) => {
    const relative = path.posix.join(directory, entry);
    if (statSync(path.join('app', relative)).isDirectory()) return modules(relative);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [relative] : [];
  });
}

const firstLines = (file: string, count: number) =>
  readFileSync(path.join('app', file), 'utf8').split('\n').slice(0, count).join('\n');

/** "cart-link.server.ts" and "CartLink.tsx" share a name: case, hyphens and .server/.client aside. */
const baseName = (file: string) =>
  path.posix
    .basename(file)
    .replace(/\.tsx?$/, '')
    .replace(/\.(server|client)$/, '')
    .replace(/-/g, '')
    .toLowerCase();

describe('the house (README, "Layout")', () => {
  it('keeps lib/ in domain folders, each opened by a main file saying what it owns', () => {
    const root = readdirSync('app/lib', {withFileTypes: true});
    expect(root.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([
      'context.server.ts',
      'root-data.ts',
    ]);
    const folders = root.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.length).toBeGreaterThanOrEqual(10);
    for (const folder of folders) {
      const owners = modules(`lib/${folder}`).filter((file) => firstLines(file, 2).includes(` lib/${folder}/: `));
      expect(owners, `lib/${folder}/ has one main file`).toHaveLength(1);
    }
  });

  it('gives two modules in different folders the same name only with the reason in their first line', () => {
    const byName = new Map<string, string[]>();
    for (const file of modules('.')) byName.set(baseName(file), [...(byName.get(baseName(file)) ?? []), file]);
    const namesakes = [...byName.values()].filter(
      (files) => new Set(files.map((file) => path.posix.dirname(file))).size > 1,
    );
    for (const files of namesakes) {
      for (const file of files) {
        const others = files.filter((other) => other !== file);
        const line = firstLines(file, 1);
        expect(
          line.startsWith('//') && others.some((other) => line.includes(other.replace(/^\.\//, ''))),
          `${file}'s first line names ${others.join(', ')}`,
        ).toBe(true);
      }
    }
  });

  it('keeps hooks in app/hooks/, one per use-*.ts file', () => {
    const hookExports = modules('.').filter(
      (file) =>
        !file.startsWith('hooks/') &&
        /^export (function|const) use[A-Z]/m.test(readFileSync(path.join('app', file), 'utf8')),
    );
    expect(hookExports).toEqual([]);
    for (const file of modules('hooks')) expect(path.posix.basename(file)).toMatch(/^use-[a-z-]+\.tsx?$/);
  });

  it('keeps route modules and the endpoints of the /api/* route thin: at most 90 lines', () => {
    const long = [...modules('routes'), ...modules('endpoints')]
      .map((file) => ({file, lines: readFileSync(path.join('app', file), 'utf8').trimEnd().split('\n').length}))
      .filter(({lines}) => lines > 90);
    expect(long).toEqual([]);
  });
});
