import {HREF_AFTER_FIRST_PAINT, MODULE_TYPE_AFTER_FIRST_PAINT} from '../../app/lib/scripts-after-first-paint';
import {exactEditsPlugin} from './vite-exact-edits';

/** `@remix-run/react`'s components, where `<Scripts>` is, as both builds bundle them. */
export const REMIX_COMPONENTS_MODULE = /\/node_modules\/@remix-run\/react\/dist\/esm\/components\.js$/;

const HREF = JSON.stringify(HREF_AFTER_FIRST_PAINT);

/** Each edit: `<Scripts>` as Remix 2.16 has it, and what the production builds get instead. */
const EDITS = [
  {
    what: 'Scripts: the route modules script',
    from: '      type: "module",\n      async: true\n    })));\n',
    to: `      type: ${JSON.stringify(MODULE_TYPE_AFTER_FIRST_PAINT)},\n      async: true\n    })));\n`,
  },
  {
    what: "Scripts: the route manifest's preload link",
    from: '    rel: "modulepreload",\n    href: manifest.url,\n',
    to: `    ${HREF}: manifest.url,\n`,
  },
  {
    what: "Scripts: the entry module's preload link",
    from: '    rel: "modulepreload",\n    href: manifest.entry.module,\n',
    to: `    ${HREF}: manifest.entry.module,\n`,
  },
  {
    what: "Scripts: the routes' preload links",
    from: '    rel: "modulepreload",\n    href: path,\n',
    to: `    ${HREF}: path,\n`,
  },
];

/**
 * Remix's `<Scripts>` writes its module preload links and module script inert: the preload links
 * without an address or a `rel` (a module preload without an address is a console warning), the
 * script with a type that is not a script's. An inline starter that AppShell renders after them
 * (app/lib/scripts-after-first-paint.ts) starts them once the page has painted, so
 * the app's scripts no longer share a slow link with the first screen's text, pictures and font. In
 * both production builds, so that hydration renders what the server wrote; the dev server keeps Remix's
 * scripts as published. The edits must apply as written; a Remix whose code differs fails the build
 * rather than running unedited (docs/decisions/025-scripts-after-first-paint.md).
 */
export function scriptsAfterFirstPaint() {
  return exactEditsPlugin({
    name: 'scripts-after-first-paint',
    build: 'both',
    module: REMIX_COMPONENTS_MODULE,
    packageName: '@remix-run/react',
    edits: EDITS,
  });
}
