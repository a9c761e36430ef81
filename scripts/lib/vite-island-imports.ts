import type {Plugin} from 'vite';

/** `import {A, B as C} from '….island'`: a static import of an island module, with the names it binds. */
const ISLAND_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+\.island)\2;?[ \t]*$/gm;
const ANY_ISLAND_IMPORT = /^import\b[^;]*?from\s*['"][^'"]+\.island['"]/m;

/** The local names an import's braces bind: `A, B as C` gives A and C. */
function boundNames(specifiers: string): string[] {
  return specifiers
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean)
    .map((specifier) =>
      specifier
        .split(/\s+as\s+/)
        .pop()!
        .replace(/^type\s+/, ''),
    );
}

/**
 * Modules named `*.island.tsx` are rendered by the server and, in the browser, only once loaded with
 * `import()` (IdleIsland). The client build turns their static imports into `undefined`, so the page's
 * chunks neither contain nor wait for them; the server build keeps them. Only named imports are
 * allowed, so what is dropped is plain to see.
 */
export function islandImports(): Plugin {
  return {
    name: 'island-imports',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || id.includes('/node_modules/') || !ANY_ISLAND_IMPORT.test(code)) return;
      let rewritten = 0;
      const result = code.replace(ISLAND_IMPORT, (_statement, specifiers: string) => {
        rewritten += 1;
        return boundNames(specifiers)
          .map((name) => `const ${name} = undefined;`)
          .join(' ');
      });
      if (ANY_ISLAND_IMPORT.test(result)) {
        this.error(`${id}: import an island module with named imports only (import {Name} from '….island')`);
      }
      return rewritten > 0 ? {code: result, map: null} : undefined;
    },
  };
}
